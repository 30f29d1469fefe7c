import { createI18n, createLazyI18n } from '@portal/i18n';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { TranslationProvider, useTranslation } from '@portal/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazyScreen';
import { ScreenBoundary } from './ScreenBoundary';

function Page() {
  return <h1>Loaded page</h1>;
}

/** What `import()` of a page module resolves to. */
type PageModule = { default: typeof Page };

/** Rendered in an awaited act: a component that suspends on a promise needs React to see it settle. */
async function renderScreen(
  element: ReactElement,
  onReload = vi.fn(),
  frame?: (content: ReactNode) => ReactNode,
) {
  await act(async () => {
    render(
      <TranslationProvider i18n={createI18n({ lng: 'en' })}>
        <ScreenBoundary onReload={onReload} {...(frame ? { frame } : {})}>
          {element}
        </ScreenBoundary>
      </TranslationProvider>,
    );
  });
  return onReload;
}

// React reports every error a boundary catches on the console; these are the expected ones.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('screen groups loaded on demand (SPEC §2, §8, §9)', () => {
  it('shows the page loader, then the screen', async () => {
    let arrive: (module: PageModule) => void = () => undefined;
    const Screen = lazyScreen(() => new Promise<PageModule>((resolve) => (arrive = resolve)));
    await renderScreen(<Screen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => arrive({ default: Page }));
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
  });

  it('turns a chunk that fails into the translated reload state, never a blank page', async () => {
    const load = vi
      .fn<() => Promise<PageModule>>()
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const Screen = lazyScreen(load);
    const onReload = await renderScreen(<Screen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Part of the page failed to load, please reload',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it("draws the loader and the retry state in the caller's frame (a popup's layer), the screen outside it", async () => {
    const frame = (content: ReactNode) => <section aria-label="Popup layer">{content}</section>;
    let arrive: (module: PageModule) => void = () => undefined;
    const Popup = lazyScreen(() => new Promise<PageModule>((resolve) => (arrive = resolve)));
    await renderScreen(<Popup />, vi.fn(), frame);
    expect(
      within(screen.getByRole('region', { name: 'Popup layer' })).getByRole('status'),
    ).toBeInTheDocument();
    await act(async () => arrive({ default: Page }));
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Popup layer' })).not.toBeInTheDocument();

    const Failing = lazyScreen<PageModule>(() => Promise.reject(new TypeError('Failed to fetch')));
    await renderScreen(<Failing />, vi.fn(), frame);
    expect(
      within(await screen.findByRole('region', { name: 'Popup layer' })).getByRole('alert'),
    ).toHaveTextContent('Part of the page failed to load, please reload');
  });

  it('names a stylesheet that failed to load', async () => {
    const Screen = lazyScreen<PageModule>(() =>
      Promise.reject(new Error('Unable to preload CSS for /static/Lobby.css')),
    );
    await renderScreen(<Screen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The page styles failed to load, please reload',
    );
  });

  it('gives up on a chunk after 120 seconds', async () => {
    vi.useFakeTimers();
    const Screen = lazyScreen(() => new Promise<PageModule>(() => undefined));
    await renderScreen(<Screen />);
    await act(() => vi.advanceTimersByTimeAsync(119_999));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert')).toHaveTextContent('Part of the page failed to load, please reload');
  });

  it('loads again when retried after a failure', async () => {
    const load = vi
      .fn<() => Promise<PageModule>>()
      .mockRejectedValueOnce(new TypeError('network'))
      .mockResolvedValue({ default: Page });
    const Screen = lazyScreen(load);
    await expect(Screen.preload()).rejects.toMatchObject({ code: 'CHUNK_LOAD_FAILED' });
    await expect(Screen.preload()).rejects.toMatchObject({ code: 'CHUNK_LOAD_FAILED' });
    expect(load).toHaveBeenCalledTimes(1);
    Screen.retry();
    await renderScreen(<Screen />);
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  describe('with the texts the first page leaves out still to come (the browser app)', () => {
    /** A page that reads a later namespace (wallet) and a `.later` group (the member centre's). */
    function WalletPage() {
      const { t } = useTranslation(['wallet', 'portal'], { useSuspense: false });
      return <h1>{`${t('portal:member.account')} · ${t('wallet:balance.main')}`}</h1>;
    }
    type WalletModule = { default: typeof WalletPage };

    async function renderLazy(element: ReactElement, firstPageTextsOnly?: boolean) {
      const { i18n, ready } = createLazyI18n();
      await ready;
      await act(async () => {
        render(
          <TranslationProvider i18n={i18n}>
            <ScreenBoundary {...(firstPageTextsOnly ? { firstPageTextsOnly } : {})}>{element}</ScreenBoundary>
          </TranslationProvider>,
        );
      });
      return i18n;
    }

    it('fetches them beside the chunk, and shows the screen once both are in, never a key', async () => {
      let textsInWhenChunkAsked: boolean | undefined;
      let arrive: (module: WalletModule) => void = () => undefined;
      const { i18n, ready } = createLazyI18n();
      await ready;
      const Screen = lazyScreen(() => {
        textsInWhenChunkAsked = i18n.hasResourceBundle('en', 'wallet');
        return new Promise<WalletModule>((resolve) => (arrive = resolve));
      });
      await act(async () => {
        render(
          <TranslationProvider i18n={i18n}>
            <ScreenBoundary>
              <Screen />
            </ScreenBoundary>
          </TranslationProvider>,
        );
      });
      // The chunk was asked for before the texts were in: neither waits for the other.
      expect(textsInWhenChunkAsked).toBe(false);
      await waitFor(() => expect(i18n.hasResourceBundle('en', 'wallet')).toBe(true));
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
      await act(async () => arrive({ default: WalletPage }));
      expect(await screen.findByRole('heading', { name: 'Account · Main wallet' })).toBeInTheDocument();
    });

    it("neither fetches nor waits for them for a screen that reads only the first page's texts", async () => {
      const i18n = await renderLazy(<Page />, true);
      expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(i18n.hasResourceBundle('en', 'wallet')).toBe(false);
    });
  });
});
