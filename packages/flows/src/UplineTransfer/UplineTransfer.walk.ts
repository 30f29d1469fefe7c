import { contract } from '@portal/api-contract';
import { createMockWorld, mockCredentials, override } from '@portal/api-contract/mocks';
import type { UplineTransferFormValues } from '@portal/api-contract/validation';
import {
  CodedError,
  type UplineTransferInput,
  type uplineTransferMachine,
  type UplineTransferRequest,
  type UplineTransferResult,
} from '@portal/machines';
import type { FlowActors } from '../actors';
import type { MachineWalk } from '../storybook/walk/walkPlan';

/** The mocks' demo member, as member.info and wallet.balance answer them: under agentone. */
function seededMember(): { upline: string; balance: number } {
  const account = createMockWorld().accounts.get(mockCredentials.member.username);
  if (!account?.upline) throw new Error('the mocks seed demomember under an upline');
  return { upline: account.upline, balance: account.balance };
}

export const uplineTransferStoryInput: UplineTransferInput = {
  ...seededMember(),
  fractionDigits: 2,
  formId: 'story-form',
};

export const provideUplineTransferStory = (actors: FlowActors) => actors.uplineTransfer;

/** Switches for the answers the mocks give only when told to. */
export type UplineTransferSwitch = 'uplineAnswerLost';

const submit = (values: UplineTransferFormValues) => ({ type: 'SUBMIT', values }) as const;
const { withdrawPassword } = mockCredentials;

export const uplineTransferWalk: MachineWalk<typeof uplineTransferMachine, UplineTransferSwitch> = {
  events: {
    SUBMIT: [
      submit({ amount: '500', withdrawPassword }),
      // A wrong withdraw password (the server refuses it), more than the balance, nothing typed.
      submit({ amount: '500', withdrawPassword: '654321' }),
      submit({ amount: '10000.01', withdrawPassword }),
      submit({}),
    ],
    RETRY: [{ type: 'RETRY' }],
    BALANCE_CHANGED: [{ type: 'BALANCE_CHANGED', balance: uplineTransferStoryInput.balance }],
    NEW_TRANSFER: [{ type: 'NEW_TRANSFER' }],
  },
  // What the guards and the mocks' answers read; amounts only change what is shown.
  distinguish: ({ context }) => ({
    move: context.move,
    transferred: context.transferred !== null,
    failure: context.failure?.code ?? null,
  }),
  switches: ['uplineAnswerLost'],
  handlers: (isOn) => [
    override(
      contract.funds.transferToUpline,
      { networkError: true },
      { when: () => isOn('uplineAnswerLost') },
    ),
  ],
  answer: (invokeId, input, on) => {
    if (on.has('uplineAnswerLost')) return { error: new CodedError('NETWORK_ERROR') };
    if (invokeId !== 'transferToUpline') return null;
    const { body } = input as UplineTransferRequest;
    // The mocks' rules (resolvers/funds.ts transferToUpline): the password, then the balance.
    if (body.withdrawPassword !== withdrawPassword)
      return {
        error: new CodedError('INVALID_CREDENTIALS', {
          issues: [{ path: 'withdrawPassword', code: 'withdrawPasswordRequired' }],
        }),
      };
    return {
      done: {
        transferId: `TU-${mockCredentials.member.username}-${body.amount}`,
        amount: body.amount,
        balance: uplineTransferStoryInput.balance - body.amount,
      } satisfies UplineTransferResult,
    };
  },
};
