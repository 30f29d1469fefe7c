import { readShownExecutions } from '@portal/flows';
import type { Audience } from '@portal/machines';
import { startTransition, useCallback, useEffect, useRef } from 'react';
import { usePortalEnvironment } from '../environment/environment';
import { useHydrated } from '../environment/hydration';
import { whenIdle } from '../app/idle';
import { useShellActor, type ShellMachines } from '../app/lazyActor';
import { useCurrentPopup, usePopups } from '../app/popups';
import { isSignedIn, useSession, useSessionActor, type SessionView } from '../app/session';

function audienceOf(view: SessionView): Audience {
  return { loggedIn: isSignedIn(view), firstTimeLogin: view.firstTimeLogin };
}

/** Runs the announcement machine from the first audience known; it opens the popup when it decides to. */
function AnnouncementsMachine({ audience }: { audience: Audience }) {
  const environment = usePortalEnvironment();
  const { current } = useCurrentPopup();
  const { openPopup, closePopup } = usePopups();
  const shownAudience = useRef(audience);
  const create = useCallback(
    ({ createActor, announcementPopupMachine, flowActorsOf }: ShellMachines) =>
      createActor(announcementPopupMachine.provide(flowActorsOf(environment).announcementPopup), {
        input: {
          audience: shownAudience.current,
          shownExecutions: readShownExecutions(environment.session),
        },
      }),
    [environment],
  );
  const actorRef = useShellActor(create);
  useEffect(() => {
    if (!actorRef) return;
    const previous = shownAudience.current;
    if (previous.loggedIn === audience.loggedIn && previous.firstTimeLogin === audience.firstTimeLogin)
      return;
    shownAudience.current = audience;
    actorRef.send({ type: 'AUDIENCE_CHANGED', audience });
  }, [actorRef, audience]);

  // A notice picked from the home marquee (`openPopup('notice', { id })`): the machine opens its
  // notices view on it once the announcements are loaded; without notices the request is dropped.
  const noticeRequest = current?.name === 'notice' ? current.params : null;
  useEffect(() => {
    if (!actorRef || !noticeRequest) return undefined;
    const deliver = () => {
      if (actorRef.getSnapshot().matches('loading')) return false;
      actorRef.send({ type: 'OPEN_NOTICE', id: noticeRequest.id });
      if (!actorRef.getSnapshot().matches('open')) closePopup();
      return true;
    };
    if (deliver()) return undefined;
    const subscription = actorRef.subscribe(() => {
      if (deliver()) subscription.unsubscribe();
    });
    return () => subscription.unsubscribe();
  }, [actorRef, noticeRequest, closePopup]);

  // The machine opened (by itself for unseen B, A or F popups, or for a notice): show it once no
  // other popup is up. A notice the person picked shows at once; a popup that opens by itself
  // waits until the person leaves the page alone, so it never lands under a click or takes the
  // focus from a field they are typing in.
  const busy = current !== null && current.name !== 'notice';
  const requested = current?.name === 'notice';
  useEffect(() => {
    if (!actorRef || busy) return undefined;
    let cancelWait: () => void = () => undefined;
    // A transition: a click that comes while the dialog renders is handled first (its commit,
    // with the scroll lock and the inert page, is still one task).
    const open = () => {
      if (actorRef.getSnapshot().matches('open'))
        startTransition(() => openPopup('announcements', { actorRef }));
    };
    const show = () => {
      if (!actorRef.getSnapshot().matches('open')) return;
      cancelWait();
      if (requested) open();
      else cancelWait = whenIdle(open);
    };
    show();
    const subscription = actorRef.subscribe(show);
    return () => {
      subscription.unsubscribe();
      cancelWait();
    };
  }, [actorRef, busy, requested, openPopup]);
  return null;
}

/**
 * publicModal and noticeModal (SPEC §2): the announcement popups by execution — B for visitors,
 * A for members, F on a first login — once per session unless closed, and the player notices (for
 * everyone) opened from the home marquee. Starts when the session is known, so a member being
 * restored never sees the visitors' popup.
 */
export function AnnouncementsDriver() {
  const hydrated = useHydrated();
  const { view } = useSession();
  const actor = useSessionActor();
  if (!hydrated || !actor || view.kind === 'restoring' || view.kind === 'loggingOut') return null;
  return <AnnouncementsMachine audience={audienceOf(view)} />;
}
