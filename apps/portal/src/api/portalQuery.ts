import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { usePortalEnvironment } from '../environment/environment';
import { useHydrated } from '../environment/hydration';
import { readJson, SESSION_KEYS, writeJson, type KeyValueStorage } from '../site/storage';

/** A pending result: what every query shows while the static page hydrates. */
export function pendingWhileHydrating<R extends { data: unknown }>(result: R, hydrated: boolean): R {
  if (hydrated) return result;
  return { ...result, data: undefined, isPending: true, isSuccess: false, isError: false, status: 'pending' };
}

/**
 * useQuery for the portal: nothing is fetched while the server-rendered page hydrates, and only
 * the answers the page was drawn with show (PageReads), so the first browser render draws what the
 * server drew; afterwards a cached answer shows at once. On the server, a read the page draws is
 * asked for, so the renderer fetches it and draws the page again with it.
 */
export function usePortalQuery<T>(
  options: UseQueryOptions<T, Error, T, readonly unknown[]>,
): UseQueryResult<T> {
  const hydrated = useHydrated();
  const { pageReads } = usePortalEnvironment();
  const wanted = options.enabled ?? true;
  if (!hydrated && wanted === true) pageReads.ask(options);
  const result = useQuery({ ...options, enabled: hydrated && wanted });
  return pendingWhileHydrating(result, hydrated || pageReads.has(options.queryKey));
}

/** Hot games and category lanes are kept in session storage for the rest of the visit (SPEC §4). */
const SESSION_CACHE_MS = 10 * 60_000;

interface CachedValue<T> {
  savedAt: number;
  value: T;
}

/**
 * Options that read a list from session storage first (under `name`) and write every fresh answer
 * back.
 */
export function sessionCached<T>(
  storage: KeyValueStorage,
  name: string,
  fetcher: () => Promise<T>,
): Pick<UseQueryOptions<T>, 'queryFn' | 'initialData' | 'initialDataUpdatedAt' | 'staleTime'> {
  const key = `${SESSION_KEYS.cachePrefix}${name}`;
  const stored = () => readJson<CachedValue<T>>(storage, key);
  return {
    queryFn: async () => {
      const value = await fetcher();
      writeJson(storage, key, { savedAt: Date.now(), value } satisfies CachedValue<T>);
      return value;
    },
    initialData: () => stored()?.value,
    initialDataUpdatedAt: () => stored()?.savedAt,
    staleTime: SESSION_CACHE_MS,
  };
}
