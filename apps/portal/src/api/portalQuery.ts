import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useHydrated } from '../app/hydration';
import { readJson, SESSION_KEYS, writeJson, type KeyValueStorage } from '../site/storage';

/** A pending result: what every query shows while the static page hydrates. */
export function pendingWhileHydrating<R extends { data: unknown }>(result: R, hydrated: boolean): R {
  if (hydrated) return result;
  return { ...result, data: undefined, isPending: true, isSuccess: false, isError: false, status: 'pending' };
}

/**
 * useQuery for the portal: nothing is fetched or shown while the pre-rendered page hydrates (the
 * page was rendered without data, so the first browser render must be too); afterwards a cached
 * answer shows at once.
 */
export function usePortalQuery<T>(
  options: UseQueryOptions<T, Error, T, readonly unknown[]>,
): UseQueryResult<T> {
  const hydrated = useHydrated();
  const result = useQuery({ ...options, enabled: hydrated && (options.enabled ?? true) });
  return pendingWhileHydrating(result, hydrated);
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
