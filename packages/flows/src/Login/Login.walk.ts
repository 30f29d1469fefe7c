import { contract } from '@portal/api-contract';
import { mockCredentials, override } from '@portal/api-contract/mocks';
import {
  CodedError,
  SECOND_VERIFICATION_METHODS,
  type LoginEvent,
  type LoginInput,
  type loginMachine,
  type LoginRequest,
  type LoginResult,
  type MemberInfo,
  type SecondVerificationRequest,
} from '@portal/machines';
import type { FlowActors } from '../actors';
import { captchaImageAnswer, captchaImageFailsHandler } from '../storybook/walk/walkAnswers';
import type { MachineWalk, WalkAnswer } from '../storybook/walk/walkPlan';

const { returningMember, expiredPassword, newLocation, member, captcha, smsCode, mobile } = mockCredentials;

/** The portal's login popup with every option on, as the Login stories and the walk test start it. */
export const loginStoryInput: LoginInput = {
  page: 'portal',
  codeLoginEnabled: true,
  socialLoginEnabled: true,
  passwordExpiryEnforced: true,
  defaultWeakPassword: 'weak123',
};

/** The stories' actors: the captcha refresh throttle reopens at once, so the chart settles. */
export const provideLoginStory = (actors: FlowActors) => ({
  ...actors.login,
  delays: { captchaThrottle: 0 },
});

/** Switches for the answers the mocks give only when told to. */
export type LoginSwitch = 'captchaDemanded' | 'captchaImageFails' | 'memberInfoFails';

const submit = (values: Extract<LoginEvent, { type: 'SUBMIT' }>['values']) =>
  ({ type: 'SUBMIT', values }) as const;

/** The accounts of the mock world the samples log in with, and what the mocks answer each. */
const accounts: Record<string, { password: string; answer: WalkAnswer }> = {
  [returningMember.username]: {
    password: returningMember.password,
    answer: { done: { token: 'mock', firstTimeLogin: false, passwordExpired: false } satisfies LoginResult },
  },
  [expiredPassword.username]: {
    password: expiredPassword.password,
    answer: { done: { token: 'mock', firstTimeLogin: false, passwordExpired: true } satisfies LoginResult },
  },
  [newLocation.username]: {
    password: newLocation.password,
    answer: {
      error: new CodedError('SECOND_VERIFICATION_REQUIRED', {
        secondVerification: { challengeId: 'CHALLENGE-2', methods: [...SECOND_VERIFICATION_METHODS] },
      }),
    },
  },
};

const memberInfo: MemberInfo = {
  id: 1,
  account: 'mock',
  nickname: 'mock',
  type: 0,
  iconUrl: null,
  uplineAccount: null,
};

export const loginWalk: MachineWalk<typeof loginMachine, LoginSwitch> = {
  events: {
    SWITCH_MODE: [
      { type: 'SWITCH_MODE', mode: 'sms' },
      { type: 'SWITCH_MODE', mode: 'username' },
    ],
    SUBMIT: [
      submit({ ...returningMember, rememberMe: true }),
      submit(expiredPassword),
      submit(newLocation),
      submit({ username: member.username, password: 'wrong-password' }),
      submit({ username: '', password: '' }),
      submit({ ...returningMember, captcha }),
      submit({ ...mobile, verificationCode: smsCode }),
    ],
    PROVIDER_LOGIN: [{ type: 'PROVIDER_LOGIN', provider: 'google' }],
    REFRESH_CAPTCHA: [{ type: 'REFRESH_CAPTCHA' }],
    CAPTCHA_SPENT: [{ type: 'CAPTCHA_SPENT' }],
    CHOOSE_METHOD: [
      { type: 'CHOOSE_METHOD', method: 'SMS' },
      { type: 'CHOOSE_METHOD', method: 'AUTHENTICATOR' },
      { type: 'CHOOSE_METHOD', method: 'BANK_ACCOUNT_NAME' },
    ],
    CHANGE_METHOD: [{ type: 'CHANGE_METHOD' }],
    SEND_CODE: [{ type: 'SEND_CODE' }],
    SUBMIT_ANSWER: [
      { type: 'SUBMIT_ANSWER', answer: mockCredentials.secondVerificationAnswer },
      { type: 'SUBMIT_ANSWER', answer: '000000' },
    ],
    CANCEL: [{ type: 'CANCEL' }],
    TICK: [{ type: 'TICK' }],
  },
  // What guards and the mocks' answers read; failures and field errors only change what is shown.
  distinguish: ({ context }) => ({
    mode: context.mode,
    method: context.method,
    captchaRequired: context.captchaRequired,
    request: context.request,
    rememberMe: context.rememberMe,
    passwordExpired: context.session?.passwordExpired,
    secondVerification: context.secondVerification && {
      method: context.secondVerification.method,
      methods: context.secondVerification.challenge.methods.length,
      countingDown: context.secondVerification.secondsLeft > 0,
    },
  }),
  switches: ['captchaDemanded', 'captchaImageFails', 'memberInfoFails'],
  handlers: (isOn) => [
    override(
      contract.auth.login,
      { error: 'CAPTCHA_REQUIRED', captchaRequired: true },
      { when: () => isOn('captchaDemanded') },
    ),
    captchaImageFailsHandler(isOn),
    override(contract.member.info, { networkError: true }, { when: () => isOn('memberInfoFails') }),
  ],
  answer: (invokeId, input, on) => {
    switch (invokeId) {
      case 'login': {
        const request = input as LoginRequest;
        if (on.has('captchaDemanded'))
          return { error: new CodedError('CAPTCHA_REQUIRED', { captchaRequired: true }) };
        if (request.type === 'sms')
          return request.mobileNum === mobile.mobileNum && request.verificationCode === smsCode
            ? { done: { token: 'mock', firstTimeLogin: true, passwordExpired: true } satisfies LoginResult }
            : { error: new CodedError('INVALID_VERIFICATION_CODE') };
        const account = accounts[request.username];
        return account && account.password === request.password
          ? account.answer
          : { error: new CodedError('INVALID_CREDENTIALS') };
      }
      case 'answerSecondVerification':
        return (input as SecondVerificationRequest).answer === mockCredentials.secondVerificationAnswer
          ? { done: { token: 'mock', firstTimeLogin: false, passwordExpired: false } satisfies LoginResult }
          : { error: new CodedError('INVALID_VERIFICATION_CODE') };
      case 'sendSecondVerificationCode':
        return { done: { expiredMinutes: 1 } };
      case 'fetchCaptcha':
        return captchaImageAnswer(on);
      case 'loadMemberInfo':
        return on.has('memberInfoFails') ? { error: new CodedError('NETWORK_ERROR') } : { done: memberInfo };
      case 'storeToken':
      case 'rememberCredentials':
      case 'discardSession':
        return { done: undefined };
      // The identity provider's window and the resend ticker never answer by themselves here.
      default:
        return null;
    }
  },
};
