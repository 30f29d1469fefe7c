import { z } from 'zod/mini';
import { checkAmount, typedAmountField } from './amount';
import { withdrawPasswordField } from './fields';
import { addProblem } from './issues';
import type { TextRule } from './patterns';

export interface UplineTransferRules {
  /** What the main wallet holds (minor units): nothing beyond it can be sent. */
  readonly balance: number;
  /** Decimals of the merchant's currency: what a person may type after the point. */
  readonly fractionDigits?: number;
  /** The white label's payment-password rule (six digits unless its settings say otherwise). */
  readonly withdrawPasswordRule?: TextRule;
}

/**
 * The transfer-to-upline form (SPEC §6: a downline can transfer to its upline): an amount of at
 * most the main wallet's balance, and the withdraw password that guards money leaving the
 * account. The output is the contract's body (funds.transferToUpline), the amount in minor units.
 */
export function uplineTransferFormSchema(rules: UplineTransferRules) {
  return z.pipe(
    z.object({
      amount: typedAmountField(rules.fractionDigits),
      withdrawPassword: withdrawPasswordField(rules.withdrawPasswordRule),
    }),
    z.transform(({ amount, withdrawPassword }, ctx) => {
      const problem = checkAmount(amount, { max: rules.balance });
      if (problem) {
        addProblem(ctx, problem, ['amount']);
        return z.NEVER;
      }
      return { amount, withdrawPassword };
    }),
  );
}

export type UplineTransferFormValues = z.input<ReturnType<typeof uplineTransferFormSchema>>;
export type UplineTransferBody = z.output<ReturnType<typeof uplineTransferFormSchema>>;
