import type { PermissionInfo, WhiteLabelSettings } from '@portal/api-contract';
import { RegistrationForm } from '@portal/flows';
import { registrationMachine } from '@portal/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@portal/ui';
import { useNavigate, useSearchParams } from 'react-router';
import { useDialingCodes, usePermission, useWhiteLabel } from '../api/system';
import { usePortalEnvironment } from '../environment/environment';
import type { PopupParams, PopupRendererProps } from '../app/popups';
import { usePopups } from '../app/popups';
import { useSession } from '../app/session';
import { PopupDialog, PopupLoading } from './PopupDialog';
import { SignUpLimitOffer } from './SignUpLimitOffer';
import { SmsCodeButton } from './SmsCodeButton';
import { mobileRuleOf, useContactSupport } from './support';
import { useFlowActors } from '../app/flowActors';

/** The affiliate code of a referral link (`?affiliateCode=`), unless the popup was given one. */
function useAffiliateCode(params: PopupParams['register']): string | null {
  const [search] = useSearchParams();
  return params.affiliateCode ?? search.get('affiliateCode');
}

function RegisterFlow({
  params,
  whiteLabel,
  permission,
  onSignedIn,
}: {
  params: PopupParams['register'];
  whiteLabel: WhiteLabelSettings;
  permission: PermissionInfo;
  /** The new account's session started. */
  onSignedIn: () => void;
}) {
  const environment = usePortalEnvironment();
  const actors = useFlowActors();
  const session = useSession();
  const { openPopup, closePopup } = usePopups();
  const navigate = useNavigate();
  const dialingCodes = useDialingCodes();
  const contactSupport = useContactSupport();
  const mobile = mobileRuleOf(whiteLabel);
  const { register } = permission;
  const affiliateCode = useAffiliateCode(params);
  const actorRef = useActorRef(registrationMachine.provide(actors.registration), {
    input: {
      usernameRegistration: register.usernameRegistration,
      mobileRegistration: register.mobileRegistration,
      mobilePassword: register.mobilePassword,
      smsVerification: register.smsVerification,
      // SMS codes are the server's own (sms outbox), not an identity provider's.
      identityProvider: false,
      fields: register.fields,
      mobile,
      legalAge: whiteLabel.legalAge,
      affiliateCodeFromUrl: affiliateCode,
      domain: window.location.hostname,
      registerUrl: window.location.href,
    },
  });
  const registerType = useSelector(actorRef, (snapshot) => snapshot.context.registerType);

  useEffect(() => {
    const subscriptions = [
      actorRef.on('registered', (event) => {
        const token = environment.tokens.get();
        if (!token) {
          closePopup();
          return;
        }
        session.completeLogin({ token, member: event.member, firstTimeLogin: true });
        onSignedIn();
      }),
      // The account exists but no session was opened: the person logs in by hand.
      actorRef.on('openLogin', () => openPopup('login')),
      actorRef.on('navigate', (event) => void navigate(event.to)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, session, environment, openPopup, closePopup, navigate, onSignedIn]);

  return (
    <RegistrationForm
      actorRef={actorRef}
      termsHref="/help#term"
      dialingCodes={dialingCodes}
      defaultDialingCode={whiteLabel.defaultDialingCode}
      smsCodeButton={(typed) => (
        <SmsCodeButton key={registerType} input={{ purpose: 'register', registerType, mobile }} {...typed} />
      )}
      onContactSupport={contactSupport}
      onForgotPassword={() => openPopup('forgotPassword')}
    />
  );
}

/**
 * registerModal (SPEC §2): username or mobile registration on the registration machine; once the
 * new player is signed in, the popup offers a deposit limit before it closes.
 */
export function RegisterPopup({ params, close }: PopupRendererProps<'register'>) {
  const { t } = useTranslation(['auth', 'account']);
  const whiteLabel = useWhiteLabel();
  const permission = usePermission();
  const [offeringLimit, setOfferingLimit] = useState(false);
  const offerLimit = useCallback(() => setOfferingLimit(true), []);
  return (
    <PopupDialog
      title={offeringLimit ? t('account:limits.signUpOffer.title') : t('auth:register.title')}
      onClose={close}
      size="md"
    >
      {offeringLimit ? (
        <SignUpLimitOffer onDone={close} />
      ) : whiteLabel.data && permission.data ? (
        <RegisterFlow
          params={params}
          whiteLabel={whiteLabel.data}
          permission={permission.data}
          onSignedIn={offerLimit}
        />
      ) : (
        <PopupLoading />
      )}
    </PopupDialog>
  );
}
