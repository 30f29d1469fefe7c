import type { auth, BodyOf, ResponseOf } from '@portal/api-contract';
import {
  forgotPasswordByEmailSchema,
  forgotPasswordByMobileSchema,
  validate,
  type FieldErrors,
  type ForgotPasswordMethod,
  type MobileRule,
  type SmsCodeRule,
  type TextRule,
  type ValidationResult,
} from '@portal/api-contract/validation';
import { assign, emit, setup } from 'xstate';
import type { MemberInfo } from '../shared/accounts';
import { notProvided, notProvidedEffect } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { sampleFailure, toFailure, type Failure } from '../shared/failure';
import { cachedSchema } from '../shared/schemaCache';
import type { LoginResult } from '../shared/session';
import { formSubmission } from '../shared/submission';

export interface ForgotPasswordInput {
  /** Chosen by a white-label flag: a reset link by email, or a new password set with an SMS code. */
  readonly method: ForgotPasswordMethod;
  readonly usernameRule?: TextRule;
  readonly passwordRule?: TextRule;
  readonly mobile?: MobileRule;
  readonly smsCode?: SmsCodeRule;
}

export interface ForgotPasswordFormValues {
  readonly username?: string;
  readonly email?: string;
  readonly mobileNum?: string;
  readonly verificationCode?: string;
  readonly newPassword?: string;
  readonly countryDialingCode?: string;
}

/** POST /wps/member/password/email (form-encoded). */
export type PasswordEmailRequest = BodyOf<typeof auth.forgotPasswordByEmail>;

/** POST /wps/member/password/phone: the new password exactly as typed. */
export type PasswordResetRequest = BodyOf<typeof auth.setPasswordByPhone>;

/** What the reset answers: the account the number belongs to, which the login then names. */
export type PasswordResetResult = ResponseOf<typeof auth.setPasswordByPhone>;

/**
 * Logging in with the new password right after the reset (POST /wps/session/login), as the account
 * the reset answered: any account holding the number, not only one registered by it (whose name is
 * the number).
 */
export type PasswordResetLoginRequest = Extract<BodyOf<typeof auth.login>, { type: 'username' }>;

export interface ForgotPasswordContext {
  readonly method: ForgotPasswordMethod;
  readonly rules: Pick<ForgotPasswordInput, 'usernameRule' | 'passwordRule' | 'mobile' | 'smsCode'>;
  readonly emailRequest: PasswordEmailRequest | null;
  readonly resetRequest: PasswordResetRequest | null;
  /** The account the reset set the password of: the login's username. */
  readonly resetAccount: string | null;
  readonly fieldErrors: FieldErrors;
  readonly failure: Failure | null;
  readonly session: LoginResult | null;
  readonly member: MemberInfo | null;
}

export type ForgotPasswordEvent = { type: 'SUBMIT'; values: ForgotPasswordFormValues } | { type: 'CLOSE' };

export type ForgotPasswordEmitted =
  | { type: 'resetEmailSent'; email: string }
  | { type: 'loggedIn'; member: MemberInfo | null }
  | { type: 'close' }
  | { type: 'navigate'; to: '/' };

const emailSchemaFor = cachedSchema(forgotPasswordByEmailSchema);
const mobileSchemaFor = cachedSchema(forgotPasswordByMobileSchema);

function checkSubmission(
  context: ForgotPasswordContext,
  values: ForgotPasswordFormValues,
): ValidationResult<Readonly<Record<string, string>>> {
  const { usernameRule, passwordRule, mobile, smsCode } = context.rules;
  if (context.method === 'email')
    return validate(emailSchemaFor(usernameRule ? { usernameRule } : {}), values);
  return validate(
    mobileSchemaFor({
      ...(mobile ? { mobile } : {}),
      ...(smsCode ? { smsCode } : {}),
      ...(passwordRule ? { passwordRule } : {}),
    }),
    values,
  );
}

const submission = formSubmission<ForgotPasswordContext, ForgotPasswordEvent>()({
  check: checkSubmission,
  take: (context, data, values) =>
    context.method === 'email'
      ? { emailRequest: { username: data.username ?? '', email: data.email ?? '' } }
      : {
          resetRequest: {
            mobileNum: data.mobileNum ?? '',
            verificationCode: data.verificationCode ?? '',
            newPassword: data.newPassword ?? '',
            countryDialingCode: (values.countryDialingCode ?? '').trim(),
          },
        },
});

export const forgotPasswordMachine = setup({
  types: {
    input: {} as ForgotPasswordInput,
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    emitted: {} as ForgotPasswordEmitted,
  },
  actors: {
    sendResetEmail: notProvided<ResponseOf<typeof auth.forgotPasswordByEmail>, PasswordEmailRequest>(
      'sendResetEmail',
    ),
    resetPasswordByMobile: notProvided<PasswordResetResult, PasswordResetRequest>('resetPasswordByMobile'),
    login: notProvided<LoginResult, PasswordResetLoginRequest>('login'),
    storeToken: notProvidedEffect<{ token: string }>('storeToken'),
    loadMemberInfo: notProvided<MemberInfo, unknown>('loadMemberInfo'),
  },
  guards: {
    ...submission.guards,
    byEmail: ({ context }) => context.method === 'email',
  },
  actions: {
    ...submission.actions,
    keepFailure: assign(({ context }, params: { error: unknown }) => {
      const failure = toFailure(params.error);
      return {
        failure,
        fieldErrors: { ...context.fieldErrors, ...failure.fieldErrors },
        emailRequest: null,
        resetRequest: null,
        session: null,
      };
    }),
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({
    method: input.method,
    rules: {
      usernameRule: input.usernameRule,
      passwordRule: input.passwordRule,
      mobile: input.mobile,
      smsCode: input.smsCode,
    },
    emailRequest: null,
    resetRequest: null,
    resetAccount: null,
    fieldErrors: {},
    failure: null,
    session: null,
    member: null,
  }),
  initial: 'editing',
  on: { CLOSE: { target: '.closed' } },
  states: {
    editing: {
      on: {
        SUBMIT: [
          { guard: 'submissionInvalid', actions: 'rejectSubmission' },
          { guard: 'byEmail', target: 'sendingEmail', actions: 'takeSubmission' },
          { target: 'resetting', actions: 'takeSubmission' },
        ],
      },
    },
    sendingEmail: {
      invoke: {
        id: 'sendResetEmail',
        src: 'sendResetEmail',
        input: ({ context }) => context.emailRequest ?? { username: '', email: '' },
        onDone: {
          target: 'emailSent',
          actions: emit(({ context }) => ({
            type: 'resetEmailSent' as const,
            email: context.emailRequest?.email ?? '',
          })),
        },
        onError: {
          target: 'editing',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The confirmation is shown; the popup closes when it is acknowledged. */
    emailSent: {},
    resetting: {
      invoke: {
        id: 'resetPasswordByMobile',
        src: 'resetPasswordByMobile',
        input: ({ context }) =>
          context.resetRequest ?? {
            mobileNum: '',
            verificationCode: '',
            newPassword: '',
            countryDialingCode: '',
          },
        onDone: {
          target: 'loggingIn',
          actions: assign({ resetAccount: ({ event }) => event.output.account }),
        },
        onError: {
          target: 'editing',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loggingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({
          type: 'username' as const,
          username: context.resetAccount ?? '',
          password: context.resetRequest?.newPassword ?? '',
          loginArea: 'member' as const,
        }),
        onDone: { target: 'storingToken', actions: assign({ session: ({ event }) => event.output }) },
        // The password did change: the person can log in by hand, so close instead of stranding them.
        onError: {
          target: 'closed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
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
          target: 'closed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadingMemberInfo: {
      invoke: {
        id: 'loadMemberInfo',
        src: 'loadMemberInfo',
        onDone: { target: 'done', actions: assign({ member: ({ event }) => event.output }) },
        onError: 'done',
      },
    },
    done: {
      type: 'final',
      entry: [
        emit(({ context }) => ({ type: 'loggedIn' as const, member: context.member })),
        emit({ type: 'close' }),
        emit({ type: 'navigate', to: '/' }),
      ],
    },
    closed: { type: 'final', entry: emit({ type: 'close' }) },
  },
});

export const forgotPasswordDescribe = defineDescribe(forgotPasswordMachine, {
  id: 'forgotPassword',
  summary:
    'Forgot-password popup: a reset email (username + email) or a new password set with an SMS code, then an automatic login.',
  uiStates: {
    byEmail: { value: 'editing', summary: 'Username and email inputs.', context: { method: 'email' } },
    byMobile: {
      value: 'editing',
      summary: 'Mobile number, SMS code (with send button) and new password.',
      context: { method: 'mobile' },
    },
    fieldErrors: {
      value: 'editing',
      summary: 'Inline errors under the inputs.',
      context: { method: 'email', fieldErrors: { username: { code: 'required' }, email: { code: 'email' } } },
    },
    accountNotFound: {
      value: 'editing',
      summary: '"Username/Email does not exist".',
      context: { method: 'email', failure: sampleFailure('ACCOUNT_NOT_FOUND') },
    },
    sendingEmail: { value: 'sendingEmail', summary: 'Submit busy.', context: { method: 'email' } },
    emailSent: {
      value: 'emailSent',
      summary: 'Confirmation that the reset email was sent, with OK.',
      context: { method: 'email' },
    },
    resetting: {
      value: 'resetting',
      summary: 'Submit busy while the new password is set.',
      context: { method: 'mobile' },
    },
    loggingIn: {
      value: 'loggingIn',
      summary: 'Logging in with the new password.',
      context: { method: 'mobile' },
    },
  },
});
