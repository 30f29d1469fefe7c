import { AnnouncementPopup } from '@portal/flows';
import { useEffect } from 'react';
import { useTranslation } from '@portal/ui';
import { useNavigate } from 'react-router';
import type { PopupRendererProps } from '../app/popups';
import { PopupDialog } from './PopupDialog';
import { memberPage } from '../routes/links';

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
      bodyAfterFrame
    >
      <AnnouncementPopup actorRef={actorRef} />
    </PopupDialog>
  );
}
