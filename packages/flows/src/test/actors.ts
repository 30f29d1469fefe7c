import {
  createActor,
  type Actor,
  type ActorRefFrom,
  type AnyStateMachine,
  type ContextFrom,
  type InputFrom,
} from 'xstate';
import { resolveUiState, type MachineDescribe } from '@portal/machines';
import { described } from '../storybook/describe';

/** A started actor sitting in one of the machine's described UI states. */
export function startAt<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  describe: MachineDescribe<ContextFrom<TMachine>>,
  name: string,
  context?: Partial<ContextFrom<TMachine>>,
): ActorRefFrom<TMachine> {
  const snapshot = resolveUiState(machine, input, described(describe, name, context));
  const actor = (createActor as (logic: AnyStateMachine, options: object) => Actor<AnyStateMachine>)(
    machine,
    { snapshot },
  );
  actor.start();
  return actor as unknown as ActorRefFrom<TMachine>;
}
