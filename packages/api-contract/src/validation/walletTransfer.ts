import { z } from 'zod/mini';
import { MAIN_WALLET } from '../schemas/member';

export { MAIN_WALLET };
import { checkAmount, typedAmountField } from './amount';
import { pickField } from './fields';
import { addProblem } from './issues';

/** Which way the money goes between the main wallet and the chosen vendor wallet. */
export const transferDirections = ['toVendor', 'toMain'] as const;
export type TransferDirection = (typeof transferDirections)[number];

export interface WalletTransferRules {
  readonly mainBalance: number;
  /** The vendor wallets money can move to, with what each holds (wallet.balance). */
  readonly vendorBalances: readonly { readonly vassalage: string; readonly balance: number }[];
  /** Decimals of the merchant's currency: what a person may type after the point. */
  readonly fractionDigits?: number;
}

/**
 * The wallet transfer form: a vendor wallet, a direction and an amount of at most what the
 * source wallet holds. The output is the contract's body (`from`, `to`, `amount` in minor units).
 */
export function walletTransferFormSchema(rules: WalletTransferRules) {
  const balanceOf = (vendor: string) =>
    rules.vendorBalances.find((wallet) => wallet.vassalage === vendor)?.balance;
  return z.pipe(
    z.object({
      vendor: pickField((vendor) => balanceOf(vendor) !== undefined),
      direction: z.enum(transferDirections, { error: 'selectRequired' }),
      amount: typedAmountField(rules.fractionDigits),
    }),
    z.transform(({ vendor, direction, amount }, ctx) => {
      const available = direction === 'toVendor' ? rules.mainBalance : (balanceOf(vendor) ?? 0);
      const problem = checkAmount(amount, { max: available });
      if (problem) {
        addProblem(ctx, problem, ['amount']);
        return z.NEVER;
      }
      return direction === 'toVendor'
        ? { from: MAIN_WALLET, to: vendor, amount }
        : { from: vendor, to: MAIN_WALLET, amount };
    }),
  );
}

export type WalletTransferFormValues = z.input<ReturnType<typeof walletTransferFormSchema>>;
export type WalletTransferBody = z.output<ReturnType<typeof walletTransferFormSchema>>;
