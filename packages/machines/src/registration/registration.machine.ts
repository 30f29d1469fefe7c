import type { agent, auth, BodyOf, QueryOf, ResponseOf } from '@portal/api-contract';
import {
  registerFieldNames,
  registerFieldVisibility,
  registerSchema,
  validate,
  type FieldErrors,
  type MobileRule,
  type RegisterFieldName,
  type RegisterFieldsConfig,
  type RegisterSettings,
  type RegisterType,
  type RegisterValues,
  type SmsCodeRule,
} from '@portal/api-contract/validation';
import { assign, emit, raise, setup } from 'xstate';
import type { MemberInfo } from '../shared/accounts';
import {
  CAPTCHA_SAMPLE_IMAGE,
  captchaFragment,
  fetchCaptcha,
  type CaptchaContext,
  type CaptchaEvent,
} from '../shared/captcha';
import { notProvided, notProvidedEffect } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { sampleFailure, toFailure, type Failure } from '../shared/failure';
import { cachedSchema } from '../shared/schemaCache';
import { formSubmission } from '../shared/submission';

export interface RegistrationInput {
  /** USERNAMEREG3: the username tab exists. */
  readonly usernameRegistration: boolean;
  /** MOBILENUMREG3: the mobile tab exists. */
  readonly mobileRegistration: boolean;
  /**
   * MOBILENUMPASSREG3 (default on): the mobile tab asks for a password. Off, the number and its SMS
   * code alone make the account, which logs in by code.
   */
  readonly mobilePassword?: boolean;
  /** REGMOBVERF3: a mobile number needs an SMS code. */
  readonly smsVerification: boolean;
  /** SMS codes are sent and checked by the identity provider, before registering. */
  readonly identityProvider: boolean;
  /** Per-field settings from GET /wps/system/setting/register (a captcha among them). */
  readonly fields: RegisterFieldsConfig;
  readonly mobile?: MobileRule;
  readonly smsCode?: SmsCodeRule;
  readonly legalAge?: number;
  /** An affiliate code taken from the page URL, checked as soon as the form opens. */
  readonly affiliateCodeFromUrl?: string | null;
  readonly domain: string;
  readonly registerUrl: string;
}

/** The form draft; the machine validates it against the server's field settings on SUBMIT. */
export type RegisterFormValues = Partial<Record<RegisterFieldName, string>> & {
  readonly termsAccepted?: boolean;
  readonly ageConfirmed?: boolean;
  readonly countryDialingCode?: string;
};

/** PUT /wps/member/register or, for the mobile tab, PUT /wps/member/register/mobile. */
export type RegisterRequest =
  | { readonly registerType: 'username'; readonly body: BodyOf<typeof auth.register> }
  | { readonly registerType: 'mobile'; readonly body: BodyOf<typeof auth.registerMobile> };
export type RegisterResult = ResponseOf<typeof auth.register>;
type RegisterBody = BodyOf<typeof auth.register>;

/** The identity provider's check of an SMS code; its token goes to the server as firebaseIdToken. */
export interface VerifySmsCodeInput {
  readonly mobileNum: string;
  readonly countryDialingCode: string;
  readonly verificationCode: string;
}
export interface VerifiedSmsCode {
  readonly idToken: NonNullable<RegisterBody['firebaseIdToken']>;
}

/** GET /wps/agent/affiliate: succeeds for a valid code, fails with INVALID_INVITATION_CODE. */
export type VerifyAffiliateInput = NonNullable<QueryOf<typeof agent.affiliate>>;
export type VerifiedAffiliate = ResponseOf<typeof agent.affiliate>;

export type AffiliateSource = 'url' | 'form';

export interface RegistrationConfig {
  readonly usernameRegistration: boolean;
  readonly mobileRegistration: boolean;
  readonly mobilePassword: boolean;
  readonly smsVerification: boolean;
  readonly identityProvider: boolean;
  readonly fields: RegisterFieldsConfig;
  readonly mobile: MobileRule;
  readonly smsCode: SmsCodeRule;
  readonly legalAge: number | undefined;
  readonly domain: string;
  readonly registerUrl: string;
}

export interface RegistrationContext extends CaptchaContext {
  readonly config: RegistrationConfig;
  readonly registerType: RegisterType;
  /** The affiliate code found in the page URL, before any check. */
  readonly urlAffiliateCode: string | null;
  /** The URL code once checked valid: the affiliate field is hidden and this code is sent. */
  readonly affiliateFromUrl: string | null;
  readonly fieldErrors: FieldErrors;
  readonly failure: Failure | null;
  readonly values: RegisterValues | null;
  readonly countryDialingCode: string;
  readonly firebaseIdToken: string | null;
  readonly session: RegisterResult | null;
  readonly member: MemberInfo | null;
}

export type RegistrationEvent =
  | { type: 'SWITCH_TYPE'; registerType: RegisterType }
  | { type: 'SUBMIT'; values: RegisterFormValues }
  | CaptchaEvent;

export type RegistrationEmitted =
  | { type: 'registered'; member: MemberInfo }
  | { type: 'firstLogin' }
  | { type: 'close' }
  | { type: 'navigate'; to: '/' }
  /** The account exists but the server opened no session: the person logs in by hand. */
  | { type: 'openLogin' };

const schemaFor = cachedSchema(registerSchema);

function settingsOf(context: RegistrationContext): RegisterSettings {
  const { config } = context;
  return {
    registerType: context.registerType,
    fields: config.fields,
    smsVerification: config.smsVerification,
    mobilePassword: config.mobilePassword,
    mobile: config.mobile,
    smsCode: config.smsCode,
    ...(config.legalAge === undefined ? {} : { legalAge: config.legalAge }),
  };
}

function withUrlAffiliate(context: RegistrationContext, values: RegisterFormValues): RegisterFormValues {
  return context.affiliateFromUrl ? { ...values, affiliateCode: context.affiliateFromUrl } : values;
}

function needsSmsCheck(context: RegistrationContext): boolean {
  return (
    context.config.identityProvider &&
    registerFieldVisibility(settingsOf(context)).verificationCode.shown &&
    Boolean(context.values?.mobileNum)
  );
}

function needsAffiliateCheck(context: RegistrationContext): boolean {
  const code = context.values?.affiliateCode;
  // Only the URL code that was checked valid when the form opened can skip the check.
  return (
    context.config.fields.affiliateCode?.enabled === true &&
    Boolean(code) &&
    code !== context.affiliateFromUrl
  );
}

/** Form fields the body carries on its own terms (account and password), elsewhere (captcha) or never. */
const fieldsSentOtherwise = [
  'username',
  'password',
  'confirmPassword',
  'captcha',
] as const satisfies readonly RegisterFieldName[];
type OptionalField = Exclude<RegisterFieldName, (typeof fieldsSentOtherwise)[number]>;

/**
 * Form fields sent only when filled in: an empty optional field is left out, not sent blank. Typed
 * against the body, so a new form field the register call does not take fails to compile here.
 */
const optionalFields: readonly (OptionalField & keyof RegisterBody)[] = registerFieldNames.filter(
  (name): name is OptionalField => !(fieldsSentOtherwise as readonly RegisterFieldName[]).includes(name),
);

/** The body of either call, the password aside: a mobile registration may go without one. */
function registerBody(context: RegistrationContext): Omit<RegisterBody, 'password'> {
  const values = context.values as RegisterValues;
  const filled = Object.fromEntries(
    optionalFields.filter((name) => values[name] !== '').map((name) => [name, values[name]]),
  ) as Partial<Pick<RegisterBody, OptionalField>>;
  const captchaShown = context.config.fields.captcha?.enabled === true && values.captcha !== '';
  return {
    ...filled,
    // A mobile registration uses the number as the account name (the schema sets it).
    username: values.username,
    ...(values.mobileNum !== '' ? { countryDialingCode: context.countryDialingCode } : {}),
    ...(captchaShown ? { captcha: values.captcha, captchaKey: context.captcha?.key } : {}),
    registerUrl: context.config.registerUrl,
    domain: context.config.domain,
    registerMethod: 'WEB',
    login: true,
    ...(context.firebaseIdToken ? { firebaseChannel: 'SMS', firebaseIdToken: context.firebaseIdToken } : {}),
  };
}

function registerRequest(context: RegistrationContext): RegisterRequest {
  const body = registerBody(context);
  const { password } = context.values as RegisterValues;
  if (context.registerType === 'username') return { registerType: 'username', body: { ...body, password } };
  // MOBILENUMPASSREG3 off: the form asked for no password, so none is sent.
  const withPassword = registerFieldVisibility(settingsOf(context)).password.shown;
  return {
    registerType: 'mobile',
    body: {
      ...body,
      ...(withPassword ? { password } : {}),
      mobileNum: body.mobileNum ?? '',
      countryDialingCode: context.countryDialingCode,
    },
  };
}

// On when the server's field settings enable it (seeded on for aurora and ember).
const captcha = captchaFragment<RegistrationContext, RegistrationEvent>(
  '#registration',
  (context) => context.config.fields.captcha?.enabled === true,
);

const submission = formSubmission<RegistrationContext, RegistrationEvent>()({
  check: (context, values) => validate(schemaFor(settingsOf(context)), withUrlAffiliate(context, values)),
  take: (_, values, draft) => ({
    values,
    countryDialingCode: (draft.countryDialingCode ?? '').trim(),
  }),
});

export const registrationMachine = setup({
  types: {
    input: {} as RegistrationInput,
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    emitted: {} as RegistrationEmitted,
  },
  actors: {
    verifyAffiliateCode: notProvided<VerifiedAffiliate, VerifyAffiliateInput>('verifyAffiliateCode'),
    verifySmsCode: notProvided<VerifiedSmsCode, VerifySmsCodeInput>('verifySmsCode'),
    register: notProvided<RegisterResult, RegisterRequest>('register'),
    storeToken: notProvidedEffect<{ token: string }>('storeToken'),
    loadMemberInfo: notProvided<MemberInfo, unknown>('loadMemberInfo'),
    fetchCaptcha,
  },
  delays: captcha.delays,
  guards: {
    ...captcha.guards,
    ...submission.guards,
    hasUrlAffiliate: ({ context }) =>
      context.config.fields.affiliateCode?.enabled === true && Boolean(context.urlAffiliateCode),
    typeAvailable: ({ context, event }) =>
      event.type === 'SWITCH_TYPE' &&
      (event.registerType === 'username'
        ? context.config.usernameRegistration
        : context.config.mobileRegistration),
    // On a SUBMIT, the values it is about to take decide.
    needsSmsCheck: ({ context, event }) => needsSmsCheck(submission.submitted(context, event)),
    needsAffiliateCheck: ({ context, event }) => needsAffiliateCheck(submission.submitted(context, event)),
    invitationRefused: ({ event }) =>
      'error' in event && toFailure(event.error).code === 'INVALID_INVITATION_CODE',
    signedIn: (_, result: RegisterResult) => result.token !== null,
  },
  actions: {
    ...captcha.actions,
    ...submission.actions,
    keepFailure: assign(({ context }, params: { error: unknown; fallback?: Failure['code'] }) => {
      const failure = toFailure(params.error, params.fallback);
      return { failure, fieldErrors: { ...context.fieldErrors, ...failure.fieldErrors } };
    }),
    resetAttempt: assign({
      values: null,
      firebaseIdToken: null,
      session: null,
      member: null,
    }),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    config: {
      usernameRegistration: input.usernameRegistration,
      mobileRegistration: input.mobileRegistration,
      mobilePassword: input.mobilePassword ?? true,
      smsVerification: input.smsVerification,
      identityProvider: input.identityProvider,
      fields: input.fields,
      mobile: input.mobile ?? {},
      smsCode: input.smsCode ?? {},
      legalAge: input.legalAge,
      domain: input.domain,
      registerUrl: input.registerUrl,
    },
    registerType: input.usernameRegistration || !input.mobileRegistration ? 'username' : 'mobile',
    urlAffiliateCode: input.affiliateCodeFromUrl?.trim() || null,
    affiliateFromUrl: null,
    fieldErrors: {},
    failure: null,
    values: null,
    countryDialingCode: '',
    firebaseIdToken: null,
    session: null,
    member: null,
    captcha: null,
  }),
  type: 'parallel',
  states: {
    affiliateField: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'hasUrlAffiliate', target: 'checking' }, { target: 'shown' }],
        },
        checking: {
          invoke: {
            id: 'checkUrlAffiliate',
            src: 'verifyAffiliateCode',
            input: ({ context }) => ({ code: context.urlAffiliateCode ?? '', domain: context.config.domain }),
            onDone: {
              target: 'hidden',
              actions: assign({ affiliateFromUrl: ({ context }) => context.urlAffiliateCode }),
            },
            // Invalid, or the check failed: the field is shown and the person may type a code.
            onError: 'shown',
          },
        },
        /** The URL code is valid: no field, the code is sent as is. */
        hidden: {},
        shown: {},
      },
    },
    flow: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SWITCH_TYPE: {
              guard: 'typeAvailable',
              actions: assign({
                registerType: ({ event }) => event.registerType,
                fieldErrors: {},
                failure: null,
              }),
            },
            SUBMIT: [
              { guard: 'submissionInvalid', actions: 'rejectSubmission' },
              { guard: 'needsSmsCheck', target: 'verifyingSmsCode', actions: 'takeSubmission' },
              { guard: 'needsAffiliateCheck', target: 'verifyingAffiliate', actions: 'takeSubmission' },
              { target: 'registering', actions: 'takeSubmission' },
            ],
          },
        },
        verifyingSmsCode: {
          invoke: {
            id: 'verifySmsCode',
            src: 'verifySmsCode',
            input: ({ context }) => ({
              mobileNum: context.values?.mobileNum ?? '',
              countryDialingCode: context.countryDialingCode,
              verificationCode: context.values?.verificationCode ?? '',
            }),
            onDone: [
              {
                guard: 'needsAffiliateCheck',
                target: 'verifyingAffiliate',
                actions: assign({ firebaseIdToken: ({ event }) => event.output.idToken }),
              },
              {
                target: 'registering',
                actions: assign({ firebaseIdToken: ({ event }) => event.output.idToken }),
              },
            ],
            // A wrong code stops here: nothing is registered.
            onError: {
              target: 'editing',
              actions: [
                {
                  type: 'keepFailure',
                  params: ({ event }) => ({ error: event.error, fallback: 'INVALID_VERIFICATION_CODE' }),
                },
                'resetAttempt',
              ],
            },
          },
        },
        verifyingAffiliate: {
          invoke: {
            id: 'verifyAffiliateCode',
            src: 'verifyAffiliateCode',
            input: ({ context }) => ({
              code: context.values?.affiliateCode ?? '',
              domain: context.config.domain,
            }),
            onDone: 'registering',
            onError: [
              {
                guard: 'invitationRefused',
                target: 'editing',
                actions: [
                  { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
                  assign({ fieldErrors: { affiliateCode: { code: 'invitationCodeInvalid' } } }),
                  'resetAttempt',
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
        registering: {
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => registerRequest(context),
            onDone: [
              {
                guard: { type: 'signedIn', params: ({ event }) => event.output },
                target: 'storingToken',
                actions: assign({ session: ({ event }) => event.output }),
              },
              { target: 'done', actions: [emit({ type: 'close' }), emit({ type: 'openLogin' })] },
            ],
            onError: {
              target: 'editing',
              actions: [
                { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
                'resetAttempt',
                // The server used the captcha up (or refused it): a fresh one shows with the error.
                raise({ type: 'CAPTCHA_SPENT' }),
              ],
            },
          },
        },
        storingToken: {
          invoke: {
            id: 'storeToken',
            src: 'storeToken',
            input: ({ context }) => ({ token: context.session?.token ?? '' }),
            onDone: 'loadingMemberInfo',
            onError: {
              target: 'editing',
              actions: [
                { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
                'resetAttempt',
              ],
            },
          },
        },
        loadingMemberInfo: {
          invoke: {
            id: 'loadMemberInfo',
            src: 'loadMemberInfo',
            onDone: {
              target: 'done',
              actions: [
                assign({ member: ({ event }) => event.output }),
                emit(({ event }) => ({ type: 'registered' as const, member: event.output })),
                emit({ type: 'firstLogin' }),
                emit({ type: 'close' }),
                emit({ type: 'navigate', to: '/' }),
              ],
            },
            // The account exists and the session is stored: go on without the profile details.
            onError: {
              target: 'done',
              actions: [
                emit({ type: 'firstLogin' }),
                emit({ type: 'close' }),
                emit({ type: 'navigate', to: '/' }),
              ],
            },
          },
        },
        done: { type: 'final' },
      },
    },
    ...captcha.regions,
  },
});

const noCaptcha = { captcha: 'hidden', captchaThrottle: 'open' } as const;

export const registrationDescribe = defineDescribe(registrationMachine, {
  id: 'registration',
  summary:
    'Register popup: username or mobile tab, server-configured fields, terms and age, SMS and affiliate checks, then register and sign in.',
  uiStates: {
    editing: {
      value: { affiliateField: 'shown', flow: 'editing', ...noCaptcha },
      summary: 'Username tab with the affiliate field.',
    },
    editingMobile: {
      value: { affiliateField: 'shown', flow: 'editing', ...noCaptcha },
      summary: 'Mobile tab with SMS code input.',
      context: { registerType: 'mobile' },
    },
    checkingUrlAffiliate: {
      value: { affiliateField: 'checking', flow: 'editing', ...noCaptcha },
      summary: 'Affiliate code from the URL being checked.',
      context: { urlAffiliateCode: 'AFF123' },
    },
    affiliateHidden: {
      value: { affiliateField: 'hidden', flow: 'editing', ...noCaptcha },
      summary: 'URL code valid: the affiliate field is hidden.',
      context: { urlAffiliateCode: 'AFF123', affiliateFromUrl: 'AFF123' },
    },
    fieldErrors: {
      value: { affiliateField: 'shown', flow: 'editing', ...noCaptcha },
      summary: 'Inline errors: terms, age, inconsistent passwords.',
      context: {
        fieldErrors: {
          termsAccepted: { code: 'termsRequired' },
          ageConfirmed: { code: 'ageRequired', params: { age: 18 } },
          confirmPassword: { code: 'passwordsInconsistent' },
        },
      },
    },
    invalidInvitation: {
      value: { affiliateField: 'shown', flow: 'editing', ...noCaptcha },
      summary: 'Warning with the invitation-code error.',
      context: {
        failure: sampleFailure('INVALID_INVITATION_CODE'),
        fieldErrors: { affiliateCode: { code: 'invitationCodeInvalid' } },
      },
    },
    captchaShown: {
      value: { affiliateField: 'shown', flow: 'editing', captcha: 'shown', captchaThrottle: 'open' },
      summary: 'The merchant turns the captcha on: its image, input and refresh control.',
      context: { captcha: { image: CAPTCHA_SAMPLE_IMAGE, key: 'captcha-sample' } },
    },
    captchaRefused: {
      value: { affiliateField: 'shown', flow: 'editing', captcha: 'loading', captchaThrottle: 'open' },
      summary: 'Wrong captcha: the error, and a fresh image loading.',
      context: { failure: sampleFailure('CAPTCHA_CHECK_FAILED') },
    },
    verifyingSmsCode: {
      value: { affiliateField: 'shown', flow: 'verifyingSmsCode', ...noCaptcha },
      summary: 'Checking the SMS code with the identity provider.',
    },
    verifyingAffiliate: {
      value: { affiliateField: 'shown', flow: 'verifyingAffiliate', ...noCaptcha },
      summary: 'Checking the typed affiliate code.',
    },
    registering: {
      value: { affiliateField: 'shown', flow: 'registering', ...noCaptcha },
      summary: 'Register button busy.',
    },
    done: {
      value: { affiliateField: 'shown', flow: 'done', ...noCaptcha },
      summary: 'Popup closed, signed in, at /.',
    },
  },
});
