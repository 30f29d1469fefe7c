import type { member, missions, promotions, redEnvelope, ResponseOf } from '@portal/api-contract';
import { assign, emit, setup } from 'xstate';
import { notProvided } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { sampleFailure, toFailure, type Failure } from '../shared/failure';
import { answerLost, idempotencyKeyOf, outcomeUnknown, type MoneyMoveContext } from '../shared/moneyMove';

/** What one press claims: each is its own call (SPEC §3 activities, missions, red envelope, VIP). */
export type ClaimTarget =
  | { readonly kind: 'promotion'; readonly promotionId: string }
  | { readonly kind: 'raffle'; readonly promotionId: string }
  | { readonly kind: 'mission'; readonly missionId: string }
  | { readonly kind: 'redEnvelope' }
  | { readonly kind: 'vipLevel'; readonly level: number };

export type ClaimKind = ClaimTarget['kind'];

/** What a claim credited: every claim's answer has the amount and the balance after it. */
export type ClaimCredit =
  | ResponseOf<typeof promotions.claim>
  | ResponseOf<typeof promotions.claimRaffle>
  | ResponseOf<typeof missions.claim>
  | ResponseOf<typeof redEnvelope.open>
  | ResponseOf<typeof member.vipClaim>;

export interface ClaimInput {
  readonly target: ClaimTarget;
  /** Names this claim's presses (Idempotency-Key `<formId>-<n>`). Unique per claim shown. */
  readonly formId: string;
}

/** The claim call for `target`, with the key of its press. */
export interface ClaimRequest {
  readonly target: ClaimTarget;
  readonly idempotencyKey: string;
}

export interface ClaimContext extends MoneyMoveContext {
  readonly target: ClaimTarget;
  /** The claim on its way, or the one whose answer was lost (kept for a retry). */
  readonly move: ClaimTarget | null;
  readonly credit: ClaimCredit | null;
  readonly failure: Failure | null;
}

export type ClaimEvent =
  | { type: 'CLAIM' }
  /** Claims again the one whose answer was lost, with the same key. */
  | { type: 'RETRY' }
  /** After a claim, offers the next one of the same kind (another red envelope of the round). */
  | { type: 'NEXT' };

export type ClaimEmitted = { type: 'claimed'; credit: ClaimCredit };

/**
 * One reward claimed by one press: a promotion's reward, a raffle draw, a mission's reward, a
 * red envelope or a VIP level's bonus. A press while the claim is on its way sends nothing; a lost answer is claimed again
 * under the same key, so a reward is never paid twice; a refusal is final for that press.
 */
export const claimMachine = setup({
  types: {
    input: {} as ClaimInput,
    context: {} as ClaimContext,
    events: {} as ClaimEvent,
    emitted: {} as ClaimEmitted,
  },
  actors: {
    claim: notProvided<ClaimCredit, ClaimRequest>('claim'),
  },
  guards: {
    retryable: ({ context }) => answerLost(context),
  },
  actions: {
    takePress: assign(({ context }) => ({
      move: context.target,
      submissions: context.submissions + 1,
      failure: null,
    })),
    keepFailure: assign(({ context }, params: { error: unknown }) => {
      const failure = toFailure(params.error);
      return { failure, move: outcomeUnknown(failure) ? context.move : null };
    }),
    keepCredit: assign((_, params: { credit: ClaimCredit }) => ({ credit: params.credit, move: null })),
    announceCredit: emit(({ context }) => ({
      type: 'claimed' as const,
      credit: context.credit as ClaimCredit,
    })),
  },
}).createMachine({
  id: 'claim',
  context: ({ input }) => ({
    target: input.target,
    formId: input.formId,
    submissions: 0,
    move: null,
    credit: null,
    failure: null,
  }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        CLAIM: { target: 'claiming', actions: 'takePress' },
        RETRY: { guard: 'retryable', target: 'claiming', actions: assign({ failure: null }) },
      },
    },
    claiming: {
      invoke: {
        id: 'claim',
        src: 'claim',
        input: ({ context }) => ({
          target: context.move as ClaimTarget,
          idempotencyKey: idempotencyKeyOf(context),
        }),
        onDone: {
          target: 'claimed',
          actions: [
            { type: 'keepCredit', params: ({ event }) => ({ credit: event.output }) },
            'announceCredit',
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    claimed: {
      on: { NEXT: { target: 'ready', actions: assign({ credit: null }) } },
    },
  },
});

const sampleTarget: ClaimTarget = { kind: 'mission', missionId: 'M-DAILY-LOGIN' };

export const claimDescribe = defineDescribe(claimMachine, {
  id: 'claim',
  summary:
    'A reward claimed by one press (promotion, raffle, mission, red envelope, VIP level); a lost answer is claimed again with the same key.',
  uiStates: {
    ready: { value: 'ready', summary: 'The claim button.' },
    claiming: {
      value: 'claiming',
      summary: 'Claim button busy: further presses send nothing.',
      context: { move: sampleTarget, submissions: 1 },
    },
    refused: {
      value: 'ready',
      summary: 'The server refused the claim (nothing left to claim): nothing was paid.',
      context: { failure: sampleFailure('OPERATION_NOT_ALLOWED'), submissions: 1 },
    },
    answerLost: {
      value: 'ready',
      summary: 'The answer was lost: the same claim can be sent again, safely.',
      context: { failure: sampleFailure('NETWORK_ERROR'), move: sampleTarget, submissions: 1 },
    },
    claimed: {
      value: 'claimed',
      summary: 'What was credited, and the balance after it.',
      context: { submissions: 1, credit: { amount: 2_500, balance: 1_002_500 } },
    },
    claimedPrize: {
      value: 'claimed',
      summary: "A raffle's draw: the prize's name and what it credited.",
      context: {
        target: { kind: 'raffle', promotionId: 'PROMO-RAFFLE' },
        submissions: 1,
        credit: { prizeName: 'Lucky Draw Gold', amount: 88_800, balance: 1_088_800 },
      },
    },
  },
});
