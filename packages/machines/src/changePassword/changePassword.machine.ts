import type { BodyOf, member, ResponseOf } from '@portal/api-contract';
import {
  changePasswordSchema,
  validate,
  type FieldErrors,
  type TextRule,
} from '@portal/api-contract/validation';
import { assign, emit, setup } from 'xstate';
import type { MemberInfo } from '../shared/accounts';
import { notProvided } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { sampleFailure, toFailure, type Failure } from '../shared/failure';
import { cachedSchema } from '../shared/schemaCache';
import type { HumanVerification } from '../shared/session';
import { formSubmission } from '../shared/submission';

/** Why the popup is open: forced right after login, or opened from the security centre. */
export type ChangePasswordReason = 'defaultPassword' | 'expired' | 'voluntary';

export interface ChangePasswordInput {
  readonly reason: ChangePasswordReason;
  /** The password just used to log in (forced change): the person is not asked for it again. */
  readonly knownOldPassword?: string | null;
  /** CHNGPASSVERIF3: a human verification precedes the change. */
  readonly humanVerification?: boolean;
  readonly passwordRule?: TextRule;
}

export interface ChangePasswordFormValues {
  readonly oldPassword?: string;
  readonly newPassword?: string;
  readonly confirmNewPassword?: string;
}

/** POST /wps/member/password: the passwords exactly as typed (they may start or end with a space). */
export type ChangePasswordBody = BodyOf<typeof member.changePassword>;

/**
 * What the change actor receives: the contract's body, and the CHNGPASSVERIF3 human verification
 * when it ran. The contract has no field for the latter yet (the server ignores the flag), so the
 * adapter decides how to send it.
 */
export interface ChangePasswordRequest {
  readonly body: ChangePasswordBody;
  readonly humanVerification: HumanVerification | null;
}

export interface ChangePasswordContext {
  readonly reason: ChangePasswordReason;
  readonly knownOldPassword: string | null;
  readonly humanVerification: boolean;
  readonly passwordRule: TextRule | undefined;
  readonly request: ChangePasswordBody | null;
  readonly verification: HumanVerification | null;
  readonly fieldErrors: FieldErrors;
  readonly failure: Failure | null;
  readonly member: MemberInfo | null;
}

export type ChangePasswordEvent = { type: 'SUBMIT'; values: ChangePasswordFormValues } | { type: 'CANCEL' };

export type ChangePasswordEmitted =
  | { type: 'passwordChanged' }
  | { type: 'loginInfoReloaded'; member: MemberInfo }
  | { type: 'close' }
  | { type: 'navigate'; to: '/' };

const schemaFor = cachedSchema(changePasswordSchema);

function valuesWithKnownOld(
  context: ChangePasswordContext,
  values: ChangePasswordFormValues,
): ChangePasswordFormValues {
  return context.knownOldPassword === null ? values : { ...values, oldPassword: context.knownOldPassword };
}

const submission = formSubmission<ChangePasswordContext, ChangePasswordEvent>()({
  check: (context, values) =>
    validate(
      schemaFor({
        oldPasswordKnown: context.knownOldPassword !== null,
        ...(context.passwordRule ? { passwordRule: context.passwordRule } : {}),
      }),
      valuesWithKnownOld(context, values),
    ),
  take: (_, { oldPassword, newPassword, confirmNewPassword }) => ({
    request: { oldPassword, newPassword, confirmNewPassword },
    verification: null,
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
    verifyHuman: notProvided<HumanVerification, unknown>('verifyHuman'),
    changePassword: notProvided<ResponseOf<typeof member.changePassword>, ChangePasswordRequest>(
      'changePassword',
    ),
    loadMemberInfo: notProvided<MemberInfo, unknown>('loadMemberInfo'),
  },
  guards: {
    ...submission.guards,
    needsHumanVerification: ({ context }) => context.humanVerification,
    // A forced change cannot be skipped: the account stays unusable until it is done.
    cancellable: ({ context }) => context.reason === 'voluntary',
  },
  actions: {
    ...submission.actions,
    keepFailure: assign(({ context }, params: { error: unknown; fallback?: Failure['code'] }) => {
      const failure = toFailure(params.error, params.fallback);
      return {
        failure,
        fieldErrors: { ...context.fieldErrors, ...failure.fieldErrors },
        request: null,
        verification: null,
      };
    }),
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({
    reason: input.reason,
    knownOldPassword: input.knownOldPassword ?? null,
    humanVerification: input.humanVerification ?? false,
    passwordRule: input.passwordRule,
    request: null,
    verification: null,
    fieldErrors: {},
    failure: null,
    member: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          { guard: 'submissionInvalid', actions: 'rejectSubmission' },
          { guard: 'needsHumanVerification', target: 'verifyingHuman', actions: 'takeSubmission' },
          { target: 'changing', actions: 'takeSubmission' },
        ],
        CANCEL: { guard: 'cancellable', target: 'cancelled' },
      },
    },
    verifyingHuman: {
      invoke: {
        id: 'verifyHuman',
        src: 'verifyHuman',
        onDone: { target: 'changing', actions: assign({ verification: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: {
            type: 'keepFailure',
            params: ({ event }) => ({ error: event.error, fallback: 'VERIFICATION_REQUIRED' }),
          },
        },
      },
    },
    changing: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          body: context.request as ChangePasswordBody,
          humanVerification: context.verification,
        }),
        onDone: { target: 'reloadingLoginInfo', actions: emit({ type: 'passwordChanged' }) },
        onError: {
          target: 'editing',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
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
        onError: { target: 'done', actions: [emit({ type: 'close' }), emit({ type: 'navigate', to: '/' })] },
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final', entry: emit({ type: 'close' }) },
  },
});

export const changePasswordDescribe = defineDescribe(changePasswordMachine, {
  id: 'changePassword',
  summary:
    'Change-password popup: forced after login with the default or an expired password, or opened from the security centre.',
  uiStates: {
    forced: {
      value: 'editing',
      summary: 'Forced change: no current-password input, no cancel.',
      context: { reason: 'defaultPassword', knownOldPassword: 'weak123' },
    },
    voluntary: {
      value: 'editing',
      summary: 'From the security centre: current password asked, cancel shown.',
      context: { reason: 'voluntary' },
    },
    fieldErrors: {
      value: 'editing',
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
      value: 'editing',
      summary: 'The server refused the change.',
      context: { reason: 'voluntary', failure: sampleFailure('INVALID_CREDENTIALS') },
    },
    verifyingHuman: {
      value: 'verifyingHuman',
      summary: 'Human-verification challenge.',
      context: { humanVerification: true },
    },
    changing: { value: 'changing', summary: 'Submit button busy.' },
    done: { value: 'done', summary: 'Popup closed, routed to /.' },
  },
});
