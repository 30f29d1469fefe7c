import type { PointConfig, PointReward } from '@portal/api-contract';
import { contract } from '@portal/api-contract';
import { createMockWorld, mockCredentials, override } from '@portal/api-contract/mocks';
import {
  CodedError,
  type PointsMoveInput,
  type pointsMoveMachine,
  type PointsMoveRequest,
  type PointsMoveResult,
} from '@portal/machines';
import type { FlowActors } from '../actors';
import type { MachineWalk } from '../storybook/walk/walkPlan';

/** The mocks' member's points and a reward shipped to an address that is in stock, as the mocks answer them. */
function seededMall(): { points: number; reward: PointReward } {
  const world = createMockWorld();
  const reward = world.pointRewards.find((candidate) => candidate.requiresAddress && candidate.quantity > 0);
  if (!reward) throw new Error('the mocks seed a reward shipped to an address, in stock');
  return { points: world.pointsBalance, reward };
}

const mall = seededMall();

/** points.config as the mocks answer it. */
export const mockPointConfig: PointConfig = {
  ratio: { points: 100, amount: 100 },
  convertEnabled: true,
  minConvertPoints: 100,
};

export const redeemStoryInput: PointsMoveInput = {
  kind: 'redeem',
  reward: mall.reward,
  points: mall.points,
  formId: 'story-form',
};

export const convertStoryInput: PointsMoveInput = {
  kind: 'convert',
  config: mockPointConfig,
  points: mall.points,
  formId: 'story-form',
};

export const providePointsMoveStory = (actors: FlowActors) => actors.pointsMove;

/** Switches for the answers the mocks give only when told to. */
export type PointsMoveSwitch = 'pointsAnswerLost';

const password = mockCredentials.withdrawPassword;

export const pointsMoveWalk: MachineWalk<typeof pointsMoveMachine, PointsMoveSwitch> = {
  events: {
    SUBMIT: [
      { type: 'SUBMIT', values: { receivingAddress: '1 Rizal Avenue, Manila', withdrawPassword: password } },
      { type: 'SUBMIT', values: { points: '2000', withdrawPassword: password } },
      // A wrong withdraw password, then nothing typed.
      { type: 'SUBMIT', values: { receivingAddress: '1 Rizal Avenue, Manila', withdrawPassword: '000000' } },
      { type: 'SUBMIT', values: {} },
    ],
    RETRY: [{ type: 'RETRY' }],
    POINTS_CHANGED: [{ type: 'POINTS_CHANGED', points: mall.points }],
    NEW_MOVE: [{ type: 'NEW_MOVE' }],
  },
  // What the guards and the mocks' answers read; the points only change what is shown.
  distinguish: ({ context }) => ({
    move: context.move,
    result: context.result?.kind ?? null,
    failure: context.failure?.code ?? null,
  }),
  switches: ['pointsAnswerLost'],
  handlers: (isOn) =>
    [contract.points.redeem, contract.points.convert].map((endpoint) =>
      override(endpoint, { networkError: true }, { when: () => isOn('pointsAnswerLost') }),
    ),
  answer: (invokeId, input, on) => {
    if (invokeId !== 'movePoints') return null;
    if (on.has('pointsAnswerLost')) return { error: new CodedError('NETWORK_ERROR') };
    const request = input as PointsMoveRequest;
    // The mocks' rules (resolvers/points.ts): the withdraw password, then the points held.
    if (request.body.withdrawPassword !== password) return { error: new CodedError('INVALID_CREDENTIALS') };
    if (request.kind === 'redeem') {
      if (mall.reward.pointsRequired > mall.points) return { error: new CodedError('INSUFFICIENT_FUNDS') };
      return {
        done: {
          kind: 'redeem',
          redeemed: {
            redeemId: 'RD-26',
            points: mall.points - mall.reward.pointsRequired,
            status: 'IN_PROCESS',
          },
        } satisfies PointsMoveResult,
      };
    }
    if (request.body.points > mall.points) return { error: new CodedError('INSUFFICIENT_FUNDS') };
    return {
      done: {
        kind: 'convert',
        converted: {
          points: mall.points - request.body.points,
          creditedAmount: request.body.points,
          balance: 0,
        },
      } satisfies PointsMoveResult,
    };
  },
};
