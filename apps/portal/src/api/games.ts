import type { ApiClient, GameCard, GameMenu, VendorLane, WinnerEntry } from '@portal/api-contract';
import { useInfiniteQuery, type UseInfiniteQueryResult, type UseQueryResult } from '@tanstack/react-query';
import { useHydrated } from '../environment/hydration';
import { usePortalEnvironment } from '../environment/environment';
import { publicQueryKey, sessionQuery, sessionQueryKey, usePublicQuery } from './contractQuery';
import { pendingWhileHydrating, sessionCached, usePortalQuery } from './portalQuery';

/** The game list page size (SPEC §9: 20 for games and recent). */
export const GAME_PAGE_SIZE = 20;

export function useMenus(): UseQueryResult<GameMenu[]> {
  return usePublicQuery('games.menus', undefined, { staleTime: 10 * 60_000 });
}

export function useHotGames(language: string): UseQueryResult<GameCard[]> {
  const { api, session } = usePortalEnvironment();
  return usePortalQuery({
    queryKey: publicQueryKey('games.hot', undefined, language),
    ...sessionCached(session, `games.hot:${language}`, () => api.api.games.hot()),
  });
}

/** The home page's category rows: each category's first games; the call needs a session (trial included). */
export function useCategoryLanes(language: string, loggedIn: boolean): UseQueryResult<VendorLane[]> {
  const { api, session } = usePortalEnvironment();
  return usePortalQuery({
    queryKey: sessionQueryKey('games.vendors', undefined, language),
    ...sessionCached(session, `games.vendors:${language}`, () => api.api.games.vendors()),
    enabled: loggedIn,
  });
}

export function useWinners(language: string): UseQueryResult<WinnerEntry[]> {
  return usePublicQuery('games.winners', {}, { language });
}

/**
 * A member's favourite or recent games of every type, for the login loads and the pages alike:
 * the spec's default query (RNG only) would hide a table or fishing game just played.
 */
export function accountGamesQuery(api: ApiClient, list: 'favorites' | 'recent') {
  return sessionQuery(api, `games.${list}`, { gameType: 'ALL' });
}

/** The favourite or recent games, a page of them (its `content`). */
export function useAccountGames(list: 'favorites' | 'recent') {
  const { api } = usePortalEnvironment();
  return usePortalQuery(accountGamesQuery(api, list));
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
  const request = {
    gameType: params.gameType,
    pageSize: GAME_PAGE_SIZE,
    language: params.language,
    ...(params.vassalage ? { vassalage: params.vassalage } : {}),
    ...(params.filter && params.filter !== 'ALL' ? { filter: params.filter } : {}),
    ...(params.keyword ? { keyword: params.keyword } : {}),
  };
  const result = useInfiniteQuery({
    // Every page of one list: the request without its page number.
    queryKey: sessionQueryKey('games.list', request),
    queryFn: ({ pageParam, signal }) => api.api.games.list({ ...request, pageNo: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    enabled: hydrated && enabled,
  });
  return pendingWhileHydrating(result, hydrated);
}
