import { FeedbackForm } from '@portal/flows';
import { feedbackMachine } from '@portal/machines';
import { useToast, useTranslation } from '@portal/ui';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { PopupRendererProps } from '../app/popups';
import { useSession } from '../app/session';
import { PopupDialog } from './PopupDialog';
import { useContactSupport } from './support';
import { useFlowActors } from '../app/flowActors';

/** feedbackModal (SPEC §2): question type, description with counter, captcha; guests may send it too. */
export function FeedbackPopup({ close }: PopupRendererProps<'feedback'>) {
  const { t } = useTranslation('feedback');
  const actors = useFlowActors();
  const { view } = useSession();
  const contactSupport = useContactSupport();
  const toast = useToast();
  const actorRef = useActorRef(feedbackMachine.provide(actors.feedback), {
    input: { sender: view.member?.account ?? null },
  });
  useEffect(() => {
    const subscriptions = [
      actorRef.on('close', close),
      // The popup closes as it sends: the confirmation outlives it.
      actorRef.on('feedbackSent', ({ ticketId }) =>
        toast.show({ tone: 'success', title: t('success'), description: t('ticket', { ticketId }) }),
      ),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, close, toast, t]);
  return (
    <PopupDialog title={t('title')} onClose={close} size="md">
      <FeedbackForm actorRef={actorRef} onContactSupport={contactSupport} />
    </PopupDialog>
  );
}
