import { z } from 'zod';
import type { DepositChannel } from '../schemas/funds';
import { checkAmount, typedAmountField } from './amount';
import { addProblem } from './issues';

export interface DepositRules {
  /** The white label's channels (funds.depositChannels), each with its own limits. */
  readonly channels: readonly Pick<DepositChannel, 'channelId' | 'minAmount' | 'maxAmount'>[];
  /** Decimals of the merchant's currency: what a person may type after the point. */
  readonly fractionDigits?: number;
}

/**
 * The deposit form: a channel of the white label and an amount within that channel's limits.
 * The output is the contract's body (funds.deposit), the amount in minor units.
 */
export function depositFormSchema(rules: DepositRules) {
  const channelOf = (channelId: string) => rules.channels.find((channel) => channel.channelId === channelId);
  return z
    .object({
      channelId: z
        .string({ error: 'selectRequired' })
        .nullish()
        .transform((value) => value ?? '')
        .superRefine((value, ctx) => {
          if (!channelOf(value)) addProblem(ctx, { code: 'selectRequired' });
        }),
      amount: typedAmountField(rules.fractionDigits),
    })
    .transform(({ channelId, amount }, ctx) => {
      const channel = channelOf(channelId);
      const problem = checkAmount(amount, { min: channel?.minAmount, max: channel?.maxAmount });
      if (problem) {
        addProblem(ctx, problem, ['amount']);
        return z.NEVER;
      }
      return { channelId, amount };
    });
}

export type DepositFormValues = z.input<ReturnType<typeof depositFormSchema>>;
export type DepositBody = z.output<ReturnType<typeof depositFormSchema>>;

/** What a channel keeps of `amount`: basis points of it, rounded down to the minor unit. */
export function depositFee(amount: number, feeBasisPoints: number): number {
  return Math.floor((amount * feeBasisPoints) / 10_000);
}

/** A channel's `feePercent` (1.5) as the basis points it is stored in (150). */
export function feeBasisPointsOf(feePercent: number): number {
  return Math.round(feePercent * 100);
}
