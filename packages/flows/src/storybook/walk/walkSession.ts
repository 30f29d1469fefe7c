import type { AnyMachineSnapshot, EventObject, InspectionEvent, StateValue } from 'xstate';
import { activeStatePaths } from '@portal/machines';
import { REPLAY_STEP_TIMEOUT_MS, type WalkPath } from './walkPlan';

/** One move of the machine as QA sees it in the log. */
export interface WalkLogEntry {
  readonly id: number;
  /** Milliseconds since the walk started. */
  readonly at: number;
  readonly event: EventObject;
  readonly from: StateValue | null;
  readonly to: StateValue;
  /** Sent from the walk (an event button or a replay), not by the machine's own actors. */
  readonly sent: boolean;
}

const sameValue = (a: StateValue | null, b: StateValue | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Records every microstep of a live actor through its `inspect` option, transient states (left by
 * an eventless transition) included, for the event log and for replays to wait on.
 */
export function createWalkRecorder(now: () => number = () => performance.now()) {
  const entries: WalkLogEntry[] = [];
  const listeners = new Set<() => void>();
  const started = now();
  const sent = new WeakSet<EventObject>();
  let last: StateValue | null = null;

  const inspect = (inspection: InspectionEvent) => {
    // The root machine only: the actors it invoked report their own snapshots.
    if (inspection.actorRef.sessionId !== inspection.rootId) return;
    // The start is no microstep: its first snapshot stands for it.
    const isStart = inspection.type === '@xstate.snapshot' && last === null;
    if (inspection.type !== '@xstate.microstep' && !isStart) return;
    const to = (inspection.snapshot as AnyMachineSnapshot).value as StateValue;
    const fromWalk = sent.has(inspection.event);
    // A ticker's tick that changes nothing would flood the log once a second.
    if (sameValue(last, to) && !fromWalk && !inspection.event.type.startsWith('xstate.')) return;
    entries.push({
      id: entries.length,
      at: Math.round(now() - started),
      event: inspection.event,
      from: last,
      to,
      sent: fromWalk,
    });
    last = to;
    listeners.forEach((listener) => listener());
  };

  return {
    inspect,
    entries: entries as readonly WalkLogEntry[],
    /** Marks an event as QA's before it is sent, so the log tells it apart. */
    markSent: <TEvent extends EventObject>(event: TEvent) => {
      sent.add(event);
      return event;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The index of the first entry from `from` on that satisfies `predicate`, once there is one. */
    waitFor(predicate: (entry: WalkLogEntry) => boolean, from: number, timeoutMs: number): Promise<number> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const index = entries.findIndex((entry, position) => position >= from && predicate(entry));
          if (index < 0) return false;
          stop();
          resolve(index);
          return true;
        };
        const timer = setTimeout(() => {
          stop();
          reject(new Error('timeout'));
        }, timeoutMs);
        const unsubscribe = this.subscribe(check);
        const stop = () => {
          clearTimeout(timer);
          unsubscribe();
        };
        check();
      });
    },
  };
}

export type WalkRecorder = ReturnType<typeof createWalkRecorder>;

/** The server answers QA has switched on; the story's MSW overrides read it on every request. */
export function createSwitchBoard<TSwitch extends string>() {
  const on = new Set<TSwitch>();
  const listeners = new Set<() => void>();
  return {
    isOn: (name: TSwitch) => on.has(name),
    set(name: TSwitch, value: boolean) {
      if (value) on.add(name);
      else on.delete(name);
      listeners.forEach((listener) => listener());
    },
    reset() {
      on.clear();
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SwitchBoard<TSwitch extends string = string> = ReturnType<typeof createSwitchBoard<TSwitch>>;

export type ReplayResult =
  | { readonly arrived: true }
  /** Where the live actor stopped following the plan: the step it waited for and never took. */
  | { readonly arrived: false; readonly failedStep: number; readonly expected: StateValue };

/**
 * Replays a planned path on a live actor that has just started: switches are flipped, QA's events
 * sent, and the actors' answers and delays awaited (the mocks decide them). Between two of QA's
 * moves the actor moves by itself, in the order the network and the clock give (a timer of 0 ms
 * fires before an answer in a browser, after it in Node), which the plan cannot know: the replay
 * waits only where QA acts next, for the state the plan acts in, then for arrival. Arrival means
 * the target state was entered, even if only in passing.
 */
export async function replayPath<TSwitch extends string>({
  path,
  recorder,
  send,
  switches,
  timeoutMs = REPLAY_STEP_TIMEOUT_MS,
}: {
  path: WalkPath;
  recorder: WalkRecorder;
  send: (event: EventObject) => void;
  switches: SwitchBoard<TSwitch>;
  timeoutMs?: number;
}): Promise<ReplayResult> {
  const start = recorder.entries.length;
  let cursor = start;
  for (const [index, step] of path.steps.entries()) {
    if (step.kind === 'switch') {
      switches.set(step.event.name as TSwitch, step.event.on);
      continue;
    }
    if (step.kind === 'send') send(recorder.markSent(step.event));
    const next = path.steps[index + 1];
    if (next === undefined || next.kind === 'await') continue;
    try {
      cursor = (await recorder.waitFor((entry) => sameValue(entry.to, step.value), cursor, timeoutMs)) + 1;
    } catch {
      return { arrived: false, failedStep: index, expected: step.value };
    }
  }
  // A state left in passing is never reported: arriving is reaching the state it settles in.
  const arrives = (entry: WalkLogEntry) =>
    path.inPassing ? sameValue(entry.to, path.settled) : activeStatePaths(entry.to).includes(path.target);
  try {
    // From the state the actor was in when the replay began: an empty path is already there.
    await recorder.waitFor(arrives, Math.max(0, start - 1), timeoutMs);
    return { arrived: true };
  } catch {
    const lastMove = path.steps.findLast((step) => step.kind !== 'switch');
    return {
      arrived: false,
      failedStep: path.steps.length - 1,
      expected: lastMove && 'value' in lastMove ? lastMove.value : path.target,
    };
  }
}
