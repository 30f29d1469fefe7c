import type { auth, BodyOf } from '@portal/api-contract';
import {
  checkMobileNumber,
  type MobileRule,
  type RegisterType,
  type ValidationProblem,
} from '@portal/api-contract/validation';
import { and, assign, emit, setup, stateIn } from 'xstate';
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

export interface SmsCountdownContext {
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
}

export type SmsCountdownEvent =
  { type: 'SEND'; mobileNum: string; countryDialingCode: string } | { type: 'TICK' } | { type: 'DISMISS' };

export type SmsCountdownEmitted = { type: 'codeSent'; mobileNum: string; expiresInSeconds: number };

type SendEvent = Extract<SmsCountdownEvent, { type: 'SEND' }>;

function sendRequest(context: SmsCountdownContext): SendSmsCodeRequest {
  const { mobileNum, countryDialingCode } = context;
  if (context.purpose === 'register')
    return {
      purpose: 'register',
      body: { mobileNo: mobileNum, countryDialingCode, registerType: context.registerType },
    };
  return {
    purpose: context.purpose,
    body: {
      mobileNum,
      countryDialingCode,
      purpose: context.purpose === 'login' ? 'LOGIN' : 'FORGOT_PASSWORD',
    },
  };
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
  },
  delays: {
    sendThrottle: SMS_SEND_THROTTLE_MS,
  },
  guards: {
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
  },
});

export const smsCountdownDescribe = defineDescribe(smsCountdownMachine, {
  id: 'smsCountdown',
  summary:
    'The "send code" button next to a mobile number: validation, sending, countdown, resend, warnings and the rate-limit block.',
  uiStates: {
    idle: { value: { flow: 'idle', throttle: 'open' }, summary: 'Send button enabled.' },
    invalidMobile: {
      value: { flow: 'idle', throttle: 'open' },
      summary: 'Send pressed with a bad number: error under the mobile input.',
      context: { mobileError: { code: 'mobileDigits', params: { count: 10 } } },
    },
    sending: {
      value: { flow: 'sending', throttle: 'closed' },
      summary: 'Button busy while the code is requested.',
      context: { mobileNum: '9171234567' },
    },
    counting: {
      value: { flow: 'counting', throttle: 'open' },
      summary: 'Button disabled with the seconds left.',
      context: { remainingSeconds: 42 },
    },
    resendable: {
      value: { flow: 'resendable', throttle: 'open' },
      summary: 'Countdown over: resend enabled.',
    },
    warning: {
      value: { flow: 'warning', throttle: 'open' },
      summary: 'Warning dialog with the server message and OK.',
      context: { failure: sampleFailure('QUOTA_EXCEEDED', { message: 'Daily SMS quota reached' }) },
    },
    blocked: {
      value: { flow: 'blocked', throttle: 'open' },
      summary: 'Too many requests: retry after 5 minutes, with the time left.',
      context: {
        remainingSeconds: 300,
        failure: sampleFailure('TOO_MANY_REQUESTS', { retryAfterSeconds: 300 }),
      },
    },
  },
});
