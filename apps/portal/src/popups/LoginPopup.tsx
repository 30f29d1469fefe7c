import type { WhiteLabelSettings } from '@portal/api-contract';
import { LoginForm, readRememberedCredentials } from '@portal/flows';
import { translateError } from '@portal/i18n';
import { loginMachine, type LoginPage } from '@portal/machines';
import { Notice, useTranslation } from '@portal/ui';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useDialingCodes, useWhiteLabel } from '../api/system';
import { usePortalEnvironment } from '../environment/environment';
import type { PopupParams, PopupRendererProps } from '../app/popups';
import { usePopups } from '../app/popups';
import { useSession } from '../app/session';
import { PopupDialog, PopupLoading } from './PopupDialog';
import { SmsCodeButton } from './SmsCodeButton';
import { DEFAULT_WEAK_PASSWORD, mobileRuleOf, useContactSupport } from './support';
import { useFlowActors } from '../app/flowActors';

function LoginFlow({ params, whiteLabel }: { params: PopupParams['login']; whiteLabel: WhiteLabelSettings }) {
  const { t } = useTranslation(['auth', 'errors']);
  const environment = usePortalEnvironment();
  const actors = useFlowActors();
  const session = useSession();
  const { openPopup, closePopup } = usePopups();
  const navigate = useNavigate();
  const dialingCodes = useDialingCodes();
  const contactSupport = useContactSupport();
  const page: LoginPage = params.area === 'agent' ? 'agent' : 'portal';
  const mobile = mobileRuleOf(whiteLabel);
  const actorRef = useActorRef(loginMachine.provide(actors.login), {
    input: {
      page,
      codeLoginEnabled: whiteLabel.flags.MOBILEVERCODELOGIN3,
      // One-click login needs the identity provider's window, which this portal does not embed.
      socialLoginEnabled: false,
      passwordExpiryEnforced: whiteLabel.flags.PWDEXPFORCECHANGE3,
      defaultWeakPassword: DEFAULT_WEAK_PASSWORD,
      mobile,
      remembered: page === 'portal' ? readRememberedCredentials(environment.cookies) : null,
    },
  });

  useEffect(() => {
    const subscriptions = [
      actorRef.on('loggedIn', (event) => {
        session.completeLogin({
          token: environment.tokens.get() ?? '',
          member: event.member,
          firstTimeLogin: event.firstTimeLogin,
        });
        closePopup();
      }),
      // The token is kept; the account stays unusable until the password is changed.
      actorRef.on('passwordChangeRequired', (event) => {
        const { request, session: login } = actorRef.getSnapshot().context;
        const pending = { reason: event.reason, firstTimeLogin: login?.firstTimeLogin ?? false };
        session.requirePasswordChange(pending);
        openPopup('changePassword', {
          ...pending,
          ...(request?.type === 'username' ? { knownOldPassword: request.password } : {}),
        });
      }),
      actorRef.on('navigate', (event) => void navigate(event.to)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, session, environment, openPopup, closePopup, navigate]);

  return (
    <>
      {params.reason ? <Notice tone="warning">{translateError(t, params.reason)}</Notice> : null}
      <LoginForm
        actorRef={actorRef}
        dialingCodes={dialingCodes}
        defaultDialingCode={whiteLabel.defaultDialingCode}
        smsCodeButton={(typed) => <SmsCodeButton input={{ purpose: 'login', mobile }} {...typed} />}
        onContactSupport={contactSupport}
        {...(page === 'portal'
          ? {
              onRegister: () => openPopup('register'),
              onForgotPassword: () => openPopup('forgotPassword'),
              onOpenTerms: () => openPopup('help', { section: 'term' }),
            }
          : {})}
      />
    </>
  );
}

/** loginPopupModal (SPEC §2): the member or agent login on the login machine. */
export function LoginPopup({ params, close }: PopupRendererProps<'login'>) {
  const { t } = useTranslation('auth');
  const whiteLabel = useWhiteLabel();
  return (
    <PopupDialog title={params.area === 'agent' ? t('agentLogin.title') : t('login.title')} onClose={close}>
      {whiteLabel.data ? <LoginFlow params={params} whiteLabel={whiteLabel.data} /> : <PopupLoading />}
    </PopupDialog>
  );
}
