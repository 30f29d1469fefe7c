import { FeedbackForm } from '@portal/flows';
import { feedbackMachine } from '@portal/machines';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalEnvironment } from '../app/environment';
import type { PopupRendererProps } from '../app/popups';
import { useSession } from '../app/session';
import { PopupDialog } from './PopupDialog';
import { useContactSupport } from './support';

/** feedbackModal (SPEC §2): question type, description with counter, captcha; guests may send it too. */
export function FeedbackPopup({ close }: PopupRendererProps<'feedback'>) {
  const { t } = useTranslation('feedback');
  const { actors } = usePortalEnvironment();
  const { view } = useSession();
  const contactSupport = useContactSupport();
  const actorRef = useActorRef(feedbackMachine.provide(actors.feedback), {
    input: { sender: view.member?.account ?? null },
  });
  useEffect(() => {
    const subscription = actorRef.on('close', close);
    return () => subscription.unsubscribe();
  }, [actorRef, close]);
  return (
    <PopupDialog title={t('title')} onClose={close} size="md">
      <FeedbackForm actorRef={actorRef} onContactSupport={contactSupport} />
    </PopupDialog>
  );
}
