import {
  initialTransition,
  type AnyStateMachine,
  type ContextFrom,
  type InputFrom,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';

/** One state a person can see, worth its own story and visual test. */
export interface UiState<TContext> {
  /** The state value to resolve, e.g. `{ flow: 'editing', captcha: 'shown' }`. */
  readonly value: StateValue;
  /** What the screen shows there, for story titles and docs (not user-facing text). */
  readonly summary: string;
  /** Context that makes the story realistic (an error code, a countdown value…). */
  readonly context?: Partial<TContext>;
}

export interface MachineDescribe<TContext> {
  readonly id: string;
  readonly summary: string;
  readonly uiStates: Readonly<Record<string, UiState<TContext>>>;
}

export function defineDescribe<TMachine extends AnyStateMachine>(
  _machine: TMachine,
  description: MachineDescribe<ContextFrom<TMachine>>,
): MachineDescribe<ContextFrom<TMachine>> {
  return description;
}

/**
 * A snapshot sitting in one UI state, for stories: `createActor(machine, { snapshot })`.
 * Nothing is invoked on the way, so no actor needs to be provided to render it.
 */
export function resolveUiState<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  uiState: UiState<ContextFrom<TMachine>>,
): SnapshotFrom<TMachine> {
  const [initial] = (
    initialTransition as (logic: AnyStateMachine, input: unknown) => [SnapshotFrom<TMachine>, unknown[]]
  )(machine, input);
  const context: unknown = {
    ...(initial as { context: Record<string, unknown> }).context,
    ...uiState.context,
  };
  return machine.resolveState({ value: uiState.value, context }) as SnapshotFrom<TMachine>;
}
