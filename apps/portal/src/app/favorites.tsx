import type { GameCard } from '@portal/api-contract';
import { translateError } from '@portal/i18n';
import { favoriteToggleMachine, type FavoriteGame } from '@portal/machines';
import { useToast } from '@portal/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshSessionReads } from '../api/contractQuery';
import { usePortalEnvironment } from './environment';
import { usePopups } from './popups';
import { isSignedIn, useSession } from './session';

export interface FavoritesApi {
  isFavorite(card: Pick<GameCard, 'nodeId'>): boolean;
  /** SPEC §4: login required; add is optimistic, remove is local first; one toggle per second. */
  toggle(card: Pick<GameCard, 'nodeId' | 'vassalage' | 'gameType'>): void;
}

/** A card's favourite payload: the contract names the vendor `vassalage` on cards, `vendor` here. */
export function favoriteGameOf(card: Pick<GameCard, 'nodeId' | 'vassalage' | 'gameType'>): FavoriteGame {
  return { nodeId: card.nodeId, vendor: card.vassalage, gameType: card.gameType };
}

const FavoritesContext = createContext<FavoritesApi | null>(null);

/** The one favourite-toggle machine of the page: every heart reads and toggles through it. */
export function FavoritesProvider({ children }: { children: ReactNode }) {
  const { actors, queryClient } = usePortalEnvironment();
  const { view } = useSession();
  const { openPopup } = usePopups();
  const toast = useToast();
  const { t } = useTranslation(['errors', 'games']);
  const loggedIn = isSignedIn(view);
  const machine = useMemo(() => favoriteToggleMachine.provide(actors.favoriteToggle), [actors]);
  const actor = useActorRef(machine, { input: { loggedIn: false, favoriteIds: [] } });
  const favoriteIds = useSelector(actor, (snapshot) => snapshot.context.favoriteIds);
  const sessionIds = view.data?.favoriteIds;

  useEffect(() => {
    actor.send({ type: 'SESSION_CHANGED', loggedIn, favoriteIds: sessionIds ?? [] });
  }, [actor, loggedIn, sessionIds]);

  useEffect(() => {
    const login = actor.on('openLogin', () => openPopup('login', { reason: 'NOT_LOGGED_IN' }));
    const failed = actor.on('favoriteFailed', (event) =>
      toast.show({ tone: 'danger', title: translateError(t, event.code), id: `favorite-${event.nodeId}` }),
    );
    // The server took the change: the favourites page's list follows it.
    const refresh = () => void refreshSessionReads(queryClient, ['games.favorites']);
    const added = actor.on('favoriteAdded', refresh);
    const removed = actor.on('favoriteRemoved', refresh);
    return () => {
      login.unsubscribe();
      failed.unsubscribe();
      added.unsubscribe();
      removed.unsubscribe();
    };
  }, [actor, openPopup, toast, t, queryClient]);

  const value = useMemo<FavoritesApi>(
    () => ({
      isFavorite: (card) => favoriteIds.includes(card.nodeId),
      toggle: (card) => actor.send({ type: 'TOGGLE', game: favoriteGameOf(card) }),
    }),
    [actor, favoriteIds],
  );
  return <FavoritesContext.Provider value={value}>{children}</FavoritesContext.Provider>;
}

export function useFavorites(): FavoritesApi {
  const favorites = useContext(FavoritesContext);
  if (!favorites) throw new Error('useFavorites must be used inside <FavoritesProvider>.');
  return favorites;
}
