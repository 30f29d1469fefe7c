import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationBoundary, useHydrated } from './hydration';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <span>{hydrated ? 'browser' : 'static'}</span>;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.restoreAllMocks();
});

function container() {
  const element = document.createElement('div');
  document.body.append(element);
  cleanups.push(() => element.remove());
  return element;
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
    const element = container();
    const page = (seen: boolean[]) => (
      <HydrationBoundary staticPage>
        <Probe seen={seen} />
      </HydrationBoundary>
    );
    element.innerHTML = renderToString(page([]));
    const seen: boolean[] = [];
    await act(async () => {
      const root = hydrateRoot(element, page(seen));
      cleanups.push(() => root.unmount());
    });
    // No render in between: a reader is not re-rendered synchronously after hydrating.
    expect(seen).toEqual([false, true]);
    expect(element.textContent).toBe('browser');
    expect(errors).not.toHaveBeenCalled();
  });
});
