import type { WhiteLabelSettings } from '@portal/api-contract';
import { ForgotPasswordForm } from '@portal/flows';
import { forgotPasswordMachine } from '@portal/machines';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from '@portal/ui';
import { useNavigate } from 'react-router';
import { useDialingCodes, useWhiteLabel } from '../api/system';
import { usePortalEnvironment } from '../environment/environment';
import type { PopupRendererProps } from '../app/popups';
import { useSession } from '../app/session';
import { PopupDialog, PopupLoading } from './PopupDialog';
import { SmsCodeButton } from './SmsCodeButton';
import { mobileRuleOf } from './support';
import { useFlowActors } from '../app/flowActors';

function ForgotPasswordFlow({ whiteLabel, close }: { whiteLabel: WhiteLabelSettings; close: () => void }) {
  const environment = usePortalEnvironment();
  const actors = useFlowActors();
  const session = useSession();
  const navigate = useNavigate();
  const dialingCodes = useDialingCodes();
  const mobile = mobileRuleOf(whiteLabel);
  const actorRef = useActorRef(forgotPasswordMachine.provide(actors.forgotPassword), {
    input: { method: whiteLabel.forgotPasswordMethod, mobile },
  });

  useEffect(() => {
    const subscriptions = [
      // A mobile reset logs in with the new password (SPEC §2: then to /).
      actorRef.on('loggedIn', (event) => {
        const token = environment.tokens.get();
        if (token && event.member)
          session.completeLogin({ token, member: event.member, firstTimeLogin: false });
      }),
      actorRef.on('close', close),
      actorRef.on('navigate', (event) => void navigate(event.to)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, session, environment, close, navigate]);

  return (
    <ForgotPasswordForm
      actorRef={actorRef}
      dialingCodes={dialingCodes}
      defaultDialingCode={whiteLabel.defaultDialingCode}
      smsCodeButton={(typed) => <SmsCodeButton input={{ purpose: 'resetPassword', mobile }} {...typed} />}
    />
  );
}

/** forgetPassModal (SPEC §2): the e-mail or mobile method, as the white label chooses. */
export function ForgotPasswordPopup({ close }: PopupRendererProps<'forgotPassword'>) {
  const { t } = useTranslation('auth');
  const whiteLabel = useWhiteLabel();
  return (
    <PopupDialog title={t('forgotPassword.title')} onClose={close}>
      {whiteLabel.data ? <ForgotPasswordFlow whiteLabel={whiteLabel.data} close={close} /> : <PopupLoading />}
    </PopupDialog>
  );
}
