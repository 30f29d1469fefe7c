import type { BodyOf, DepositChannel, DepositOrder, ResponseOf, funds, system } from '@portal/api-contract';
import {
  depositFormSchema,
  validate,
  type DepositBody,
  type DepositFormValues,
  type FieldErrors,
  type ImageDescriptor,
} from '@portal/api-contract/validation';
import { and, assign, emit, setup } from 'xstate';
import { notProvided } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { sampleFailure, type Failure } from '../shared/failure';
import { idempotencyKeyOf, moneyMoveSteps, type MoneyMoveContext } from '../shared/moneyMove';
import { formSubmission } from '../shared/submission';

export interface DepositInput {
  /** The white label's channels (funds.depositChannels): each has its own limits. */
  readonly channels: readonly DepositChannel[];
  /** Decimals of the merchant's currency, for reading a typed amount (2 for PHP). */
  readonly fractionDigits: number;
  /** Names this form's submissions (Idempotency-Key `<formId>-<n>`). Unique per opened form. */
  readonly formId: string;
}

/** A picked proof of payment: what validation needs, plus the file itself for the uploader. */
export interface DepositProof extends ImageDescriptor {
  readonly file: unknown;
}

/** The form's values: the proof is picked only where the channel asks for one. */
export type DepositValues = Omit<DepositFormValues, 'proof'> & { readonly proof?: DepositProof | null };

/** POST /wps/uploads/image (DEPOSIT_PROOF) answers with the id the order refers to. */
export type UploadedDepositProof = ResponseOf<typeof system.uploadImage>;

/** POST /wps/deposit with the key its submission was given. */
export interface DepositRequest {
  readonly body: BodyOf<typeof funds.deposit>;
  readonly idempotencyKey: string;
}
export type DepositResult = ResponseOf<typeof funds.deposit>;

/** An order the server wrote, with the channel it is paid through. */
export interface PlacedDeposit {
  readonly channelId: string;
  readonly order: DepositOrder;
}

export interface DepositContext extends MoneyMoveContext {
  readonly channels: readonly DepositChannel[];
  readonly fractionDigits: number;
  /** The order being asked for, or the one whose answer was lost (kept for a retry). */
  readonly move: DepositBody | null;
  /** The move's proof of payment, while it is uploaded and until its order is written. */
  readonly proof: DepositProof | null;
  /** The uploaded proof the order refers to: a retry of a lost order sends the same one. */
  readonly proofImageId: string | null;
  /** The order the server wrote: the player pays it (or it is being paid) and it is credited later. */
  readonly placed: PlacedDeposit | null;
  readonly fieldErrors: FieldErrors;
  readonly failure: Failure | null;
}

export type DepositEvent =
  | { type: 'SUBMIT'; values: DepositValues }
  /** Asks for the order whose answer was lost again, with the same key. */
  | { type: 'RETRY' }
  | { type: 'NEW_DEPOSIT' };

export type DepositEmitted = { type: 'ordered'; placed: PlacedDeposit };

const moneyMove = moneyMoveSteps<DepositContext, DepositEvent>();

const submission = formSubmission<DepositContext, DepositEvent>()({
  check: (context, values) =>
    validate(
      depositFormSchema({ channels: context.channels, fractionDigits: context.fractionDigits }),
      values,
    ),
  take: (context, body, values) => ({
    move: body,
    proof: channelOf(context, body.channelId)?.proofRequired ? (values.proof ?? null) : null,
    proofImageId: null,
    submissions: context.submissions + 1,
  }),
});

function proofNotUploaded(context: Pick<DepositContext, 'proof' | 'proofImageId'>): boolean {
  return context.proof !== null && context.proofImageId === null;
}

function channelOf(context: Pick<DepositContext, 'channels'>, channelId: string) {
  return context.channels.find((channel) => channel.channelId === channelId);
}

/** The order asked for: the move, with its uploaded proof where there is one. */
function orderBodyOf(context: DepositContext): DepositRequest['body'] {
  const move = context.move as DepositBody;
  return context.proofImageId ? { ...move, proofImageId: context.proofImageId } : move;
}

/**
 * The deposit page's form: a channel and an amount within its limits become a deposit order; a
 * channel paid by hand needs a proof of payment, uploaded first, which the order then refers to.
 * No money moves here (the order is credited when the payment arrives); the order is still
 * asked for once per submission, and a lost answer is asked again under the same key.
 */
export const depositMachine = setup({
  types: {
    input: {} as DepositInput,
    context: {} as DepositContext,
    events: {} as DepositEvent,
    emitted: {} as DepositEmitted,
  },
  actors: {
    uploadProof: notProvided<UploadedDepositProof, DepositProof>('uploadProof'),
    deposit: notProvided<DepositResult, DepositRequest>('deposit'),
  },
  guards: {
    ...submission.guards,
    ...moneyMove.guards,
    /** The move's proof is picked but not uploaded yet (read on the context the SUBMIT leaves). */
    proofToUpload: ({ context, event }) => proofNotUploaded(submission.submitted(context, event)),
    proofNotUploaded: ({ context }) => proofNotUploaded(context),
  },
  actions: {
    ...submission.actions,
    ...moneyMove.actions,
    keepOrder: assign(({ context }, params: { order: DepositOrder }) => ({
      placed: { channelId: (context.move as DepositBody).channelId, order: params.order },
      move: null,
      proof: null,
      proofImageId: null,
    })),
    announceOrder: emit(({ context }) => ({
      type: 'ordered' as const,
      placed: context.placed as PlacedDeposit,
    })),
  },
}).createMachine({
  id: 'deposit',
  context: ({ input }) => ({
    channels: input.channels,
    fractionDigits: input.fractionDigits,
    formId: input.formId,
    submissions: 0,
    move: null,
    proof: null,
    proofImageId: null,
    placed: null,
    fieldErrors: {},
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          { guard: 'submissionInvalid', actions: 'rejectSubmission' },
          { guard: 'proofToUpload', target: 'uploadingProof', actions: 'takeSubmission' },
          { target: 'ordering', actions: 'takeSubmission' },
        ],
        RETRY: [
          {
            guard: and(['retryable', 'proofNotUploaded']),
            target: 'uploadingProof',
            actions: assign({ failure: null }),
          },
          { guard: 'retryable', target: 'ordering', actions: assign({ failure: null }) },
        ],
      },
    },
    uploadingProof: {
      invoke: {
        id: 'uploadProof',
        src: 'uploadProof',
        input: ({ context }) => context.proof as DepositProof,
        onDone: {
          target: 'ordering',
          actions: assign({ proofImageId: ({ event }) => event.output.imageId }),
        },
        // A refused proof ends the move; a lost answer keeps it, and "send again" uploads it again.
        onError: {
          target: 'editing',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ordering: {
      invoke: {
        id: 'deposit',
        src: 'deposit',
        input: ({ context }) => ({
          body: orderBodyOf(context),
          idempotencyKey: idempotencyKeyOf(context),
        }),
        onDone: {
          target: 'ordered',
          actions: [{ type: 'keepOrder', params: ({ event }) => ({ order: event.output }) }, 'announceOrder'],
        },
        onError: {
          target: 'editing',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ordered: {
      on: { NEW_DEPOSIT: { target: 'editing', actions: assign({ placed: null }) } },
    },
  },
});

const sampleBody: DepositBody = { channelId: 'CH-BANK', amount: 50_000 };
/** An order on the channel paid by hand (the mocks' USDT), and the picture of its payment. */
const sampleProofBody: DepositBody = { channelId: 'CH-USDT', amount: 100_000 };
const sampleProof: DepositProof = { name: 'transfer.png', type: 'image/png', size: 120_000, file: null };
const sampleOrder: DepositOrder = {
  orderId: 'D-20261129-0001',
  amount: 50_000,
  status: 'PENDING',
  paymentUrl: null,
  createdAt: '2026-11-29T06:30:00.000Z',
};

export const depositDescribe = defineDescribe(depositMachine, {
  id: 'deposit',
  summary:
    'Deposit page: a channel and an amount within its limits (and a proof of payment where the channel asks for one) become a deposit order; a lost answer is asked again with the same key.',
  uiStates: {
    editing: {
      value: 'editing',
      summary: 'Channels with their limits and fee, preset amounts and the amount.',
    },
    fieldErrors: {
      value: 'editing',
      summary: "Inline errors under the inputs: no channel, an amount outside the channel's limits.",
      context: {
        fieldErrors: {
          channelId: { code: 'selectRequired' },
          amount: { code: 'amountTooSmall', params: { min: 10_000 } },
        },
      },
    },
    refused: {
      value: 'editing',
      summary: 'The server refused the order (too many open orders): nothing was ordered.',
      context: { failure: sampleFailure('QUOTA_EXCEEDED') },
    },
    answerLost: {
      value: 'editing',
      summary: 'The answer was lost: the same order can be asked for again, safely.',
      context: { failure: sampleFailure('NETWORK_ERROR'), move: sampleBody, submissions: 1 },
    },
    choosingProof: {
      value: 'editing',
      summary:
        'A channel paid by hand: the proof of payment field (png/jpg, at most 5 MB) with its preview, required.',
      context: { move: sampleProofBody },
    },
    uploadingProof: {
      value: 'uploadingProof',
      summary: 'The proof of payment uploading; the order is asked for once it is stored.',
      context: { move: sampleProofBody, proof: sampleProof, submissions: 1 },
    },
    proofRefused: {
      value: 'editing',
      summary:
        'The upload was refused (too large, not an image): the reason under the field, nothing ordered.',
      context: {
        // The form keeps what was typed; the refused move stands in for it here.
        move: sampleProofBody,
        submissions: 1,
        failure: sampleFailure('VALIDATION_FAILED', {
          fieldErrors: { proof: { code: 'imageTooLarge', params: { max: 5 } } },
        }),
        fieldErrors: { proof: { code: 'imageTooLarge', params: { max: 5 } } },
      },
    },
    ordering: {
      value: 'ordering',
      summary: 'Submit button busy.',
      context: { move: sampleBody, submissions: 1 },
    },
    ordered: {
      value: 'ordered',
      summary: 'The order: its number, amount and status; credited once the payment arrives.',
      context: { submissions: 1, placed: { channelId: 'CH-BANK', order: sampleOrder } },
    },
    orderedWithProof: {
      value: 'ordered',
      summary:
        'The order of a channel paid by hand, sent with its proof: credited once the payment is checked.',
      context: {
        submissions: 1,
        placed: { channelId: 'CH-USDT', order: { ...sampleOrder, amount: 100_000 } },
      },
    },
    orderedPayOutside: {
      value: 'ordered',
      summary: "The order of a channel paid on the provider's page: a link to pay it there.",
      context: {
        submissions: 1,
        placed: {
          channelId: 'CH-GCASH',
          order: { ...sampleOrder, paymentUrl: 'https://pay.example.com/checkout/D-20261129-0001' },
        },
      },
    },
  },
});
