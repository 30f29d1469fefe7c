import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { translateError } from '@portal/i18n';
import { type smsCountdownMachine } from '@portal/machines';
import { AlertDialog, Button, Notice, useTranslation } from '@portal/ui';
import * as styles from '../shared/flow.css';
import { SmsCaptchaDialog } from './SmsCaptchaDialog';

export interface SmsCountdownButtonProps {
  actorRef: ActorRefFrom<typeof smsCountdownMachine>;
  /** The number typed in the mobile input next to the button. */
  mobileNum: string;
  countryDialingCode?: string;
  /** The accessible alternative to the captcha picture a third code of the day asks for. */
  onContactSupport: () => void;
}

function clock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The "send code" button bound to an SMS countdown actor: busy while sending, disabled with the
 * seconds left while counting, "resend" afterwards; the server's warning opens a dialog, the
 * captcha it asks for from a number's third code of the day opens another, and the rate-limit
 * block shows under it. The mobile-number error belongs to the parent's input (context.mobileError).
 */
export function SmsCountdownButton({
  actorRef,
  mobileNum,
  countryDialingCode = '',
  onContactSupport,
}: SmsCountdownButtonProps) {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const state = useSelector(actorRef, (snapshot) => snapshot);
  const { remainingSeconds, failure } = state.context;
  const send = () => actorRef.send({ type: 'SEND', mobileNum, countryDialingCode });

  const counting = state.matches({ flow: 'counting' });
  const blocked = state.matches({ flow: 'blocked' });
  const label = counting
    ? t('sms.resendIn', { seconds: remainingSeconds })
    : state.matches({ flow: 'resendable' })
      ? t('sms.resend')
      : t('sms.sendCode');

  return (
    <span className={styles.form}>
      <Button
        variant="secondary"
        size="sm"
        loading={state.matches({ flow: 'sending' })}
        disabled={
          counting ||
          blocked ||
          state.matches({ flow: 'warning' }) ||
          state.matches({ flow: 'answeringCaptcha' })
        }
        onClick={send}
      >
        {label}
      </Button>
      {/* SPEC §8: an SMS failure is a warning dialog with the server's own message and OK. */}
      <AlertDialog
        tone="warning"
        open={state.matches({ flow: 'warning' }) && failure !== null}
        onOpenChange={(open) => {
          if (!open) actorRef.send({ type: 'DISMISS' });
        }}
        description={failure ? (failure.message ?? translateError(t, failure.code)) : ''}
        onAction={() => actorRef.send({ type: 'DISMISS' })}
      />
      <SmsCaptchaDialog actorRef={actorRef} onContactSupport={onContactSupport} />
      {blocked ? (
        <Notice tone="warning">
          {t('errors:TOO_MANY_REQUESTS', {
            minutes: Math.ceil((failure?.retryAfterSeconds ?? remainingSeconds) / 60),
          })}{' '}
          {t('sms.retryIn', { time: clock(remainingSeconds) })}
        </Notice>
      ) : null}
    </span>
  );
}
