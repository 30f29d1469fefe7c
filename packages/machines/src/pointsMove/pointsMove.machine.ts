import type { PointConfig, PointReward, points, ResponseOf } from '@portal/api-contract';
import {
  convertFormSchema,
  redeemFormSchema,
  validate,
  type ConvertBody,
  type ConvertFormValues,
  type MobileRule,
  type PointsMoveKind,
  type RedeemBody,
  type RedeemFormValues,
  type ValidationResult,
} from '@portal/api-contract/validation';
import { defineDescribe } from '../shared/describe';
import { sampleFailure } from '../shared/failure';
import { moneyMoveMachine, withdrawPasswordRefusals, type MoneyMoveState } from '../shared/moneyMoveMachine';

/** Names this form's submissions (Idempotency-Key `<formId>-<n>`); the member's points now. */
export interface PointsMoveCommon {
  readonly points: number;
  readonly formId: string;
}

/** A reward from points.rewards, or the conversion at points.config's ratio. */
export type PointsMoveInput =
  | (PointsMoveCommon & {
      readonly kind: 'redeem';
      readonly reward: PointReward;
      readonly mobile?: MobileRule;
    })
  | (PointsMoveCommon & { readonly kind: 'convert'; readonly config: PointConfig });

export type RedeemPointsResult = ResponseOf<typeof points.redeem>;
export type ConvertPointsResult = ResponseOf<typeof points.convert>;

/** points.redeem or points.convert (both encrypted, behind the withdraw-password check) with the submission's key. */
export type PointsMoveRequest =
  | { readonly kind: 'redeem'; readonly body: RedeemBody; readonly idempotencyKey: string }
  | { readonly kind: 'convert'; readonly body: ConvertBody; readonly idempotencyKey: string };

/** What the server did, told apart by the move's kind. */
export type PointsMoveResult =
  | { readonly kind: 'redeem'; readonly redeemed: RedeemPointsResult }
  | { readonly kind: 'convert'; readonly converted: ConvertPointsResult };

export interface PointsMoveContext extends MoneyMoveState {
  readonly kind: PointsMoveKind;
  readonly reward: PointReward | null;
  readonly config: PointConfig | null;
  readonly mobile: MobileRule;
  /** The member's points as last read (points.balance) or answered by the server. */
  readonly points: number;
  /** The move being sent, or the one whose answer was lost (kept for a retry). */
  readonly move: RedeemBody | ConvertBody | null;
  readonly result: PointsMoveResult | null;
}

export type PointsMoveEvent =
  | { type: 'SUBMIT'; values: RedeemFormValues | ConvertFormValues }
  /** Sends the move whose answer was lost again, with the same key. */
  | { type: 'RETRY' }
  /** The points balance was read again: later checks and "points after" use it. */
  | { type: 'POINTS_CHANGED'; points: number }
  /** Another conversion after one went through. */
  | { type: 'NEW_MOVE' };

export type PointsMoveEmitted = { type: 'moved'; result: PointsMoveResult };

/**
 * The points mall's two moves behind the withdraw password (SPEC §2 point mall, §5 redeem): a
 * reward redeemed for its points (with the address or mobile it is delivered to), or points
 * converted into the main wallet at the white label's ratio. One machine for both, told apart by
 * its input. Each submission goes under its own Idempotency-Key; a lost answer is sent again under
 * the same one, so points are never spent twice, and a submit while one is on its way is ignored.
 */
export const pointsMoveMachine = moneyMoveMachine({
  types: {} as {
    input: PointsMoveInput;
    context: PointsMoveContext;
    events: PointsMoveEvent;
    emitted: PointsMoveEmitted;
    request: PointsMoveRequest;
    result: PointsMoveResult;
  },
  id: 'pointsMove',
  actor: 'movePoints',
  states: { sending: 'sending', done: 'moved' },
  context: (input) => ({
    kind: input.kind,
    reward: input.kind === 'redeem' ? input.reward : null,
    config: input.kind === 'convert' ? input.config : null,
    mobile: (input.kind === 'redeem' ? input.mobile : undefined) ?? {},
    points: input.points,
    result: null,
  }),
  // One schema per kind; both give a body the `sending` state sends under the machine's kind.
  check: (context, values): ValidationResult<RedeemBody | ConvertBody> =>
    context.kind === 'redeem'
      ? validate(redeemFormSchema({ reward: context.reward as PointReward, mobile: context.mobile }), values)
      : validate(
          convertFormSchema({ config: context.config as PointConfig, available: context.points }),
          values,
        ),
  request: (body, idempotencyKey, context) =>
    ({ kind: context.kind, body, idempotencyKey }) as PointsMoveRequest,
  keep: (_, result) => ({
    result,
    points: result.kind === 'redeem' ? result.redeemed.points : result.converted.points,
  }),
  announce: (result) => ({ type: 'moved' as const, result }),
  again: { event: 'NEW_MOVE', forget: { result: null } },
  refresh: { event: 'POINTS_CHANGED', take: (event) => ({ points: event.points }) },
});

const sampleConfig: PointConfig = {
  ratio: { points: 100, amount: 100 },
  convertEnabled: true,
  minConvertPoints: 100,
};
const sampleRedeem: RedeemBody = {
  rewardId: 'REWARD-3',
  quantity: 1,
  withdrawPassword: '123456',
  receivingAddress: '1 Rizal Avenue, Manila',
};
const sampleConvert: ConvertBody = { points: 2_000, withdrawPassword: '123456' };
const convertContext = { kind: 'convert', reward: null, config: sampleConfig } as const;

export const pointsMoveDescribe = defineDescribe(pointsMoveMachine, {
  id: 'pointsMove',
  summary:
    'Points mall: a reward redeemed for its points, or points converted into the main wallet, both behind the withdraw password; a lost answer is sent again with the same key.',
  uiStates: {
    redeemEditing: {
      value: 'editing',
      summary: 'The reward (picture, points, stock), the points left after, the address and the password.',
    },
    redeemShort: {
      value: 'editing',
      summary: 'The reward costs more points than the member holds: said at once, nothing to send.',
      context: { points: 1_000 },
    },
    convertEditing: {
      value: 'editing',
      summary: 'The ratio and the points held, the points to convert with what they give, the password.',
      context: convertContext,
    },
    fieldErrors: {
      value: 'editing',
      summary: 'Inline errors under the inputs: no address, no withdraw password.',
      context: {
        fieldErrors: {
          receivingAddress: { code: 'addressRequired' },
          withdrawPassword: { code: 'withdrawPasswordRequired' },
        },
      },
    },
    convertFieldErrors: {
      value: 'editing',
      summary: 'Points that are not a whole number of ratio steps, said in points.',
      context: {
        ...convertContext,
        fieldErrors: { points: { code: 'amountInvalid', params: { step: 100 } } },
      },
    },
    notEnoughPoints: {
      value: 'editing',
      summary: 'The server found fewer points than the reward costs (spent elsewhere): nothing was redeemed.',
      context: { failure: sampleFailure('INSUFFICIENT_FUNDS') },
    },
    outOfStock: {
      value: 'editing',
      summary: 'The last one went meanwhile, or the valid-bet requirement is not met: nothing was redeemed.',
      context: { failure: sampleFailure('OPERATION_NOT_ALLOWED') },
    },
    ...withdrawPasswordRefusals,
    answerLost: {
      value: 'editing',
      summary: 'The answer was lost: the same conversion can be sent again, safely.',
      context: {
        ...convertContext,
        failure: sampleFailure('NETWORK_ERROR'),
        move: sampleConvert,
        submissions: 1,
      },
    },
    sending: {
      value: 'sending',
      summary: 'Submit button busy.',
      context: { move: sampleRedeem, submissions: 1 },
    },
    redeemed: {
      value: 'moved',
      summary: 'Redeemed: in process until the goods are sent, and the points left.',
      context: {
        submissions: 1,
        points: 11_000,
        result: { kind: 'redeem', redeemed: { redeemId: 'RD-26', points: 11_000, status: 'IN_PROCESS' } },
      },
    },
    converted: {
      value: 'moved',
      summary: 'Converted: the money added, the main wallet and the points left.',
      context: {
        ...convertContext,
        submissions: 1,
        points: 10_500,
        result: {
          kind: 'convert',
          converted: { points: 10_500, creditedAmount: 2_000, balance: 1_002_000 },
        },
      },
    },
  },
});
