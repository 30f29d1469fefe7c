import { z } from 'zod/mini';
import type { ValidationProblem } from './codes';
import { ruleField } from './fields';
import { addProblem } from './issues';
import { checkTextRule, type TextRule } from './patterns';

// The accounts a member withdraws to (funds.addWithdrawAccount): a bank or an e-wallet, the name
// the account is held in and its number. The rules below are the server's: the contract's body
// schema reads a request with them, and the security centre's form checks what is typed with them,
// so a refusal names the same field and key whichever side finds it.

/** The bank's or e-wallet's name, and the account holder's: any characters, 1 to 64 of them. */
export const PAYOUT_NAME_RULE: TextRule = { patternId: 'any', minLength: 1, maxLength: 64 };
/** Letters and digits as the bank prints them: 4 to 34 (an IBAN is at most 34). */
export const PAYOUT_ACCOUNT_NUMBER_RULE: TextRule = {
  patternId: 'alphanumeric',
  minLength: 4,
  maxLength: 34,
};
/** A member keeps at most this many withdraw accounts; the server refuses one more (QUOTA_EXCEEDED). */
export const MAX_WITHDRAW_ACCOUNTS = 5;

/** A wire field held to `rule`: the server's check, answered with the form's validation keys. */
function checkedText(rule: TextRule, { trim }: { trim: boolean }) {
  return z
    .pipe(
      z.string(),
      z.transform((value) => (trim ? value.trim() : value)),
    )
    .check(
      z.superRefine((value, ctx) => {
        const problem: ValidationProblem | null = checkTextRule(value, rule);
        if (problem) addProblem(ctx, problem);
      }),
    );
}

/** The body of POST /wps/withdraw/accounts, as the server reads it. */
export const payoutAccountBodySchema = z.object({
  bankName: checkedText(PAYOUT_NAME_RULE, { trim: true }),
  accountNumber: checkedText(PAYOUT_ACCOUNT_NUMBER_RULE, { trim: false }),
  accountName: checkedText(PAYOUT_NAME_RULE, { trim: true }),
});

/** What a person types: the spaces and hyphens a bank prints between digit groups are dropped. */
export function normalizeAccountNumber(typed: string): string {
  return typed.replace(/[\s-]+/gu, '');
}

/**
 * The security centre's "add a withdraw account" form. Its output is the contract's body
 * (funds.addWithdrawAccount), the number without the spaces and hyphens it was typed with.
 */
export function payoutAccountFormSchema() {
  return z.object({
    bankName: ruleField(PAYOUT_NAME_RULE, { required: true }),
    accountName: ruleField(PAYOUT_NAME_RULE, { required: true }),
    accountNumber: z
      .pipe(
        z.nullish(z.string({ error: 'required' })),
        z.transform((value) => normalizeAccountNumber(value ?? '')),
      )
      .check(
        z.superRefine((value, ctx) => {
          const problem =
            value === '' ? { code: 'required' as const } : checkTextRule(value, PAYOUT_ACCOUNT_NUMBER_RULE);
          if (problem) addProblem(ctx, problem);
        }),
      ),
  });
}

export type PayoutAccountFormValues = z.input<ReturnType<typeof payoutAccountFormSchema>>;
export type PayoutAccountBody = z.output<ReturnType<typeof payoutAccountFormSchema>>;
