import { useMemo, useState, type ReactNode } from 'react';
import {
  initialTransition,
  type ActorRefFrom,
  type ContextFrom,
  type AnyActorRef,
  type AnyStateMachine,
  type InputFrom,
  type StateValue,
} from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import { activeStatePaths, machineToGraph, resolveUiState, type UiState } from '@portal/machines';
import { StateChart, type StateChartProps } from '@portal/ui';
import * as styles from './FlowStory.css';

export interface FlowChartProps {
  machine: AnyStateMachine;
  /** The state to highlight; null draws the chart with nothing current. */
  value: StateValue | null;
  overflow?: StateChartProps['overflow'];
}

/** The machine's statechart with the given state value highlighted. */
export function FlowChart({ machine, value, overflow }: FlowChartProps) {
  const graph = useMemo(() => machineToGraph(machine), [machine]);
  const active = useMemo(() => (value === null ? [] : activeStatePaths(value)), [value]);
  return (
    <StateChart
      machineId={graph.id}
      nodes={graph.nodes}
      edges={graph.edges}
      active={active}
      overflow={overflow}
    />
  );
}

export interface FlowStoryProps {
  machine: AnyStateMachine;
  /** The running actor: its snapshot drives the highlight, so user actions move it live. */
  actorRef: AnyActorRef;
  /** The bound UI. */
  children: ReactNode;
}

/** QA layout: the bound UI on one side, the machine's chart with the current state on the other. */
export function FlowStory({ machine, actorRef, children }: FlowStoryProps) {
  const value = useSelector(actorRef, (snapshot: { value: StateValue }) => snapshot.value);
  return (
    <div className={styles.layout}>
      <div className={styles.pane} data-testid="flow-ui">
        {children}
      </div>
      <div className={styles.chartPane}>
        <FlowChart machine={machine} value={value} />
      </div>
    </div>
  );
}

type StartActor = (logic: AnyStateMachine, options: { snapshot: unknown }) => AnyActorRef;

export interface MachineStoryProps<TMachine extends AnyStateMachine> {
  /** The machine with fake actors provided. */
  machine: TMachine;
  input: InputFrom<TMachine>;
  /** One of the machine's `<name>Describe` UI states. */
  uiState: { readonly value: StateValue; readonly context?: Partial<ContextFrom<TMachine>> };
  children: (actorRef: ActorRefFrom<TMachine>) => ReactNode;
}

/** Starts an actor sitting in a described UI state and renders it next to its chart. */
export function MachineStory<TMachine extends AnyStateMachine>({
  machine,
  input,
  uiState,
  children,
}: MachineStoryProps<TMachine>) {
  const [snapshot] = useState(() =>
    resolveUiState(machine, input, uiState as UiState<ContextFrom<TMachine>>),
  );
  const actorRef = (useActorRef as unknown as StartActor)(machine, { snapshot }) as ActorRefFrom<TMachine>;
  return (
    <FlowStory machine={machine} actorRef={actorRef}>
      {children(actorRef)}
    </FlowStory>
  );
}

export interface MachineOverviewProps {
  machine: AnyStateMachine;
  input?: unknown;
}

/** The whole chart, with the state the machine starts in highlighted. Nothing runs. */
export function MachineOverview({ machine, input }: MachineOverviewProps) {
  const value = useMemo(() => {
    const [initial] = (
      initialTransition as (logic: AnyStateMachine, input: unknown) => [{ value: StateValue }, unknown]
    )(machine, input);
    return initial.value;
  }, [machine, input]);
  return (
    // The whole chart at once, however wide: it is the machine's page and its visual reference.
    <div className={styles.overviewPane} data-testid="flow-chart">
      <FlowChart machine={machine} value={value} overflow="grow" />
    </div>
  );
}
