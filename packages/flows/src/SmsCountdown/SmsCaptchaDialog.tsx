import { useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { translateError, translateIssue } from '@portal/i18n';
import { type smsCountdownMachine } from '@portal/machines';
import { Button, CaptchaField, Dialog, type CaptchaStatus, useTranslation } from '@portal/ui';
import * as styles from '../shared/flow.css';

export interface SmsCaptchaDialogProps {
  actorRef: ActorRefFrom<typeof smsCountdownMachine>;
  /** The accessible alternative to the picture (WCAG 3.3.8): contact support. */
  onContactSupport: () => void;
}

/**
 * From a number's third code of the day the server wants a captcha with the request: the dialog
 * shows the picture and sends the code again with the answer; a wrong answer shows the error and
 * a new picture. Cancel (or Escape) goes back to the send button.
 */
export function SmsCaptchaDialog({ actorRef, onContactSupport }: SmsCaptchaDialogProps) {
  const { t } = useTranslation(['auth', 'errors', 'validation', 'common']);
  const formId = useId();
  const state = useSelector(actorRef, (snapshot) => snapshot);
  const { captcha, captchaError, failure } = state.context;
  const [answer, setAnswer] = useState('');
  const answering = state.matches({ flow: 'answeringCaptcha' });
  // Open while the answer is on its way; a later plain resend shows no dialog unless asked again.
  const sending = state.matches({ flow: 'sending' }) && state.context.captchaAnswer !== null;
  const status: CaptchaStatus = state.matches({ captcha: 'shown' })
    ? 'shown'
    : state.matches({ captcha: 'unavailable' })
      ? 'unavailable'
      : 'loading';
  const error = captchaError
    ? translateIssue(t, captchaError)
    : failure?.code === 'CAPTCHA_CHECK_FAILED'
      ? translateError(t, failure.code)
      : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog is portalled out of the form around the button, but React events still bubble to it.
    event.stopPropagation();
    // Enter while a new picture loads: keep what was typed, there is nothing to answer yet.
    if (status !== 'shown') return;
    actorRef.send({ type: 'ANSWER_CAPTCHA', captcha: answer });
    setAnswer('');
  };

  return (
    <Dialog.Root
      open={answering || sending}
      onOpenChange={(open) => {
        if (!open) actorRef.send({ type: 'DISMISS' });
      }}
    >
      <Dialog.Content
        size="sm"
        title={t('sms.captchaTitle')}
        description={t('sms.captchaPrompt')}
        footer={
          <>
            <Button variant="outline" onClick={() => actorRef.send({ type: 'DISMISS' })} disabled={sending}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" form={formId} loading={sending} disabled={status !== 'shown'}>
              {t('sms.sendCode')}
            </Button>
          </>
        }
      >
        <form id={formId} className={styles.form} noValidate onSubmit={submit}>
          <CaptchaField
            name="captcha"
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
            status={status}
            image={captcha?.image}
            error={error}
            required
            disabled={sending}
            onRefresh={() => actorRef.send({ type: 'REFRESH_CAPTCHA' })}
            onRequestAlternative={onContactSupport}
          />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
