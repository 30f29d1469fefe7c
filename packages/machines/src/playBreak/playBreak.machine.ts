import type { PlayBreak, PlayBreakKind, PlayBreakPeriod, StartPlayBreakRequest } from '@portal/api-contract';
import { isPeriodOfKind, type FieldErrors } from '@portal/api-contract/validation';
import { assign, emit, setup } from 'xstate';
import { notProvided } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { sampleFailure, toFailure, type Failure } from '../shared/failure';

export interface PlayBreakContext {
  readonly kind: PlayBreakKind;
  readonly period: PlayBreakPeriod | null;
  readonly fieldErrors: FieldErrors;
  readonly failure: Failure | null;
  /** The request on its way (the password is dropped once it is answered). */
  readonly request: StartPlayBreakRequest | null;
  readonly started: PlayBreak | null;
}

export type PlayBreakEvent =
  | { type: 'CHOOSE'; kind: PlayBreakKind; period: PlayBreakPeriod }
  /** Opens the confirmation that states what happens and that it cannot be undone. */
  | { type: 'REVIEW' }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM'; password: string };

export type PlayBreakEmitted = { type: 'started'; playBreak: PlayBreak };

/**
 * Starting a time-out or self-exclusion: a period is chosen, a confirmation states plainly what
 * follows and that it cannot be undone, the password confirms it, and the server starts it (and
 * signs every session out). A second confirm while one is on its way is ignored.
 */
export const playBreakMachine = setup({
  types: {
    context: {} as PlayBreakContext,
    events: {} as PlayBreakEvent,
    emitted: {} as PlayBreakEmitted,
  },
  actors: {
    startBreak: notProvided<PlayBreak, StartPlayBreakRequest>('startBreak'),
  },
  guards: {
    periodChosen: ({ context }) => context.period !== null,
    passwordMissing: ({ event }) => event.type === 'CONFIRM' && event.password.trim() === '',
  },
}).createMachine({
  id: 'playBreak',
  context: {
    kind: 'TIME_OUT',
    period: null,
    fieldErrors: {},
    failure: null,
    request: null,
    started: null,
  },
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        CHOOSE: {
          actions: assign(({ event }) => ({
            kind: event.kind,
            period: isPeriodOfKind(event.kind, event.period) ? event.period : null,
            fieldErrors: {},
          })),
        },
        REVIEW: [
          {
            guard: 'periodChosen',
            target: 'confirming',
            actions: assign({ failure: null, fieldErrors: {} }),
          },
          { actions: assign({ fieldErrors: { period: { code: 'selectRequired' } } }) },
        ],
      },
    },
    confirming: {
      on: {
        CANCEL: { target: 'choosing', actions: assign({ failure: null, fieldErrors: {} }) },
        CONFIRM: [
          {
            guard: 'passwordMissing',
            actions: assign({ fieldErrors: { password: { code: 'required' } }, failure: null }),
          },
          {
            target: 'submitting',
            actions: assign(({ context, event }) => ({
              fieldErrors: {},
              failure: null,
              request: {
                kind: context.kind,
                period: context.period as PlayBreakPeriod,
                password: event.password,
              },
            })),
          },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'startBreak',
        src: 'startBreak',
        input: ({ context }) => context.request as StartPlayBreakRequest,
        onDone: {
          target: 'done',
          actions: [
            assign({ started: ({ event }) => event.output, request: null }),
            emit(({ event }) => ({ type: 'started' as const, playBreak: event.output })),
          ],
        },
        onError: {
          target: 'confirming',
          actions: assign(({ event }) => {
            const failure = toFailure(event.error);
            return { request: null, failure, fieldErrors: failure.fieldErrors };
          }),
        },
      },
    },
    done: { type: 'final' },
  },
});

const sampleBreak: PlayBreak = {
  kind: 'SELF_EXCLUSION',
  period: 'MONTHS_6',
  startedAt: '2026-11-30T04:00:00.000Z',
  endsAt: '2027-05-30T04:00:00.000Z',
};

export const playBreakDescribe = defineDescribe(playBreakMachine, {
  id: 'playBreak',
  summary:
    'Time-out and self-exclusion: choose a period, read what happens and that it cannot be undone, confirm with the password.',
  uiStates: {
    choosing: { value: 'choosing', summary: 'The periods of a time-out and of a self-exclusion.' },
    periodMissing: {
      value: 'choosing',
      summary: 'Continue pressed without a period: asked to choose one.',
      context: { fieldErrors: { period: { code: 'selectRequired' } } },
    },
    confirming: {
      value: 'confirming',
      summary:
        'The confirmation: the end date, no login, deposit or play on any site, cannot be undone; password.',
      context: { kind: 'SELF_EXCLUSION', period: 'MONTHS_6' },
    },
    wrongPassword: {
      value: 'confirming',
      summary: 'The password was wrong: said under the field; nothing started.',
      context: { kind: 'TIME_OUT', period: 'DAYS_7', failure: sampleFailure('INVALID_CREDENTIALS') },
    },
    failed: {
      value: 'confirming',
      summary: 'The server could not be reached: nothing is known to have started; confirm again.',
      context: { kind: 'TIME_OUT', period: 'HOURS_24', failure: sampleFailure('NETWORK_ERROR') },
    },
    submitting: {
      value: 'submitting',
      summary: 'Confirm button busy.',
      context: {
        kind: 'SELF_EXCLUSION',
        period: 'MONTHS_6',
        request: { kind: 'SELF_EXCLUSION', period: 'MONTHS_6', password: 'secret' },
      },
    },
    done: {
      value: 'done',
      summary: 'Started: its end date; the member is being signed out.',
      context: { kind: 'SELF_EXCLUSION', period: 'MONTHS_6', started: sampleBreak },
    },
  },
});
