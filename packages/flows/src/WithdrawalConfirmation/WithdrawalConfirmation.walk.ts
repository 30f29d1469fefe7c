import { contract } from '@portal/api-contract';
import { mockIconUrl, mockPickedPng, override } from '@portal/api-contract/mocks';
import {
  CodedError,
  type ConfirmReceiptRequest,
  type ConfirmReceiptResult,
  type ProofImage,
  type UploadedProof,
  type WithdrawalConfirmationInput,
  type withdrawalConfirmationMachine,
} from '@portal/machines';
import type { FlowActors } from '../actors';
import { pendingWithdrawalInput } from '../storybook/mockApi';
import type { MachineWalk } from '../storybook/walk/walkPlan';

/** The mocks' pending withdrawal (₱1,500.00), counted as received 35 minutes from the mocks' now. */
export const withdrawalConfirmationStoryInput: WithdrawalConfirmationInput = pendingWithdrawalInput();

/** The same withdrawal reopened once its deadline has passed: it is counted as received at once. */
export const withdrawalPastDeadlineInput: WithdrawalConfirmationInput = {
  ...withdrawalConfirmationStoryInput,
  now: Date.parse(withdrawalConfirmationStoryInput.confirmation.autoReceiveAt),
};

export const provideWithdrawalConfirmationStory = (actors: FlowActors) => actors.withdrawalConfirmation;

/** Switches for the answers the mocks give only when told to. */
export type WithdrawalConfirmationSwitch = 'receiptNotSaved';

const { withdrawalId, amount: disbursed } = withdrawalConfirmationStoryInput.confirmation;

/** The mocks' own PNG as the proof a person picks. */
const proof: ProofImage = mockPickedPng('proof.png');

/** What the mocks' upload answers for the walk's first (and only) proof. */
const uploadedProof: UploadedProof = {
  imageId: 'IMG-1',
  url: mockIconUrl(proof.name, 30),
  sizeBytes: proof.size,
};

export const withdrawalConfirmationWalk: MachineWalk<
  typeof withdrawalConfirmationMachine,
  WithdrawalConfirmationSwitch
> = {
  events: {
    RECEIVED: [{ type: 'RECEIVED' }],
    ALL_RECEIVED: [{ type: 'ALL_RECEIVED' }],
    PARTLY_RECEIVED: [
      { type: 'PARTLY_RECEIVED', amount: 20_000 },
      // The whole amount is "all received": refused as partly.
      { type: 'PARTLY_RECEIVED', amount: disbursed },
    ],
    NOT_RECEIVED: [
      { type: 'NOT_RECEIVED', proof },
      { type: 'NOT_RECEIVED', proof: null },
    ],
  },
  // What the mocks' answers read; failures and field errors only change what is shown.
  distinguish: ({ context }) => ({
    answer: context.answer,
    receivedAmount: context.receivedAmount,
    proofImageId: context.proofImageId,
  }),
  switches: ['receiptNotSaved'],
  handlers: (isOn) => [
    override(
      contract.funds.confirmWithdrawal,
      { networkError: true },
      { when: () => isOn('receiptNotSaved') },
    ),
  ],
  answer: (invokeId, input, on) => {
    switch (invokeId) {
      case 'uploadProof':
        return { done: uploadedProof };
      case 'confirmReceipt': {
        if (on.has('receiptNotSaved')) return { error: new CodedError('NETWORK_ERROR') };
        const { outcome } = input as ConfirmReceiptRequest;
        const confirmed = outcome.kind === 'received' || outcome.kind === 'allReceived';
        return {
          done: { withdrawalId, status: confirmed ? 'CONFIRMED' : 'DISPUTED' } satisfies ConfirmReceiptResult,
        };
      }
      default:
        return null;
    }
  },
};
