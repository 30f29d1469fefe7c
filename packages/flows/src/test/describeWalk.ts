import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyStateMachine, type InputFrom } from 'xstate';
import { createMockWorld, type MockWorldOptions } from '@portal/api-contract/mocks';
import { machineToGraph } from '@portal/machines';
import type { FlowActors } from '../actors';
import { dueAnswers, planWalk, type MachineWalk } from '../storybook/walk/walkPlan';
import { createSwitchBoard, createWalkRecorder, replayPath } from '../storybook/walk/walkSession';
import { mockFlowActors } from '../storybook/mockApi';
import { withMockApi } from './flowActors';

// Test files share this module (isolate: false): one set of mock-server hooks per file.
const flowActorsByFile = new Map<string, ReturnType<typeof withMockApi>>();

/**
 * The test file's mock server hooks, which its walks replay on: a file's own checks of the mocks'
 * answers use them too. Call it while the file collects its tests.
 */
export function walkMockApi() {
  const file = expect.getState().testPath ?? '';
  let flowActors = flowActorsByFile.get(file);
  if (!flowActors) {
    flowActors = withMockApi();
    flowActorsByFile.set(file, flowActors);
  }
  return flowActors;
}

export interface WalkTestOptions<TMachine extends AnyStateMachine, TSwitch extends string> {
  machine: TMachine;
  walk: MachineWalk<TMachine, TSwitch>;
  input: InputFrom<TMachine>;
  /** Tells apart the walks of one machine that start with other inputs. */
  label?: string;
  /** The stories' provide-object, so the test replays what the Walk story runs. */
  provide: (actors: FlowActors) => Parameters<TMachine['provide']>[0];
  /** The session the client sends, for machines whose calls need one. */
  token?: string | null;
  /** The mock server's merchant, when the machine needs another than the default (multi-wallet). */
  world?: MockWorldOptions;
  /** States no path reaches over the mocks with this input, each with the reason. */
  unreachable?: Readonly<Record<string, string>>;
}

/**
 * Done when QA can reach every state of a machine: each one's shortest path, replayed on the real
 * actors over the mocks (the same as the Walk story's "Replay from the start"), gets there. The
 * states named unreachable must stay so: a path found to one fails the test until it is walked.
 */
export function describeWalk<TMachine extends AnyStateMachine, TSwitch extends string>({
  machine,
  walk,
  input,
  label,
  provide,
  token = null,
  world = {},
  unreachable = {},
}: WalkTestOptions<TMachine, TSwitch>) {
  const actorsOverMocks = walkMockApi();
  // Planned on the machine as the story provides it (its delays), as the Walk story plans it.
  const { actors: planningActors } = mockFlowActors({ baseUrl: 'http://api.test', token });
  const pathTo = planWalk(machine.provide(provide(planningActors)) as TMachine, walk, input);
  const states = machineToGraph(machine)
    .nodes.filter((node) => node.parentId !== null)
    .map((node) => node.id);
  const walkable = states.filter((state) => !(state in unreachable));

  describe(label ? `${machine.id} walk (${label})` : `${machine.id} walk`, () => {
    it('plans a path to every state but the named unreachable ones', () => {
      expect(Object.keys(unreachable).filter((state) => !states.includes(state))).toEqual([]);
      expect(states.filter((state) => pathTo(state) === null).sort()).toEqual(
        Object.keys(unreachable).sort(),
      );
    });

    it.each(walkable)('replays the shortest path to %s on the real actors over the mocks', async (state) => {
      const switches = createSwitchBoard<TSwitch>();
      const { actors } = actorsOverMocks({
        token,
        world: createMockWorld(world),
        overrides: walk.handlers(switches.isOn),
      });
      const recorder = createWalkRecorder();
      const actor = createActor(machine.provide(provide(actors)), {
        input,
        inspect: recorder.inspect,
      } as never).start();
      const path = pathTo(state)!;
      const result = await replayPath({
        path,
        recorder,
        send: (event) => actor.send(event as never),
        switches,
      });
      // The mocks' answers still due land in this test's world, not in the next test's.
      await vi.waitFor(() =>
        expect(dueAnswers(walk, actor.getSnapshot(), new Set(walk.switches.filter(switches.isOn)))).toEqual(
          [],
        ),
      );
      actor.stop();
      expect(result, JSON.stringify(path.steps.map((step) => step.event.type))).toEqual({ arrived: true });
    });
  });
}
