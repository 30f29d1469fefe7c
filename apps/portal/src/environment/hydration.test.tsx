import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../storybook/harness';
import { createTokenStore, SESSION_KEYS } from '../site/storage';
import { HydrationBoundary, useHydrated, useStoreAfterHydration } from './hydration';
import { useMinWidth } from '../app/viewport';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <span>{hydrated ? 'browser' : 'static'}</span>;
}

/** A screen `width` pixels wide, as matchMedia answers `(min-width: Npx)` queries. */
function screenOf(width: number) {
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width: (\d+)px/u.exec(query)?.[1]),
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize(to: number) {
      width = to;
      for (const listener of listeners) listener();
    },
  };
}

function WidthProbe({ seen }: { seen: string[] }) {
  const hydrated = useHydrated();
  const roomy = useMinWidth(1024);
  seen.push(`${hydrated ? 'browser' : 'static'} ${roomy ? 'wide' : 'narrow'}`);
  return <span>{roomy ? 'wide' : 'narrow'}</span>;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function container() {
  const element = document.createElement('div');
  document.body.append(element);
  cleanups.push(() => element.remove());
  return element;
}

/**
 * Renders the probe as the static page, then hydrates that markup: the page's element and what
 * the probe recorded in each of the browser's renders.
 */
async function hydrateStaticPage<Seen>(probe: (seen: Seen[]) => ReactNode) {
  const page = (seen: Seen[]) => <HydrationBoundary staticPage>{probe(seen)}</HydrationBoundary>;
  const element = container();
  element.innerHTML = renderToString(page([]));
  const seen: Seen[] = [];
  await act(async () => {
    const root = hydrateRoot(element, page(seen));
    cleanups.push(() => root.unmount());
  });
  return { element, seen };
}

describe('useHydrated', () => {
  it('is false on the server', () => {
    const seen: boolean[] = [];
    expect(
      renderToString(
        <HydrationBoundary staticPage>
          <Probe seen={seen} />
        </HydrationBoundary>,
      ),
    ).toBe('<span>static</span>');
    expect(seen).toEqual([false]);
  });

  it('is true from the first render when nothing is hydrated', async () => {
    const seen: boolean[] = [];
    const root = createRoot(container());
    cleanups.push(() => root.unmount());
    await act(async () =>
      root.render(
        <HydrationBoundary staticPage={false}>
          <Probe seen={seen} />
        </HydrationBoundary>,
      ),
    );
    expect(seen.every(Boolean)).toBe(true);
  });

  it('hydrates the static markup as it is, then turns true in one more render', async () => {
    const errors = vi.spyOn(console, 'error');
    const { element, seen } = await hydrateStaticPage<boolean>((seen) => <Probe seen={seen} />);
    // No render in between: a reader is not re-rendered synchronously after hydrating.
    expect(seen).toEqual([false, true]);
    expect(element.textContent).toBe('browser');
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('useMinWidth', () => {
  it('draws the static page wide, and a phone narrow in the render that ends hydration, with none between', async () => {
    screenOf(400);
    const { element, seen } = await hydrateStaticPage<string>((seen) => <WidthProbe seen={seen} />);
    expect(seen).toEqual(['static wide', 'browser narrow']);
    expect(element.textContent).toBe('narrow');
  });

  it('reads the screen from the first render when nothing is hydrated, and follows resizes', async () => {
    const screen = screenOf(400);
    const seen: string[] = [];
    const element = container();
    const root = createRoot(element);
    cleanups.push(() => root.unmount());
    await act(async () =>
      root.render(
        <HydrationBoundary staticPage={false}>
          <WidthProbe seen={seen} />
        </HydrationBoundary>,
      ),
    );
    expect(seen).toEqual(['browser narrow']);
    await act(async () => screen.resize(1280));
    expect(element.textContent).toBe('wide');
  });
});

describe('useStoreAfterHydration', () => {
  it('reads a stored token in the render that ends hydration, not before, then follows the store', async () => {
    const tokens = createTokenStore(memoryStorage({ [SESSION_KEYS.token]: 'stored' }));
    const noToken = () => null;
    function TokenProbe({ seen }: { seen: string[] }) {
      const hydrated = useHydrated();
      const token = useStoreAfterHydration(tokens.subscribe, tokens.get, noToken);
      seen.push(`${hydrated ? 'browser' : 'static'} ${token ?? 'none'}`);
      return <span>{token ?? 'none'}</span>;
    }
    const { element, seen } = await hydrateStaticPage<string>((seen) => <TokenProbe seen={seen} />);
    expect(seen).toEqual(['static none', 'browser stored']);
    await act(async () => tokens.clear());
    expect(element.textContent).toBe('none');
  });
});
