import {
  isMobileShown,
  registerSchema,
  toFieldErrors,
  validate,
  type FieldErrors,
  type MobileRule,
  type RegisterFieldName,
  type RegisterFieldsConfig,
  type RegisterSettings,
  type RegisterType,
  type RegisterValues,
  type SmsCodeRule,
} from '@portal/api-contract';
import { assign, emit, setup } from 'xstate';
import type { MemberInfo } from '../shared/accounts';
import { notProvided, notProvidedEffect } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { sampleFailure, toFailure, type Failure } from '../shared/failure';
import { cachedSchema } from '../shared/schemaCache';
import type { HumanVerification, LoginResult } from '../shared/session';

export interface RegistrationInput {
  /** USERNAMEREG3: the username tab exists. */
  readonly usernameRegistration: boolean;
  /** MOBILENUMREG3: the mobile tab exists. */
  readonly mobileRegistration: boolean;
  /** REGMOBVERF3: a mobile number needs an SMS code. */
  readonly smsVerification: boolean;
  /** SMS codes are sent and checked by the identity provider, before registering. */
  readonly identityProvider: boolean;
  /** Per-field settings from GET /wps/system/setting/register. */
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

export interface RegisterRequest {
  readonly registerType: RegisterType;
  readonly values: Omit<RegisterValues, 'confirmPassword' | 'termsAccepted' | 'ageConfirmed'>;
  readonly countryDialingCode: string;
  readonly registerUrl: string;
  readonly domain: string;
  readonly registerMethod: 'WEB';
  /** Log the new member in straight away. */
  readonly login: true;
  readonly verification: HumanVerification | null;
  /** Present when the identity provider checked the SMS code. */
  readonly firebaseChannel: 'SMS' | null;
  readonly firebaseIdToken: string | null;
}

export interface VerifySmsCodeInput {
  readonly mobileNum: string;
  readonly countryDialingCode: string;
  readonly verificationCode: string;
}

export interface VerifyAffiliateInput {
  readonly code: string;
  readonly domain: string;
}

export type AffiliateSource = 'url' | 'form';

export interface RegistrationConfig {
  readonly usernameRegistration: boolean;
  readonly mobileRegistration: boolean;
  readonly smsVerification: boolean;
  readonly identityProvider: boolean;
  readonly fields: RegisterFieldsConfig;
  readonly mobile: MobileRule;
  readonly smsCode: SmsCodeRule;
  readonly legalAge: number | undefined;
  readonly domain: string;
  readonly registerUrl: string;
}

export interface RegistrationContext {
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
  readonly verification: HumanVerification | null;
  readonly firebaseIdToken: string | null;
  readonly session: LoginResult | null;
  readonly member: MemberInfo | null;
}

export type RegistrationEvent =
  { type: 'SWITCH_TYPE'; registerType: RegisterType } | { type: 'SUBMIT'; values: RegisterFormValues };

export type RegistrationEmitted =
  | { type: 'registered'; member: MemberInfo }
  | { type: 'firstLogin' }
  | { type: 'close' }
  | { type: 'navigate'; to: '/' };

const schemaFor = cachedSchema(registerSchema);

function settingsOf(context: RegistrationContext): RegisterSettings {
  const { config } = context;
  return {
    registerType: context.registerType,
    fields: config.fields,
    smsVerification: config.smsVerification,
    mobile: config.mobile,
    smsCode: config.smsCode,
    ...(config.legalAge === undefined ? {} : { legalAge: config.legalAge }),
  };
}

function withUrlAffiliate(context: RegistrationContext, values: RegisterFormValues): RegisterFormValues {
  return context.affiliateFromUrl ? { ...values, affiliateCode: context.affiliateFromUrl } : values;
}

function checkSubmission(context: RegistrationContext, values: RegisterFormValues) {
  return validate(schemaFor(settingsOf(context)), withUrlAffiliate(context, values));
}

function needsSmsCheck(context: RegistrationContext): boolean {
  return (
    context.config.smsVerification &&
    context.config.identityProvider &&
    isMobileShown(settingsOf(context)) &&
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

function registerRequest(context: RegistrationContext): RegisterRequest {
  const {
    confirmPassword: _confirm,
    termsAccepted: _terms,
    ageConfirmed: _age,
    ...values
  } = context.values as RegisterValues;
  return {
    registerType: context.registerType,
    values,
    countryDialingCode: context.countryDialingCode,
    registerUrl: context.config.registerUrl,
    domain: context.config.domain,
    registerMethod: 'WEB',
    login: true,
    verification: context.verification,
    firebaseChannel: context.firebaseIdToken ? 'SMS' : null,
    firebaseIdToken: context.firebaseIdToken,
  };
}

const afterHumanVerified = [
  { guard: 'needsSmsCheck', target: 'verifyingSmsCode' },
  { guard: 'needsAffiliateCheck', target: 'verifyingAffiliate' },
  { target: 'registering' },
] as const;

export const registrationMachine = setup({
  types: {
    input: {} as RegistrationInput,
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    emitted: {} as RegistrationEmitted,
  },
  actors: {
    verifyAffiliateCode: notProvided<boolean, VerifyAffiliateInput>('verifyAffiliateCode'),
    verifyHuman: notProvided<HumanVerification, unknown>('verifyHuman'),
    verifySmsCode: notProvided<{ idToken: string }, VerifySmsCodeInput>('verifySmsCode'),
    register: notProvided<LoginResult, RegisterRequest>('register'),
    storeToken: notProvidedEffect<{ token: string }>('storeToken'),
    loadMemberInfo: notProvided<MemberInfo, unknown>('loadMemberInfo'),
  },
  guards: {
    hasUrlAffiliate: ({ context }) =>
      context.config.fields.affiliateCode?.enabled === true && Boolean(context.urlAffiliateCode),
    typeAvailable: ({ context, event }) =>
      event.type === 'SWITCH_TYPE' &&
      (event.registerType === 'username'
        ? context.config.usernameRegistration
        : context.config.mobileRegistration),
    submissionInvalid: ({ context, event }) =>
      event.type === 'SUBMIT' && !checkSubmission(context, event.values).success,
    needsSmsCheck: ({ context }) => needsSmsCheck(context),
    needsAffiliateCheck: ({ context }) => needsAffiliateCheck(context),
    affiliateValid: (_, valid: boolean) => valid,
  },
  actions: {
    rejectSubmission: assign(({ context, event }) => {
      if (event.type !== 'SUBMIT') return {};
      const result = checkSubmission(context, event.values);
      return { fieldErrors: result.success ? {} : toFieldErrors(result.issues), failure: null };
    }),
    takeSubmission: assign(({ context, event }) => {
      if (event.type !== 'SUBMIT') return {};
      const result = checkSubmission(context, event.values);
      return {
        values: result.success ? result.data : null,
        countryDialingCode: (event.values.countryDialingCode ?? '').trim(),
        fieldErrors: {},
        failure: null,
      };
    }),
    keepFailure: assign(({ context }, params: { error: unknown; fallback?: Failure['code'] }) => {
      const failure = toFailure(params.error, params.fallback);
      return { failure, fieldErrors: { ...context.fieldErrors, ...failure.fieldErrors } };
    }),
    resetAttempt: assign({
      values: null,
      verification: null,
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
    verification: null,
    firebaseIdToken: null,
    session: null,
    member: null,
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
            onDone: [
              {
                guard: { type: 'affiliateValid', params: ({ event }) => event.output },
                target: 'hidden',
                actions: assign({ affiliateFromUrl: ({ context }) => context.urlAffiliateCode }),
              },
              { target: 'shown' },
            ],
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
              { target: 'verifyingHuman', actions: 'takeSubmission' },
            ],
          },
        },
        verifyingHuman: {
          invoke: {
            id: 'verifyHuman',
            src: 'verifyHuman',
            onDone: afterHumanVerified.map((branch) => ({
              ...branch,
              actions: assign({ verification: ({ event }) => event.output }),
            })),
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
            onDone: [
              {
                guard: { type: 'affiliateValid', params: ({ event }) => event.output },
                target: 'registering',
              },
              {
                target: 'editing',
                actions: [
                  { type: 'keepFailure', params: { error: { code: 'INVALID_INVITATION_CODE' } } },
                  assign({ fieldErrors: { affiliateCode: { code: 'invitationCodeInvalid' } } }),
                  'resetAttempt',
                ],
              },
            ],
            onError: {
              target: 'editing',
              actions: [
                {
                  type: 'keepFailure',
                  params: ({ event }) => ({ error: event.error, fallback: 'INVALID_INVITATION_CODE' }),
                },
                'resetAttempt',
              ],
            },
          },
        },
        registering: {
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => registerRequest(context),
            onDone: { target: 'storingToken', actions: assign({ session: ({ event }) => event.output }) },
            onError: {
              target: 'editing',
              actions: [
                { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
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
  },
});

export const registrationDescribe = defineDescribe(registrationMachine, {
  id: 'registration',
  summary:
    'Register popup: username or mobile tab, server-configured fields, terms and age, SMS and affiliate checks, then register and sign in.',
  uiStates: {
    editing: {
      value: { affiliateField: 'shown', flow: 'editing' },
      summary: 'Username tab with the affiliate field.',
    },
    editingMobile: {
      value: { affiliateField: 'shown', flow: 'editing' },
      summary: 'Mobile tab with SMS code input.',
      context: { registerType: 'mobile' },
    },
    checkingUrlAffiliate: {
      value: { affiliateField: 'checking', flow: 'editing' },
      summary: 'Affiliate code from the URL being checked.',
      context: { urlAffiliateCode: 'AFF123' },
    },
    affiliateHidden: {
      value: { affiliateField: 'hidden', flow: 'editing' },
      summary: 'URL code valid: the affiliate field is hidden.',
      context: { urlAffiliateCode: 'AFF123', affiliateFromUrl: 'AFF123' },
    },
    fieldErrors: {
      value: { affiliateField: 'shown', flow: 'editing' },
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
      value: { affiliateField: 'shown', flow: 'editing' },
      summary: 'Warning with the invitation-code error.',
      context: {
        failure: sampleFailure('INVALID_INVITATION_CODE'),
        fieldErrors: { affiliateCode: { code: 'invitationCodeInvalid' } },
      },
    },
    verifyingHuman: {
      value: { affiliateField: 'shown', flow: 'verifyingHuman' },
      summary: 'Human-verification challenge.',
    },
    verifyingSmsCode: {
      value: { affiliateField: 'shown', flow: 'verifyingSmsCode' },
      summary: 'Checking the SMS code with the identity provider.',
    },
    verifyingAffiliate: {
      value: { affiliateField: 'shown', flow: 'verifyingAffiliate' },
      summary: 'Checking the typed affiliate code.',
    },
    registering: {
      value: { affiliateField: 'shown', flow: 'registering' },
      summary: 'Register button busy.',
    },
    done: { value: { affiliateField: 'shown', flow: 'done' }, summary: 'Popup closed, signed in, at /.' },
  },
});
