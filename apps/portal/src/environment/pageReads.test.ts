import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  collectPageReads,
  PAGE_READS_ELEMENT_ID,
  pageReadsJson,
  pageReadsOf,
  seedPageReads,
  type PageRead,
} from './pageReads';

function documentWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument();
  if (text !== null) {
    const element = doc.createElement('script');
    element.type = 'application/json';
    element.id = PAGE_READS_ELEMENT_ID;
    element.textContent = text;
    doc.body.append(element);
  }
  return doc;
}

describe('collectPageReads (the server side)', () => {
  it('fetches what a pass asked for once, and carries what was answered', async () => {
    const queryClient = new QueryClient();
    const collected = collectPageReads(queryClient);
    const hot = vi.fn(() => Promise.resolve(['Savage Galaxy']));
    collected.reads.ask({ queryKey: ['public', 'games.hot'], queryFn: hot });
    collected.reads.ask({ queryKey: ['public', 'games.hot'], queryFn: hot });
    expect(collected.reads.has(['public', 'games.hot'])).toBe(false);

    expect(await collected.fetchAsked()).toBe(true);
    expect(hot).toHaveBeenCalledTimes(1);
    expect(collected.reads.has(['public', 'games.hot'])).toBe(true);

    // The next pass draws the same read: nothing is new, so the renderer stops.
    collected.reads.ask({ queryKey: ['public', 'games.hot'], queryFn: hot });
    expect(await collected.fetchAsked()).toBe(false);
    expect(hot).toHaveBeenCalledTimes(1);
    expect(collected.answered()).toEqual([{ queryKey: ['public', 'games.hot'], data: ['Savage Galaxy'] }]);
  });

  it('leaves a read that fails out, once, for the browser to fetch', async () => {
    const collected = collectPageReads(new QueryClient());
    const menus = vi.fn(() => Promise.reject(new Error('down')));
    collected.reads.ask({ queryKey: ['public', 'games.menus'], queryFn: menus });
    expect(await collected.fetchAsked()).toBe(true);
    collected.reads.ask({ queryKey: ['public', 'games.menus'], queryFn: menus });
    expect(await collected.fetchAsked()).toBe(false);
    expect(menus).toHaveBeenCalledTimes(1);
    expect(collected.reads.has(['public', 'games.menus'])).toBe(false);
    expect(collected.answered()).toEqual([]);
  });
});

describe('seedPageReads (the browser side)', () => {
  it('puts the reads in the cache as answered now and knows them by key', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const queryClient = new QueryClient();
    const reads = seedPageReads(queryClient, [
      { queryKey: ['public', 'games.hot', null, 'en'], data: [1, 2] },
    ]);
    expect(queryClient.getQueryData(['public', 'games.hot', null, 'en'])).toEqual([1, 2]);
    expect(queryClient.getQueryState(['public', 'games.hot', null, 'en'])?.dataUpdatedAt).toBe(1_000_000);
    expect(reads.has(['public', 'games.hot', null, 'en'])).toBe(true);
    expect(reads.has(['public', 'games.hot', null, 'tl'])).toBe(false);
    vi.useRealTimers();
  });
});

describe('the reads in the page', () => {
  it('survive the trip through the page, and no answer can close the element', () => {
    const reads: PageRead[] = [{ queryKey: ['public', 'notices'], data: { title: '</script><b>x</b>' } }];
    const text = pageReadsJson(reads);
    expect(text).not.toContain('</script>');
    expect(pageReadsOf(documentWith(text))).toEqual(reads);
  });

  it('are none when the page carries none or carries something else', () => {
    expect(pageReadsOf(documentWith(null))).toEqual([]);
    expect(pageReadsOf(documentWith('{"not":"a list"}'))).toEqual([]);
    expect(pageReadsOf(documentWith('[{"cut off'))).toEqual([]);
  });
});
