import { z } from 'zod/mini';
import { PAYMENT_PASSWORD_RULE, ruleField, textField } from './fields';
import { addProblem } from './issues';
import type { TextRule } from './patterns';

export interface WithdrawPasswordOptions {
  /** One is set already: changing it asks for it. */
  readonly hasWithdrawPassword: boolean;
  readonly rule?: TextRule;
}

/**
 * Setting or changing the withdraw password (security centre): the login password, the one in use
 * when changing, the new one by the payment-password rule and its confirmation. The output is the
 * contract's body (funds.setWithdrawPassword).
 */
export function withdrawPasswordFormSchema({
  hasWithdrawPassword,
  rule = PAYMENT_PASSWORD_RULE,
}: WithdrawPasswordOptions) {
  return z.pipe(
    z.object({
      password: textField({ required: true, trim: false }),
      oldWithdrawPassword: textField({
        required: hasWithdrawPassword,
        requiredCode: 'withdrawPasswordRequired',
        trim: false,
      }),
      withdrawPassword: ruleField(rule, { required: true, trim: false }),
      confirmWithdrawPassword: textField({ required: true, trim: false }),
    }),
    z.transform(({ password, oldWithdrawPassword, withdrawPassword, confirmWithdrawPassword }, ctx) => {
      if (confirmWithdrawPassword !== withdrawPassword) {
        addProblem(ctx, { code: 'confirmationMismatch' }, ['confirmWithdrawPassword']);
        return z.NEVER;
      }
      return {
        password,
        withdrawPassword,
        ...(hasWithdrawPassword ? { oldWithdrawPassword } : {}),
      };
    }),
  );
}

export type WithdrawPasswordFormValues = z.input<ReturnType<typeof withdrawPasswordFormSchema>>;
