import { z } from 'zod/mini';
import type { PointConfig, PointReward } from '../schemas/points';
import type { ValidationProblem } from './codes';
import { checkMobileNumber, textField, type MobileRule } from './fields';
import { addProblem } from './issues';

/** The two password-checked points moves (SPEC §7 points): goods for points, or points into money. */
export const pointsMoveKinds = ['redeem', 'convert'] as const;
export type PointsMoveKind = (typeof pointsMoveKinds)[number];

const withdrawPasswordField = () =>
  textField({ required: true, requiredCode: 'withdrawPasswordRequired', trim: false });

export interface RedeemRules {
  readonly reward: Pick<PointReward, 'rewardId' | 'requiresAddress' | 'requiresMobile'>;
  readonly mobile?: MobileRule;
}

/**
 * Redeeming one of a reward (SPEC §5 redeem): the withdraw password always, the receiving address
 * and the mobile number where the reward is delivered by them. The field names are the contract's,
 * so the server's field problems land under the same inputs. The output is points.redeem's body.
 */
export function redeemFormSchema({ reward, mobile }: RedeemRules) {
  return z.pipe(
    z.object({
      receivingAddress: textField({ required: reward.requiresAddress, requiredCode: 'addressRequired' }),
      mobileNum: textField({
        required: reward.requiresMobile,
        check: (value) => checkMobileNumber(value, mobile),
      }),
      withdrawPassword: withdrawPasswordField(),
    }),
    z.transform(({ receivingAddress, mobileNum, withdrawPassword }) => ({
      rewardId: reward.rewardId,
      quantity: 1,
      withdrawPassword,
      ...(reward.requiresAddress ? { receivingAddress } : {}),
      ...(reward.requiresMobile ? { mobileNum } : {}),
    })),
  );
}

export type RedeemFormValues = z.input<ReturnType<typeof redeemFormSchema>>;
export type RedeemBody = z.output<ReturnType<typeof redeemFormSchema>>;

export interface ConvertRules {
  readonly config: Pick<PointConfig, 'ratio' | 'minConvertPoints'>;
  /** The member's points now: no more can be converted. */
  readonly available: number;
}

/**
 * The most points that convert without a remainder: a whole number of ratio steps of at most
 * `available` (0 when that is below one step).
 */
export function convertiblePoints(available: number, config: Pick<PointConfig, 'ratio'>): number {
  return Math.max(0, Math.floor(available / config.ratio.points) * config.ratio.points);
}

/** What `points` convert to at the white label's ratio, in minor units (whole steps only). */
export function pointsToMinorUnits(points: number, config: Pick<PointConfig, 'ratio'>): number {
  return Math.floor(points / config.ratio.points) * config.ratio.amount;
}

/**
 * Converting points into the main wallet: whole points, at least the white label's minimum, no
 * more than the member holds, and a whole number of ratio steps so that no point is lost to
 * rounding (the server's own rules, points.convert). Bounds and the step are in points. The output
 * is points.convert's body.
 */
export function convertFormSchema({ config, available }: ConvertRules) {
  return z.pipe(
    z.object({
      points: textField({
        required: true,
        check: (value) => (/^\d+$/u.test(value) && Number(value) > 0 ? null : { code: 'amountInvalid' }),
      }),
      withdrawPassword: withdrawPasswordField(),
    }),
    z.transform(({ points: text, withdrawPassword }, ctx) => {
      const points = Number(text);
      const problem: ValidationProblem | null =
        points < config.minConvertPoints
          ? { code: 'amountTooSmall', params: { min: config.minConvertPoints } }
          : points > available
            ? { code: 'amountTooLarge', params: { max: available } }
            : points % config.ratio.points !== 0
              ? { code: 'amountInvalid', params: { step: config.ratio.points } }
              : null;
      if (problem) {
        addProblem(ctx, problem, ['points']);
        return z.NEVER;
      }
      return { points, withdrawPassword };
    }),
  );
}

export type ConvertFormValues = z.input<ReturnType<typeof convertFormSchema>>;
export type ConvertBody = z.output<ReturnType<typeof convertFormSchema>>;
