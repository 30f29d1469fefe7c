import type { auth, BodyOf } from '@portal/api-contract';
import {
  checkMobileNumber,
  type MobileRule,
  type RegisterType,
  type ValidationProblem,
} from '@portal/api-contract/validation';
import { and, assign, emit, raise, setup, stateIn } from 'xstate';
import {
  CAPTCHA_SAMPLE_IMAGE,
  captchaFragment,
  fetchCaptcha,
  type CaptchaContext,
  type CaptchaEvent,
} from '../shared/captcha';
import { countdownSeconds, type CodeSent } from '../shared/countdown';
import { notProvided } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { sampleFailure, toFailure, type Failure } from '../shared/failure';
import { secondTicker } from '../shared/ticker';

export { countdownSeconds, SMS_DEFAULT_EXPIRED_MINUTES } from '../shared/countdown';
export const SMS_SEND_THROTTLE_MS = 1000;

export const smsPurposes = ['login', 'register', 'resetPassword'] as const;
export type SmsPurpose = (typeof smsPurposes)[number];

export interface SmsCountdownInput {
  /** Which endpoint sends the code: login code, registration or password reset. */
  readonly purpose: SmsPurpose;
  /** For a registration code: the tab it is for (username registration with a mobile field, or mobile). */
  readonly registerType?: RegisterType;
  readonly mobile?: MobileRule;
  /** Codes go through the identity provider, whose codes always live one minute. */
  readonly identityProvider?: boolean;
}

/**
 * What the send actor receives: the body of POST /wps/verification/sms/noLogin (login code,
 * forgotten password) or of POST /wps/verification/sms/register (registration).
 */
export type SendSmsCodeRequest =
  | { readonly purpose: 'login' | 'resetPassword'; readonly body: BodyOf<typeof auth.smsCode> }
  | { readonly purpose: 'register'; readonly body: BodyOf<typeof auth.registerSmsCode> };

/** How long the code lives (expiredMinutes); the countdown blocks resending that long. */
export type SendSmsCodeOutput = CodeSent;

export interface SmsCountdownContext extends CaptchaContext {
  readonly purpose: SmsPurpose;
  readonly registerType: RegisterType;
  readonly mobileRule: MobileRule;
  readonly identityProvider: boolean;
  readonly mobileNum: string;
  readonly countryDialingCode: string;
  /** Seconds left in the code countdown, or in the too-many-requests block. */
  readonly remainingSeconds: number;
  readonly mobileError: ValidationProblem | null;
  readonly failure: Failure | null;
  /** The server wants a captcha with this number's codes today (from its third code). */
  readonly captchaRequired: boolean;
  /** What the person typed for the captcha on screen; sent with the next request, then dropped. */
  readonly captchaAnswer: string | null;
  readonly captchaError: ValidationProblem | null;
}

export type SmsCountdownEvent =
  | { type: 'SEND'; mobileNum: string; countryDialingCode: string }
  | { type: 'ANSWER_CAPTCHA'; captcha: string }
  | { type: 'TICK' }
  | { type: 'DISMISS' }
  | CaptchaEvent;

export type SmsCountdownEmitted = { type: 'codeSent'; mobileNum: string; expiresInSeconds: number };

type SendEvent = Extract<SmsCountdownEvent, { type: 'SEND' }>;

function sendRequest(context: SmsCountdownContext): SendSmsCodeRequest {
  const { mobileNum, countryDialingCode } = context;
  const answer =
    context.captchaAnswer !== null && context.captcha
      ? { captcha: context.captchaAnswer, captchaKey: context.captcha.key }
      : {};
  if (context.purpose === 'register')
    return {
      purpose: 'register',
      body: { mobileNo: mobileNum, countryDialingCode, registerType: context.registerType, ...answer },
    };
  return {
    purpose: context.purpose,
    body: {
      mobileNum,
      countryDialingCode,
      purpose: context.purpose === 'login' ? 'LOGIN' : 'FORGOT_PASSWORD',
      ...answer,
    },
  };
}

const captcha = captchaFragment<SmsCountdownContext, SmsCountdownEvent>(
  '#smsCountdown',
  (context) => context.captchaRequired,
);

/** The server refuses the code until a captcha is answered: none was sent, or the one sent was wrong. */
function captchaDemanded(error: unknown): boolean {
  const { code } = toFailure(error);
  return code === 'CAPTCHA_REQUIRED' || code === 'CAPTCHA_CHECK_FAILED';
}

export const smsCountdownMachine = setup({
  types: {
    input: {} as SmsCountdownInput,
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
    emitted: {} as SmsCountdownEmitted,
  },
  actors: {
    sendSmsCode: notProvided<SendSmsCodeOutput, SendSmsCodeRequest>('sendSmsCode'),
    ticker: secondTicker,
    fetchCaptcha,
  },
  delays: {
    sendThrottle: SMS_SEND_THROTTLE_MS,
    ...captcha.delays,
  },
  guards: {
    ...captcha.guards,
    captchaDemanded: ({ event }) => 'error' in event && captchaDemanded(event.error),
    captchaBlank: ({ event }) => event.type === 'ANSWER_CAPTCHA' && event.captcha.trim() === '',
    // Only the picture on screen is worth an answer: while a new one loads, the key kept is spent.
    captchaPictureShown: stateIn('#smsCountdown.captcha.shown'),
    mobileValid: ({ context, event }) =>
      event.type === 'SEND' && checkMobileNumber(event.mobileNum.trim(), context.mobileRule) === null,
    throttleOpen: stateIn({ throttle: 'open' }),
    canSend: stateIn({ flow: 'idle' }),
    canResend: stateIn({ flow: 'resendable' }),
    lastSecond: ({ context }) => context.remainingSeconds <= 1,
    tooManyRequests: ({ event }) => 'error' in event && toFailure(event.error).code === 'TOO_MANY_REQUESTS',
  },
  actions: {
    rejectMobile: assign({
      mobileError: ({ context, event }) =>
        event.type === 'SEND'
          ? event.mobileNum.trim() === ''
            ? { code: 'required' }
            : checkMobileNumber(event.mobileNum.trim(), context.mobileRule)
          : null,
    }),
    takeMobile: assign(({ event }) => {
      const send = event as SendEvent;
      return {
        mobileNum: send.mobileNum.trim(),
        countryDialingCode: send.countryDialingCode.trim(),
        mobileError: null,
        failure: null,
      };
    }),
    tick: assign({ remainingSeconds: ({ context }) => Math.max(0, context.remainingSeconds - 1) }),
    keepFailure: assign({ failure: ({ event }) => ('error' in event ? toFailure(event.error) : null) }),
    ...captcha.actions,
  },
}).createMachine({
  id: 'smsCountdown',
  context: ({ input }) => ({
    purpose: input.purpose,
    registerType: input.registerType ?? 'mobile',
    mobileRule: input.mobile ?? {},
    identityProvider: input.identityProvider ?? false,
    mobileNum: '',
    countryDialingCode: '',
    remainingSeconds: 0,
    mobileError: null,
    failure: null,
    captcha: null,
    captchaRequired: false,
    captchaAnswer: null,
    captchaError: null,
  }),
  type: 'parallel',
  states: {
    flow: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SEND: [
              { guard: and(['throttleOpen', 'mobileValid']), target: 'sending', actions: 'takeMobile' },
              { guard: 'throttleOpen', actions: 'rejectMobile' },
            ],
          },
        },
        sending: {
          // The answer goes with this one request: the server spends the image, right or wrong.
          exit: assign({ captchaAnswer: null }),
          invoke: {
            id: 'sendSmsCode',
            src: 'sendSmsCode',
            input: ({ context }) => sendRequest(context),
            onDone: {
              target: 'counting',
              actions: [
                assign({
                  remainingSeconds: ({ context, event }) =>
                    countdownSeconds(event.output, context.identityProvider),
                }),
                emit(({ context }) => ({
                  type: 'codeSent' as const,
                  mobileNum: context.mobileNum,
                  expiresInSeconds: context.remainingSeconds,
                })),
              ],
            },
            onError: [
              {
                // Asked for a captcha, or the answer was wrong: that image is spent, show a fresh one.
                guard: 'captchaDemanded',
                target: 'answeringCaptcha',
                actions: ['keepFailure', assign({ captchaRequired: true }), raise({ type: 'CAPTCHA_SPENT' })],
              },
              {
                guard: 'tooManyRequests',
                target: 'blocked',
                actions: [
                  'keepFailure',
                  assign({ remainingSeconds: ({ event }) => toFailure(event.error).retryAfterSeconds ?? 0 }),
                ],
              },
              { target: 'warning', actions: 'keepFailure' },
            ],
          },
        },
        answeringCaptcha: {
          on: {
            ANSWER_CAPTCHA: [
              { guard: 'captchaBlank', actions: assign({ captchaError: { code: 'required' } }) },
              {
                guard: 'captchaPictureShown',
                target: 'sending',
                actions: assign({
                  captchaAnswer: ({ event }) => event.captcha.trim(),
                  captchaError: null,
                  failure: null,
                }),
              },
            ],
            DISMISS: { target: 'idle', actions: assign({ failure: null, captchaError: null }) },
          },
        },
        counting: {
          invoke: { id: 'ticker', src: 'ticker' },
          on: {
            TICK: [{ guard: 'lastSecond', target: 'resendable', actions: 'tick' }, { actions: 'tick' }],
          },
        },
        resendable: {
          on: {
            SEND: [
              { guard: and(['throttleOpen', 'mobileValid']), target: 'sending', actions: 'takeMobile' },
              { guard: 'throttleOpen', actions: 'rejectMobile' },
            ],
          },
        },
        warning: {
          on: { DISMISS: { target: 'idle', actions: assign({ failure: null }) } },
        },
        blocked: {
          invoke: { id: 'blockTicker', src: 'ticker' },
          on: {
            TICK: [
              { guard: 'lastSecond', target: 'idle', actions: ['tick', assign({ failure: null })] },
              { actions: 'tick' },
            ],
          },
        },
      },
    },
    throttle: {
      initial: 'open',
      states: {
        open: {
          on: {
            SEND: [
              { guard: and(['canSend', 'mobileValid']), target: 'closed' },
              { guard: and(['canResend', 'mobileValid']), target: 'closed' },
            ],
          },
        },
        closed: { after: { sendThrottle: 'open' } },
      },
    },
    ...captcha.regions,
  },
});

const noCaptcha = { captcha: 'hidden', captchaThrottle: 'open' } as const;
/** The flow waiting for the captcha's answer, with its picture loading, shown or unavailable. */
const answering = <TPicture extends 'loading' | 'shown' | 'unavailable'>(picture: TPicture) =>
  ({ flow: 'answeringCaptcha', throttle: 'open', captcha: picture, captchaThrottle: 'open' }) as const;
const sampleCaptcha = { image: CAPTCHA_SAMPLE_IMAGE, key: 'captcha-sample' };
/** The server's refusal of a code without a captcha, or with a wrong one. */
const captchaAsked = (code: 'CAPTCHA_REQUIRED' | 'CAPTCHA_CHECK_FAILED') => ({
  mobileNum: '9171234567',
  captchaRequired: true,
  failure: sampleFailure(code),
});

export const smsCountdownDescribe = defineDescribe(smsCountdownMachine, {
  id: 'smsCountdown',
  summary:
    'The "send code" button next to a mobile number: validation, sending, countdown, resend, warnings and the rate-limit block.',
  uiStates: {
    idle: { value: { flow: 'idle', throttle: 'open', ...noCaptcha }, summary: 'Send button enabled.' },
    invalidMobile: {
      value: { flow: 'idle', throttle: 'open', ...noCaptcha },
      summary: 'Send pressed with a bad number: error under the mobile input.',
      context: { mobileError: { code: 'mobileDigits', params: { count: 10 } } },
    },
    sending: {
      value: { flow: 'sending', throttle: 'closed', ...noCaptcha },
      summary: 'Button busy while the code is requested.',
      context: { mobileNum: '9171234567' },
    },
    counting: {
      value: { flow: 'counting', throttle: 'open', ...noCaptcha },
      summary: 'Button disabled with the seconds left.',
      context: { remainingSeconds: 42 },
    },
    resendable: {
      value: { flow: 'resendable', throttle: 'open', ...noCaptcha },
      summary: 'Countdown over: resend enabled.',
    },
    warning: {
      value: { flow: 'warning', throttle: 'open', ...noCaptcha },
      summary: 'Warning dialog with the server message and OK.',
      context: { failure: sampleFailure('QUOTA_EXCEEDED', { message: 'Daily SMS quota reached' }) },
    },
    captchaLoading: {
      value: answering('loading'),
      summary: 'Third code of the day: the server wants a captcha, its picture loads.',
      context: captchaAsked('CAPTCHA_REQUIRED'),
    },
    captchaShown: {
      value: answering('shown'),
      summary: 'Captcha picture with its input, refresh and send; Cancel goes back.',
      context: { ...captchaAsked('CAPTCHA_REQUIRED'), captcha: sampleCaptcha },
    },
    captchaWrong: {
      value: answering('shown'),
      summary: 'The answer was wrong: the error and a new picture.',
      context: { ...captchaAsked('CAPTCHA_CHECK_FAILED'), captcha: sampleCaptcha },
    },
    captchaUnavailable: {
      value: answering('unavailable'),
      summary: 'The captcha picture failed to load: refresh control only.',
      context: captchaAsked('CAPTCHA_REQUIRED'),
    },
    blocked: {
      value: { flow: 'blocked', throttle: 'open', ...noCaptcha },
      summary: 'Too many requests: retry after 5 minutes, with the time left.',
      context: {
        remainingSeconds: 300,
        failure: sampleFailure('TOO_MANY_REQUESTS', { retryAfterSeconds: 300 }),
      },
    },
  },
});
