import { contract, MAIN_WALLET } from '@portal/api-contract';
import {
  createMockWorld,
  mockCredentials,
  override,
  vendorBalancesOf,
  type MockWorldOptions,
} from '@portal/api-contract/mocks';
import {
  CodedError,
  type RecallAllResult,
  type WalletBalances,
  type WalletTransferInput,
  type walletTransferMachine,
  type WalletTransferRequest,
  type WalletTransferResult,
} from '@portal/machines';
import type { WalletTransferFormValues } from '@portal/api-contract/validation';
import type { FlowActors } from '../actors';
import type { MachineWalk } from '../storybook/walk/walkPlan';

/** The wallet page exists for multi-wallet merchants: the mocks run one, as ember and lagoon do. */
export const walletTransferWorld: MockWorldOptions = { walletMode: 'multi' };

/** What the mocks' wallet.balance answers the member at the start: main wallet and each game wallet. */
function seededBalances(): WalletBalances {
  const world = createMockWorld(walletTransferWorld);
  const member = mockCredentials.member.username;
  return { balance: world.balances.get(member) ?? 0, vendorBalances: vendorBalancesOf(world, member) };
}

export const walletTransferStoryInput: WalletTransferInput = {
  balances: seededBalances(),
  fractionDigits: 2,
  formId: 'story-form',
};

export const provideWalletTransferStory = (actors: FlowActors) => actors.walletTransfer;

/** Switches for the answers the mocks give only when told to. */
export type WalletTransferSwitch = 'answerLost';

const submit = (values: WalletTransferFormValues) => ({ type: 'SUBMIT', values }) as const;
const { balances } = walletTransferStoryInput;
const held = (vendor: string) =>
  balances.vendorBalances.find((wallet) => wallet.vassalage === vendor)?.balance ?? 0;

export const walletTransferWalk: MachineWalk<typeof walletTransferMachine, WalletTransferSwitch> = {
  events: {
    SUBMIT: [
      submit({ vendor: 'PG', direction: 'toVendor', amount: '100.50' }),
      // More than the JDB wallet holds, then nothing filled in.
      submit({ vendor: 'JDB', direction: 'toMain', amount: '500' }),
      submit({ direction: 'toVendor' }),
    ],
    RECALL_ALL: [{ type: 'RECALL_ALL' }],
    RETRY: [{ type: 'RETRY' }],
    BALANCES_CHANGED: [{ type: 'BALANCES_CHANGED', balances }],
    NEW_TRANSFER: [{ type: 'NEW_TRANSFER' }],
  },
  // What the guards and the mocks' answers read; amounts only change what is shown.
  distinguish: ({ context }) => ({
    move: context.move,
    done: context.done?.kind ?? null,
    failure: context.failure?.code ?? null,
    moneyInGames: context.balances.vendorBalances.some((wallet) => wallet.balance > 0),
  }),
  switches: ['answerLost'],
  handlers: (isOn) =>
    [contract.wallet.transfer, contract.wallet.logoutGameSessions].map((endpoint) =>
      override(endpoint, { networkError: true }, { when: () => isOn('answerLost') }),
    ),
  answer: (invokeId, input, on) => {
    if (on.has('answerLost')) return { error: new CodedError('NETWORK_ERROR') };
    switch (invokeId) {
      case 'transfer': {
        const { body } = input as WalletTransferRequest;
        const balance =
          body.from === MAIN_WALLET ? balances.balance - body.amount : balances.balance + body.amount;
        return { done: { transferId: 'TR-walk', balance } satisfies WalletTransferResult };
      }
      case 'recallAll': {
        const recalledAmount = held('PG') + held('JDB');
        return {
          done: { recalledAmount, balance: balances.balance + recalledAmount } satisfies RecallAllResult,
        };
      }
      default:
        return null;
    }
  },
};
