import type { ErrorCode, GameCard } from '@portal/api-contract';
import type { announcementPopupMachine, ChangePasswordReason } from '@portal/machines';
import type { ActorRefFrom } from 'xstate';
import { createContext, Fragment, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSession } from './session';

/**
 * What the game popup launches: a game card, a live table or a lottery (each names its game, its
 * vendor and its type, which is all games.launch asks for).
 */
export type LaunchableGame = Pick<GameCard, 'gameCode' | 'vassalage' | 'gameType' | 'gameName'>;

/** The shared popups of the shell (SPEC §2 "Popups"); their content is built on the flows. */
export interface PopupParams {
  /** `agent`: the agent page's form (no remember-me, no social login; SPEC §2). */
  login: { reason?: ErrorCode; area?: 'member' | 'agent' };
  register: { affiliateCode?: string };
  forgotPassword: Record<string, never>;
  /**
   * `defaultPassword`/`expired`: forced right after login (the password just typed is known);
   * `voluntary`: from the security centre.
   */
  changePassword: { reason: ChangePasswordReason; knownOldPassword?: string; firstTimeLogin?: boolean };
  feedback: Record<string, never>;
  /** `section` is the URL hash without '#', e.g. "term" opens the terms. */
  help: { section?: string };
  /** The running announcement machine, which decided to open (AnnouncementsDriver). */
  announcements: { actorRef: ActorRefFrom<typeof announcementPopupMachine> };
  /** A notice picked from the home marquee: the AnnouncementsDriver opens it in the notices view. */
  notice: { id?: string };
  secondVerification: Record<string, never>;
  game: { game: LaunchableGame };
  /** "This feature is for registered players" with its OK button (SPEC §8). */
  trialRefused: Record<string, never>;
  contract: Record<string, never>;
}

export type PopupName = keyof PopupParams;

export type PopupRequest = { [K in PopupName]: { name: K; params: PopupParams[K] } }[PopupName];

export interface PopupRendererProps<K extends PopupName> {
  params: PopupParams[K];
  close: () => void;
}

/** How one popup is drawn: its content from the flows, closing through `close`. */
export type PopupRenderer<K extends PopupName> = (props: PopupRendererProps<K>) => ReactNode;

export type PopupRenderers = { [K in PopupName]?: PopupRenderer<K> };

type OptionalParams<K extends PopupName> =
  Record<string, never> extends PopupParams[K] ? [params?: PopupParams[K]] : [params: PopupParams[K]];

/** Opening and closing the shared popups: the same functions for the page's whole life. */
export interface PopupApi {
  openPopup<K extends PopupName>(name: K, ...params: OptionalParams<K>): void;
  closePopup(): void;
}

/** The popup open now. */
export interface CurrentPopup {
  current: PopupRequest | null;
  /** Counts the popups opened: the host keys on it, so a popup opened again starts afresh. */
  openCount: number;
}

/*
 * Two contexts: most readers only open popups, and a popup opening or closing should not draw them
 * again (on the home, every game card).
 */
const PopupContext = createContext<PopupApi | null>(null);
const CurrentPopupContext = createContext<CurrentPopup | null>(null);

/** One popup at a time, as the product shows them; opening another replaces it. */
export function PopupProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<CurrentPopup>({ current: null, openCount: 0 });
  const api = useMemo<PopupApi>(
    () => ({
      openPopup: <K extends PopupName>(name: K, ...[params]: OptionalParams<K>) =>
        setCurrent(({ openCount }) => ({
          current: { name, params: params ?? {} } as PopupRequest,
          openCount: openCount + 1,
        })),
      closePopup: () =>
        setCurrent((state) => (state.current ? { current: null, openCount: state.openCount } : state)),
    }),
    [],
  );
  return (
    <PopupContext.Provider value={api}>
      <CurrentPopupContext.Provider value={current}>{children}</CurrentPopupContext.Provider>
    </PopupContext.Provider>
  );
}

export function usePopups(): PopupApi {
  const popups = useContext(PopupContext);
  if (!popups) throw new Error('usePopups must be used inside <PopupProvider>.');
  return popups;
}

export function useCurrentPopup(): CurrentPopup {
  const current = useContext(CurrentPopupContext);
  if (!current) throw new Error('useCurrentPopup must be used inside <PopupProvider>.');
  return current;
}

/**
 * Draws the open popup with the renderer registered for it. A popup without a renderer draws
 * nothing and stays requested, so the URL and the request survive until its flow is plugged in.
 */
export function PopupHost({ renderers }: { renderers: PopupRenderers }) {
  const { current, openCount } = useCurrentPopup();
  const { closePopup } = usePopups();
  if (!current) return null;
  const render = renderers[current.name] as PopupRenderer<typeof current.name> | undefined;
  return render ? (
    <Fragment key={openCount}>{render({ params: current.params as never, close: closePopup })}</Fragment>
  ) : null;
}

/**
 * Launching a game (SPEC §6): guests are asked to log in, trial accounts are refused with the
 * real-account message, everyone else gets the game popup.
 */
export function useLaunchGame(): (game: LaunchableGame) => void {
  const session = useSession();
  const { openPopup } = usePopups();
  return useCallback(
    (game: LaunchableGame) => {
      // The stored session is still being read: who is asking is not known yet.
      if (session.view.kind === 'restoring') return;
      const access = session.requestAccess('game');
      if (access.granted) openPopup('game', { game });
      else if (access.reason === 'realAccountRequired') openPopup('trialRefused');
      else if (access.reason === 'loginRequired' && !access.actedOn)
        openPopup('login', { reason: 'NOT_LOGGED_IN' });
      // With a running session machine its `openLogin` event opens the login popup.
    },
    [session, openPopup],
  );
}

/**
 * Sign out (SPEC §2/§8): `request` puts the session machine into its confirmation
 * (`view.confirmingLogout`); the confirmation dialog answers with `confirm` or `cancel`.
 */
export function useSignOut() {
  const session = useSession();
  return useMemo(
    () => ({
      request: (from: 'portal' | 'agentCenter' = 'portal') => session.logout(from),
      confirm: () => session.confirmLogout(),
      cancel: () => session.cancelLogout(),
    }),
    [session],
  );
}
