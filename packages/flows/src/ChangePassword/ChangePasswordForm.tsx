import { shallowEqual, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { translateError } from '@portal/i18n';
import { type changePasswordMachine } from '@portal/machines';
import { Button, CaptchaField, Notice, PasswordField, useTranslation } from '@portal/ui';
import { FlowFrame } from '../shared/FlowFrame';
import * as styles from '../shared/flow.css';
import { fieldError, formValues, textValues } from '../shared/messages';

export interface ChangePasswordFormProps {
  actorRef: ActorRefFrom<typeof changePasswordMachine>;
  /** The captcha's accessible alternative (WCAG 3.3.8): opens customer service. */
  onContactSupport: () => void;
}

/**
 * Change-password popup body. Forced after login (default or expired password): no current
 * password, no cancel. From the security centre: current password asked, cancel shown. A captcha
 * under the passwords where the white label verifies changes (CHNGPASSVERIF3) or the server asked.
 */
export function ChangePasswordForm({ actorRef, onContactSupport }: ChangePasswordFormProps) {
  const { t } = useTranslation(['auth', 'validation', 'errors', 'common']);
  const view = useSelector(
    actorRef,
    (snapshot) => ({
      step:
        (['done', 'cancelled', 'editing'] as const).find((step) => snapshot.matches({ flow: step })) ??
        'changing',
      captcha: (['hidden', 'shown', 'unavailable'] as const).find((status) =>
        snapshot.matches({ captcha: status }),
      ),
      context: snapshot.context,
    }),
    shallowEqual,
  );
  const { context } = view;
  const error = (name: string) => fieldError(t, context.fieldErrors, name);

  if (view.step === 'done') return <Notice tone="success">{t('changePassword.success')}</Notice>;
  if (view.step === 'cancelled') return null;

  const forced = context.reason !== 'voluntary';
  const busy = view.step !== 'editing';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) actorRef.send({ type: 'SUBMIT', values: textValues(formValues(event.currentTarget)) });
  };

  return (
    <FlowFrame title={t('changePassword.title')}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('changePassword.title')}>
        {context.reason === 'defaultPassword' ? (
          <Notice tone="warning">{t('changePassword.defaultPasswordNotice')}</Notice>
        ) : null}
        {context.reason === 'expired' ? (
          <Notice tone="warning">{t('changePassword.expiredNotice')}</Notice>
        ) : null}
        {context.reason === 'voluntary' ? (
          <p className={styles.text}>{t('changePassword.voluntaryNotice')}</p>
        ) : null}
        {context.failure ? <Notice tone="danger">{translateError(t, context.failure.code)}</Notice> : null}
        {context.knownOldPassword === null ? (
          <PasswordField
            name="oldPassword"
            label={t('changePassword.oldPassword')}
            autoComplete="current-password"
            error={error('oldPassword')}
            required
          />
        ) : null}
        <PasswordField
          name="newPassword"
          label={t('changePassword.newPassword')}
          autoComplete="new-password"
          error={error('newPassword')}
          required
        />
        <PasswordField
          name="confirmNewPassword"
          label={t('changePassword.confirmNewPassword')}
          autoComplete="new-password"
          error={error('confirmNewPassword')}
          required
        />
        {view.captcha === 'hidden' ? null : (
          <CaptchaField
            name="captcha"
            status={view.captcha ?? 'loading'}
            image={context.captcha?.image}
            error={error('captcha')}
            required
            onRefresh={() => actorRef.send({ type: 'REFRESH_CAPTCHA' })}
            onRequestAlternative={onContactSupport}
          />
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            {t('changePassword.submit')}
          </Button>
          {forced ? null : (
            <Button variant="ghost" onClick={() => actorRef.send({ type: 'CANCEL' })} disabled={busy}>
              {t('common:actions.cancel')}
            </Button>
          )}
        </div>
      </form>
    </FlowFrame>
  );
}
