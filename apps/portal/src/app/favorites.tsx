import type { GameCard } from '@portal/api-contract';
import { translateError } from '@portal/i18n';
import type { FavoriteGame } from '@portal/machines';
import { useToast, useTranslation } from '@portal/ui';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { refreshSessionReads } from '../api/contractQuery';
import { usePortalEnvironment } from '../environment/environment';
import { useActorSnapshot, useShellActor, type ShellMachines } from './lazyActor';
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
  const environment = usePortalEnvironment();
  const { queryClient } = environment;
  const { view } = useSession();
  const { openPopup } = usePopups();
  const toast = useToast();
  const { t } = useTranslation(['errors', 'games']);
  const loggedIn = isSignedIn(view);
  const create = useCallback(
    ({ createActor, favoriteToggleMachine, flowActorsOf }: ShellMachines) =>
      createActor(favoriteToggleMachine.provide(flowActorsOf(environment).favoriteToggle), {
        input: { loggedIn: false, favoriteIds: [] },
      }),
    [environment],
  );
  const actor = useShellActor(create);
  const favoriteIds = useActorSnapshot(actor)?.context.favoriteIds;
  const sessionIds = view.data?.favoriteIds;
  // Hearts toggle through whichever machine runs when they are pressed; one pressed before the
  // machine has loaded is toggled as soon as it has.
  const running = useRef<typeof actor>(null);
  const earlyToggles = useRef<FavoriteGame[]>([]);

  useEffect(() => {
    running.current = actor;
    if (!actor) return;
    actor.send({ type: 'SESSION_CHANGED', loggedIn, favoriteIds: sessionIds ?? [] });
  }, [actor, loggedIn, sessionIds]);

  useEffect(() => {
    if (!actor) return undefined;
    const login = actor.on('openLogin', () => openPopup('login', { reason: 'NOT_LOGGED_IN' }));
    const failed = actor.on('favoriteFailed', (event) =>
      toast.show({ tone: 'danger', title: translateError(t, event.code), id: `favorite-${event.nodeId}` }),
    );
    // The server took the change: the favourites page's list follows it.
    const refresh = () => void refreshSessionReads(queryClient, ['games.favorites']);
    const added = actor.on('favoriteAdded', refresh);
    const removed = actor.on('favoriteRemoved', refresh);
    for (const game of earlyToggles.current.splice(0)) actor.send({ type: 'TOGGLE', game });
    return () => {
      login.unsubscribe();
      failed.unsubscribe();
      added.unsubscribe();
      removed.unsubscribe();
    };
  }, [actor, openPopup, toast, t, queryClient]);

  // A new value only when the set of favourites does: the machine starting, or reporting the same
  // set again, does not draw every card of the page again.
  const idsKey = favoriteIds?.join(',') ?? '';
  const value = useMemo<FavoritesApi>(() => {
    const ids = new Set(idsKey === '' ? [] : idsKey.split(',').map(Number));
    return {
      isFavorite: (card) => ids.has(card.nodeId),
      toggle: (card) => {
        const game = favoriteGameOf(card);
        if (running.current) running.current.send({ type: 'TOGGLE', game });
        else earlyToggles.current.push(game);
      },
    };
  }, [idsKey]);
  return <FavoritesContext.Provider value={value}>{children}</FavoritesContext.Provider>;
}

export function useFavorites(): FavoritesApi {
  const favorites = useContext(FavoritesContext);
  if (!favorites) throw new Error('useFavorites must be used inside <FavoritesProvider>.');
  return favorites;
}
