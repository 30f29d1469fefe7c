import { mockCredentials } from '@portal/api-contract/mocks';
import {
  CodedError,
  type MemberInfo,
  type RegisterFormValues,
  type RegisterRequest,
  type RegisterResult,
  type RegistrationInput,
  type registrationMachine,
  type VerifiedAffiliate,
  type VerifiedSmsCode,
  type VerifyAffiliateInput,
} from '@portal/machines';
import type { FlowActors } from '../actors';
import { captchaImageAnswer, captchaImageFailsHandler } from '../storybook/walk/walkAnswers';
import type { MachineWalk } from '../storybook/walk/walkPlan';

const { member, returningMember, captcha, smsCode, affiliateCode, mobile } = mockCredentials;

/** The register popup with both tabs and the SMS code, as the Registration stories start it. */
export const registrationStoryInput: RegistrationInput = {
  usernameRegistration: true,
  mobileRegistration: true,
  smsVerification: true,
  identityProvider: false,
  fields: { email: { enabled: true, required: false }, affiliateCode: { enabled: true, required: false } },
  mobile: { digits: 10 },
  legalAge: 18,
  domain: 'portal.example',
  registerUrl: 'https://portal.example/register',
};

/**
 * What QA walks: the seeded aurora settings (captcha on) and SMS codes checked by the identity
 * provider, so the captcha region and the SMS check are reachable too.
 */
export const registrationWalkInput: RegistrationInput = {
  ...registrationStoryInput,
  identityProvider: true,
  fields: { ...registrationStoryInput.fields, captcha: { enabled: true, required: true } },
};

/** The stories' actors: the captcha refresh throttle reopens at once, so the chart settles. */
export const provideRegistrationStory = (actors: FlowActors) => ({
  ...actors.registration,
  delays: { captchaThrottle: 0 },
});

/** Switches for the answers the mocks give only when told to. */
export type RegistrationSwitch = 'captchaImageFails';

/** Names the mocks' seed already holds (the fixtures register one of them to be refused). */
const seededNames: readonly string[] = [member.username, returningMember.username];

/** Someone new to the mock world: no account has this name or number yet. */
const newcomer = { username: 'newplayer', mobileNum: '9170000001' };

const filledIn = {
  password: returningMember.password,
  confirmPassword: returningMember.password,
  captcha,
  termsAccepted: true,
  ageConfirmed: true,
} as const satisfies RegisterFormValues;

const submit = (values: RegisterFormValues) => ({ type: 'SUBMIT', values }) as const;

const memberInfo: MemberInfo = {
  id: 1,
  account: newcomer.username,
  nickname: newcomer.username,
  type: 0,
  iconUrl: null,
  // Registered without an invitation code: nobody above.
  uplineAccount: null,
};

/** What the mocks' register call answers: the checks of `registerAccount`, in its order. */
function registerAnswer({ body }: RegisterRequest) {
  if (seededNames.includes(body.username)) return { error: new CodedError('ACCOUNT_EXISTS') };
  if (body.captcha !== undefined && body.captcha !== captcha)
    return { error: new CodedError('CAPTCHA_CHECK_FAILED') };
  if (body.verificationCode !== undefined && body.verificationCode !== smsCode)
    return { error: new CodedError('INVALID_VERIFICATION_CODE') };
  if (body.affiliateCode !== undefined && body.affiliateCode !== affiliateCode)
    return { error: new CodedError('INVALID_INVITATION_CODE') };
  return { done: { token: 'mock', firstTimeLogin: true } satisfies RegisterResult };
}

export const registrationWalk: MachineWalk<typeof registrationMachine, RegistrationSwitch> = {
  events: {
    SWITCH_TYPE: [
      { type: 'SWITCH_TYPE', registerType: 'mobile' },
      { type: 'SWITCH_TYPE', registerType: 'username' },
    ],
    SUBMIT: [
      submit({ ...filledIn, username: newcomer.username }),
      submit({ ...filledIn, username: newcomer.username, affiliateCode }),
      submit({ ...filledIn, username: newcomer.username, affiliateCode: 'NOSUCHCODE' }),
      submit({ ...filledIn, username: member.username }),
      submit({ ...filledIn, username: newcomer.username, captcha: '0000' }),
      submit({
        ...filledIn,
        mobileNum: newcomer.mobileNum,
        countryDialingCode: mobile.countryDialingCode,
        verificationCode: smsCode,
      }),
      submit({ username: '', password: '', confirmPassword: '' }),
    ],
    REFRESH_CAPTCHA: [{ type: 'REFRESH_CAPTCHA' }],
    CAPTCHA_SPENT: [{ type: 'CAPTCHA_SPENT' }],
  },
  // What guards and the mocks' answers read; failures and field errors only change what is shown.
  distinguish: ({ context }) => ({
    registerType: context.registerType,
    values: context.values,
    captchaShown: context.captcha !== null,
    signedIn: context.session !== null,
  }),
  switches: ['captchaImageFails'],
  handlers: (isOn) => [captchaImageFailsHandler(isOn)],
  answer: (invokeId, input, on) => {
    switch (invokeId) {
      // The identity provider stands in and accepts any code (`acceptingSmsCodeCheck`).
      case 'verifySmsCode':
        return { done: { idToken: 'mock-id-token' } satisfies VerifiedSmsCode };
      case 'verifyAffiliateCode':
      case 'checkUrlAffiliate': {
        const { code } = input as VerifyAffiliateInput;
        return code === affiliateCode
          ? { done: { affiliateCode: code, valid: true } satisfies VerifiedAffiliate }
          : { error: new CodedError('INVALID_INVITATION_CODE') };
      }
      case 'register':
        return registerAnswer(input as RegisterRequest);
      case 'storeToken':
        return { done: undefined };
      case 'loadMemberInfo':
        return { done: memberInfo };
      case 'fetchCaptcha':
        return captchaImageAnswer(on);
      default:
        return null;
    }
  },
};
