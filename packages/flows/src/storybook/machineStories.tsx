import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, waitFor } from 'storybook/test';
import type { ActorRefFrom, AnyStateMachine, ContextFrom, InputFrom } from 'xstate';
import { createHandlers, createMockWorld, type MockWorldOptions } from '@portal/api-contract/mocks';
import type { MachineDescribe } from '@portal/machines';
import type { HttpHandler } from 'msw';
import type { FlowActors } from '../actors';
import { MachineOverview, MachineStory } from './FlowStory';
import { described } from './describe';
import { mockFlowActors } from './mockApi';
import { currentStates, overviewStoryParameters, stateStoryParameters } from './storyHelpers';
import { MachineWalkView } from './walk/MachineWalkView';
import type { MachineWalk } from './walk/walkPlan';
import { createSwitchBoard, type SwitchBoard } from './walk/walkSession';

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
  /** The mock server's merchant, when the machine needs another than the default (multi-wallet). */
  world?: MockWorldOptions;
  input: InputFrom<TMachine>;
  describe: MachineDescribe<ContextFrom<TMachine>>;
  /** The bound UI for a running actor; `args` are the story's args (e.g. spies). */
  render: (actorRef: ActorRefFrom<TMachine>, args: TArgs) => ReactNode;
}

/** What a machine story's loader gives it: mocked actors for a fresh world. */
export interface Loaded {
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
  world: worldOptions = {},
  input,
  describe,
  render,
}: MachineStoriesOptions<TMachine, TArgs>) {
  // One mock world per stories file, started afresh before each story so that what one story
  // writes (a favourite, a session) never shows in the next.
  const world = createMockWorld(worldOptions);
  // The server answers a walk switches on; its MSW overrides read them on every request.
  const switches = createSwitchBoard();

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
          Object.assign(world, createMockWorld(worldOptions));
          switches.reset();
          return { flowActors: mockFlowActors({ baseUrl: window.location.origin, token }).actors };
        },
      ],
      parameters: { ...stateStoryParameters, ...answers() },
    } satisfies Partial<Meta>,
    answers,
    story,
    /** Another story of a described state, with data of its own (not that state's own story). */
    variant: (name: string, context: Partial<ContextFrom<TMachine>>) => story(name, input, context),
    /**
     * The live machine QA walks: events to send, server answers to switch, the log, and the
     * shortest way to any state picked on the chart, replayed from the start on fresh actors; with
     * the walk's MSW handlers (its switchable answers before the mocks' defaults). Each story that
     * spreads it must say `tags: ['no-visual']` in its own object (its chart is the Overview's, shot
     * there): Storybook's index reads tags only from there, never from a shared object.
     */
    walk: <TSwitch extends string>(
      machineWalk: MachineWalk<TMachine, TSwitch>,
      /** Another input than the stories' when more of the machine opens with it (a captcha on). */
      walkInput: InputFrom<TMachine> = input,
      /** Another session than the stories' when the walk is one account's (the session machine's kinds). */
      walkToken: string | null = token,
    ) => ({
      render: ((args: unknown) => (
        <MachineWalkView
          start={() => {
            // Every run starts from the mocks' seed, as a fresh page would.
            Object.assign(world, createMockWorld(worldOptions));
            const { actors } = mockFlowActors({ baseUrl: window.location.origin, token: walkToken });
            return machine.provide(provide(actors)) as TMachine;
          }}
          input={walkInput}
          walk={machineWalk}
          switches={switches as SwitchBoard<TSwitch>}
        >
          {(actorRef) => render(actorRef, args as TArgs)}
        </MachineWalkView>
      )) satisfies StoryObj['render'],
      parameters: answers(...machineWalk.handlers((name) => switches.isOn(name as TSwitch))),
    }),
    /**
     * The whole chart; its play checks which states the machine starts in. The chart never depends
     * on the viewport's width (it scrolls inside its pane), so the story file tags it
     * `visual-one-width` itself: Storybook's index reads tags only from the story's own object.
     */
    overview: (initialStates: readonly string[]): StoryObj => ({
      parameters: overviewStoryParameters,
      render: () => <MachineOverview machine={machine} input={input} />,
      play: async ({ canvasElement }) => {
        await waitFor(() => expect(currentStates(canvasElement)).toEqual(initialStates));
      },
    }),
  };
}
