import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect } from 'storybook/test';
import type { ActorRefFrom, AnyStateMachine, ContextFrom, InputFrom } from 'xstate';
import { createHandlers, createMockWorld } from '@portal/api-contract/mocks';
import type { MachineDescribe } from '@portal/machines';
import type { HttpHandler } from 'msw';
import type { FlowActors } from '../actors';
import { MachineOverview, MachineStory } from './FlowStory';
import { described } from './describe';
import { mockFlowActors } from './mockApi';
import { currentStates, overviewStoryParameters, stateStoryParameters } from './storyHelpers';

/** What one machine's `provide()` takes. */
type ProvideOf<TMachine extends AnyStateMachine> = Parameters<TMachine['provide']>[0];

export interface MachineStoriesOptions<TMachine extends AnyStateMachine, TArgs> {
  /** The machine as `@portal/machines` exports it: the stories provide its actors. */
  machine: TMachine;
  /**
   * Its provide-object from `createFlowActors` (e.g. `(actors) => actors.login`), with any delay a
   * still story needs (a throttle that reopens at once).
   */
  provide: (actors: FlowActors) => ProvideOf<TMachine>;
  /** The session the client sends (`mockTokens.member`…) for machines whose calls need one. */
  token?: string | null;
  input: InputFrom<TMachine>;
  describe: MachineDescribe<ContextFrom<TMachine>>;
  /** The bound UI for a running actor; `args` are the story's args (e.g. spies). */
  render: (actorRef: ActorRefFrom<TMachine>, args: TArgs) => ReactNode;
}

interface Loaded {
  flowActors: FlowActors;
}

/**
 * The story shapes every machine page uses: one per described UI state, and the Overview. The
 * machine runs on `createFlowActors` over the real client, answered by the MSW handlers of
 * `@portal/api-contract/mocks`; a story that needs another answer (an error, a captcha demanded)
 * says so with `answers(override(…))`.
 */
export function machineStories<TMachine extends AnyStateMachine, TArgs = unknown>({
  machine,
  provide,
  token = null,
  input,
  describe,
  render,
}: MachineStoriesOptions<TMachine, TArgs>) {
  // One mock world per stories file, started afresh before each story so that what one story
  // writes (a favourite, a session) never shows in the next.
  const world = createMockWorld();

  function Provided({
    flowActors,
    children,
  }: {
    flowActors: FlowActors;
    children: (machine: TMachine) => ReactNode;
  }) {
    const [provided] = useState(() => machine.provide(provide(flowActors)) as TMachine);
    return children(provided);
  }

  /** MSW handlers for a story: the mocks' defaults behind the given overrides. */
  const answers = (...overrides: HttpHandler[]) => ({
    msw: { handlers: createHandlers({ world, overrides }) },
  });

  /**
   * Renders the bound UI started in the named `<name>Describe` state, optionally with other input
   * or with context on top of the described one (data the mocks hold, e.g. their own contract).
   */
  const story =
    (name: string, storyInput: InputFrom<TMachine> = input, context?: Partial<ContextFrom<TMachine>>) =>
    (args: TArgs, storyContext: StoryContext) => (
      <Provided flowActors={(storyContext.loaded as Loaded).flowActors}>
        {(provided) => (
          <MachineStory machine={provided} input={storyInput} uiState={described(describe, name, context)}>
            {(actorRef) => render(actorRef, args)}
          </MachineStory>
        )}
      </Provided>
    );

  return {
    /** Spread into the stories file's meta: a fresh world and fresh actors before every story. */
    meta: {
      loaders: [
        (): Loaded => {
          Object.assign(world, createMockWorld());
          return { flowActors: mockFlowActors({ baseUrl: window.location.origin, token }).actors };
        },
      ],
      parameters: { ...stateStoryParameters, ...answers() },
    } satisfies Partial<Meta>,
    answers,
    story,
    /** Another story of a described state, with data of its own (not that state's own story). */
    variant: (name: string, context: Partial<ContextFrom<TMachine>>) => story(name, input, context),
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
