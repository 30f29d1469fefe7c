import { z } from 'zod/mini';
import type { ValidationProblem } from './codes';
import { parseAmountToMinorUnits } from './amountText';
import { addProblem } from './issues';

export { minorUnitsToAmountText, parseAmountToMinorUnits } from './amountText';

/** Money is always an integer number of minor units (cents). */
export interface AmountLimits {
  /** Smallest accepted amount in minor units (default 1). */
  readonly min?: number;
  /** Largest accepted amount in minor units. */
  readonly max?: number;
}

export function checkAmount(amount: unknown, limits: AmountLimits = {}): ValidationProblem | null {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
    return { code: 'amountInvalid' };
  if (limits.min !== undefined && amount < limits.min)
    return { code: 'amountTooSmall', params: { min: limits.min } };
  if (limits.max !== undefined && amount > limits.max)
    return { code: 'amountTooLarge', params: { max: limits.max } };
  return null;
}

/** Params `min`/`max` are minor units too; the UI formats them with the currency. */
export function amountSchema(limits: AmountLimits = {}) {
  return z.pipe(
    z.unknown().check(
      z.superRefine((amount, ctx) => {
        const problem = checkAmount(amount, limits);
        if (problem) addProblem(ctx, problem);
      }),
    ),
    z.transform((amount) => amount as number),
  );
}

/**
 * An amount input: required, and read into minor units with `parseAmountToMinorUnits`. Its output
 * is the amount in minor units; limits that depend on other fields are checked by the form.
 */
export function typedAmountField(fractionDigits = 2) {
  return z.pipe(
    z.nullish(z.string({ error: 'required' })),
    z.transform((text, ctx) => {
      const trimmed = (text ?? '').trim();
      const amount = trimmed === '' ? null : parseAmountToMinorUnits(trimmed, fractionDigits);
      const problem = trimmed === '' ? { code: 'required' as const } : checkAmount(amount);
      if (problem || amount === null) {
        addProblem(ctx, problem ?? { code: 'amountInvalid' });
        return z.NEVER;
      }
      return amount;
    }),
  );
}
