import { hashKey, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/** One read a server-rendered page was drawn with: its query key and the answer. */
export interface PageRead {
  queryKey: QueryKey;
  data: unknown;
}

/** The element that carries a page's reads: `<script type="application/json" id="portal-reads">`. */
export const PAGE_READS_ELEMENT_ID = 'portal-reads';

/**
 * The reads a page was drawn with on the server. While the browser hydrates, a query shows its
 * answer only when the page had it, so the first browser render draws what the server drew.
 */
export interface PageReads {
  /** Whether the page was drawn with this read's answer. */
  has(queryKey: QueryKey): boolean;
  /** A read the page draws: on the server it is fetched before the next render pass. */
  ask<T>(options: UseQueryOptions<T, Error, T, QueryKey>): void;
}

/** A page drawn without reads: every query is pending until the browser has hydrated. */
export const noPageReads: PageReads = { has: () => false, ask: () => undefined };

/**
 * The page's reads in the browser: the query cache gets them (as answered now: they are as fresh as
 * the page) before React hydrates.
 */
export function seedPageReads(queryClient: QueryClient, reads: readonly PageRead[]): PageReads {
  const hashes = new Set<string>();
  for (const { queryKey, data } of reads) {
    queryClient.setQueryData(queryKey, data);
    hashes.add(hashKey(queryKey));
  }
  return { has: (queryKey) => hashes.has(hashKey(queryKey)), ask: () => undefined };
}

/** The reads a document carries (none when it has no reads element or the element is not a list). */
export function pageReadsOf(doc: Document): PageRead[] {
  const text = doc.getElementById(PAGE_READS_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const reads: unknown = JSON.parse(text);
    return Array.isArray(reads) ? (reads as PageRead[]) : [];
  } catch {
    return [];
  }
}

/** Text for the reads element: `<` escaped so no answer can close the script element. */
export function pageReadsJson(reads: readonly PageRead[]): string {
  return JSON.stringify(reads).replace(/</gu, '\\u003c');
}

export interface ServerPageReads {
  reads: PageReads;
  /** Fetches every read asked for since the last call; false when none was new. */
  fetchAsked(): Promise<boolean>;
  /** The reads answered so far, for the page to carry. */
  answered(): PageRead[];
}

/**
 * The server's side: each render pass asks for the reads it draws; the renderer fetches the new
 * ones and renders again, until a pass asks for nothing new. A read that fails stays out: the
 * browser fetches it after hydrating, as it would without a server render.
 */
export function collectPageReads(queryClient: QueryClient): ServerPageReads {
  const asked = new Map<string, UseQueryOptions<unknown, Error, unknown, QueryKey>>();
  const tried = new Set<string>();
  const answered = new Map<string, QueryKey>();
  return {
    reads: {
      has: (queryKey) => answered.has(hashKey(queryKey)),
      ask: (options) => {
        const hash = hashKey(options.queryKey);
        if (!tried.has(hash)) asked.set(hash, options as UseQueryOptions<unknown, Error, unknown, QueryKey>);
      },
    },
    async fetchAsked() {
      // `ask` keeps only reads not tried yet.
      const fresh = [...asked];
      asked.clear();
      await Promise.all(
        fresh.map(async ([hash, options]) => {
          tried.add(hash);
          try {
            await queryClient.fetchQuery({ ...options, retry: false });
            answered.set(hash, options.queryKey);
          } catch {
            // Left for the browser.
          }
        }),
      );
      return fresh.length > 0;
    },
    answered: () =>
      [...answered.values()].map((queryKey) => ({ queryKey, data: queryClient.getQueryData(queryKey) })),
  };
}
