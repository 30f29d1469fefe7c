import type { WhiteLabelSettings } from '@portal/api-contract';
import { ChangePasswordForm } from '@portal/flows';
import { changePasswordMachine } from '@portal/machines';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from '@portal/ui';
import { useNavigate } from 'react-router';
import { useWhiteLabel } from '../api/system';
import { usePortalEnvironment } from '../environment/environment';
import type { PopupParams, PopupRendererProps } from '../app/popups';
import { isSignedIn, useSession } from '../app/session';
import { PopupDialog, PopupLoading } from './PopupDialog';
import { useContactSupport } from './support';
import { useFlowActors } from '../app/flowActors';

function ChangePasswordFlow({
  params,
  whiteLabel,
  close,
}: {
  params: PopupParams['changePassword'];
  whiteLabel: WhiteLabelSettings;
  close: () => void;
}) {
  const environment = usePortalEnvironment();
  const actors = useFlowActors();
  const session = useSession();
  const navigate = useNavigate();
  const contactSupport = useContactSupport();
  const actorRef = useActorRef(changePasswordMachine.provide(actors.changePassword), {
    input: {
      reason: params.reason,
      knownOldPassword: params.knownOldPassword ?? null,
      // The white label verifies a person behind every change with the server's captcha.
      captcha: whiteLabel.flags.CHNGPASSVERIF3,
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

  return <ChangePasswordForm actorRef={actorRef} onContactSupport={contactSupport} />;
}

/**
 * changePassModal (SPEC §2): after a login with the default or an expired password it cannot be
 * closed; the session starts once the new password is set and the account reloaded. Where the
 * white label turns CHNGPASSVERIF3 on, the change carries a captcha.
 */
export function ChangePasswordPopup({ params, close }: PopupRendererProps<'changePassword'>) {
  const { t } = useTranslation('auth');
  const whiteLabel = useWhiteLabel();
  const forced = params.reason !== 'voluntary';
  return (
    <PopupDialog title={t('changePassword.title')} onClose={close} dismissible={!forced}>
      {whiteLabel.data ? (
        <ChangePasswordFlow params={params} whiteLabel={whiteLabel.data} close={close} />
      ) : (
        <PopupLoading />
      )}
    </PopupDialog>
  );
}
