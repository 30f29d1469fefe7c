import {
  fromTransition,
  getInitialMicrosteps,
  getMicrosteps,
  getNextTransitions,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { HttpHandler } from 'msw';
import { activeStatePaths, type EventFixtures } from '@portal/machines';

/** How the mock API (or a third party standing in) answers one invoked actor. */
export type WalkAnswer = { readonly done: unknown } | { readonly error: unknown };

/**
 * What makes a machine walkable in Storybook: the events QA may send, and what the mocks answer.
 * `answer` says what the MSW handlers (and the stand-ins of `mockFlowActors`) answer an actor the
 * machine invoked, so the shortest path to a state can be planned before it is replayed on the
 * real actors; the walk test replays every one of them, so a wrong answer here fails it.
 */
export interface MachineWalk<TMachine extends AnyStateMachine, TSwitch extends string = string> {
  /** One or more samples per event type: a new event does not compile until it has one. */
  readonly events: EventFixtures<EventFromLogic<TMachine>>;
  /** Server answers QA can switch on (a captcha demanded…): states only they lead to. */
  readonly switches: readonly TSwitch[];
  /** MSW overrides that apply while their switch is on (put before the mocks' defaults). */
  readonly handlers: (isOn: (name: TSwitch) => boolean) => HttpHandler[];
  /**
   * What of a snapshot tells states apart when planning (default: value and whole context). Leave
   * out what no guard reads, e.g. a countdown's seconds above one.
   */
  readonly distinguish?: (snapshot: SnapshotFrom<TMachine>) => unknown;
  /** The answer an invoked actor gets for the input it was started with; null: it never answers. */
  readonly answer: (invokeId: string, input: unknown, switchesOn: ReadonlySet<TSwitch>) => WalkAnswer | null;
}

export const SWITCH_EVENT = 'walk.switch';
/** Flipping a server switch: a step of a path, not an event the machine sees. */
export interface SwitchEvent {
  readonly type: typeof SWITCH_EVENT;
  readonly name: string;
  readonly on: boolean;
}

export type WalkStep =
  | { readonly kind: 'switch'; readonly event: SwitchEvent }
  /** An event QA sends (a fixture). */
  | { readonly kind: 'send'; readonly event: EventObject; readonly value: StateValue }
  /** An actor's answer or a delay: the live actor takes it by itself; replay waits for `value`. */
  | { readonly kind: 'await'; readonly event: EventObject; readonly value: StateValue };

export interface WalkPath {
  /** Dot path of the state the path ends in (or passes through, for a state left at once). */
  readonly target: string;
  readonly steps: readonly WalkStep[];
  /**
   * The target is left by an eventless transition in the same step that enters it: a live actor
   * never reports it, only `settled`, the state value the path ends in.
   */
  readonly inPassing: boolean;
  readonly settled: StateValue;
}

interface WalkState {
  readonly snapshot: AnyMachineSnapshot;
  readonly switchesOn: readonly string[];
}

const isSwitch = (event: EventObject): event is SwitchEvent => event.type === SWITCH_EVENT;

type Microstep = [AnyMachineSnapshot, unknown];

/** The microsteps of one event, or of the start when `snapshot` is null (`event` is then the input). */
function microstepsOf(machine: AnyStateMachine, snapshot: AnyMachineSnapshot | null, event: unknown) {
  return (
    snapshot === null
      ? getInitialMicrosteps(machine, event)
      : getMicrosteps(machine, snapshot, event as EventObject)
  ) as Microstep[];
}

/** Every state a step entered, including those an eventless transition left at once. */
const statesOf = (microsteps: readonly Microstep[]) =>
  new Set(microsteps.flatMap(([snapshot]) => activeStatePaths(snapshot.value as StateValue)));

/** The machine plus the server switches as one logic, so xstate/graph plans both together. */
function walkLogic(machine: AnyStateMachine) {
  return fromTransition(
    (state: WalkState, event: EventObject): WalkState => {
      if (isSwitch(event)) {
        const others = state.switchesOn.filter((name) => name !== event.name);
        return { ...state, switchesOn: event.on ? [...others, event.name].sort() : others };
      }
      const last = microstepsOf(machine, state.snapshot, event).at(-1);
      return last ? { snapshot: last[0], switchesOn: state.switchesOn } : state;
    },
    ({ input }: { input: unknown }): WalkState => ({
      snapshot: (microstepsOf(machine, null, input).at(-1) as Microstep)[0],
      switchesOn: [],
    }),
  );
}

/** The events the live actor accepts now, among the fixtures (its guards asked, nothing sent). */
export function acceptedSamples<TMachine extends AnyStateMachine, TSwitch extends string>(
  walk: MachineWalk<TMachine, TSwitch>,
  snapshot: SnapshotFrom<TMachine>,
): EventObject[] {
  if ((snapshot as AnyMachineSnapshot).status !== 'active') return [];
  return (Object.values(walk.events).flat() as EventObject[]).filter((event) =>
    (snapshot as AnyMachineSnapshot).can(event),
  );
}

/** The answers of the actors the machine is waiting on, as the events they send it. */
export function dueAnswers<TMachine extends AnyStateMachine, TSwitch extends string>(
  walk: MachineWalk<TMachine, TSwitch>,
  snapshot: AnyMachineSnapshot,
  switchesOn: ReadonlySet<TSwitch>,
) {
  const children = snapshot.children as Record<string, { options?: { input?: unknown } } | undefined>;
  const answers = Object.entries(children).flatMap(([id, child]): EventObject[] => {
    const answer = walk.answer(id, child?.options?.input, switchesOn);
    if (!answer) return [];
    return 'done' in answer
      ? [{ type: `xstate.done.actor.${id}`, output: answer.done } as EventObject]
      : [{ type: `xstate.error.actor.${id}`, error: answer.error } as EventObject];
  });
  return answers;
}

/** How long a replay waits for each step; a walk plans only the delays it can wait out. */
export const REPLAY_STEP_TIMEOUT_MS = 5_000;

type DelayImplementation = number | ((args: { context: unknown }) => number);

/** The milliseconds of a delayed transition, as the machine's own delays resolve them now. */
function delayMsOf(snapshot: AnyMachineSnapshot, delay: unknown): number {
  const delays = snapshot.machine.implementations.delays as Record<string, DelayImplementation>;
  const configured = typeof delay === 'string' ? delays[delay] : delay;
  return typeof configured === 'function'
    ? configured({ context: snapshot.context })
    : Number(configured ?? Infinity);
}

/** The delays the machine waits on now, with their length (a 35-minute deadline is never waited out). */
const delaysOf = (state: WalkState) =>
  getNextTransitions(state.snapshot)
    .filter((transition) => transition.eventType.startsWith('xstate.after.'))
    .map((transition) => ({
      event: { type: transition.eventType } as EventObject,
      ms: delayMsOf(state.snapshot, (transition as { delay?: unknown }).delay),
    }))
    .filter(({ ms }) => ms <= REPLAY_STEP_TIMEOUT_MS);

/**
 * The mocks answer, and a delay already over fires, before QA can click: while one is due, only it
 * (or a switch changing it) is a next step. Otherwise a path could have QA act while another region
 * still loads (a captcha image), which the live actor, its answer long in, never replays.
 */
function nextEvents<TMachine extends AnyStateMachine, TSwitch extends string>(
  walk: MachineWalk<TMachine, TSwitch>,
  state: WalkState,
) {
  const switchesOn = new Set(state.switchesOn) as ReadonlySet<string> as ReadonlySet<TSwitch>;
  const delays = delaysOf(state);
  const due = [
    ...dueAnswers(walk, state.snapshot, switchesOn),
    ...delays.filter(({ ms }) => ms <= 0).map(({ event }) => event),
  ];
  return due.length > 0
    ? due
    : [
        ...acceptedSamples(walk, state.snapshot as SnapshotFrom<TMachine>),
        ...delays.map(({ event }) => event),
      ];
}

/**
 * The shortest way from the machine's start to each of its states, over the fixtures, the mocks'
 * answers and the server switches (xstate/graph's `getShortestPaths`). Computed once per walk.
 */
export function planWalk<TMachine extends AnyStateMachine, TSwitch extends string>(
  machine: TMachine,
  walk: MachineWalk<TMachine, TSwitch>,
  input: InputFrom<TMachine>,
) {
  const logic = walkLogic(machine);
  const distinguish = (walk.distinguish ?? ((snapshot) => snapshot.context)) as (
    snapshot: AnyMachineSnapshot,
  ) => unknown;
  const serialize = (state: WalkState) =>
    JSON.stringify([state.snapshot.value, distinguish(state.snapshot), state.switchesOn]);
  const switchEvents = (state: WalkState): SwitchEvent[] =>
    walk.switches.map((name) => ({ type: SWITCH_EVENT, name, on: !state.switchesOn.includes(name) }));
  const paths = getShortestPaths<typeof logic>(logic, {
    input,
    events: ({ context: state }) =>
      state.snapshot.status === 'active' ? [...switchEvents(state), ...nextEvents(walk, state)] : [],
    serializeState: ({ context: state }) => serialize(state),
    stopWhen: ({ context: state }) => state.snapshot.status !== 'active',
  });
  const fixtures = new Set(Object.values(walk.events).flat() as EventObject[]);

  const passesThrough = ({ steps }: (typeof paths)[number], target: string) => {
    const last = steps.at(-1);
    const before = steps.at(-2);
    if (!last || isSwitch(last.event)) return false;
    const microsteps = before
      ? microstepsOf(machine, before.state.context.snapshot, last.event)
      : microstepsOf(machine, null, input);
    return statesOf(microsteps).has(target);
  };

  /** The shortest path that ends in `target` or passes through it; null when none is known. */
  return function pathTo(target: string): WalkPath | null {
    const endsIn = paths.filter(({ state: { context: state } }) =>
      activeStatePaths(state.snapshot.value as StateValue).includes(target),
    );
    // A state an eventless transition leaves at once is never a path's end: look for one passing it.
    const candidates = endsIn.length > 0 ? endsIn : paths.filter((path) => passesThrough(path, target));
    const best = candidates.reduce<(typeof candidates)[number] | null>(
      (shortest, path) => (shortest === null || path.steps.length < shortest.steps.length ? path : shortest),
      null,
    );
    if (!best) return null;
    const settled = best.state.context.snapshot.value as StateValue;
    const steps = best.steps
      .filter(({ event }) => event.type !== 'xstate.init')
      .map(({ event, state: { context: state } }): WalkStep => {
        if (isSwitch(event)) return { kind: 'switch', event };
        const value = state.snapshot.value as StateValue;
        return fixtures.has(event) ? { kind: 'send', event, value } : { kind: 'await', event, value };
      });
    return { target, steps, inPassing: endsIn.length === 0, settled };
  };
}

export type PathFinder = ReturnType<typeof planWalk>;
