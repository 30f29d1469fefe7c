import { changeLanguage, createI18n, createLazyI18n } from '@portal/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { startTransition, Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TranslationProvider, useTranslation } from './Translation';

function CloseButton({ onRender }: { onRender?: () => void }) {
  const { t } = useTranslation('common');
  onRender?.();
  return <button type="button">{t('actions.close')}</button>;
}

describe('useTranslation', () => {
  it('shows the provider’s language and follows a change of it', async () => {
    const i18n = createI18n({ lng: 'en' });
    render(
      <TranslationProvider i18n={i18n}>
        <CloseButton />
      </TranslationProvider>,
    );
    expect(screen.getByRole('button', { name: /Close|Isara/ })).toHaveTextContent('Close');
    await act(() => changeLanguage(i18n, 'ty'));
    expect(screen.getByRole('button', { name: /Close|Isara/ })).toHaveTextContent('Isara');
  });

  it('names the missing provider instead of failing on an undefined instance', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<CloseButton />)).toThrow(
      'useTranslation must be used inside <TranslationProvider>.',
    );
  });

  it('leaves no update behind its mount: a transition over it renders it once, not twice', async () => {
    const rendered = vi.fn();
    function Parent() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => startTransition(() => setCount(count + 1))}>
            Again
          </button>
          <CloseButton onRender={rendered} />
        </>
      );
    }
    render(
      <TranslationProvider i18n={createI18n({ lng: 'en' })}>
        <Parent />
      </TranslationProvider>,
    );
    await act(async () => undefined);
    expect(rendered).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Again' })));
    expect(rendered).toHaveBeenCalledTimes(2);
  });

  it('suspends until a namespace still to load has arrived', async () => {
    const { i18n, ready } = createLazyI18n();
    await ready;
    function Balance() {
      const { t } = useTranslation('wallet');
      return <p>{t('balance.main')}</p>;
    }
    await act(async () => {
      render(
        <TranslationProvider i18n={i18n}>
          <Suspense fallback={<p>Loading</p>}>
            <Balance />
          </Suspense>
        </TranslationProvider>,
      );
    });
    expect(await screen.findByText('Main wallet')).toBeInTheDocument();
  });

  it('without suspense, renders not ready, then again with the texts once they are in', async () => {
    const { i18n, ready } = createLazyI18n();
    await ready;
    const seen: boolean[] = [];
    function Balance() {
      const { t, ready: textsIn } = useTranslation('wallet', { useSuspense: false });
      seen.push(textsIn);
      return <p>{textsIn ? t('balance.main') : 'Loading'}</p>;
    }
    render(
      <TranslationProvider i18n={i18n}>
        <Balance />
      </TranslationProvider>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Main wallet')).toBeInTheDocument();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });
});
