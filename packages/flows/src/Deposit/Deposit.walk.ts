import { contract } from '@portal/api-contract';
import { createMockWorld, mockPickedPng, MOCK_NOW, mockIconUrl, override } from '@portal/api-contract/mocks';
import {
  CodedError,
  type DepositInput,
  type depositMachine,
  type DepositProof,
  type DepositRequest,
  type DepositResult,
  type DepositValues,
  type UploadedDepositProof,
} from '@portal/machines';
import type { FlowActors } from '../actors';
import type { MachineWalk } from '../storybook/walk/walkPlan';

/**
 * The channels the mocks' funds.depositChannels answers: bank, e-wallet, QR and USDT, each with
 * its limits; USDT is paid by hand and asks for a proof of payment.
 */
export const depositStoryInput: DepositInput = {
  channels: createMockWorld().depositChannels,
  fractionDigits: 2,
  formId: 'story-form',
};

export const provideDepositStory = (actors: FlowActors) => actors.deposit;

/** Switches for the answers the mocks give only when told to. */
export type DepositSwitch = 'orderAnswerLost' | 'proofRefused';

const submit = (values: DepositValues) => ({ type: 'SUBMIT', values }) as const;

/** The mocks' own PNG as the picture of a payment a person picks. */
export const depositProof: DepositProof = mockPickedPng('transfer.png');

/** What the mocks' upload answers for the walk's first proof. */
const uploadedProof: UploadedDepositProof = {
  imageId: 'IMG-1',
  url: mockIconUrl(depositProof.name, 30),
  sizeBytes: depositProof.size,
};

export const depositWalk: MachineWalk<typeof depositMachine, DepositSwitch> = {
  events: {
    SUBMIT: [
      submit({ channelId: 'CH-BANK', amount: '500' }),
      submit({ channelId: 'CH-USDT', amount: '1000', proof: depositProof }),
      // USDT without its proof, below the bank channel's minimum, then no channel chosen.
      submit({ channelId: 'CH-USDT', amount: '1000' }),
      submit({ channelId: 'CH-BANK', amount: '99.99' }),
      submit({ amount: '500' }),
    ],
    RETRY: [{ type: 'RETRY' }],
    NEW_DEPOSIT: [{ type: 'NEW_DEPOSIT' }],
  },
  // What the guards and the mocks' answers read; amounts only change what is shown.
  distinguish: ({ context }) => ({
    move: context.move,
    proofImageId: context.proofImageId,
    placed: context.placed?.order.orderId ?? null,
    failure: context.failure?.code ?? null,
  }),
  switches: ['orderAnswerLost', 'proofRefused'],
  handlers: (isOn) => [
    override(contract.funds.deposit, { networkError: true }, { when: () => isOn('orderAnswerLost') }),
    override(
      contract.system.uploadImage,
      {
        error: 'VALIDATION_FAILED',
        issues: [{ path: 'dataBase64', code: 'imageTooLarge', params: { max: 5 } }],
      },
      { when: () => isOn('proofRefused') },
    ),
  ],
  answer: (invokeId, input, on) => {
    if (invokeId === 'uploadProof')
      return on.has('proofRefused')
        ? {
            error: new CodedError('VALIDATION_FAILED', {
              issues: [{ path: 'proof', code: 'imageTooLarge', params: { max: 5 } }],
            }),
          }
        : { done: uploadedProof };
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
