import { z } from 'zod/mini';
import type { DepositChannel } from '../schemas/funds';
import { imageSchema } from './activity';
import { checkAmount, typedAmountField } from './amount';
import { pickField } from './fields';
import { addProblem } from './issues';

export interface DepositRules {
  /** The white label's channels (funds.depositChannels), each with its own limits. */
  readonly channels: readonly Pick<
    DepositChannel,
    'channelId' | 'minAmount' | 'maxAmount' | 'proofRequired'
  >[];
  /** Decimals of the merchant's currency: what a person may type after the point. */
  readonly fractionDigits?: number;
}

/**
 * The deposit form: a channel of the white label, an amount within that channel's limits and,
 * where the channel asks for one, a png/jpg proof of payment of at most 5 MB. The output is the
 * contract's body (funds.deposit) without the proof, which is uploaded first: its id joins later.
 */
export function depositFormSchema(rules: DepositRules) {
  const channelOf = (channelId: string) => rules.channels.find((channel) => channel.channelId === channelId);
  return z.pipe(
    z.object({
      channelId: pickField((id) => channelOf(id) !== undefined),
      amount: typedAmountField(rules.fractionDigits),
      /** The picked file's name, type and size (the file itself is the uploader's). */
      proof: z.nullish(imageSchema),
    }),
    z.transform(({ channelId, amount, proof }, ctx) => {
      const channel = channelOf(channelId);
      const problem = checkAmount(amount, { min: channel?.minAmount, max: channel?.maxAmount });
      if (problem) addProblem(ctx, problem, ['amount']);
      const proofMissing = channel?.proofRequired === true && !proof;
      if (proofMissing) addProblem(ctx, { code: 'required' }, ['proof']);
      if (problem || proofMissing) return z.NEVER;
      return { channelId, amount };
    }),
  );
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
