import type { StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import type { ActorRefFrom, AnyStateMachine, ContextFrom, InputFrom } from 'xstate';
import type { MachineDescribe } from '@portal/machines';
import { MachineOverview, MachineStory } from './FlowStory';
import { described } from './describe';
import { currentStates, overviewStoryParameters } from './storyHelpers';

export interface MachineStoriesOptions<TMachine extends AnyStateMachine, TArgs> {
  /** The machine with fake actors provided. */
  machine: TMachine;
  input: InputFrom<TMachine>;
  describe: MachineDescribe<ContextFrom<TMachine>>;
  /** The bound UI for a running actor; `args` are the story's args (e.g. spies). */
  render: (actorRef: ActorRefFrom<TMachine>, args: TArgs) => ReactNode;
}

/** The two story shapes every machine page uses: one per described UI state, and the Overview. */
export function machineStories<TMachine extends AnyStateMachine, TArgs = unknown>({
  machine,
  input,
  describe,
  render,
}: MachineStoriesOptions<TMachine, TArgs>) {
  return {
    /** Renders the bound UI started in the named `<name>Describe` state (optionally with other input). */
    story:
      (name: string, storyInput: InputFrom<TMachine> = input) =>
      (args: TArgs) => (
        <MachineStory machine={machine} input={storyInput} uiState={described(describe, name)}>
          {(actorRef) => render(actorRef, args)}
        </MachineStory>
      ),
    /** The whole chart; its play checks which states the machine starts in. */
    overview: (initialStates: readonly string[]): StoryObj => ({
      parameters: overviewStoryParameters,
      render: () => <MachineOverview machine={machine} input={input} />,
      play: async ({ canvasElement }) => {
        await expect(currentStates(canvasElement)).toEqual(initialStates);
      },
    }),
  };
}
