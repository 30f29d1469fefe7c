// The machines' actors, backed by the real API client. They live in one module so that moving
// the shared factories into @portal/flows later is a single move; nothing here touches React.
import type { ApiClient, ConsolidatedContractInfo, GameCard } from '@portal/api-contract';
import type {
  FavoriteGame,
  MemberInfo,
  RemoveFavoriteQuery,
  SessionData,
  SessionLoadPlan,
  SystemStatusInfo,
} from '@portal/machines';
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { queryKeys } from '../api/queries';
import { SESSION_KEYS, type KeyValueStorage, type TokenStore } from '../site/storage';

/** A card's favourite payload: the contract names the vendor `vassalage` on cards, `vendor` here. */
export function favoriteGameOf(card: Pick<GameCard, 'nodeId' | 'vassalage' | 'gameType'>): FavoriteGame {
  return { nodeId: card.nodeId, vendor: card.vassalage, gameType: card.gameType };
}

/** A contract request from the upline waits for this account (SPEC §2: the contract popup). */
export function hasPendingContract(contracts: ConsolidatedContractInfo | null): boolean {
  if (!contracts) return false;
  return [
    contracts.dailysalreqtype,
    contracts.divtypereq,
    contracts.contracthoursalreqeq,
    contracts.realtimesalreqtype,
  ].some((requestType) => requestType !== 0);
}

/**
 * systemStatus: GET /wps/system/status answers 0, 1 or 2 with the visitor IP; the machine decides
 * from the two flags that number stands for.
 */
export function createSystemStatusActors(api: ApiClient) {
  return {
    loadSystemStatus: fromPromise(async (): Promise<SystemStatusInfo> => {
      const { status, ip } = await api.api.system.status();
      return { maintenance: status === 1, regionRestriction: status === 2, ip };
    }),
  };
}

export interface SessionActorDeps {
  api: ApiClient;
  queryClient: QueryClient;
  tokens: TokenStore;
  session: KeyValueStorage;
  getLanguage: () => string;
}

/**
 * session: what follows a login (SPEC §4 "When logged in") and what a logout clears. Lists the
 * pages render (announcements, recent games, favourites) go into the query cache; the machine
 * keeps the favourite ids, the unread count and whether a contract request waits.
 */
export function createSessionActors({ api, queryClient, tokens, session, getLanguage }: SessionActorDeps) {
  return {
    loadSessionData: fromPromise(
      async ({ input }: { input: { member: MemberInfo; plan: SessionLoadPlan } }): Promise<SessionData> => {
        const { plan } = input;
        void queryClient.prefetchQuery({
          queryKey: queryKeys.announcements(getLanguage()),
          queryFn: () => api.api.system.announcements(),
        });
        void queryClient.prefetchQuery({
          queryKey: queryKeys.recent,
          queryFn: async () => (await api.api.games.recent()).content,
        });
        void queryClient.prefetchQuery({
          queryKey: queryKeys.favorites,
          queryFn: async () => (await api.api.games.favorites()).content,
        });
        // Trial accounts load neither the unread count nor the consolidated info (SPEC §6).
        const [ids, consolidated] = await Promise.all([
          api.api.games.favoriteIds(),
          plan.unreadMessages ? api.api.member.consolidated() : Promise.resolve(null),
        ]);
        if (consolidated) queryClient.setQueryData(queryKeys.consolidated, consolidated);
        return {
          favoriteIds: ids.favGameIds,
          unreadMessages: consolidated ? consolidated.publicState.unreadMessage : null,
          pendingContract:
            plan.consolidatedContractInfo && hasPendingContract(consolidated?.contracts ?? null),
        };
      },
    ),
    // The token is dropped whatever the server says.
    logout: fromPromise(() => api.api.auth.logout().catch(() => null)),
    clearSessionStorage: fromPromise(async () => {
      tokens.clear();
      queryClient.removeQueries({ queryKey: queryKeys.session });
    }),
    storeMerchantCode: fromPromise(async ({ input }: { input: { merchantCode: string } }) => {
      session.setItem(SESSION_KEYS.merchantCode, input.merchantCode);
    }),
  };
}

/** favoriteToggle: the heart on a card; after the server answers, the favourite lists refetch. */
export function createFavoriteToggleActors(api: ApiClient, queryClient: QueryClient) {
  const refreshed = async <T>(answer: T): Promise<T> => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.favorites });
    return answer;
  };
  return {
    addFavorite: fromPromise(async ({ input }: { input: FavoriteGame }) =>
      refreshed(await api.api.games.addFavorite(input)),
    ),
    removeFavorite: fromPromise(async ({ input }: { input: RemoveFavoriteQuery }) =>
      refreshed(await api.api.games.removeFavorite(input)),
    ),
  };
}
