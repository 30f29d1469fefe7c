import {
  smsLoginSchema,
  toFieldErrors,
  usernameLoginSchema,
  validate,
  type FieldErrors,
  type MobileRule,
  type SmsCodeRule,
} from '@portal/api-contract';
import { and, assign, emit, enqueueActions, not, or, setup, stateIn } from 'xstate';
import { DEFAULT_MEMBER_TYPES, isAgentType, type MemberInfo } from '../shared/accounts';
import { notProvided, notProvidedEffect } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { sampleFailure, toFailure, type Failure } from '../shared/failure';
import { cachedSchema } from '../shared/schemaCache';
import { REMEMBER_ME_SECONDS, type HumanVerification, type LoginResult } from '../shared/session';

export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;

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

/** The draft the form holds; the machine trims and checks it on SUBMIT. */
export interface LoginFormValues {
  readonly username?: string;
  readonly password?: string;
  readonly captcha?: string;
  readonly mobileNum?: string;
  readonly verificationCode?: string;
  readonly countryDialingCode?: string;
  readonly rememberMe?: boolean;
}

export type LoginRequest =
  | {
      readonly type: 'username';
      readonly username: string;
      readonly password: string;
      readonly captcha: string | null;
    }
  | {
      readonly type: 'sms';
      readonly mobileNum: string;
      readonly verificationCode: string;
      readonly countryDialingCode: string;
    };

/** What the login actor receives: the request plus, for password login, the human verification. */
export type LoginActorInput = LoginRequest & { readonly verification: HumanVerification | null };

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

export interface LoginContext {
  readonly config: LoginConfig;
  readonly mode: LoginMode;
  readonly method: LoginMethod;
  /** Prefill for the form; the remember-me box starts ticked when present. */
  readonly remembered: RememberedCredentials | null;
  /** Whether the attempt under way asked to be remembered. */
  readonly rememberMe: boolean;
  readonly captchaRequired: boolean;
  /** A base64 PNG data URL from GET /wps/captcha. */
  readonly captchaImage: string | null;
  readonly fieldErrors: FieldErrors;
  readonly failure: Failure | null;
  readonly request: LoginRequest | null;
  readonly verification: HumanVerification | null;
  readonly provider: SocialProvider | null;
  readonly session: LoginResult | null;
  readonly member: MemberInfo | null;
}

export type LoginEvent =
  | { type: 'SWITCH_MODE'; mode: LoginMode }
  | { type: 'SUBMIT'; values: LoginFormValues }
  | { type: 'PROVIDER_LOGIN'; provider: SocialProvider }
  | { type: 'REFRESH_CAPTCHA' };

export type LoginEmitted =
  | { type: 'firstLogin' }
  | { type: 'close' }
  | { type: 'navigate'; to: '/' | '/agentHome' }
  | { type: 'loggedIn'; member: MemberInfo; method: LoginMethod; firstTimeLogin: boolean }
  | { type: 'passwordChangeRequired'; reason: 'defaultPassword' | 'expired' };

export type LoginOutput =
  | { readonly outcome: 'loggedIn'; readonly member: MemberInfo }
  | { readonly outcome: 'passwordChangeRequired'; readonly oldPassword: string };

const usernameSchemaFor = cachedSchema(usernameLoginSchema);
const smsSchemaFor = cachedSchema(smsLoginSchema);

function checkSubmission(context: LoginContext, values: LoginFormValues) {
  if (context.mode === 'sms')
    return validate(smsSchemaFor({ mobile: context.config.mobile, smsCode: context.config.smsCode }), values);
  return validate(usernameSchemaFor({ captchaRequired: context.captchaRequired }), values);
}

function requestFrom(context: LoginContext, values: LoginFormValues): LoginRequest {
  if (context.mode === 'sms') {
    return {
      type: 'sms',
      mobileNum: (values.mobileNum ?? '').trim(),
      verificationCode: (values.verificationCode ?? '').trim(),
      countryDialingCode: (values.countryDialingCode ?? '').trim(),
    };
  }
  const captcha = (values.captcha ?? '').trim();
  return {
    type: 'username',
    username: (values.username ?? '').trim(),
    password: (values.password ?? '').trim(),
    captcha: context.captchaRequired && captcha !== '' ? captcha : null,
  };
}

function passwordChangeReason(context: LoginContext): 'defaultPassword' | 'expired' | null {
  if (context.method !== 'username' || context.request?.type !== 'username') return null;
  if (context.request.password === context.config.defaultWeakPassword) return 'defaultPassword';
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

const afterTokenStored = [
  { guard: 'canRemember', target: 'rememberingCredentials' },
  { guard: 'mustChangePassword', target: '#login.passwordChangeRequired' },
  { target: 'loadingMemberInfo' },
] as const;

const afterRemembering = [
  { guard: 'mustChangePassword', target: '#login.passwordChangeRequired' },
  { target: 'loadingMemberInfo' },
] as const;

export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
    emitted: {} as LoginEmitted,
    output: {} as LoginOutput,
  },
  actors: {
    verifyHuman: notProvided<HumanVerification, unknown>('verifyHuman'),
    login: notProvided<LoginResult, LoginActorInput>('login'),
    providerLogin: notProvided<LoginResult, { provider: SocialProvider }>('providerLogin'),
    storeToken: notProvidedEffect<{ token: string }>('storeToken'),
    rememberCredentials: notProvidedEffect<RememberCredentialsInput>('rememberCredentials'),
    loadMemberInfo: notProvided<MemberInfo, unknown>('loadMemberInfo'),
    discardSession: notProvidedEffect<unknown>('discardSession'),
    fetchCaptcha: notProvided<string, unknown>('fetchCaptcha'),
  },
  delays: {
    captchaThrottle: CAPTCHA_REFRESH_THROTTLE_MS,
  },
  guards: {
    modeAvailable: ({ context, event }) =>
      event.type === 'SWITCH_MODE' && (event.mode === 'username' || context.config.codeLoginEnabled),
    submissionInvalid: ({ context, event }) =>
      event.type === 'SUBMIT' && !checkSubmission(context, event.values).success,
    smsMode: ({ context }) => context.mode === 'sms',
    socialAvailable: ({ context }) => context.config.page === 'portal' && context.config.socialLoginEnabled,
    captchaDemanded: ({ context, event }) =>
      context.captchaRequired || ('error' in event && toFailure(event.error).captchaRequired),
    canRemember: ({ context }) => context.config.page === 'portal' && context.method !== 'firebase',
    mustChangePassword: ({ context }) => passwordChangeReason(context) !== null,
    notMember: ({ context }, member: MemberInfo) => !context.config.memberTypes.includes(member.type),
    agentPageNonAgent: ({ context }, member: MemberInfo) =>
      context.config.page === 'agent' && !isAgentType(member.type),
    throttleOpen: stateIn({ active: { captchaThrottle: 'open' } }),
    captchaRefreshable: or([
      stateIn({ active: { captcha: 'shown' } }),
      stateIn({ active: { captcha: 'unavailable' } }),
    ]),
  },
  actions: {
    takeSubmission: assign(({ context, event }) => {
      if (event.type !== 'SUBMIT') return {};
      return {
        request: requestFrom(context, event.values),
        rememberMe: context.config.page === 'portal' && event.values.rememberMe === true,
        method: context.mode,
        fieldErrors: {},
        failure: null,
        verification: null,
        provider: null,
      };
    }),
    rejectSubmission: assign(({ context, event }) => {
      if (event.type !== 'SUBMIT') return {};
      const result = checkSubmission(context, event.values);
      return { fieldErrors: result.success ? {} : toFieldErrors(result.issues), failure: null };
    }),
    keepFailure: assign({
      failure: (_, params: { error: unknown; fallback?: Failure['code'] }) =>
        toFailure(params.error, params.fallback),
    }),
    announceFirstLogin: enqueueActions(({ context, enqueue }) => {
      if (context.session?.firstTimeLogin) enqueue.emit({ type: 'firstLogin' });
    }),
    // Back to the form: drop everything from the failed attempt so the next one starts clean.
    resetAttempt: assign(({ context }) => ({
      request: null,
      verification: null,
      provider: null,
      session: null,
      member: null,
      rememberMe: false,
      method: context.mode,
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
    captchaImage: null,
    fieldErrors: {},
    failure: null,
    request: null,
    verification: null,
    provider: null,
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
                  { guard: 'smsMode', target: 'authenticating', actions: 'takeSubmission' },
                  { target: 'verifyingHuman', actions: 'takeSubmission' },
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
            verifyingHuman: {
              invoke: {
                id: 'verifyHuman',
                src: 'verifyHuman',
                onDone: {
                  target: 'authenticating',
                  actions: assign({ verification: ({ event }) => event.output }),
                },
                onError: {
                  target: 'editing',
                  actions: [
                    {
                      type: 'keepFailure',
                      params: ({ event }) => ({ error: event.error, fallback: 'VERIFICATION_REQUIRED' }),
                    },
                    'resetAttempt',
                  ],
                },
              },
            },
            authenticating: {
              invoke: {
                id: 'login',
                src: 'login',
                input: ({ context }) => ({
                  ...(context.request as LoginRequest),
                  verification: context.verification,
                }),
                onDone: { target: 'storingToken', actions: assign({ session: ({ event }) => event.output }) },
                onError: [
                  {
                    // The server wants a captcha, or the one shown has been used: show a fresh one.
                    guard: and(['captchaDemanded', not('smsMode')]),
                    target: ['#login.active.flow.editing', '#login.active.captcha.loading'],
                    actions: [
                      { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
                      'resetAttempt',
                      assign({ captchaRequired: true }),
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
        captcha: {
          initial: 'hidden',
          states: {
            hidden: {},
            loading: {
              invoke: {
                id: 'fetchCaptcha',
                src: 'fetchCaptcha',
                onDone: { target: 'shown', actions: assign({ captchaImage: ({ event }) => event.output }) },
                onError: { target: 'unavailable', actions: assign({ captchaImage: null }) },
              },
            },
            shown: { on: { REFRESH_CAPTCHA: { guard: 'throttleOpen', target: 'loading' } } },
            unavailable: { on: { REFRESH_CAPTCHA: { guard: 'throttleOpen', target: 'loading' } } },
          },
        },
        captchaThrottle: {
          initial: 'open',
          states: {
            open: { on: { REFRESH_CAPTCHA: { guard: 'captchaRefreshable', target: 'closed' } } },
            closed: { after: { captchaThrottle: 'open' } },
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
      : {
          outcome: 'passwordChangeRequired',
          oldPassword: context.request?.type === 'username' ? context.request.password : '',
        },
});

export const loginDescribe = defineDescribe(loginMachine, {
  id: 'login',
  summary:
    'Login popup and agent login page: username or SMS tab, captcha on demand, human verification, remember-me and post-login routing.',
  uiStates: {
    editing: {
      value: { active: { flow: 'editing', captcha: 'hidden', captchaThrottle: 'open' } },
      summary: 'Username tab, empty form.',
    },
    editingSms: {
      value: { active: { flow: 'editing', captcha: 'hidden', captchaThrottle: 'open' } },
      summary: 'SMS tab with mobile number and code inputs.',
      context: { mode: 'sms' },
    },
    fieldErrors: {
      value: { active: { flow: 'editing', captcha: 'hidden', captchaThrottle: 'open' } },
      summary: 'Submitted empty: errors under the inputs.',
      context: { fieldErrors: { username: { code: 'required' }, password: { code: 'required' } } },
    },
    failed: {
      value: { active: { flow: 'editing', captcha: 'hidden', captchaThrottle: 'open' } },
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
      context: { captchaRequired: true, captchaImage: 'data:image/png;base64,iVBORw0KGgo=' },
    },
    captchaUnavailable: {
      value: { active: { flow: 'editing', captcha: 'unavailable', captchaThrottle: 'open' } },
      summary: 'The captcha image failed to load: refresh control only.',
      context: { captchaRequired: true },
    },
    verifyingHuman: {
      value: { active: { flow: 'verifyingHuman', captcha: 'hidden', captchaThrottle: 'open' } },
      summary: 'Human-verification challenge over the form.',
    },
    authenticating: {
      value: { active: { flow: 'authenticating', captcha: 'hidden', captchaThrottle: 'open' } },
      summary: 'Submit button busy.',
    },
    authenticatingWithProvider: {
      value: { active: { flow: 'authenticatingWithProvider', captcha: 'hidden', captchaThrottle: 'open' } },
      summary: 'Waiting for the Facebook/Google window.',
      context: { provider: 'google', method: 'firebase' },
    },
    signingIn: {
      value: { active: { flow: 'loadingMemberInfo', captcha: 'hidden', captchaThrottle: 'open' } },
      summary: 'Logged in, loading the account.',
    },
    refused: {
      value: { active: { flow: 'editing', captcha: 'hidden', captchaThrottle: 'open' } },
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
