import type {
  auth,
  BodyOf,
  ResponseOf,
  SecondVerificationChallenge,
  SecondVerificationMethod,
} from '@portal/api-contract';
import {
  smsLoginSchema,
  usernameLoginSchema,
  validate,
  type FieldErrors,
  type MobileRule,
  type SmsCodeRule,
  type ValidationProblem,
  type ValidationResult,
} from '@portal/api-contract/validation';
import { and, assign, emit, enqueueActions, not, raise, setup } from 'xstate';
import { DEFAULT_MEMBER_TYPES, isAgentType, type MemberInfo } from '../shared/accounts';
import {
  CAPTCHA_SAMPLE_IMAGE,
  captchaFragment,
  fetchCaptcha,
  type CaptchaContext,
  type CaptchaEvent,
} from '../shared/captcha';
import { countdownSeconds, type CodeSent } from '../shared/countdown';
import { notProvided, notProvidedEffect } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { sampleFailure, secondVerificationOf, toFailure, type Failure } from '../shared/failure';
import { cachedSchema } from '../shared/schemaCache';
import { REMEMBER_ME_SECONDS, type LoginResult } from '../shared/session';
import { formSubmission } from '../shared/submission';
import { secondTicker, type TickEvent } from '../shared/ticker';

export type { SecondVerificationChallenge, SecondVerificationMethod };

export const loginModes = ['username', 'sms'] as const;
/** The tabs of the login form. */
export type LoginMode = (typeof loginModes)[number];
/** How the session was obtained; 'firebase' is the identity-provider (one-click) login. */
export type LoginMethod = LoginMode | 'firebase';

export const socialProviders = ['facebook', 'google'] as const;
export type SocialProvider = (typeof socialProviders)[number];

export type LoginPage = 'portal' | 'agent';

export interface LoginInput {
  /** The agent page (/agent) admits agents only, goes to /agentHome and has no remember-me. */
  readonly page: LoginPage;
  /** MOBILEVERCODELOGIN3: the SMS tab exists. */
  readonly codeLoginEnabled: boolean;
  /** One-click Facebook/Google login (portal page only). */
  readonly socialLoginEnabled?: boolean;
  /** PWDEXPFORCECHANGE3: an expired password must be changed before going on. */
  readonly passwordExpiryEnforced: boolean;
  /** The white label's default weak password; logging in with it forces a change. */
  readonly defaultWeakPassword: string;
  readonly mobile?: MobileRule;
  readonly smsCode?: SmsCodeRule;
  /** Credentials remembered on this device, to prefill the form. */
  readonly remembered?: RememberedCredentials | null;
  /** Account types that may use the portal; others are refused with NON_MEMBER_LOGIN. */
  readonly memberTypes?: readonly number[];
}

export type RememberedCredentials =
  | { readonly mode: 'username'; readonly username: string; readonly password: string }
  | { readonly mode: 'sms'; readonly mobileNum: string; readonly countryDialingCode: string };

/** The draft the form holds; the machine checks it on SUBMIT and trims all but the password. */
export interface LoginFormValues {
  readonly username?: string;
  readonly password?: string;
  readonly captcha?: string;
  readonly mobileNum?: string;
  readonly verificationCode?: string;
  readonly countryDialingCode?: string;
  readonly rememberMe?: boolean;
}

/** POST /wps/session/login: what the login actor receives. */
export type LoginRequest = BodyOf<typeof auth.login>;
type UsernameLoginRequest = Extract<LoginRequest, { type: 'username' }>;

/** POST /wps/session/verification/code: sends the SMS or e-mail code of a second verification. */
export type SecondVerificationCodeRequest = BodyOf<typeof auth.secondVerificationCode>;
/** POST /wps/session/verification: answers the challenge; success is a login. */
export type SecondVerificationRequest = BodyOf<typeof auth.secondVerification>;

export type RememberCredentialsInput =
  | {
      readonly action: 'save';
      readonly credentials: RememberedCredentials;
      readonly expiresInSeconds: number;
    }
  | { readonly action: 'clear'; readonly mode: LoginMode };

export interface LoginConfig {
  readonly page: LoginPage;
  readonly codeLoginEnabled: boolean;
  readonly socialLoginEnabled: boolean;
  readonly passwordExpiryEnforced: boolean;
  readonly defaultWeakPassword: string;
  readonly mobile: MobileRule;
  readonly smsCode: SmsCodeRule;
  readonly memberTypes: readonly number[];
}

/** A login from an unregistered IP (SPEC §4), while it is being confirmed. */
export interface SecondVerification {
  /** The challenge id and the methods the server offers, in its order. */
  readonly challenge: SecondVerificationChallenge;
  readonly method: SecondVerificationMethod | null;
  /** Seconds before another code may be sent: the code's life, or a too-many-requests block. */
  readonly secondsLeft: number;
  /** A code went out for the chosen method: the button offers "resend". */
  readonly codeSent: boolean;
}

export interface LoginContext extends CaptchaContext {
  readonly config: LoginConfig;
  readonly mode: LoginMode;
  readonly method: LoginMethod;
  /** Prefill for the form; the remember-me box starts ticked when present. */
  readonly remembered: RememberedCredentials | null;
  /** Whether the attempt under way asked to be remembered. */
  readonly rememberMe: boolean;
  /** The server asked for a captcha: its input is shown and required. */
  readonly captchaRequired: boolean;
  readonly fieldErrors: FieldErrors;
  readonly failure: Failure | null;
  /** The attempt under way. */
  readonly request: LoginRequest | null;
  readonly provider: SocialProvider | null;
  readonly secondVerification: SecondVerification | null;
  readonly session: LoginResult | null;
  readonly member: MemberInfo | null;
}

export type LoginEvent =
  | { type: 'SWITCH_MODE'; mode: LoginMode }
  | { type: 'SUBMIT'; values: LoginFormValues }
  | { type: 'PROVIDER_LOGIN'; provider: SocialProvider }
  | CaptchaEvent
  | { type: 'CHOOSE_METHOD'; method: SecondVerificationMethod }
  /** Back to the list of methods. */
  | { type: 'CHANGE_METHOD' }
  | { type: 'SEND_CODE' }
  | { type: 'SUBMIT_ANSWER'; answer: string }
  /** Give up the second verification: back to the form. */
  | { type: 'CANCEL' }
  | TickEvent;

export type LoginEmitted =
  | { type: 'firstLogin' }
  | { type: 'close' }
  | { type: 'navigate'; to: '/' | '/agentHome' }
  | { type: 'loggedIn'; member: MemberInfo; method: LoginMethod; firstTimeLogin: boolean }
  | { type: 'passwordChangeRequired'; reason: 'defaultPassword' | 'expired' };

export type LoginOutput =
  | { readonly outcome: 'loggedIn'; readonly member: MemberInfo }
  | { readonly outcome: 'passwordChangeRequired'; readonly oldPassword: string };

/** Methods that answer with a code the server sends first. */
const CODE_METHODS: readonly SecondVerificationMethod[] = ['SMS', 'EMAIL'];
/** The contract's answer: a code or an account holder name of at most 100 characters. */
const ANSWER_MAX_LENGTH = 100;

function answerProblem(answer: string): ValidationProblem | null {
  const trimmed = answer.trim();
  if (trimmed === '') return { code: 'required' };
  return trimmed.length > ANSWER_MAX_LENGTH
    ? { code: 'maxLength', params: { max: ANSWER_MAX_LENGTH } }
    : null;
}

const usernameSchemaFor = cachedSchema(usernameLoginSchema);
const smsSchemaFor = cachedSchema(smsLoginSchema);

// Usernames, numbers and codes are trimmed; a password is sent exactly as typed, as registration
// and password changes keep it (edge spaces are part of it).
function requestFrom(context: LoginContext, values: LoginFormValues): LoginRequest {
  const loginArea = context.config.page === 'agent' ? 'agent' : 'member';
  if (context.mode === 'sms') {
    return {
      type: 'sms',
      mobileNum: (values.mobileNum ?? '').trim(),
      verificationCode: (values.verificationCode ?? '').trim(),
      countryDialingCode: (values.countryDialingCode ?? '').trim(),
      loginArea,
    };
  }
  const captcha = (values.captcha ?? '').trim();
  return {
    type: 'username',
    username: (values.username ?? '').trim(),
    password: values.password ?? '',
    ...(context.captchaRequired && captcha !== '' ? { captcha, captchaKey: context.captcha?.key } : {}),
    loginArea,
  };
}

function usernameRequest(context: LoginContext): UsernameLoginRequest | null {
  return context.request?.type === 'username' ? context.request : null;
}

function passwordChangeReason(context: LoginContext): 'defaultPassword' | 'expired' | null {
  const request = usernameRequest(context);
  if (context.method !== 'username' || !request) return null;
  if (request.password === context.config.defaultWeakPassword) return 'defaultPassword';
  if (context.session?.passwordExpired && context.config.passwordExpiryEnforced) return 'expired';
  return null;
}

function rememberInput(context: LoginContext): RememberCredentialsInput {
  const { request } = context;
  if (!context.rememberMe || !request) return { action: 'clear', mode: context.mode };
  const credentials: RememberedCredentials =
    request.type === 'username'
      ? { mode: 'username', username: request.username, password: request.password }
      : { mode: 'sms', mobileNum: request.mobileNum, countryDialingCode: request.countryDialingCode };
  return { action: 'save', credentials, expiresInSeconds: REMEMBER_ME_SECONDS };
}

function challengeOf(context: LoginContext): SecondVerification {
  // Only reached inside the second-verification region, which is entered with a challenge.
  return context.secondVerification as SecondVerification;
}

const afterTokenStored = [
  { guard: 'canRemember', target: 'rememberingCredentials' },
  { guard: 'mustChangePassword', target: '#login.passwordChangeRequired' },
  { target: 'loadingMemberInfo' },
] as const;

const afterRemembering = [
  { guard: 'mustChangePassword', target: '#login.passwordChangeRequired' },
  { target: 'loadingMemberInfo' },
] as const;

// Hidden until the server demands one (after repeated failures).
const captcha = captchaFragment<LoginContext, LoginEvent>(
  '#login.active',
  (context) => context.captchaRequired,
);

const submission = formSubmission<LoginContext, LoginEvent>()({
  // Presence and format only: the request is built from the trimmed values, the password as typed.
  check: (context, values): ValidationResult<unknown> =>
    context.mode === 'sms'
      ? validate(smsSchemaFor({ mobile: context.config.mobile, smsCode: context.config.smsCode }), values)
      : validate(usernameSchemaFor({ captchaRequired: context.captchaRequired }), values),
  take: (context, _, values) => ({
    request: requestFrom(context, values),
    rememberMe: context.config.page === 'portal' && values.rememberMe === true,
    method: context.mode,
    provider: null,
    secondVerification: null,
  }),
});

export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
    emitted: {} as LoginEmitted,
    output: {} as LoginOutput,
  },
  actors: {
    login: notProvided<LoginResult, LoginRequest>('login'),
    providerLogin: notProvided<LoginResult, { provider: SocialProvider }>('providerLogin'),
    sendSecondVerificationCode: notProvided<CodeSent, SecondVerificationCodeRequest>(
      'sendSecondVerificationCode',
    ),
    answerSecondVerification: notProvided<
      ResponseOf<typeof auth.secondVerification>,
      SecondVerificationRequest
    >('answerSecondVerification'),
    storeToken: notProvidedEffect<{ token: LoginResult['token'] }>('storeToken'),
    rememberCredentials: notProvidedEffect<RememberCredentialsInput>('rememberCredentials'),
    loadMemberInfo: notProvided<MemberInfo, unknown>('loadMemberInfo'),
    discardSession: notProvidedEffect<unknown>('discardSession'),
    fetchCaptcha,
    ticker: secondTicker,
  },
  delays: captcha.delays,
  guards: {
    ...captcha.guards,
    ...submission.guards,
    modeAvailable: ({ context, event }) =>
      event.type === 'SWITCH_MODE' && (event.mode === 'username' || context.config.codeLoginEnabled),
    smsMode: ({ context }) => context.mode === 'sms',
    socialAvailable: ({ context }) => context.config.page === 'portal' && context.config.socialLoginEnabled,
    captchaDemanded: ({ context, event }) =>
      context.captchaRequired || ('error' in event && toFailure(event.error).captchaRequired),
    secondVerificationDemanded: ({ event }) => 'error' in event && secondVerificationOf(event.error) !== null,
    canRemember: ({ context }) => context.config.page === 'portal' && context.method !== 'firebase',
    mustChangePassword: ({ context }) => passwordChangeReason(context) !== null,
    notMember: ({ context }, member: MemberInfo) => !context.config.memberTypes.includes(member.type),
    agentPageNonAgent: ({ context }, member: MemberInfo) =>
      context.config.page === 'agent' && !isAgentType(member.type),
    singleMethod: ({ context }) => challengeOf(context).challenge.methods.length === 1,
    severalMethods: ({ context }) => challengeOf(context).challenge.methods.length > 1,
    methodOffered: ({ context, event }) =>
      event.type === 'CHOOSE_METHOD' && challengeOf(context).challenge.methods.includes(event.method),
    codeMethod: ({ context }) => CODE_METHODS.includes(challengeOf(context).method ?? 'AUTHENTICATOR'),
    codeCountingDown: ({ context }) => (context.secondVerification?.secondsLeft ?? 0) > 0,
    answerInvalid: ({ event }) => event.type === 'SUBMIT_ANSWER' && answerProblem(event.answer) !== null,
    codeExpired: ({ event }) => 'error' in event && toFailure(event.error).code === 'CODE_EXPIRED',
    tooManyRequests: ({ event }) => 'error' in event && toFailure(event.error).code === 'TOO_MANY_REQUESTS',
  },
  actions: {
    ...captcha.actions,
    ...submission.actions,
    keepFailure: assign({
      failure: (_, params: { error: unknown; fallback?: Failure['code'] }) =>
        toFailure(params.error, params.fallback),
    }),
    // Typed by hand: with this many parameterised actions, inferring it from its own setup is circular.
    announceFirstLogin: enqueueActions<
      LoginContext,
      LoginEvent,
      undefined,
      LoginEvent,
      never,
      never,
      never,
      never,
      LoginEmitted
    >(({ context, enqueue }) => {
      if (context.session?.firstTimeLogin) enqueue.emit({ type: 'firstLogin' });
    }),
    // Back to the form: drop everything from the failed attempt so the next one starts clean.
    resetAttempt: assign(({ context }) => ({
      request: null,
      provider: null,
      secondVerification: null,
      session: null,
      member: null,
      rememberMe: false,
      method: context.mode,
    })),
    // The password was right, so no captcha is owed any more: the challenge takes the form's place.
    takeChallenge: assign(({ event }) => {
      const challenge = 'error' in event ? secondVerificationOf(event.error) : null;
      return {
        secondVerification: challenge && { challenge, method: null, secondsLeft: 0, codeSent: false },
        captchaRequired: false,
        captcha: null,
        failure: null,
        fieldErrors: {},
      };
    }),
    takeMethod: assign(({ context }, method: SecondVerificationMethod) => ({
      secondVerification: { ...challengeOf(context), method, secondsLeft: 0, codeSent: false },
      failure: null,
      fieldErrors: {},
    })),
    forgetMethod: assign(({ context }) => ({
      secondVerification: { ...challengeOf(context), method: null, secondsLeft: 0, codeSent: false },
      failure: null,
      fieldErrors: {},
    })),
    startCountdown: assign(({ context }, seconds: number) => ({
      secondVerification: { ...challengeOf(context), secondsLeft: seconds, codeSent: true },
      failure: null,
    })),
    blockResend: assign(({ context }, { error }: { error: unknown }) => {
      const failure = toFailure(error);
      return {
        secondVerification: { ...challengeOf(context), secondsLeft: failure.retryAfterSeconds ?? 0 },
        failure,
      };
    }),
    tickCountdown: assign(({ context }) => {
      const current = challengeOf(context);
      return { secondVerification: { ...current, secondsLeft: Math.max(0, current.secondsLeft - 1) } };
    }),
    rejectAnswer: assign(({ event }) => {
      const problem = event.type === 'SUBMIT_ANSWER' ? answerProblem(event.answer) : null;
      const fieldErrors: FieldErrors = problem ? { answer: problem } : {};
      return { fieldErrors, failure: null };
    }),
    keepAnswerFailure: assign(({ context }, { error }: { error: unknown }) => {
      const failure = toFailure(error);
      return { failure, fieldErrors: { ...context.fieldErrors, ...failure.fieldErrors } };
    }),
    expireCode: assign(({ context }, { error }: { error: unknown }) => ({
      secondVerification: { ...challengeOf(context), secondsLeft: 0 },
      failure: toFailure(error),
    })),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    config: {
      page: input.page,
      codeLoginEnabled: input.codeLoginEnabled,
      socialLoginEnabled: input.socialLoginEnabled ?? false,
      passwordExpiryEnforced: input.passwordExpiryEnforced,
      defaultWeakPassword: input.defaultWeakPassword,
      mobile: input.mobile ?? {},
      smsCode: input.smsCode ?? {},
      memberTypes: input.memberTypes ?? DEFAULT_MEMBER_TYPES,
    },
    mode: input.remembered?.mode === 'sms' && input.codeLoginEnabled ? 'sms' : 'username',
    method: 'username',
    remembered: input.page === 'portal' ? (input.remembered ?? null) : null,
    rememberMe: false,
    captchaRequired: false,
    captcha: null,
    fieldErrors: {},
    failure: null,
    request: null,
    provider: null,
    secondVerification: null,
    session: null,
    member: null,
  }),
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      states: {
        flow: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                SWITCH_MODE: {
                  guard: 'modeAvailable',
                  actions: assign({ mode: ({ event }) => event.mode, fieldErrors: {}, failure: null }),
                },
                SUBMIT: [
                  { guard: 'submissionInvalid', actions: 'rejectSubmission' },
                  { target: 'authenticating', actions: 'takeSubmission' },
                ],
                PROVIDER_LOGIN: {
                  guard: 'socialAvailable',
                  target: 'authenticatingWithProvider',
                  actions: assign({
                    provider: ({ event }) => event.provider,
                    method: 'firebase',
                    fieldErrors: {},
                    failure: null,
                    request: null,
                  }),
                },
              },
            },
            authenticating: {
              invoke: {
                id: 'login',
                src: 'login',
                input: ({ context }) => context.request as LoginRequest,
                onDone: { target: 'storingToken', actions: assign({ session: ({ event }) => event.output }) },
                onError: [
                  {
                    // A login from an unregistered IP: the password was right, now confirm it is them.
                    guard: 'secondVerificationDemanded',
                    target: '#login.secondVerification',
                    actions: 'takeChallenge',
                  },
                  {
                    // The server wants a captcha, or the one shown has been used: show a fresh one.
                    guard: and(['captchaDemanded', not('smsMode')]),
                    target: 'editing',
                    actions: [
                      { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
                      'resetAttempt',
                      assign({ captchaRequired: true }),
                      raise({ type: 'CAPTCHA_SPENT' }),
                    ],
                  },
                  {
                    target: 'editing',
                    actions: [
                      { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
                      'resetAttempt',
                    ],
                  },
                ],
              },
            },
            authenticatingWithProvider: {
              invoke: {
                id: 'providerLogin',
                src: 'providerLogin',
                input: ({ context }) => ({ provider: context.provider ?? 'google' }),
                onDone: { target: 'storingToken', actions: assign({ session: ({ event }) => event.output }) },
                onError: {
                  target: 'editing',
                  actions: [
                    {
                      type: 'keepFailure',
                      params: ({ event }) => ({ error: event.error, fallback: 'LOGIN_POPUP_CLOSED' }),
                    },
                    'resetAttempt',
                  ],
                },
              },
            },
            storingToken: {
              invoke: {
                id: 'storeToken',
                src: 'storeToken',
                input: ({ context }) => ({ token: context.session?.token ?? '' }),
                onDone: afterTokenStored.map((branch) => ({
                  ...branch,
                  actions: 'announceFirstLogin' as const,
                })),
                onError: {
                  target: 'editing',
                  actions: [
                    { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
                    'resetAttempt',
                  ],
                },
              },
            },
            rememberingCredentials: {
              invoke: {
                id: 'rememberCredentials',
                src: 'rememberCredentials',
                input: ({ context }) => rememberInput(context),
                // Remembering is a convenience: failing to store it must not undo the login.
                onDone: [...afterRemembering],
                onError: [...afterRemembering],
              },
            },
            loadingMemberInfo: {
              invoke: {
                id: 'loadMemberInfo',
                src: 'loadMemberInfo',
                onDone: [
                  {
                    guard: { type: 'notMember', params: ({ event }) => event.output },
                    target: 'discardingSession',
                    actions: { type: 'keepFailure', params: { error: { code: 'NON_MEMBER_LOGIN' } } },
                  },
                  {
                    guard: { type: 'agentPageNonAgent', params: ({ event }) => event.output },
                    target: 'discardingSession',
                    actions: { type: 'keepFailure', params: { error: { code: 'NON_AGENT_LOGIN' } } },
                  },
                  {
                    target: '#login.loggedIn',
                    actions: [
                      assign({ member: ({ event }) => event.output }),
                      emit(({ context, event }) => ({
                        type: 'loggedIn' as const,
                        member: event.output,
                        method: context.method,
                        firstTimeLogin: context.session?.firstTimeLogin ?? false,
                      })),
                      emit({ type: 'close' }),
                      emit(({ context }) => ({
                        type: 'navigate' as const,
                        to: context.config.page === 'agent' ? ('/agentHome' as const) : ('/' as const),
                      })),
                    ],
                  },
                ],
                onError: {
                  target: 'discardingSession',
                  actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            discardingSession: {
              // A refused or half-finished login must not leave its token behind.
              invoke: {
                id: 'discardSession',
                src: 'discardSession',
                onDone: { target: 'editing', actions: 'resetAttempt' },
                onError: { target: 'editing', actions: 'resetAttempt' },
              },
            },
          },
        },
        ...captcha.regions,
      },
    },
    /** SPEC §4: a login from an unregistered IP is confirmed by SMS, e-mail, authenticator or bank account name. */
    secondVerification: {
      initial: 'routing',
      // Counts down the resend block; the region's states decide what the seconds mean.
      invoke: { id: 'codeTicker', src: 'ticker' },
      on: {
        TICK: { guard: 'codeCountingDown', actions: 'tickCountdown' },
        CANCEL: { target: '#login.active', actions: ['resetAttempt', assign({ failure: null })] },
      },
      states: {
        routing: {
          always: [
            {
              guard: 'singleMethod',
              target: 'answering',
              actions: {
                type: 'takeMethod',
                params: ({ context }) =>
                  challengeOf(context).challenge.methods[0] as SecondVerificationMethod,
              },
            },
            { target: 'choosingMethod' },
          ],
        },
        choosingMethod: {
          on: {
            CHOOSE_METHOD: {
              guard: 'methodOffered',
              target: 'answering',
              actions: { type: 'takeMethod', params: ({ event }) => event.method },
            },
          },
        },
        answering: {
          on: {
            CHANGE_METHOD: {
              guard: 'severalMethods',
              target: 'choosingMethod',
              actions: 'forgetMethod',
            },
            SEND_CODE: { guard: and(['codeMethod', not('codeCountingDown')]), target: 'sendingCode' },
            SUBMIT_ANSWER: [
              { guard: 'answerInvalid', actions: 'rejectAnswer' },
              { target: 'verifying', actions: assign({ fieldErrors: {}, failure: null }) },
            ],
          },
        },
        sendingCode: {
          invoke: {
            id: 'sendSecondVerificationCode',
            src: 'sendSecondVerificationCode',
            input: ({ context }) => {
              const { challenge, method } = challengeOf(context);
              return {
                challengeId: challenge.challengeId,
                method: method === 'EMAIL' ? 'EMAIL' : 'SMS',
              };
            },
            onDone: {
              target: 'answering',
              actions: {
                type: 'startCountdown',
                params: ({ event }) => countdownSeconds(event.output, false),
              },
            },
            onError: [
              {
                // The challenge itself has expired: log in again for a new one.
                guard: 'codeExpired',
                target: '#login.active',
                actions: [
                  { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
                  'resetAttempt',
                ],
              },
              {
                guard: 'tooManyRequests',
                target: 'answering',
                actions: { type: 'blockResend', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: 'answering',
                actions: {
                  type: 'keepAnswerFailure',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
            ],
          },
        },
        verifying: {
          invoke: {
            id: 'answerSecondVerification',
            src: 'answerSecondVerification',
            input: ({ context, event }) => {
              const { challenge, method } = challengeOf(context);
              return {
                challengeId: challenge.challengeId,
                method: method ?? 'SMS',
                answer: event.type === 'SUBMIT_ANSWER' ? event.answer.trim() : '',
              };
            },
            onDone: {
              target: '#login.active.flow.storingToken',
              actions: assign({ session: ({ event }) => event.output, secondVerification: null }),
            },
            onError: [
              {
                // Too many wrong answers ends the challenge: the person logs in again later.
                guard: 'tooManyRequests',
                target: '#login.active',
                actions: [
                  { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
                  'resetAttempt',
                ],
              },
              {
                // An expired code can be sent again; any other expiry ends the challenge.
                guard: and(['codeMethod', 'codeExpired']),
                target: 'answering',
                actions: { type: 'expireCode', params: ({ event }) => ({ error: event.error }) },
              },
              {
                guard: 'codeExpired',
                target: '#login.active',
                actions: [
                  { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
                  'resetAttempt',
                ],
              },
              {
                target: 'answering',
                actions: {
                  type: 'keepAnswerFailure',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
            ],
          },
        },
      },
    },
    passwordChangeRequired: {
      type: 'final',
      entry: [
        emit(({ context }) => ({
          type: 'passwordChangeRequired' as const,
          reason: passwordChangeReason(context) ?? 'defaultPassword',
        })),
        emit({ type: 'close' }),
      ],
    },
    loggedIn: { type: 'final' },
  },
  output: ({ context }) =>
    context.member
      ? { outcome: 'loggedIn', member: context.member }
      : { outcome: 'passwordChangeRequired', oldPassword: usernameRequest(context)?.password ?? '' },
});

const idle = { captcha: 'hidden', captchaThrottle: 'open' } as const;
const sampleChallenge: SecondVerificationChallenge = {
  challengeId: 'CHALLENGE-DEMO',
  methods: ['SMS', 'EMAIL', 'AUTHENTICATOR', 'BANK_ACCOUNT_NAME'],
};
const secondVerificationSample = (
  method: SecondVerificationMethod | null,
  details: Partial<SecondVerification> = {},
): Partial<LoginContext> => ({
  request: { type: 'username', username: 'player01', password: 'secret1', loginArea: 'member' },
  secondVerification: { challenge: sampleChallenge, method, secondsLeft: 0, codeSent: false, ...details },
});

export const loginDescribe = defineDescribe(loginMachine, {
  id: 'login',
  summary:
    'Login popup and agent login page: username or SMS tab, captcha on demand, second verification from a new IP, remember-me and post-login routing.',
  uiStates: {
    editing: {
      value: { active: { flow: 'editing', ...idle } },
      summary: 'Username tab, empty form.',
    },
    editingSms: {
      value: { active: { flow: 'editing', ...idle } },
      summary: 'SMS tab with mobile number and code inputs.',
      context: { mode: 'sms' },
    },
    fieldErrors: {
      value: { active: { flow: 'editing', ...idle } },
      summary: 'Submitted empty: errors under the inputs.',
      context: { fieldErrors: { username: { code: 'required' }, password: { code: 'required' } } },
    },
    failed: {
      value: { active: { flow: 'editing', ...idle } },
      summary: 'Wrong credentials: error message above the form.',
      context: { failure: sampleFailure('INVALID_CREDENTIALS') },
    },
    captchaLoading: {
      value: { active: { flow: 'editing', captcha: 'loading', captchaThrottle: 'open' } },
      summary: 'The server asked for a captcha: its input appears, the image loads.',
      context: { captchaRequired: true, failure: sampleFailure('CAPTCHA_REQUIRED') },
    },
    captchaShown: {
      value: { active: { flow: 'editing', captcha: 'shown', captchaThrottle: 'open' } },
      summary: 'Captcha image and input with a refresh control.',
      context: {
        captchaRequired: true,
        captcha: { image: CAPTCHA_SAMPLE_IMAGE, key: 'captcha-sample' },
      },
    },
    captchaUnavailable: {
      value: { active: { flow: 'editing', captcha: 'unavailable', captchaThrottle: 'open' } },
      summary: 'The captcha image failed to load: refresh control only.',
      context: { captchaRequired: true },
    },
    authenticating: {
      value: { active: { flow: 'authenticating', ...idle } },
      summary: 'Submit button busy.',
    },
    authenticatingWithProvider: {
      value: { active: { flow: 'authenticatingWithProvider', ...idle } },
      summary: 'Waiting for the Facebook/Google window.',
      context: { provider: 'google', method: 'firebase' },
    },
    choosingSecondVerification: {
      value: { secondVerification: 'choosingMethod' },
      summary: 'New location: the methods the server offers, in its order.',
      context: secondVerificationSample(null),
    },
    secondVerificationCode: {
      value: { secondVerification: 'answering' },
      summary: 'SMS chosen: code input with its send button.',
      context: secondVerificationSample('SMS'),
    },
    secondVerificationCodeSent: {
      value: { secondVerification: 'answering' },
      summary: 'E-mail code sent: resend blocked with the seconds left.',
      context: secondVerificationSample('EMAIL', { secondsLeft: 42, codeSent: true }),
    },
    sendingSecondVerificationCode: {
      value: { secondVerification: 'sendingCode' },
      summary: 'The code is being sent: send button busy.',
      context: secondVerificationSample('SMS'),
    },
    secondVerificationBankName: {
      value: { secondVerification: 'answering' },
      summary: 'Bank account name chosen: a text input, no code to send.',
      context: secondVerificationSample('BANK_ACCOUNT_NAME'),
    },
    secondVerificationWrongAnswer: {
      value: { secondVerification: 'answering' },
      summary: 'Wrong answer: error above the input, try again.',
      context: {
        ...secondVerificationSample('AUTHENTICATOR'),
        failure: sampleFailure('INVALID_VERIFICATION_CODE'),
      },
    },
    verifyingSecondFactor: {
      value: { secondVerification: 'verifying' },
      summary: 'Answer being checked: verify button busy.',
      context: secondVerificationSample('AUTHENTICATOR'),
    },
    secondVerificationExpired: {
      value: { active: { flow: 'editing', ...idle } },
      summary: 'The challenge expired or had too many tries: back to the form with the reason.',
      context: { failure: sampleFailure('TOO_MANY_REQUESTS', { retryAfterSeconds: 300 }) },
    },
    signingIn: {
      value: { active: { flow: 'loadingMemberInfo', ...idle } },
      summary: 'Logged in, loading the account.',
    },
    refused: {
      value: { active: { flow: 'editing', ...idle } },
      summary: 'Agent page with a player account: "Non-agents cannot log in".',
      context: { failure: sampleFailure('NON_AGENT_LOGIN') },
    },
    passwordChangeRequired: {
      value: 'passwordChangeRequired',
      summary: 'Popup closes; the change-password popup takes over.',
    },
    loggedIn: { value: 'loggedIn', summary: 'Popup closed, routed to / or /agentHome.' },
  },
});
