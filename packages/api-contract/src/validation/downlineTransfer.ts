import { z } from 'zod/mini';
import { checkAmount, typedAmountField } from './amount';
import { withdrawPasswordField } from './fields';
import { addProblem } from './issues';
import type { TextRule } from './patterns';

/** Which way an agent moves money with a direct downline (SPEC §6). */
export const downlineTransferDirections = ['transfer', 'recall'] as const;
export type DownlineTransferDirection = (typeof downlineTransferDirections)[number];

export interface DownlineTransferRules {
  /** The downline the money moves with. */
  readonly downlineAccount: string;
  /**
   * The most that can move, minor units: the agent's main wallet for a transfer, the downline's
   * balance for a recall.
   */
  readonly available: number;
  /** Decimals of the merchant's currency: what a person may type after the point. */
  readonly fractionDigits?: number;
  /** The white label's payment-password rule (six digits unless its settings say otherwise). */
  readonly withdrawPasswordRule?: TextRule;
}

/**
 * The agent's transfer to (or recall from) a downline: an amount of at most what the giving side
 * holds, and the agent's withdraw password. The output is the body both calls read
 * (funds.transferToDownline and funds.recallFromDownline): the downline, the amount in minor units
 * and the withdraw password.
 */
export function downlineTransferFormSchema(rules: DownlineTransferRules) {
  return z.pipe(
    z.object({
      amount: typedAmountField(rules.fractionDigits),
      withdrawPassword: withdrawPasswordField(rules.withdrawPasswordRule),
    }),
    z.transform(({ amount, withdrawPassword }, ctx) => {
      const problem = checkAmount(amount, { max: rules.available });
      if (problem) {
        addProblem(ctx, problem, ['amount']);
        return z.NEVER;
      }
      return { downlineAccount: rules.downlineAccount, amount, withdrawPassword };
    }),
  );
}

export type DownlineTransferFormValues = z.input<ReturnType<typeof downlineTransferFormSchema>>;
export type DownlineTransferBody = z.output<ReturnType<typeof downlineTransferFormSchema>>;
