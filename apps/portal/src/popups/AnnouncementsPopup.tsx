import { AnnouncementPopup, readShownExecutions } from '@portal/flows';
import { announcementPopupMachine, type Audience } from '@portal/machines';
import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePortalEnvironment } from '../app/environment';
import { useHydrated } from '../app/hydration';
import type { PopupRendererProps } from '../app/popups';
import { usePopups } from '../app/popups';
import { isSignedIn, useSession, type SessionView } from '../app/session';
import { memberPage } from '../shell/PortalHeader';
import { PopupDialog } from './PopupDialog';

function audienceOf(view: SessionView): Audience {
  return { loggedIn: isSignedIn(view), firstTimeLogin: view.firstTimeLogin };
}

/** Runs the announcement machine from the first audience known; it opens the popup when it decides to. */
function AnnouncementsMachine({ audience }: { audience: Audience }) {
  const { actors, session } = usePortalEnvironment();
  const { current, openPopup } = usePopups();
  const actorRef = useActorRef(announcementPopupMachine.provide(actors.announcementPopup), {
    input: { audience, shownExecutions: readShownExecutions(session) },
  });
  const shownAudience = useRef(audience);
  useEffect(() => {
    const previous = shownAudience.current;
    if (previous.loggedIn === audience.loggedIn && previous.firstTimeLogin === audience.firstTimeLogin)
      return;
    shownAudience.current = audience;
    actorRef.send({ type: 'AUDIENCE_CHANGED', audience });
  }, [actorRef, audience]);

  // The machine opened itself (unseen B, A or F popups): show it once no other popup is up.
  const busy = current !== null;
  useEffect(() => {
    const show = () => {
      if (!busy && actorRef.getSnapshot().matches('open')) openPopup('announcements', { actorRef });
    };
    show();
    const subscription = actorRef.subscribe(show);
    return () => subscription.unsubscribe();
  }, [actorRef, busy, openPopup]);
  return null;
}

/**
 * publicModal (SPEC §2): the announcement popups by execution — B for visitors, A for members,
 * F on a first login — once per session unless closed. Starts when the session is known, so a
 * member being restored never sees the visitors' popup.
 */
export function AnnouncementsDriver() {
  const hydrated = useHydrated();
  const { view, actor } = useSession();
  if (!hydrated || !actor || view.kind === 'restoring' || view.kind === 'loggingOut') return null;
  return <AnnouncementsMachine audience={audienceOf(view)} />;
}

/** The popup's body: the AnnouncementPopup flow on the driver's actor. */
export function AnnouncementsPopup({ params, close }: PopupRendererProps<'announcements'>) {
  const { t } = useTranslation('nav');
  const navigate = useNavigate();
  const { actorRef } = params;
  useEffect(() => {
    const subscriptions = [
      actorRef.on('closed', close),
      actorRef.on('openMemberPage', (event) => void navigate(memberPage(event.page))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, close, navigate]);
  return (
    <PopupDialog
      title={t('announcements.title')}
      // The dialog's own close button closes through the machine, which remembers it for the session.
      onClose={() => actorRef.send({ type: 'CLOSE' })}
      size="lg"
    >
      <AnnouncementPopup actorRef={actorRef} />
    </PopupDialog>
  );
}
