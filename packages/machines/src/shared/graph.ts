import { and, not, or, type AnyStateMachine, type StateValue } from 'xstate';

/** A machine's states and transitions as plain data, for diagrams and coverage reports. */
export interface StateGraphNode {
  /** Dot path from the root, e.g. `flow.sending`; the root is ''. */
  readonly id: string;
  readonly key: string;
  readonly parentId: string | null;
  readonly type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** The state a compound parent enters first. */
  readonly initial: boolean;
}

export interface StateGraphEdge {
  readonly source: string;
  readonly targets: readonly string[];
  /** A readable event label: `SEND`, `done: sendSmsCode`, `after 1000 ms`. */
  readonly event: string;
  readonly guard: string | null;
}

export interface StateGraph {
  readonly id: string;
  readonly nodes: readonly StateGraphNode[];
  readonly edges: readonly StateGraphEdge[];
}

interface StateNodeLike {
  key: string;
  path: string[];
  type: StateGraphNode['type'];
  states: Record<string, StateNodeLike>;
  initial?: { target: readonly StateNodeLike[] };
  transitions: Map<
    string,
    readonly { target?: readonly StateNodeLike[] | undefined; guard?: unknown; eventType: string }[]
  >;
}

/** A readable name for an event type: `done: login`, `error: login`, `after 1000 ms`, or the type itself. */
export function eventLabel(eventType: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `error: ${error[1]}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}${/^\d+$/.test(after[1] ?? '') ? ' ms' : ''}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

/**
 * Combinators are told apart by their shared `check` function, not by name: bundlers rename
 * functions, so `and([...])` would otherwise be drawn as `[if t]` in a production Storybook.
 */
const combinators = [
  { check: (and([]) as unknown as { check: unknown }).check, join: ' and ' },
  { check: (or([]) as unknown as { check: unknown }).check, join: ' or ' },
] as const;
const notCheck = (not('x') as unknown as { check: unknown }).check;

function guardLabel(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  if (typeof guard === 'function') {
    const { check, guards } = guard as { check?: unknown; guards?: unknown[] };
    if (Array.isArray(guards)) {
      if (check === notCheck) return `not ${guardLabel(guards[0]) ?? 'guard'}`;
      const combinator = combinators.find((candidate) => candidate.check === check);
      if (combinator) return `(${guards.map((inner) => guardLabel(inner) ?? 'guard').join(combinator.join)})`;
    }
    return guard.name || 'inline guard';
  }
  return 'guard';
}

/** Walks a machine definition into nodes (states) and edges (transitions, one per candidate). */
export function machineToGraph(machine: AnyStateMachine): StateGraph {
  const nodes: StateGraphNode[] = [];
  const edges: StateGraphEdge[] = [];
  const visit = (node: StateNodeLike, parent: StateNodeLike | null) => {
    const id = node.path.join('.');
    const initialTargets = parent?.initial?.target ?? [];
    nodes.push({
      id,
      key: node.key,
      parentId: parent ? parent.path.join('.') : null,
      type: node.type,
      initial: initialTargets.some((target) => target === node),
    });
    for (const [eventType, candidates] of node.transitions) {
      for (const candidate of candidates) {
        edges.push({
          source: id,
          targets: (candidate.target ?? []).map((target) => target.path.join('.')),
          event: eventLabel(eventType),
          guard: guardLabel(candidate.guard),
        });
      }
    }
    for (const child of Object.values(node.states)) visit(child, node);
  };
  visit(machine.root as unknown as StateNodeLike, null);
  return { id: machine.id, nodes, edges };
}

/** The dot paths of every state a snapshot is in, e.g. `{ flow: 'idle' }` → ['flow', 'flow.idle']. */
export function activeStatePaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return child === undefined ? [path] : [path, ...activeStatePaths(child as StateValue, path)];
  });
}
