import type {
  BodyOf,
  ConfirmationOutcome,
  funds,
  PendingConfirmation,
  ResponseOf,
  system,
} from '@portal/api-contract';
import {
  checkAmount,
  imageSchema,
  validate,
  type FieldErrors,
  type ImageDescriptor,
  type ValidationProblem,
} from '@portal/api-contract/validation';
import { assign, emit, setup } from 'xstate';
import { notProvided } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { listingEvery } from '../shared/exhaustive';
import { sampleFailure, toFailure, type Failure } from '../shared/failure';

/** The four answers (SPEC §4), in the order they are offered: the contract's outcome kinds. */
export type ReceiptAnswer = ConfirmationOutcome['kind'];
export const receiptAnswers = listingEvery<ReceiptAnswer>()([
  'received',
  'allReceived',
  'partlyReceived',
  'notReceived',
]);

export interface WithdrawalConfirmationInput {
  /** GET /wps/withdraw/confirmations: the paid-out withdrawal, its amount and its deadline. */
  readonly confirmation: Pick<PendingConfirmation, 'withdrawalId' | 'amount' | 'autoReceiveAt'>;
  /** Now, in ms since the epoch: the deadline is counted from it, so a reload keeps the deadline. */
  readonly now: number;
}

/** A picked proof image: what validation needs, plus the file itself for the uploader. */
export interface ProofImage extends ImageDescriptor {
  readonly file: unknown;
}

/** POST /wps/uploads/image answers with the id other calls refer to. */
export type UploadedProof = ResponseOf<typeof system.uploadImage>;
/** POST /wps/withdraw/confirmations. */
export type ConfirmReceiptRequest = BodyOf<typeof funds.confirmWithdrawal>;
export type ConfirmReceiptResult = ResponseOf<typeof funds.confirmWithdrawal>;

export interface WithdrawalConfirmationContext {
  readonly withdrawalId: ConfirmReceiptRequest['withdrawalId'];
  readonly disbursedAmount: number;
  readonly autoReceiveMs: number;
  readonly answer: ReceiptAnswer | null;
  readonly receivedAmount: number | null;
  readonly proof: ProofImage | null;
  readonly proofImageId: string | null;
  readonly fieldErrors: FieldErrors;
  readonly failure: Failure | null;
  /** A receipt forced by the timeout means the amount is not refunded. */
  readonly refundable: boolean;
}

export type WithdrawalConfirmationEvent =
  | { type: 'RECEIVED' }
  | { type: 'ALL_RECEIVED' }
  | { type: 'PARTLY_RECEIVED'; amount: number }
  | { type: 'NOT_RECEIVED'; proof: ProofImage | null };

export type WithdrawalConfirmationEmitted =
  | { type: 'receiptConfirmed'; answer: ReceiptAnswer; status: ConfirmReceiptResult['status'] }
  | { type: 'autoReceived'; refundable: false };

/** Time left before silence counts as received; none once the deadline has passed. */
export function autoReceiveDelayMs(input: WithdrawalConfirmationInput): number {
  return Math.max(0, Date.parse(input.confirmation.autoReceiveAt) - input.now);
}

function outcomeOf(context: WithdrawalConfirmationContext): ConfirmationOutcome {
  switch (context.answer) {
    case 'partlyReceived':
      return { kind: 'partlyReceived', amount: context.receivedAmount ?? 0 };
    case 'notReceived':
      return { kind: 'notReceived', proofImageId: context.proofImageId ?? '' };
    case 'allReceived':
      return { kind: 'allReceived' };
    default:
      return { kind: 'received' };
  }
}

function checkPartialAmount(amount: number, disbursedAmount: number): ValidationProblem | null {
  // Partly means strictly less than what was sent; the whole amount is "all received".
  return checkAmount(amount, { min: 1, max: disbursedAmount - 1 });
}

function checkProof(proof: ProofImage | null): ValidationProblem | null {
  if (!proof) return { code: 'required' };
  const result = validate(imageSchema, { name: proof.name, type: proof.type, size: proof.size });
  if (result.success) return null;
  const [issue] = result.issues;
  return issue
    ? { code: issue.code, ...(issue.params ? { params: issue.params } : {}) }
    : { code: 'invalid' };
}

export const withdrawalConfirmationMachine = setup({
  types: {
    input: {} as WithdrawalConfirmationInput,
    context: {} as WithdrawalConfirmationContext,
    events: {} as WithdrawalConfirmationEvent,
    emitted: {} as WithdrawalConfirmationEmitted,
  },
  actors: {
    uploadProof: notProvided<UploadedProof, ProofImage>('uploadProof'),
    confirmReceipt: notProvided<ConfirmReceiptResult, ConfirmReceiptRequest>('confirmReceipt'),
  },
  delays: {
    autoReceive: ({ context }) => context.autoReceiveMs,
  },
  guards: {
    partialAmountInvalid: ({ context, event }) =>
      event.type === 'PARTLY_RECEIVED' && checkPartialAmount(event.amount, context.disbursedAmount) !== null,
    proofInvalid: ({ event }) => event.type === 'NOT_RECEIVED' && checkProof(event.proof) !== null,
  },
  actions: {
    answer: assign(
      (_, params: { answer: ReceiptAnswer; receivedAmount?: number; proof?: ProofImage | null }) => ({
        answer: params.answer,
        receivedAmount: params.receivedAmount ?? null,
        proof: params.proof ?? null,
        proofImageId: null,
        fieldErrors: {},
        failure: null,
      }),
    ),
  },
}).createMachine({
  id: 'withdrawalConfirmation',
  context: ({ input }) => ({
    withdrawalId: input.confirmation.withdrawalId,
    disbursedAmount: input.confirmation.amount,
    autoReceiveMs: autoReceiveDelayMs(input),
    answer: null,
    receivedAmount: null,
    proof: null,
    proofImageId: null,
    fieldErrors: {},
    failure: null,
    refundable: true,
  }),
  initial: 'open',
  states: {
    /** The deadline counts from the disbursement, whatever the person is doing meanwhile. */
    open: {
      after: {
        autoReceive: {
          target: 'autoReceived',
          actions: [assign({ refundable: false }), emit({ type: 'autoReceived', refundable: false })],
        },
      },
      initial: 'awaitingAnswer',
      states: {
        awaitingAnswer: {
          on: {
            RECEIVED: { target: 'submitting', actions: { type: 'answer', params: { answer: 'received' } } },
            ALL_RECEIVED: {
              target: 'submitting',
              actions: { type: 'answer', params: { answer: 'allReceived' } },
            },
            PARTLY_RECEIVED: [
              {
                guard: 'partialAmountInvalid',
                actions: assign({
                  fieldErrors: ({ context, event }) => ({
                    receivedAmount: checkPartialAmount(event.amount, context.disbursedAmount) ?? {
                      code: 'amountInvalid',
                    },
                  }),
                }),
              },
              {
                target: 'submitting',
                actions: {
                  type: 'answer',
                  params: ({ event }) => ({ answer: 'partlyReceived', receivedAmount: event.amount }),
                },
              },
            ],
            NOT_RECEIVED: [
              {
                guard: 'proofInvalid',
                actions: assign({
                  fieldErrors: ({ event }) => ({ proof: checkProof(event.proof) ?? { code: 'required' } }),
                }),
              },
              {
                target: 'uploadingProof',
                actions: {
                  type: 'answer',
                  params: ({ event }) => ({ answer: 'notReceived', proof: event.proof }),
                },
              },
            ],
          },
        },
        uploadingProof: {
          invoke: {
            id: 'uploadProof',
            src: 'uploadProof',
            input: ({ context }) => context.proof as ProofImage,
            onDone: {
              target: 'submitting',
              actions: assign({ proofImageId: ({ event }) => event.output.imageId }),
            },
            onError: {
              target: 'awaitingAnswer',
              actions: assign({ failure: ({ event }) => toFailure(event.error), answer: null, proof: null }),
            },
          },
        },
        submitting: {
          invoke: {
            id: 'confirmReceipt',
            src: 'confirmReceipt',
            input: ({ context }) => ({ withdrawalId: context.withdrawalId, outcome: outcomeOf(context) }),
            onDone: {
              target: '#withdrawalConfirmation.answered',
              actions: emit(({ context, event }) => ({
                type: 'receiptConfirmed' as const,
                answer: context.answer ?? 'received',
                status: event.output.status,
              })),
            },
            onError: {
              target: 'awaitingAnswer',
              actions: assign({
                failure: ({ event }) => toFailure(event.error),
                answer: null,
                receivedAmount: null,
                proof: null,
                proofImageId: null,
              }),
            },
          },
        },
      },
    },
    answered: { type: 'final' },
    autoReceived: { type: 'final' },
  },
});

export const withdrawalConfirmationDescribe = defineDescribe(withdrawalConfirmationMachine, {
  id: 'withdrawalConfirmation',
  summary:
    'After a disbursement: received, all received, partly received (amount) or not received (proof image); silence counts as received.',
  uiStates: {
    awaitingAnswer: { value: { open: 'awaitingAnswer' }, summary: 'The four answers with the time left.' },
    amountError: {
      value: { open: 'awaitingAnswer' },
      summary: 'Partly received with an amount that is not below the disbursed one.',
      context: { fieldErrors: { receivedAmount: { code: 'amountTooLarge', params: { max: 49_999 } } } },
    },
    proofError: {
      value: { open: 'awaitingAnswer' },
      summary: 'Not received without a PNG/JPG proof.',
      context: { fieldErrors: { proof: { code: 'imageType' } } },
    },
    failed: {
      value: { open: 'awaitingAnswer' },
      summary: 'The answer was not saved.',
      context: { failure: sampleFailure('NETWORK_ERROR') },
    },
    uploadingProof: {
      value: { open: 'uploadingProof' },
      summary: 'Proof image uploading.',
      context: { answer: 'notReceived' },
    },
    submitting: {
      value: { open: 'submitting' },
      summary: 'Answer being saved.',
      context: { answer: 'received' },
    },
    answered: {
      value: 'answered',
      summary: 'Thanks, with the answer given.',
      context: { answer: 'partlyReceived', receivedAmount: 20_000 },
    },
    autoReceived: {
      value: 'autoReceived',
      summary: 'Counted as received; not refundable.',
      context: { refundable: false },
    },
  },
});
