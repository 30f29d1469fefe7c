import {
  type Announcements,
  type EndpointId,
  type GameCard,
  type GameMenu,
  type VendorLane,
  type WinnerEntry,
} from '@portal/api-contract';
import {
  useInfiniteQuery,
  useQuery,
  type UseInfiniteQueryResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { DialingCode } from '@portal/ui';
import { useMemo, useSyncExternalStore } from 'react';
import { useHydrated } from '../app/hydration';
import { usePortalEnvironment } from '../app/environment';
import { readJson, SESSION_KEYS, writeJson, type KeyValueStorage } from '../site/storage';

/** An endpoint's id, checked against the contract's type (the contract itself loads by group). */
const id = <TId extends EndpointId>(endpointId: TId) => endpointId;

/**
 * Query keys. Calls that need the token sit under `session`, so a logout drops them all at once;
 * lists that change with the language carry it, so a language change fetches them again (SPEC §4).
 */
export const queryKeys = {
  permission: [id('system.permission')],
  countries: [id('system.countries')],
  helpCenter: (language: string) => [id('support.helpCenter'), language],
  whiteLabel: [id('system.whiteLabel')],
  menus: [id('games.menus')],
  hot: (language: string) => [id('games.hot'), language],
  winners: (language: string) => [id('games.winners'), language],
  announcements: (language: string) => [id('system.announcements'), language],
  session: ['session'],
  memberInfo: ['session', id('member.info')],
  balance: ['session', id('wallet.balance')],
  consolidated: ['session', id('member.consolidated')],
  categoryLanes: (language: string) => ['session', id('games.vendors'), language],
  favoriteIds: ['session', id('games.favoriteIds')],
  gameList: (params: GameListParams) => ['session', id('games.list'), params],
  /** The favourite and recent game cards (the lists' `content`). */
  favorites: ['session', id('games.favorites')],
  recent: ['session', id('games.recent')],
} as const;

/** The game list page size (SPEC §9: 20 for games and recent). */
export const GAME_PAGE_SIZE = 20;

/** Hot games and category lanes are kept in session storage for the rest of the visit (SPEC §4). */
const SESSION_CACHE_MS = 10 * 60_000;

interface CachedValue<T> {
  savedAt: number;
  value: T;
}

function cacheKey(parts: readonly unknown[]): string {
  return `${SESSION_KEYS.cachePrefix}${parts.join(':')}`;
}

/** Options that read a list from session storage first and write every fresh answer back. */
function sessionCached<T>(
  storage: KeyValueStorage,
  key: readonly unknown[],
  fetcher: () => Promise<T>,
): Pick<UseQueryOptions<T>, 'queryFn' | 'initialData' | 'initialDataUpdatedAt' | 'staleTime'> {
  const stored = () => readJson<CachedValue<T>>(storage, cacheKey(key));
  return {
    queryFn: async () => {
      const value = await fetcher();
      writeJson(storage, cacheKey(key), { savedAt: Date.now(), value } satisfies CachedValue<T>);
      return value;
    },
    initialData: () => stored()?.value,
    initialDataUpdatedAt: () => stored()?.savedAt,
    staleTime: SESSION_CACHE_MS,
  };
}

/** A pending result: what every query shows while the static page hydrates. */
function pendingWhileHydrating<R extends { data: unknown }>(result: R, hydrated: boolean): R {
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

/** The session token, read so that hydration sees "logged out" exactly like the static page did. */
export function useToken(): string | null {
  const { tokens } = usePortalEnvironment();
  return useSyncExternalStore(tokens.subscribe, tokens.get, () => null);
}

export function usePermission() {
  const { api } = usePortalEnvironment();
  return usePortalQuery({
    queryKey: queryKeys.permission,
    queryFn: () => api.api.system.permission(),
    staleTime: 10 * 60_000,
  });
}

export function useWhiteLabel() {
  const { api } = usePortalEnvironment();
  return usePortalQuery({
    queryKey: queryKeys.whiteLabel,
    queryFn: () => api.api.system.whiteLabel(),
    staleTime: 10 * 60_000,
  });
}

/** Dialing codes the mobile-number fields offer (GET /wps/system/countries). */
export function useDialingCodes(): DialingCode[] {
  const { api } = usePortalEnvironment();
  const countries = usePortalQuery({
    queryKey: queryKeys.countries,
    queryFn: () => api.api.system.countries(),
    staleTime: Infinity,
  });
  return useMemo(
    () =>
      (countries.data ?? []).map((country) => ({
        code: country.countryDialingCode,
        country: country.countryCode,
      })),
    [countries.data],
  );
}

export function useHelpCenter(language: string) {
  const { api } = usePortalEnvironment();
  return usePortalQuery({
    queryKey: queryKeys.helpCenter(language),
    queryFn: () => api.api.support.helpCenter({ lang: language }),
  });
}

export function useMenus(): UseQueryResult<GameMenu[]> {
  const { api } = usePortalEnvironment();
  return usePortalQuery({
    queryKey: queryKeys.menus,
    queryFn: () => api.api.games.menus(),
    staleTime: 10 * 60_000,
  });
}

export function useHotGames(language: string): UseQueryResult<GameCard[]> {
  const { api, session } = usePortalEnvironment();
  const key = queryKeys.hot(language);
  return usePortalQuery({ queryKey: key, ...sessionCached(session, key, () => api.api.games.hot()) });
}

/** The home page's category rows: each category's first games; the call needs a session (trial included). */
export function useCategoryLanes(language: string, loggedIn: boolean): UseQueryResult<VendorLane[]> {
  const { api, session } = usePortalEnvironment();
  const key = queryKeys.categoryLanes(language);
  return usePortalQuery({
    queryKey: key,
    ...sessionCached(session, key, () => api.api.games.vendors()),
    enabled: loggedIn,
  });
}

export function useWinners(language: string): UseQueryResult<WinnerEntry[]> {
  const { api } = usePortalEnvironment();
  return usePortalQuery({ queryKey: queryKeys.winners(language), queryFn: () => api.api.games.winners() });
}

export function useAnnouncements(language: string): UseQueryResult<Announcements> {
  const { api } = usePortalEnvironment();
  return usePortalQuery({
    queryKey: queryKeys.announcements(language),
    queryFn: () => api.api.system.announcements(),
  });
}

/**
 * A member's favourite or recent games of every type, for the login loads and the pages alike:
 * the spec's default query (RNG only) would hide a table or fishing game just played.
 */
export function accountGamesQuery(
  api: ReturnType<typeof usePortalEnvironment>['api'],
  list: 'favorites' | 'recent',
) {
  return {
    queryKey: queryKeys[list],
    queryFn: async (): Promise<GameCard[]> => (await api.api.games[list]({ gameType: 'ALL' })).content,
  };
}

export function useBalance(loggedIn: boolean) {
  const { api } = usePortalEnvironment();
  return usePortalQuery({
    queryKey: queryKeys.balance,
    queryFn: () => api.api.wallet.balance(),
    enabled: loggedIn,
    staleTime: 0,
  });
}

export function useConsolidated(enabled: boolean) {
  const { api } = usePortalEnvironment();
  return usePortalQuery({
    queryKey: queryKeys.consolidated,
    queryFn: () => api.api.member.consolidated(),
    enabled,
  });
}

export interface GameListParams {
  gameType: GameCard['gameType'];
  vassalage?: string | undefined;
  filter?: 'NEW' | 'FAV' | 'ALL' | 'HOT' | 'RECENT' | undefined;
  keyword?: string | undefined;
  language: string;
}

/** One game list, 20 games a page, the next page fetched as the grid nears its end. */
export function useGameList(
  params: GameListParams,
  enabled: boolean,
): UseInfiniteQueryResult<{ pages: { content: GameCard[]; totalElements: number }[] }> {
  const { api } = usePortalEnvironment();
  const hydrated = useHydrated();
  const result = useInfiniteQuery({
    queryKey: queryKeys.gameList(params),
    queryFn: ({ pageParam, signal }) =>
      api.api.games.list(
        {
          gameType: params.gameType,
          pageNo: pageParam,
          pageSize: GAME_PAGE_SIZE,
          language: params.language,
          ...(params.vassalage ? { vassalage: params.vassalage } : {}),
          ...(params.filter && params.filter !== 'ALL' ? { filter: params.filter } : {}),
          ...(params.keyword ? { keyword: params.keyword } : {}),
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    enabled: hydrated && enabled,
  });
  return pendingWhileHydrating(result, hydrated);
}
