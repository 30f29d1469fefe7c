import { useEffect, useRef } from 'react';
import { useToken } from '../api/queries';
import { usePortalEnvironment } from './environment';
import { isSignedIn, useSession } from './session';

/** SPEC §2 "a socket-event listener runs when logged in": the realtime channel while a session lasts. */
export function RealtimeChannel() {
  const { apiOrigin, openSocket, queryClient } = usePortalEnvironment();
  const session = useSession();
  const token = useToken();
  const signedIn = isSignedIn(session.view);
  const trial = session.view.kind === 'trial';
  const actor = session.actor;
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
          onMessage: (message) =>
            applyMessage(message, {
              queryClient,
              trial: latest.current.trial,
              sendSession: (event) => latest.current.actor?.send(event),
            }),
        });
      },
      // Without the chunk the page works as without a socket: the header's refresh reads the balance.
      () => undefined,
    );
    return () => {
      ended = true;
      close?.();
    };
  }, [signedIn, token, apiOrigin, openSocket, queryClient]);
  return null;
}
