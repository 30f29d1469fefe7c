// Graph exploration for machine tests: every reachable state, every fixture event tried from
// each of them, and what each step did (transitions taken, events emitted, actors invoked).
import {
  createEmptyActor,
  type ActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import {
  getShortestPaths,
  getStateNodes,
  serializeSnapshot,
  type StatePath,
  type TraversalOptions,
} from 'xstate/graph';

type AnyStateNode = ReturnType<typeof getStateNodes>[number];

/**
 * One or more sample events per event type. Keyed by the machine's own event union, so adding
 * an event to a machine does not compile until its test gives it a fixture.
 */
export type EventFixtures<TEvent extends EventObject> = {
  readonly [TType in TEvent['type']]: ReadonlyArray<Extract<TEvent, { type: TType }>>;
};

/** Sample results of one invoked actor (by invoke id): outputs it may resolve with, errors it may throw. */
export interface ActorOutcomes {
  readonly done?: readonly unknown[];
  readonly error?: readonly unknown[];
}

export interface ExploreOptions<TMachine extends AnyStateMachine> {
  /** One input, or several (e.g. portal and agent page) explored together as one graph. */
  readonly input: InputFrom<TMachine> | { readonly each: readonly InputFrom<TMachine>[] };
  readonly events: EventFixtures<EventFromLogic<TMachine>>;
  /** Every invoke id of the machine must appear, even with no outcomes (a ticker never finishes). */
  readonly actorOutcomes: Readonly<Record<string, ActorOutcomes>>;
  /**
   * Which snapshots count as the same state (default: value and whole context). Collapse only what
   * no guard tells apart, e.g. a countdown's seconds above the last one.
   */
  readonly serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
  readonly limit?: number;
}

export interface Invocation {
  readonly id: string;
  readonly src: string;
  readonly input: unknown;
}

export interface StepEffects {
  readonly emitted: EventObject[];
  readonly invoked: Invocation[];
  /** Named (non-builtin) actions in execution order. */
  readonly actions: string[];
}

export interface Edge<TMachine extends AnyStateMachine> extends StepEffects {
  readonly from: SnapshotFrom<TMachine>;
  readonly event: EventObject;
  readonly to: SnapshotFrom<TMachine>;
  /** Keys of the transition definitions taken, as listed by `declaredTransitions`. */
  readonly transitions: string[];
}

export interface Exploration<TMachine extends AnyStateMachine> {
  readonly snapshots: SnapshotFrom<TMachine>[];
  readonly edges: Edge<TMachine>[];
  /** Shortest paths from xstate/graph (computed on first use: it traverses the graph again). */
  readonly paths: StatePath<SnapshotFrom<TMachine>, EventFromLogic<TMachine>>[];
  /** Events leading from the initial state to the first explored snapshot matching `predicate`. */
  pathTo(predicate: (snapshot: SnapshotFrom<TMachine>) => boolean): EventObject[] | null;
  readonly declaredStates: string[];
  readonly reachedStates: ReadonlySet<string>;
  readonly declaredTransitions: string[];
  readonly exercisedTransitions: ReadonlySet<string>;
  readonly missingStates: string[];
  readonly missingTransitions: string[];
  /** The key that told snapshots apart during this exploration. */
  serialize(snapshot: SnapshotFrom<TMachine>): string;
  summary(name: string): string;
}

function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root as AnyStateNode, ...getStateNodes(machine.root)];
}

function isLeaf(node: AnyStateNode): boolean {
  return node.type === 'atomic' || node.type === 'final';
}

function transitionKey(source: AnyStateNode, eventType: string, index: number): string {
  return `${source.id} ${eventType} #${index}`;
}

type AnyTransition = ReturnType<AnyStateMachine['getTransitionData']>[number];

/** A stable name for a transition definition: source state, event ("always" if eventless), position. */
function keyOfTransition(definition: AnyTransition): string {
  const source = definition.source as AnyStateNode;
  const alwaysIndex = source.always?.indexOf(definition) ?? -1;
  if (alwaysIndex >= 0) return transitionKey(source, 'always', alwaysIndex);
  return transitionKey(
    source,
    definition.eventType,
    source.transitions.get(definition.eventType)?.indexOf(definition) ?? -1,
  );
}

export function declaredTransitionKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  for (const node of allStateNodes(machine)) {
    for (const [eventType, definitions] of node.transitions) {
      definitions.forEach((_, index) => keys.push(transitionKey(node, eventType, index)));
    }
    (node.always ?? []).forEach((_, index) => keys.push(transitionKey(node, 'always', index)));
  }
  return keys;
}

function valueHasPath(value: StateValue, path: readonly string[]): boolean {
  const [head, ...rest] = path;
  if (head === undefined) return true;
  if (typeof value === 'string') return rest.length === 0 && value === head;
  const child = value[head];
  return child !== undefined && valueHasPath(child, rest);
}

function leafIdsOf(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] {
  return getStateNodes(machine.root)
    .filter(isLeaf)
    .filter((node) => valueHasPath(snapshot.value as StateValue, node.path))
    .map((node) => node.id);
}

function invokeIds(machine: AnyStateMachine): string[] {
  return allStateNodes(machine).flatMap((node) => node.invoke.map((definition) => definition.id));
}

function afterEventTypes(machine: AnyStateMachine): string[] {
  return allStateNodes(machine).flatMap((node) =>
    [...node.transitions.keys()].filter((type) => type.startsWith('xstate.after.')),
  );
}

/** The events that stand for an actor finishing or a delay elapsing, which pure traversal cannot produce. */
function systemEvents(
  machine: AnyStateMachine,
  outcomes: Readonly<Record<string, ActorOutcomes>>,
): EventObject[] {
  const ids = invokeIds(machine);
  const missing = ids.filter((id) => !(id in outcomes));
  if (missing.length > 0)
    throw new Error(`actorOutcomes has no entry for invoked actor(s): ${missing.join(', ')}`);
  const unknown = Object.keys(outcomes).filter((id) => !ids.includes(id));
  if (unknown.length > 0)
    throw new Error(`actorOutcomes names actor(s) the machine never invokes: ${unknown.join(', ')}`);
  const events: EventObject[] = [];
  for (const [id, { done = [], error = [] }] of Object.entries(outcomes)) {
    for (const output of done) events.push({ type: `xstate.done.actor.${id}`, output } as EventObject);
    for (const thrown of error)
      events.push({ type: `xstate.error.actor.${id}`, error: thrown } as EventObject);
  }
  for (const type of afterEventTypes(machine)) events.push({ type });
  return events;
}

interface ExecutableLike {
  readonly type: string;
  readonly params: unknown;
}

export function effectsOf(actions: readonly ExecutableLike[]): StepEffects {
  const effects = { emitted: [] as EventObject[], invoked: [] as Invocation[], actions: [] as string[] };
  for (const action of actions) {
    const params = (action.params ?? {}) as Record<string, unknown>;
    if (action.type === 'xstate.emit') effects.emitted.push(params.event as EventObject);
    else if (action.type === 'xstate.spawnChild') {
      effects.invoked.push({
        id: String(params.id),
        src: typeof params.src === 'string' ? params.src : String(params.id),
        input: params.input,
      });
    } else if (!action.type.startsWith('xstate.')) effects.actions.push(action.type);
  }
  return effects;
}

/**
 * A reusable, inert actor scope that records the actions a transition would run. xstate's own
 * pure `transition()` builds a fresh actor per call, which dominates the cost of a large graph.
 */
function createStepper(machine: AnyStateMachine) {
  const sink: ExecutableLike[] = [];
  const taken: AnyTransition[] = [];
  /** Leaf states entered on the way, including transient ones an eventless transition leaves at once. */
  const passedThrough = new Set<string>();
  const empty = createEmptyActor();
  // Every microstep (the event's own, then raised and eventless ones) reports its transitions
  // through the inspection channel: that is how coverage sees all of them.
  const system = Object.create(empty.system) as typeof empty.system;
  Object.assign(system, {
    _sendInspectionEvent: (inspection: {
      type: string;
      _transitions?: AnyTransition[];
      snapshot?: AnyMachineSnapshot;
    }) => {
      if (inspection.type !== '@xstate.microstep') return;
      for (const definition of inspection._transitions ?? []) {
        taken.push(definition);
        // A transition's source was active, even if it was left within the same macrostep.
        const source = definition.source as AnyStateNode;
        if (isLeaf(source)) passedThrough.add(source.id);
      }
      if (inspection.snapshot) leafIdsOf(machine, inspection.snapshot).forEach((id) => passedThrough.add(id));
    },
  });
  const scope = {
    self: empty,
    logger: () => {},
    id: '',
    sessionId: '',
    defer: () => {},
    system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: (action: ExecutableLike) => sink.push(action),
  } as unknown as ActorScope<AnyMachineSnapshot, EventObject>;
  const drain = () => {
    const result = {
      actions: sink.splice(0, sink.length),
      transitions: taken.splice(0, taken.length).map(keyOfTransition),
    };
    return result;
  };
  return {
    passedThrough,
    initial(input: unknown): [AnyMachineSnapshot, ExecutableLike[], string[]] {
      drain();
      const snapshot = machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot;
      const { actions, transitions } = drain();
      return [snapshot, actions, transitions];
    },
    step(snapshot: AnyMachineSnapshot, event: EventObject): [AnyMachineSnapshot, ExecutableLike[], string[]] {
      drain();
      const next = machine.transition(snapshot, event, scope) as AnyMachineSnapshot;
      const { actions, transitions } = drain();
      return [next, actions, transitions];
    },
  };
}

export function explore<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ExploreOptions<TMachine>,
): Exploration<TMachine> {
  const fixtureEvents = Object.values(options.events).flat() as EventObject[];
  const events = [...fixtureEvents, ...systemEvents(machine, options.actorOutcomes)];
  const logic: AnyStateMachine = machine;
  const inputs = (
    typeof options.input === 'object' && options.input !== null && 'each' in options.input
      ? options.input.each
      : [options.input]
  ) as unknown[];
  const serialize = (options.serializeState ?? serializeSnapshot) as (snapshot: AnyMachineSnapshot) => string;
  const limit = options.limit ?? 20_000;
  const stepper = createStepper(logic);

  // One breadth-first pass records snapshots, edges with their effects, and shortest paths.
  const seen = new Map<
    string,
    { snapshot: AnyMachineSnapshot; steps: Array<{ state: AnyMachineSnapshot; event: EventObject }> }
  >();
  const queue: string[] = [];
  const declaredTransitions = declaredTransitionKeys(machine);
  const exercisedTransitions = new Set<string>();
  for (const input of inputs) {
    const [initial, , initialTransitions] = stepper.initial(input);
    initialTransitions.forEach((key) => exercisedTransitions.add(key));
    const key = serialize(initial);
    if (!seen.has(key)) {
      seen.set(key, { snapshot: initial, steps: [] });
      queue.push(key);
    }
  }
  const edges: Edge<TMachine>[] = [];
  for (let index = 0; index < queue.length; index++) {
    if (seen.size > limit)
      throw new Error(`more than ${limit} distinct states: narrow the fixtures or serializeState`);
    const current = seen.get(queue[index] as string);
    if (!current) continue;
    const from = current.snapshot;
    if (from.status !== 'active') continue;
    for (const event of events) {
      if (logic.getTransitionData(from, event).length === 0) {
        // Nothing is enabled: the event is ignored, which tests may assert like any other step.
        edges.push({
          from: from as SnapshotFrom<TMachine>,
          event,
          to: from as SnapshotFrom<TMachine>,
          transitions: [],
          emitted: [],
          invoked: [],
          actions: [],
        });
        continue;
      }
      const [to, actions, taken] = stepper.step(from, event);
      taken.forEach((key) => exercisedTransitions.add(key));
      edges.push({
        from: from as SnapshotFrom<TMachine>,
        event,
        to: to as SnapshotFrom<TMachine>,
        transitions: taken,
        ...effectsOf(actions),
      });
      const key = serialize(to);
      if (!seen.has(key)) {
        seen.set(key, { snapshot: to, steps: [...current.steps, { state: from, event }] });
        queue.push(key);
      }
    }
  }

  const snapshots = [...seen.values()].map((entry) => entry.snapshot as SnapshotFrom<TMachine>);
  const declaredStates = getStateNodes(machine.root)
    .filter(isLeaf)
    .map((node) => node.id);
  const reachedStates = new Set([
    ...snapshots.flatMap((snapshot) => leafIdsOf(machine, snapshot as AnyMachineSnapshot)),
    ...stepper.passedThrough,
  ]);
  const missingStates = declaredStates.filter((id) => !reachedStates.has(id));
  const missingTransitions = declaredTransitions.filter((key) => !exercisedTransitions.has(key));
  let graphPaths: StatePath<AnyMachineSnapshot, EventObject>[] | null = null;
  // Events this pass found ignored in a state; xstate/graph may skip them (getTransitionData
  // already said no transition is enabled), which keeps its re-traversal affordable.
  const ignored = new Set(
    edges
      .filter((edge) => edge.transitions.length === 0)
      .map((edge) => `${serialize(edge.from as AnyMachineSnapshot)}|${JSON.stringify(edge.event)}`),
  );
  return {
    snapshots,
    edges,
    get paths() {
      // xstate/graph's own traversal over the same fixtures: an independent check of reachability.
      const keys = new WeakMap<AnyMachineSnapshot, string>();
      const keyOf = (snapshot: AnyMachineSnapshot) => {
        let key = keys.get(snapshot);
        if (key === undefined) {
          key = serialize(snapshot);
          keys.set(snapshot, key);
        }
        return key;
      };
      graphPaths ??= inputs.flatMap((input) =>
        getShortestPaths(logic, {
          input,
          events,
          serializeState: serialize,
          // A finished actor ignores events; xstate/graph would otherwise keep stepping it.
          stopWhen: (snapshot: AnyMachineSnapshot) => snapshot.status !== 'active',
          filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) =>
            !ignored.has(`${keyOf(snapshot)}|${JSON.stringify(event)}`),
        } as TraversalOptions<AnyMachineSnapshot, EventObject, unknown>),
      );
      return graphPaths as unknown as Exploration<TMachine>['paths'];
    },
    pathTo: (predicate) => {
      const found = [...seen.values()].find((entry) => predicate(entry.snapshot as SnapshotFrom<TMachine>));
      return found ? found.steps.map((step) => step.event) : null;
    },
    declaredStates,
    reachedStates,
    declaredTransitions,
    exercisedTransitions,
    missingStates,
    missingTransitions,
    serialize,
    summary: (name) =>
      `${name}: states ${declaredStates.length - missingStates.length}/${declaredStates.length}, ` +
      `transitions ${declaredTransitions.length - missingTransitions.length}/${declaredTransitions.length} ` +
      `(${snapshots.length} snapshots, ${edges.length} steps explored)`,
  };
}

export interface Replay<TMachine extends AnyStateMachine> {
  readonly snapshot: SnapshotFrom<TMachine>;
  readonly steps: Array<
    { readonly event: EventObject; readonly snapshot: SnapshotFrom<TMachine> } & StepEffects
  >;
  /** Effects of the initial transition plus every step, in order. */
  readonly emitted: EventObject[];
  readonly invoked: Invocation[];
  readonly actions: string[];
}

/**
 * Runs events through the machine without starting any actor: actor results are given as
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events, delays as `xstate.after.…`.
 */
export function replay<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  /** Machine events and system events (`doneEvent`, `errorEvent`, `afterEvent`). */
  events: ReadonlyArray<EventFromLogic<TMachine> | EventObject>,
  from?: SnapshotFrom<TMachine>,
): Replay<TMachine> {
  const stepper = createStepper(machine);
  const start = from ? ([from as AnyMachineSnapshot, []] as const) : stepper.initial(input);
  let snapshot = start[0];
  const initialEffects = effectsOf(start[1]);
  const steps: Replay<TMachine>['steps'] = [];
  for (const event of events) {
    const [next, actions] = stepper.step(snapshot, event);
    snapshot = next;
    steps.push({ event, snapshot: next as SnapshotFrom<TMachine>, ...effectsOf(actions) });
  }
  return {
    snapshot: snapshot as SnapshotFrom<TMachine>,
    steps,
    emitted: [...initialEffects.emitted, ...steps.flatMap((step) => step.emitted)],
    invoked: [...initialEffects.invoked, ...steps.flatMap((step) => step.invoked)],
    actions: [...initialEffects.actions, ...steps.flatMap((step) => step.actions)],
  };
}

export function doneEvent(id: string, output?: unknown): EventObject {
  return { type: `xstate.done.actor.${id}`, output } as EventObject;
}

export function errorEvent(id: string, error: unknown): EventObject {
  return { type: `xstate.error.actor.${id}`, error } as EventObject;
}

export { serializeSnapshot };

/** The event xstate raises when `after: { [delay]: … }` elapses in the state with id `stateId`. */
export function afterEvent(delay: number | string, stateId: string): EventObject {
  return { type: `xstate.after.${delay}.${stateId}` };
}
