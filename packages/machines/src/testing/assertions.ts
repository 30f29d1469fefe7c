import { expect } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, InputFrom, SnapshotFrom, StateValue } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { resolveUiState, type MachineDescribe } from '../shared/describe';
import type { Edge, Exploration } from './coverage';

/**
 * The explored snapshots in `value`. Fails when there are none, so a check looped over them
 * cannot pass just because the state was never reached.
 */
export function snapshotsIn<TMachine extends AnyStateMachine>(
  exploration: Exploration<TMachine>,
  value: StateValue,
): SnapshotFrom<TMachine>[] {
  const found = exploration.snapshots.filter((snapshot) => (snapshot as AnyMachineSnapshot).matches(value));
  expect(found.length, `some explored snapshot is in ${JSON.stringify(value)}`).toBeGreaterThan(0);
  return found;
}

/** The explored edges `predicate` picks; fails when there are none, for the same reason. */
export function edgesWhere<TMachine extends AnyStateMachine>(
  exploration: Exploration<TMachine>,
  label: string,
  predicate: (edge: Edge<TMachine>) => boolean,
): Edge<TMachine>[] {
  const found = exploration.edges.filter(predicate);
  expect(found.length, `some explored edge: ${label}`).toBeGreaterThan(0);
  return found;
}

/**
 * Prints "name: states a/b, transitions c/d", insists on every state and transition, and checks
 * that xstate/graph's getShortestPaths reaches exactly the snapshots the exploration found.
 */
export function expectFullCoverage(name: string, exploration: Exploration<AnyStateMachine>): void {
  console.log(exploration.summary(name));
  expect(exploration.missingStates, 'unreached states').toEqual([]);
  expect(exploration.missingTransitions, 'unexercised transitions').toEqual([]);
  const viaGraph = new Set(exploration.paths.map((path) => exploration.serialize(path.state)));
  const viaExploration = new Set(exploration.snapshots.map((snapshot) => exploration.serialize(snapshot)));
  expect(viaGraph.size, 'xstate/graph reaches the same snapshots').toBe(viaExploration.size);
  expect([...viaGraph].filter((key) => !viaExploration.has(key))).toEqual([]);
}

function leafPaths(value: StateValue, prefix: string[] = []): string[][] {
  if (typeof value === 'string') return [[...prefix, value]];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [] : leafPaths(child, [...prefix, key]),
  );
}

/** Every UI state in the describe export names a real, reachable state and resolves to a snapshot. */
export function expectDescribeConsistent<TMachine extends AnyStateMachine>(
  machine: TMachine,
  description: MachineDescribe<unknown>,
  input: InputFrom<TMachine>,
  exploration: Exploration<TMachine>,
): void {
  expect(description.id).toBe(machine.id);
  const leaves = new Map(getStateNodes(machine.root).map((node) => [node.path.join('.'), node]));
  for (const [key, uiState] of Object.entries(description.uiStates)) {
    for (const path of leafPaths(uiState.value)) {
      const node = leaves.get(path.join('.'));
      expect(node, `${key}: ${path.join('.')} is a state`).toBeDefined();
      expect(exploration.reachedStates.has(node?.id ?? ''), `${key}: ${path.join('.')} is reachable`).toBe(
        true,
      );
    }
    const snapshot = resolveUiState(machine, input, uiState as never) as AnyMachineSnapshot;
    expect(snapshot.matches(uiState.value), `${key} resolves`).toBe(true);
    for (const [field, value] of Object.entries(uiState.context ?? {}))
      expect(snapshot.context[field], `${key}.${field}`).toEqual(value);
  }
}
