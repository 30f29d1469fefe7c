import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { loginMachine, machineToGraph } from '@portal/machines';
import { withMockApi } from '../test/flowActors';
import { planWalk } from '../storybook/walk/walkPlan';
import { createSwitchBoard, createWalkRecorder, replayPath } from '../storybook/walk/walkSession';
import { loginStoryInput, loginWalk, type LoginSwitch } from './Login.walk';

const input = loginStoryInput;

const flowActors = withMockApi();
const pathTo = planWalk(loginMachine, loginWalk, input);
const states = machineToGraph(loginMachine)
  .nodes.filter((node) => node.parentId !== null)
  .map((node) => node.id);

// Done when QA can reach every state of the login machine: each one's shortest path, replayed on
// the real actors over the mocks (the same as the Walk story's "Replay from the start"), gets there.
describe('login walk', () => {
  it('plans a path to every state', () => {
    expect(states.filter((state) => pathTo(state) === null)).toEqual([]);
  });

  it.each(states)('replays the shortest path to %s on the real actors over the mocks', async (state) => {
    const switches = createSwitchBoard<LoginSwitch>();
    const { actors } = flowActors({ overrides: loginWalk.handlers(switches.isOn) });
    const recorder = createWalkRecorder();
    const actor = createActor(loginMachine.provide({ ...actors.login, delays: { captchaThrottle: 0 } }), {
      input,
      inspect: recorder.inspect,
    }).start();
    const path = pathTo(state)!;
    const result = await replayPath({
      path,
      recorder,
      send: (event) => actor.send(event as never),
      switches,
    });
    actor.stop();
    expect(result, JSON.stringify(path.steps.map((step) => step.event.type))).toEqual({ arrived: true });
  });
});
