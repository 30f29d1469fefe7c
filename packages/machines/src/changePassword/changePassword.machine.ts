import type { BodyOf, member, ResponseOf } from '@portal/api-contract';
import {
  changePasswordSchema,
  validate,
  type FieldErrors,
  type TextRule,
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
import { notProvided } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { sampleFailure, toFailure, type Failure } from '../shared/failure';
import { cachedSchema } from '../shared/schemaCache';
import { formSubmission } from '../shared/submission';

/** Why the popup is open: forced right after login, or opened from the security centre. */
export type ChangePasswordReason = 'defaultPassword' | 'expired' | 'voluntary';

export interface ChangePasswordInput {
  readonly reason: ChangePasswordReason;
  /** The password just used to log in (forced change): the person is not asked for it again. */
  readonly knownOldPassword?: string | null;
  /**
   * CHNGPASSVERIF3: the white label verifies a person behind every change, with the server's
   * captcha; the form shows one from the start. Without it a captcha appears only when the server
   * asks for one.
   */
  readonly captcha?: boolean;
  readonly passwordRule?: TextRule;
}

export interface ChangePasswordFormValues {
  readonly oldPassword?: string;
  readonly newPassword?: string;
  readonly confirmNewPassword?: string;
  readonly captcha?: string;
}

/**
 * POST /wps/member/password: the passwords exactly as typed (they may start or end with a space),
 * and the captcha's answer with its picture's key when one is shown.
 */
export type ChangePasswordBody = BodyOf<typeof member.changePassword>;

export interface ChangePasswordContext extends CaptchaContext {
  readonly reason: ChangePasswordReason;
  readonly knownOldPassword: string | null;
  /** CHNGPASSVERIF3: a captcha with every change. */
  readonly captchaAlways: boolean;
  /** The server asked for a captcha (CAPTCHA_REQUIRED or a failed check): one is shown from then on. */
  readonly captchaRequired: boolean;
  readonly passwordRule: TextRule | undefined;
  readonly request: ChangePasswordBody | null;
  readonly fieldErrors: FieldErrors;
  readonly failure: Failure | null;
  readonly member: MemberInfo | null;
}

export type ChangePasswordEvent =
  { type: 'SUBMIT'; values: ChangePasswordFormValues } | { type: 'CANCEL' } | CaptchaEvent;

export type ChangePasswordEmitted =
  | { type: 'passwordChanged' }
  | { type: 'loginInfoReloaded'; member: MemberInfo }
  | { type: 'close' }
  | { type: 'navigate'; to: '/' };

const schemaFor = cachedSchema(changePasswordSchema);

function captchaShown(context: ChangePasswordContext): boolean {
  return context.captchaAlways || context.captchaRequired;
}

function valuesWithKnownOld(
  context: ChangePasswordContext,
  values: ChangePasswordFormValues,
): ChangePasswordFormValues {
  return context.knownOldPassword === null ? values : { ...values, oldPassword: context.knownOldPassword };
}

const captcha = captchaFragment<ChangePasswordContext, ChangePasswordEvent>('#changePassword', captchaShown);

const submission = formSubmission<ChangePasswordContext, ChangePasswordEvent>()({
  check: (context, values) =>
    validate(
      schemaFor({
        oldPasswordKnown: context.knownOldPassword !== null,
        captcha: captchaShown(context),
        ...(context.passwordRule ? { passwordRule: context.passwordRule } : {}),
      }),
      valuesWithKnownOld(context, values),
    ),
  take: (context, { oldPassword, newPassword, confirmNewPassword, captcha: answer }) => ({
    request: {
      oldPassword,
      newPassword,
      confirmNewPassword,
      ...(captchaShown(context) ? { captcha: answer, captchaKey: context.captcha?.key } : {}),
    },
  }),
});

export const changePasswordMachine = setup({
  types: {
    input: {} as ChangePasswordInput,
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    emitted: {} as ChangePasswordEmitted,
  },
  actors: {
    fetchCaptcha,
    changePassword: notProvided<ResponseOf<typeof member.changePassword>, ChangePasswordBody>(
      'changePassword',
    ),
    loadMemberInfo: notProvided<MemberInfo, unknown>('loadMemberInfo'),
  },
  delays: captcha.delays,
  guards: {
    ...captcha.guards,
    ...submission.guards,
    // A forced change cannot be skipped: the account stays unusable until it is done.
    cancellable: ({ context }) => context.reason === 'voluntary',
  },
  actions: {
    ...captcha.actions,
    ...submission.actions,
    keepFailure: assign(({ context }, params: { error: unknown }) => {
      const failure = toFailure(params.error);
      return {
        failure,
        fieldErrors: { ...context.fieldErrors, ...failure.fieldErrors },
        request: null,
        captchaRequired: context.captchaRequired || failure.captchaRequired,
      };
    }),
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({
    reason: input.reason,
    knownOldPassword: input.knownOldPassword ?? null,
    captchaAlways: input.captcha ?? false,
    captchaRequired: false,
    passwordRule: input.passwordRule,
    captcha: null,
    request: null,
    fieldErrors: {},
    failure: null,
    member: null,
  }),
  type: 'parallel',
  states: {
    flow: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT: [
              { guard: 'submissionInvalid', actions: 'rejectSubmission' },
              { target: 'changing', actions: 'takeSubmission' },
            ],
            CANCEL: { guard: 'cancellable', target: 'cancelled' },
          },
        },
        changing: {
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: ({ context }) => context.request as ChangePasswordBody,
            onDone: { target: 'reloadingLoginInfo', actions: emit({ type: 'passwordChanged' }) },
            // A captcha sent is used up, right or wrong: a fresh one loads (or the first, when the
            // server asked for one).
            onError: {
              target: 'editing',
              actions: [
                { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
                raise({ type: 'CAPTCHA_SPENT' }),
              ],
            },
          },
        },
        reloadingLoginInfo: {
          invoke: {
            id: 'loadMemberInfo',
            src: 'loadMemberInfo',
            onDone: {
              target: 'done',
              actions: [
                assign({ member: ({ event }) => event.output }),
                emit(({ event }) => ({ type: 'loginInfoReloaded' as const, member: event.output })),
                emit({ type: 'close' }),
                emit({ type: 'navigate', to: '/' }),
              ],
            },
            // The password is changed either way; the session machine reloads the account later.
            onError: {
              target: 'done',
              actions: [emit({ type: 'close' }), emit({ type: 'navigate', to: '/' })],
            },
          },
        },
        done: { type: 'final' },
        cancelled: { type: 'final', entry: emit({ type: 'close' }) },
      },
    },
    ...captcha.regions,
  },
});

const noCaptcha = { captcha: 'hidden', captchaThrottle: 'open' } as const;
const shownCaptcha = { captcha: 'shown', captchaThrottle: 'open' } as const;
const sampleCaptcha = { image: CAPTCHA_SAMPLE_IMAGE, key: 'captcha-sample' };

export const changePasswordDescribe = defineDescribe(changePasswordMachine, {
  id: 'changePassword',
  summary:
    'Change-password popup: forced after login with the default or an expired password, or opened from the security centre; with a captcha where the white label verifies changes (CHNGPASSVERIF3).',
  uiStates: {
    forced: {
      value: { flow: 'editing', ...noCaptcha },
      summary: 'Forced change: no current-password input, no cancel.',
      context: { reason: 'defaultPassword', knownOldPassword: 'weak123' },
    },
    voluntary: {
      value: { flow: 'editing', ...noCaptcha },
      summary: 'From the security centre: current password asked, cancel shown.',
      context: { reason: 'voluntary' },
    },
    captcha: {
      value: { flow: 'editing', ...shownCaptcha },
      summary: 'CHNGPASSVERIF3: the captcha picture and its answer under the passwords.',
      context: { reason: 'voluntary', captchaAlways: true, captcha: sampleCaptcha },
    },
    fieldErrors: {
      value: { flow: 'editing', ...noCaptcha },
      summary: 'Inline errors under the inputs.',
      context: {
        reason: 'voluntary',
        fieldErrors: {
          oldPassword: { code: 'oldPasswordRequired' },
          newPassword: { code: 'pattern.lettersAndDigits', params: { min: 6, max: 20 } },
          confirmNewPassword: { code: 'confirmationMismatch' },
        },
      },
    },
    failed: {
      value: { flow: 'editing', ...noCaptcha },
      summary: 'The server refused the change.',
      context: { reason: 'voluntary', failure: sampleFailure('INVALID_CREDENTIALS') },
    },
    changing: { value: { flow: 'changing', ...noCaptcha }, summary: 'Submit button busy.' },
    done: { value: { flow: 'done', ...noCaptcha }, summary: 'Popup closed, routed to /.' },
  },
});
