import type { PlaySessionSummary, RealityCheckInterval } from '@portal/api-contract';
import { assign, emit, fromCallback, setup } from 'xstate';
import { notProvided } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { sampleFailure, toFailure, type Failure } from '../shared/failure';

const MINUTE_MS = 60_000;

export interface RealityCheckInput {
  /** Minutes between checks (0: off), as playBreaks.settings stores them. */
  readonly intervalMinutes: RealityCheckInterval;
  /** When this login session began (ms since the epoch): the first check is due an interval later. */
  readonly sessionStartedAt: number;
  /** The time now (ms); the `clock` actor sends it on, so tests and stories choose the time. */
  readonly now: number;
}

export interface RealityCheckContext {
  readonly intervalMinutes: RealityCheckInterval;
  readonly now: number;
  /** When the next check is due; null while checks are off. */
  readonly dueAt: number | null;
  readonly summary: PlaySessionSummary | null;
  readonly failure: Failure | null;
}

export type RealityCheckEvent =
  | { type: 'TICK'; now: number }
  | { type: 'SET_INTERVAL'; intervalMinutes: RealityCheckInterval }
  | { type: 'CONTINUE' }
  | { type: 'TAKE_BREAK' }
  | { type: 'LOG_OUT' };

export type RealityCheckEmitted = { type: 'takeBreak' } | { type: 'logOut' };

/** Sends the time every few seconds while the member is counted: the real clock, replaced in tests. */
export const wallClock = fromCallback<RealityCheckEvent>(({ sendBack }) => {
  const id = setInterval(() => sendBack({ type: 'TICK', now: Date.now() }), 5_000);
  return () => clearInterval(id);
});

const dueAfter = (from: number, minutes: RealityCheckInterval) =>
  minutes === 0 ? null : from + minutes * MINUTE_MS;

/**
 * The reality check: while a member is logged in it counts toward the chosen interval; when it
 * elapses it loads the session's figures and shows them until the member continues (the count starts
 * again), takes a break or logs out.
 */
export const realityCheckMachine = setup({
  types: {
    input: {} as RealityCheckInput,
    context: {} as RealityCheckContext,
    events: {} as RealityCheckEvent,
    emitted: {} as RealityCheckEmitted,
  },
  actors: {
    clock: wallClock,
    summary: notProvided<PlaySessionSummary, unknown>('summary'),
  },
  guards: {
    checksOff: ({ context }) => context.dueAt === null,
    elapsed: ({ context, event }) =>
      event.type === 'TICK' && context.dueAt !== null && event.now >= context.dueAt,
  },
  actions: {
    keepTime: assign({ now: ({ context, event }) => (event.type === 'TICK' ? event.now : context.now) }),
    setInterval: assign(({ context, event }) => {
      const intervalMinutes = event.type === 'SET_INTERVAL' ? event.intervalMinutes : context.intervalMinutes;
      return { intervalMinutes, dueAt: dueAfter(context.now, intervalMinutes) };
    }),
    restartCount: assign(({ context }) => ({
      dueAt: dueAfter(context.now, context.intervalMinutes),
      summary: null,
      failure: null,
    })),
  },
}).createMachine({
  id: 'realityCheck',
  context: ({ input }) => ({
    intervalMinutes: input.intervalMinutes,
    now: input.now,
    dueAt: dueAfter(input.sessionStartedAt, input.intervalMinutes),
    summary: null,
    failure: null,
  }),
  initial: 'choosing',
  on: {
    SET_INTERVAL: { target: '.choosing', actions: 'setInterval' },
  },
  states: {
    choosing: {
      always: [{ guard: 'checksOff', target: 'off' }, { target: 'counting' }],
    },
    off: {},
    counting: {
      invoke: { id: 'clock', src: 'clock' },
      on: {
        TICK: [{ guard: 'elapsed', target: 'due', actions: 'keepTime' }, { actions: 'keepTime' }],
      },
    },
    due: {
      invoke: {
        id: 'summary',
        src: 'summary',
        onDone: { target: 'shown', actions: assign({ summary: ({ event }) => event.output }) },
        onError: { target: 'shown', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    shown: {
      invoke: { id: 'clock', src: 'clock' },
      on: {
        TICK: { actions: 'keepTime' },
        CONTINUE: { target: 'counting', actions: 'restartCount' },
        TAKE_BREAK: { target: 'counting', actions: ['restartCount', emit({ type: 'takeBreak' as const })] },
        LOG_OUT: { target: 'loggedOut', actions: emit({ type: 'logOut' as const }) },
      },
    },
    loggedOut: { type: 'final' },
  },
});

const startedAt = Date.UTC(2026, 10, 30, 4, 0, 0);
const sampleSummary: PlaySessionSummary = {
  startedAt: new Date(startedAt).toISOString(),
  now: new Date(startedAt + 15 * MINUTE_MS).toISOString(),
  rounds: 48,
  wagered: 240_000,
  netResult: -35_500,
};

export const realityCheckDescribe = defineDescribe(realityCheckMachine, {
  id: 'realityCheck',
  summary:
    'Reality check: counts toward the chosen interval while logged in, then shows time played, stakes and net result with Continue, Take a break and Log out.',
  uiStates: {
    off: {
      value: 'off',
      summary: 'Checks off: nothing shows.',
      context: { dueAt: null, intervalMinutes: 0 },
    },
    counting: {
      value: 'counting',
      summary: 'Counting: nothing shows until the interval elapses.',
      context: { intervalMinutes: 15, now: startedAt, dueAt: startedAt + 15 * MINUTE_MS },
    },
    due: {
      value: 'due',
      summary: 'The interval elapsed: the session figures are loading.',
      context: { intervalMinutes: 15, now: startedAt + 15 * MINUTE_MS },
    },
    shown: {
      value: 'shown',
      summary: 'The dialog: time played, amount wagered, net loss; Continue, Take a break, Log out.',
      context: { intervalMinutes: 15, now: startedAt + 15 * MINUTE_MS, summary: sampleSummary },
    },
    shownWithoutFigures: {
      value: 'shown',
      summary: 'The figures could not be loaded: the dialog still asks, with the time played.',
      context: {
        intervalMinutes: 15,
        now: startedAt + 15 * MINUTE_MS,
        failure: sampleFailure('NETWORK_ERROR'),
      },
    },
    loggedOut: { value: 'loggedOut', summary: 'The member chose to log out.' },
  },
});
