import { contract } from '@portal/api-contract';
import { createMockWorld, MOCK_NOW, override } from '@portal/api-contract/mocks';
import type { DepositFormValues } from '@portal/api-contract/validation';
import {
  CodedError,
  type DepositInput,
  type depositMachine,
  type DepositRequest,
  type DepositResult,
} from '@portal/machines';
import type { FlowActors } from '../actors';
import type { MachineWalk } from '../storybook/walk/walkPlan';

/** The channels the mocks' funds.depositChannels answers: bank, e-wallet and QR, each with its limits. */
export const depositStoryInput: DepositInput = {
  channels: createMockWorld().depositChannels,
  fractionDigits: 2,
  formId: 'story-form',
};

export const provideDepositStory = (actors: FlowActors) => actors.deposit;

/** Switches for the answers the mocks give only when told to. */
export type DepositSwitch = 'orderAnswerLost';

const submit = (values: DepositFormValues) => ({ type: 'SUBMIT', values }) as const;

export const depositWalk: MachineWalk<typeof depositMachine, DepositSwitch> = {
  events: {
    SUBMIT: [
      submit({ channelId: 'CH-BANK', amount: '500' }),
      // Below the bank channel's minimum, then no channel chosen.
      submit({ channelId: 'CH-BANK', amount: '99.99' }),
      submit({ amount: '500' }),
    ],
    RETRY: [{ type: 'RETRY' }],
    NEW_DEPOSIT: [{ type: 'NEW_DEPOSIT' }],
  },
  // What the guards and the mocks' answers read; amounts only change what is shown.
  distinguish: ({ context }) => ({
    move: context.move,
    placed: context.placed?.order.orderId ?? null,
    failure: context.failure?.code ?? null,
  }),
  switches: ['orderAnswerLost'],
  handlers: (isOn) => [
    override(contract.funds.deposit, { networkError: true }, { when: () => isOn('orderAnswerLost') }),
  ],
  answer: (invokeId, input, on) => {
    if (on.has('orderAnswerLost')) return { error: new CodedError('NETWORK_ERROR') };
    if (invokeId !== 'deposit') return null;
    const { body } = input as DepositRequest;
    return {
      done: {
        orderId: `DP-${body.channelId}-${body.amount}`,
        amount: body.amount,
        status: 'PENDING',
        paymentUrl: null,
        createdAt: new Date(MOCK_NOW).toISOString(),
      } satisfies DepositResult,
    };
  },
};
