import type { RealtimeServerMessage } from '@portal/api-contract/realtime';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { usePortalEnvironment, useToken } from '../environment/environment';
import { isSignedIn, useSession, useSessionActor } from './session';

export type RealtimeListener = (message: RealtimeServerMessage) => void;

const ListenersContext = createContext<Set<RealtimeListener> | null>(null);

/**
 * Hands the realtime channel's frames to what listens below it (useRealtimeMessages): the shell's
 * notices live under the router, the channel above it.
 */
export function RealtimeMessages({ children }: { children: ReactNode }) {
  const [listeners] = useState(() => new Set<RealtimeListener>());
  return <ListenersContext.Provider value={listeners}>{children}</ListenersContext.Provider>;
}

/** Calls `listener` with every frame the realtime channel receives while the caller is mounted. */
export function useRealtimeMessages(listener: RealtimeListener): void {
  const listeners = useContext(ListenersContext);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  }, [listener]);
  useEffect(() => {
    if (!listeners) return undefined;
    const call: RealtimeListener = (message) => latest.current(message);
    listeners.add(call);
    return () => {
      listeners.delete(call);
    };
  }, [listeners]);
}

/** SPEC §2 "a socket-event listener runs when logged in": the realtime channel while a session lasts. */
export function RealtimeChannel() {
  const { apiOrigin, openSocket, queryClient } = usePortalEnvironment();
  const session = useSession();
  const token = useToken();
  const signedIn = isSignedIn(session.view);
  const trial = session.view.kind === 'trial';
  const actor = useSessionActor();
  const listeners = useContext(ListenersContext);
  // Read at message time, so a new session object does not reopen the socket.
  const latest = useRef({ trial, actor });
  useEffect(() => {
    latest.current = { trial, actor };
  }, [trial, actor]);

  useEffect(() => {
    if (!signedIn || !token) return undefined;
    // Visitors never open the socket: its code and frame schemas load with the first session.
    let close: (() => void) | undefined;
    let ended = false;
    import('./realtimeSocket').then(
      ({ applyMessage, connectRealtime, realtimeUrl }) => {
        if (ended) return;
        close = connectRealtime(openSocket, realtimeUrl(apiOrigin), token, {
          onMessage: (message) => {
            applyMessage(message, {
              queryClient,
              trial: latest.current.trial,
              sendSession: (event) => latest.current.actor?.send(event),
            });
            for (const listener of listeners ?? []) listener(message);
          },
        });
      },
      // Without the chunk the page works as without a socket: the header's refresh reads the balance.
      () => undefined,
    );
    return () => {
      ended = true;
      close?.();
    };
  }, [signedIn, token, apiOrigin, openSocket, queryClient, listeners]);
  return null;
}
