import { z } from 'zod/mini';
import type { WithdrawOptions } from '../schemas/funds';
import { checkAmount, typedAmountField } from './amount';
import type { ValidationProblem } from './codes';
import { pickField, withdrawPasswordField } from './fields';
import { addProblem } from './issues';
import type { TextRule } from './patterns';

/** The white label's limits of one withdrawal (funds.withdrawOptions), in minor units. */
export type WithdrawLimits = Pick<WithdrawOptions, 'minAmount' | 'maxAmount'>;

/**
 * The server's rule for a withdrawal's amount: a whole number of minor units within the white
 * label's limits. The reference server, the mocks and the form read it from here.
 */
export function checkWithdrawAmount(amount: unknown, limits: WithdrawLimits): ValidationProblem | null {
  return checkAmount(amount, { min: limits.minAmount, max: limits.maxAmount });
}

export interface WithdrawRules extends WithdrawLimits {
  /** The member's bound accounts (funds.withdrawOptions): a withdrawal goes to one of them. */
  readonly accounts: readonly { readonly accountId: string }[];
  /** What the main wallet holds now: no more can leave it. */
  readonly withdrawableBalance: number;
  /** Decimals of the merchant's currency: what a person may type after the point. */
  readonly fractionDigits?: number;
  /** The white label's payment-password rule (six digits unless its settings say otherwise). */
  readonly passwordRule?: TextRule;
}

/**
 * The withdraw form: one of the member's bound accounts, an amount within the white label's limits
 * and at most the withdrawable balance, and the withdraw password by the payment-password rule (a
 * malformed one is refused here, before it can count as a wrong try on the server). The output is
 * the contract's body (funds.withdraw), the amount in minor units.
 */
export function withdrawFormSchema(rules: WithdrawRules) {
  const bound = (accountId: string) => rules.accounts.some((account) => account.accountId === accountId);
  return z.pipe(
    z.object({
      accountId: pickField(bound),
      amount: typedAmountField(rules.fractionDigits),
      withdrawPassword: withdrawPasswordField(rules.passwordRule),
    }),
    z.transform(({ accountId, amount, withdrawPassword }, ctx) => {
      const problem =
        checkWithdrawAmount(amount, rules) ?? checkAmount(amount, { max: rules.withdrawableBalance });
      if (problem) {
        addProblem(ctx, problem, ['amount']);
        return z.NEVER;
      }
      return { accountId, amount, withdrawPassword };
    }),
  );
}

export type WithdrawFormValues = z.input<ReturnType<typeof withdrawFormSchema>>;
export type WithdrawBody = z.output<ReturnType<typeof withdrawFormSchema>>;
