import type { ErrorCode, MemberInfo as ContractMemberInfo } from '@portal/api-contract';
import {
  accessRefusal,
  type AccessArea,
  type AccessRefusal,
  type ChangePasswordReason,
  type SessionData,
  type SessionEmitted,
  type sessionMachine,
} from '@portal/machines';
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ActorRefFrom } from 'xstate';
import { allSessionQueries, publicQuery, sessionQueryKey } from '../api/contractQuery';
import { accountGamesQuery } from '../api/games';
import { useWhiteLabel } from '../api/system';
import { readJson, SESSION_KEYS, writeJson } from '../site/storage';
import { usePortalEnvironment, useToken } from '../environment/environment';
import { useHydrated } from '../environment/hydration';
import { useActorSnapshot, useShellMachines } from './lazyActor';

export type SessionKind = 'guest' | 'restoring' | 'member' | 'agent' | 'trial' | 'loggingOut';

/** What the shell and pages read about who is using the portal. */
export interface SessionView {
  kind: SessionKind;
  /** The account as the server describes it (contract shape), when logged in. */
  member: ContractMemberInfo | null;
  data: SessionData | null;
  /** The login loads are still running. */
  loading: boolean;
  /** Why the last session ended when it was not the person's choice (SESSION_EXPIRED, SESSION_TIME_LIMIT_REACHED). */
  endReason: ErrorCode | null;
  /** Sign out was chosen and waits for its confirmation (SPEC §2/§8). */
  confirmingLogout: boolean;
  /** The account's first login: the announcements for first-time logins (execution F) show. */
  firstTimeLogin: boolean;
}

export type AccessResult =
  | { granted: true }
  | {
      granted: false;
      reason: AccessRefusal;
      /** The running session machine acts on the refusal (asks for a login, goes to /agent); before it runs, nothing has. */
      actedOn: boolean;
    };

/** A login the server holds until the password is changed (the change popup's reason). */
export interface PendingPasswordChange {
  reason: Exclude<ChangePasswordReason, 'voluntary'>;
  firstTimeLogin: boolean;
}

export interface SessionApi {
  view: SessionView;
  /** Set between a login that must change its password and the change; it survives a reload. */
  pendingPasswordChange: PendingPasswordChange | null;
  /** The login flow's `passwordChangeRequired`: kept so a reload brings the change popup back. */
  requirePasswordChange(pending: PendingPasswordChange): void;
  /** Called by the login flows: stores the token and the account, then runs the login loads. */
  completeLogin(login: { token: string; member: ContractMemberInfo; firstTimeLogin: boolean }): void;
  /** The spec's access rule (SPEC §6); a refusal also makes the machine ask for a login or go to /agent. */
  requestAccess(area: AccessArea): AccessResult;
  /** Sign out was chosen: the machine waits for the confirmation (see useSignOut). */
  logout(from: 'portal' | 'agentCenter'): void;
  confirmLogout(): void;
  cancelLogout(): void;
  /** Listens to what the machine asks the app to do (open the login popup, navigate), from whenever it runs. */
  onEmitted(listener: (event: SessionEmitted) => void): () => void;
}

/*
 * Two contexts: the API changes only with what readers draw (the view, a pending password change),
 * not when the machine starts, so a visitor's page is not drawn again then; the few parts that talk
 * to the machine itself read it from the second.
 */
const SessionContext = createContext<SessionApi | null>(null);
const SessionActorContext = createContext<SessionActor | null>(null);

const guestView: SessionView = {
  kind: 'guest',
  member: null,
  data: null,
  loading: false,
  endReason: null,
  confirmingLogout: false,
  firstTimeLogin: false,
};

type SessionActor = ActorRefFrom<typeof sessionMachine>;

function viewOf(actor: SessionActor): SessionView {
  const snapshot = actor.getSnapshot();
  const { context } = snapshot;
  if (snapshot.matches('guest') || snapshot.matches('restoring'))
    // The same object for a plain guest: the machine starting does not re-render every reader.
    return context.endReason === null ? guestView : { ...guestView, endReason: context.endReason };
  if (!snapshot.matches('signedIn')) return { ...guestView, kind: 'loggingOut' };
  const kind = snapshot.matches({ signedIn: { kind: 'trial' } })
    ? 'trial'
    : snapshot.matches({ signedIn: { kind: 'agent' } })
      ? 'agent'
      : 'member';
  return {
    kind,
    member: context.member,
    data: context.data,
    loading: snapshot.matches({ signedIn: { data: 'loading' } }),
    endReason: null,
    confirmingLogout: snapshot.matches({ signedIn: { logout: 'confirmingLogout' } }),
    firstTimeLogin: context.firstTimeLogin,
  };
}

/**
 * Owns the session machine. It starts once the page has hydrated, the shell's machines have loaded
 * and the white-label flags are known (AGENTPOLICY3 decides the contract loads), from the account
 * kept in session storage — so a reload never shows the logged-out header to someone who is
 * logged in.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const environment = usePortalEnvironment();
  const { api, queryClient, session, site } = environment;
  const hydrated = useHydrated();
  const machines = useShellMachines();
  const token = useToken();
  const whiteLabel = useWhiteLabel();
  const settingsKnown = whiteLabel.isSuccess || whiteLabel.isError;
  const agentPolicyEnabled = whiteLabel.data?.flags.AGENTPOLICY3 ?? false;
  const [actor, setActor] = useState<SessionActor | null>(null);
  // The machine the API's commands go to: set as it starts, before readers render with it.
  const running = useRef<SessionActor | null>(null);
  const emittedListeners = useRef(new Set<(event: SessionEmitted) => void>());
  // Read once: the static page's storage is empty, and the guards that use it wait for hydration.
  const [pendingPasswordChange, setPendingPasswordChange] = useState(() =>
    readJson<PendingPasswordChange>(session, SESSION_KEYS.pendingPasswordChange),
  );

  useEffect(() => {
    if (!machines || !settingsKnown || actor) return;
    let cancelled = false;
    const start = (restored: ContractMemberInfo | null) => {
      if (cancelled) return;
      const { createActor, sessionMachine, flowActorsOf } = machines;
      const next = createActor(sessionMachine.provide(flowActorsOf(environment).session), {
        input: {
          agentPolicyEnabled,
          merchantCode: site.merchantCode,
          member: restored,
        },
      });
      next.start();
      running.current = next;
      // A transition: every reader of the session renders again, in slices that yield to the browser.
      startTransition(() => setActor(next));
    };
    const storedToken = environment.tokens.get();
    if (!storedToken) {
      start(null);
      return;
    }
    // The token waits for a password change: the server refuses it everything else until then.
    if (pendingPasswordChange) {
      start(null);
      return;
    }
    const stored = readJson<ContractMemberInfo>(session, SESSION_KEYS.member);
    if (stored) {
      start(stored);
      return;
    }
    api.api.member
      .info()
      .then((info) => {
        writeJson(session, SESSION_KEYS.member, info);
        queryClient.setQueryData(sessionQueryKey('member.info'), info);
        start(info);
      })
      .catch(() => {
        // The token no longer works: continue as a guest without it.
        environment.tokens.clear();
        session.setItem(SESSION_KEYS.merchantCode, site.merchantCode);
        start(null);
      });
    return () => {
      cancelled = true;
    };
  }, [
    machines,
    settingsKnown,
    actor,
    agentPolicyEnabled,
    pendingPasswordChange,
    environment,
    api,
    queryClient,
    session,
    site,
  ]);

  useEffect(() => () => actor?.stop(), [actor]);

  useEffect(() => {
    if (!actor) return undefined;
    const subscription = actor.on('*', (event) => {
      for (const listener of emittedListeners.current) listener(event);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  // What a logout clears beyond session storage: the account's lists in the query cache.
  useEffect(() => {
    if (!actor) return undefined;
    const subscription = actor.on('loggedOut', () => {
      queryClient.removeQueries({ queryKey: allSessionQueries });
      setPendingPasswordChange(null);
    });
    return () => subscription.unsubscribe();
  }, [actor, queryClient]);

  // The server refused the token (401): the machine clears the session and asks for a login.
  useEffect(() => {
    if (!actor) return undefined;
    return environment.onSessionExpired((reason) => actor.send({ type: 'SESSION_EXPIRED', reason }));
  }, [actor, environment]);

  const machineView = useActorSnapshot(actor);
  const view = useMemo<SessionView>(() => {
    if (!hydrated) return guestView;
    if (!actor || !machineView) {
      return token ? { ...guestView, kind: 'restoring' } : guestView;
    }
    return viewOf(actor);
  }, [hydrated, actor, machineView, token]);

  // SPEC §4 "When logged in": the lists the pages render (announcements, recent games, favourites)
  // load into the query cache beside the session machine's own loads.
  const signedIn = isSignedIn(view);
  const language = environment.getLanguage();
  useEffect(() => {
    if (!signedIn) return;
    void queryClient.prefetchQuery(publicQuery(api, 'system.announcements', {}, language));
    void queryClient.prefetchQuery(accountGamesQuery(api, 'recent'));
    void queryClient.prefetchQuery(accountGamesQuery(api, 'favorites'));
  }, [signedIn, language, api, queryClient]);

  const value = useMemo<SessionApi>(
    () => ({
      view,
      pendingPasswordChange,
      requirePasswordChange(pending) {
        writeJson(session, SESSION_KEYS.pendingPasswordChange, pending);
        setPendingPasswordChange(pending);
      },
      completeLogin({ token: newToken, member: info, firstTimeLogin }) {
        environment.tokens.set(newToken);
        session.removeItem(SESSION_KEYS.pendingPasswordChange);
        setPendingPasswordChange(null);
        writeJson(session, SESSION_KEYS.member, info);
        running.current?.send({ type: 'LOGGED_IN', member: info, firstTimeLogin });
      },
      requestAccess(area) {
        let result: AccessResult | null = null;
        const actor = running.current;
        if (actor) {
          const granted = actor.on('accessGranted', () => (result = { granted: true }));
          const refused = actor.on(
            'accessRefused',
            (event) => (result = { granted: false, reason: event.reason, actedOn: true }),
          );
          actor.send({ type: 'REQUEST_ACCESS', area });
          granted.unsubscribe();
          refused.unsubscribe();
        }
        if (result) return result;
        // Before the machine runs (first paint) nobody is signed in yet.
        const reason = accessRefusal(null, area);
        return reason === null ? { granted: true } : { granted: false, reason, actedOn: false };
      },
      logout(from) {
        running.current?.send({ type: 'LOGOUT', from });
      },
      confirmLogout() {
        running.current?.send({ type: 'CONFIRM' });
      },
      cancelLogout() {
        running.current?.send({ type: 'CANCEL' });
      },
      onEmitted(listener) {
        const listeners = emittedListeners.current;
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
    }),
    [view, pendingPasswordChange, environment, session],
  );

  return (
    <SessionActorContext.Provider value={actor}>
      <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
    </SessionActorContext.Provider>
  );
}

export function useSession(): SessionApi {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}

/** The running session machine; null until the stored session has been read after hydration. */
export function useSessionActor(): SessionActor | null {
  return useContext(SessionActorContext);
}

export function isSignedIn(view: SessionView): boolean {
  return view.kind === 'member' || view.kind === 'agent' || view.kind === 'trial';
}
