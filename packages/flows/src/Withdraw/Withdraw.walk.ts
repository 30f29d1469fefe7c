import { contract } from '@portal/api-contract';
import {
  createMockWorld,
  MOCK_NOW,
  mockCredentials,
  mockWithdrawOptions,
  override,
} from '@portal/api-contract/mocks';
import type { WithdrawFormValues } from '@portal/api-contract/validation';
import {
  CodedError,
  type WithdrawInput,
  type withdrawMachine,
  type WithdrawRequest,
  type WithdrawResult,
} from '@portal/machines';
import type { FlowActors } from '../actors';
import type { MachineWalk } from '../storybook/walk/walkPlan';

const world = createMockWorld();
const member = world.accounts.get(mockCredentials.member.username);
/** What the mocks' demo member holds in the main wallet: all of it can be withdrawn. */
const memberBalance = world.balances.get(mockCredentials.member.username) ?? 0;

/** What the mocks' funds.withdrawOptions answers the demo member: two bound accounts, 5 a day. */
export const withdrawStoryInput: WithdrawInput = {
  options: mockWithdrawOptions(member?.nickname ?? mockCredentials.member.username, memberBalance),
  fractionDigits: 2,
  formId: 'story-form',
};

export const provideWithdrawStory = (actors: FlowActors) => actors.withdraw;

/** Switches for the answers the mocks give only when told to. */
export type WithdrawSwitch = 'withdrawAnswerLost';

const submit = (values: WithdrawFormValues) => ({ type: 'SUBMIT', values }) as const;
const toBank = { accountId: 'ACC-1', amount: '500', withdrawPassword: mockCredentials.withdrawPassword };

export const withdrawWalk: MachineWalk<typeof withdrawMachine, WithdrawSwitch> = {
  events: {
    SUBMIT: [
      submit(toBank),
      // A password the mocks refuse once confirmed; below the minimum; no account chosen.
      submit({ ...toBank, withdrawPassword: '000000' }),
      submit({ ...toBank, amount: '99.99' }),
      submit({ amount: '500', withdrawPassword: mockCredentials.withdrawPassword }),
    ],
    CONFIRM: [{ type: 'CONFIRM' }],
    EDIT: [{ type: 'EDIT' }],
    RETRY: [{ type: 'RETRY' }],
    NEW_WITHDRAWAL: [{ type: 'NEW_WITHDRAWAL' }],
  },
  // What the guards and the mocks' answers read; amounts and balances only change what is shown.
  distinguish: ({ context }) => ({
    move: context.move,
    placed: context.placed?.order.orderId ?? null,
    failure: context.failure?.code ?? null,
  }),
  switches: ['withdrawAnswerLost'],
  handlers: (isOn) => [
    override(contract.funds.withdraw, { networkError: true }, { when: () => isOn('withdrawAnswerLost') }),
  ],
  answer: (invokeId, input, on) => {
    if (on.has('withdrawAnswerLost')) return { error: new CodedError('NETWORK_ERROR') };
    if (invokeId !== 'withdraw') return null;
    const { body } = input as WithdrawRequest;
    if (body.withdrawPassword !== mockCredentials.withdrawPassword)
      return { error: new CodedError('INVALID_CREDENTIALS') };
    return {
      done: {
        orderId: `WD-${MOCK_NOW}-${body.amount}`,
        amount: body.amount,
        status: 'PENDING',
        balance: memberBalance - body.amount,
        createdAt: new Date(MOCK_NOW).toISOString(),
      } satisfies WithdrawResult,
    };
  },
};
