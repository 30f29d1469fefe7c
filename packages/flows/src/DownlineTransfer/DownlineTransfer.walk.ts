import { contract } from '@portal/api-contract';
import { createMockWorld, mockCredentials, mockIds, override } from '@portal/api-contract/mocks';
import type { DownlineTransferFormValues } from '@portal/api-contract/validation';
import {
  CodedError,
  type DownlineTransferInput,
  type downlineTransferMachine,
  type DownlineTransferRequest,
  type DownlineTransferResult,
} from '@portal/machines';
import type { FlowActors } from '../actors';
import type { MachineWalk } from '../storybook/walk/walkPlan';

/** The mocks' agent and one of its direct downlines, as wallet.balance and agent.teamMembers answer them. */
function seededTeam(): { agentBalance: number; downline: string; downlineBalance: number } {
  const world = createMockWorld();
  const agent = world.accounts.get(mockCredentials.agent.username);
  const downline = world.teamMembers.find((member) => member.account === mockIds.downline);
  if (!agent || downline?.level !== 1) throw new Error('the mocks seed agentone with a direct downline');
  return { agentBalance: agent.balance, downline: downline.account, downlineBalance: downline.balance };
}

const team = seededTeam();

export const downlineTransferStoryInput: DownlineTransferInput = {
  direction: 'transfer',
  downline: team.downline,
  available: team.agentBalance,
  fractionDigits: 2,
  formId: 'story-form',
};

export const downlineRecallStoryInput: DownlineTransferInput = {
  ...downlineTransferStoryInput,
  direction: 'recall',
  available: team.downlineBalance,
};

export const provideDownlineTransferStory = (actors: FlowActors) => actors.downlineTransfer;

/** Switches for the answers the mocks give only when told to. */
export type DownlineTransferSwitch = 'answerLost';

const submit = (values: DownlineTransferFormValues) => ({ type: 'SUBMIT', values }) as const;
/** The mocks' agent's withdraw password (every seeded account shares it). */
const { withdrawPassword } = mockCredentials;

export const downlineTransferWalk: MachineWalk<typeof downlineTransferMachine, DownlineTransferSwitch> = {
  events: {
    SUBMIT: [
      submit({ amount: '500', withdrawPassword }),
      // A wrong withdraw password (the server refuses it), more than the agent's main wallet holds,
      // nothing typed.
      submit({ amount: '500', withdrawPassword: '654321' }),
      submit({ amount: '5000.01', withdrawPassword }),
      submit({}),
    ],
    RETRY: [{ type: 'RETRY' }],
    AVAILABLE_CHANGED: [{ type: 'AVAILABLE_CHANGED', available: downlineTransferStoryInput.available }],
    NEW_MOVE: [{ type: 'NEW_MOVE' }],
  },
  // What the guards and the mocks' answers read; amounts only change what is shown.
  distinguish: ({ context }) => ({
    move: context.move,
    moved: context.moved !== null,
    failure: context.failure?.code ?? null,
  }),
  // "Wallet moves get no answer": the same drop the wallet transfer's walk switches on.
  switches: ['answerLost'],
  handlers: (isOn) =>
    [contract.funds.transferToDownline, contract.funds.recallFromDownline].map((endpoint) =>
      override(endpoint, { networkError: true }, { when: () => isOn('answerLost') }),
    ),
  answer: (invokeId, input, on) => {
    if (invokeId !== 'moveBalance') return null;
    if (on.has('answerLost')) return { error: new CodedError('NETWORK_ERROR') };
    const { direction, body } = input as DownlineTransferRequest;
    // The mocks' rules (resolvers/funds.ts): the password, then no more than the giving side holds.
    if (body.withdrawPassword !== withdrawPassword)
      return {
        error: new CodedError('INVALID_CREDENTIALS', {
          issues: [{ path: 'withdrawPassword', code: 'withdrawPasswordRequired' }],
        }),
      };
    const held = direction === 'transfer' ? team.agentBalance : team.downlineBalance;
    if (body.amount > held) return { error: new CodedError('INSUFFICIENT_FUNDS') };
    return {
      done: {
        transferId: `${direction === 'transfer' ? 'TD' : 'RC'}-${body.downlineAccount}-${body.amount}`,
        amount: body.amount,
        balance: team.agentBalance + (direction === 'transfer' ? -body.amount : body.amount),
      } satisfies DownlineTransferResult,
    };
  },
};
