import { ChangePasswordForm } from '@portal/flows';
import { changePasswordMachine } from '@portal/machines';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePortalEnvironment } from '../app/environment';
import type { PopupRendererProps } from '../app/popups';
import { isSignedIn, useSession } from '../app/session';
import { PopupDialog } from './PopupDialog';

/**
 * changePassModal (SPEC §2): after a login with the default or an expired password it cannot be
 * closed; the session starts once the new password is set and the account reloaded.
 */
export function ChangePasswordPopup({ params, close }: PopupRendererProps<'changePassword'>) {
  const { t } = useTranslation('auth');
  const environment = usePortalEnvironment();
  const session = useSession();
  const navigate = useNavigate();
  const forced = params.reason !== 'voluntary';
  const actorRef = useActorRef(changePasswordMachine.provide(environment.actors.changePassword), {
    input: {
      reason: params.reason,
      knownOldPassword: params.knownOldPassword ?? null,
      // The contract has no field for the CHNGPASSVERIF3 check and the server ignores the flag.
      humanVerification: false,
    },
  });

  useEffect(() => {
    const subscriptions = [
      actorRef.on('loginInfoReloaded', (event) => {
        if (!isSignedIn(session.view))
          session.completeLogin({
            token: environment.tokens.get() ?? '',
            member: event.member,
            firstTimeLogin: params.firstTimeLogin ?? false,
          });
      }),
      actorRef.on('close', close),
      actorRef.on('navigate', (event) => void navigate(event.to)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, session, environment, params.firstTimeLogin, close, navigate]);

  return (
    <PopupDialog title={t('changePassword.title')} onClose={close} dismissible={!forced}>
      <ChangePasswordForm actorRef={actorRef} />
    </PopupDialog>
  );
}
