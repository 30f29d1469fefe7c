import type { AuthenticatorSetup, BodyOf, member, RecoveryCodes } from '@portal/api-contract';
import { authenticatorCodeProblem, type FieldErrors } from '@portal/api-contract/validation';
import { assign, emit, setup } from 'xstate';
import { notProvided } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { sampleFailure, toFailure, type Failure } from '../shared/failure';

export type AuthenticatorConfirmRequest = BodyOf<typeof member.confirmAuthenticator>;

export interface AuthenticatorSetupContext {
  /** The new secret and its otpauth URI, while it is shown; dropped when set-up ends. */
  readonly setup: AuthenticatorSetup | null;
  /** Shown once after the first code is accepted; dropped when the member says they kept them. */
  readonly recoveryCodes: readonly string[];
  readonly request: AuthenticatorConfirmRequest | null;
  readonly fieldErrors: FieldErrors;
  readonly failure: Failure | null;
}

export type AuthenticatorSetupEvent =
  { type: 'START' } | { type: 'SUBMIT_CODE'; code: string } | { type: 'CANCEL' } | { type: 'ACKNOWLEDGE' };

export type AuthenticatorSetupEmitted = { type: 'authenticatorEnabled' };

const cleared = { setup: null, recoveryCodes: [], request: null, fieldErrors: {} } as const;

/**
 * Turning the authenticator app on: a new secret is fetched and shown (QR code and text), the
 * first code from the app confirms it, then the recovery codes are shown once.
 */
export const authenticatorSetupMachine = setup({
  types: {
    context: {} as AuthenticatorSetupContext,
    events: {} as AuthenticatorSetupEvent,
    emitted: {} as AuthenticatorSetupEmitted,
  },
  actors: {
    startAuthenticator: notProvided<AuthenticatorSetup, unknown>('startAuthenticator'),
    confirmAuthenticator: notProvided<RecoveryCodes, AuthenticatorConfirmRequest>('confirmAuthenticator'),
  },
  guards: {
    codeInvalid: ({ event }) =>
      event.type === 'SUBMIT_CODE' && Object.keys(authenticatorCodeProblem(event.code)).length > 0,
    // Too many wrong first codes: the server dropped the secret, set-up starts again.
    secretDropped: ({ event }) => 'error' in event && toFailure(event.error).code === 'CODE_EXPIRED',
  },
  actions: {
    rejectCode: assign(({ event }) =>
      event.type === 'SUBMIT_CODE'
        ? { fieldErrors: authenticatorCodeProblem(event.code), failure: null }
        : {},
    ),
    takeCode: assign(({ event }) =>
      event.type === 'SUBMIT_CODE'
        ? { request: { code: event.code.trim() }, fieldErrors: {}, failure: null }
        : {},
    ),
  },
}).createMachine({
  id: 'authenticatorSetup',
  context: { ...cleared, failure: null },
  initial: 'idle',
  states: {
    idle: { on: { START: { target: 'starting', actions: assign({ failure: null }) } } },
    starting: {
      invoke: {
        id: 'startAuthenticator',
        src: 'startAuthenticator',
        onDone: { target: 'showingSecret', actions: assign({ setup: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    showingSecret: {
      on: {
        SUBMIT_CODE: [
          { guard: 'codeInvalid', actions: 'rejectCode' },
          { target: 'confirming', actions: 'takeCode' },
        ],
        CANCEL: { target: 'idle', actions: assign({ ...cleared, failure: null }) },
      },
    },
    // A second submit while the first code is checked is not handled here, so it is ignored.
    confirming: {
      invoke: {
        id: 'confirmAuthenticator',
        src: 'confirmAuthenticator',
        input: ({ context }) => context.request as AuthenticatorConfirmRequest,
        onDone: {
          target: 'showingRecoveryCodes',
          actions: [
            assign({ recoveryCodes: ({ event }) => event.output.recoveryCodes, request: null }),
            emit({ type: 'authenticatorEnabled' }),
          ],
        },
        onError: [
          {
            guard: 'secretDropped',
            target: 'idle',
            actions: assign(({ event }) => ({ ...cleared, failure: toFailure(event.error) })),
          },
          {
            target: 'showingSecret',
            actions: assign(({ event }) => {
              const failure = toFailure(event.error);
              return { failure, fieldErrors: failure.fieldErrors, request: null };
            }),
          },
        ],
      },
    },
    showingRecoveryCodes: {
      on: { ACKNOWLEDGE: { target: 'done', actions: assign({ ...cleared }) } },
    },
    done: { type: 'final' },
  },
});

const sampleSetup: AuthenticatorSetup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Aurora:demomember?issuer=Aurora&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

export const authenticatorSetupDescribe = defineDescribe(authenticatorSetupMachine, {
  id: 'authenticatorSetup',
  summary: 'Authenticator app set-up: QR code and secret, the first code, then the recovery codes once.',
  uiStates: {
    idle: { value: 'idle', summary: 'Off: a button to set the app up.' },
    startFailed: {
      value: 'idle',
      summary: 'The secret could not be fetched: the error above the button.',
      context: { failure: sampleFailure('NETWORK_ERROR') },
    },
    starting: { value: 'starting', summary: 'Fetching a new secret.' },
    showingSecret: {
      value: 'showingSecret',
      summary: 'QR code, the secret as text and the code field.',
      context: { setup: sampleSetup },
    },
    wrongCode: {
      value: 'showingSecret',
      summary: 'The code was refused: the error with the QR code still shown.',
      context: { setup: sampleSetup, failure: sampleFailure('INVALID_VERIFICATION_CODE') },
    },
    badFormat: {
      value: 'showingSecret',
      summary: 'Not six digits: the field error.',
      context: { setup: sampleSetup, fieldErrors: authenticatorCodeProblem('12ab') },
    },
    confirming: {
      value: 'confirming',
      summary: 'Checking the first code; the button is busy.',
      context: { setup: sampleSetup, request: { code: '123456' } },
    },
    showingRecoveryCodes: {
      value: 'showingRecoveryCodes',
      summary: 'The eight recovery codes, shown once.',
      context: {
        recoveryCodes: [
          'k7m2p-9xq4r',
          'h3t8w-2nc6v',
          'p5r9d-7kx3m',
          'w2q6n-4hj8t',
          'c9v3k-6rm2x',
          'n4x7h-3pt9q',
          'd8j2r-5wc4k',
          't6m9c-8qv3n',
        ],
      },
    },
  },
});
