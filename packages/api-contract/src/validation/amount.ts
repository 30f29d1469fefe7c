import { z } from 'zod';
import type { ValidationProblem } from './codes';
import { addProblem } from './issues';

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
  return z
    .unknown()
    .superRefine((amount, ctx) => {
      const problem = checkAmount(amount, limits);
      if (problem) addProblem(ctx, problem);
    })
    .transform((amount) => amount as number);
}

/**
 * Reads what a person typed ("1,234.5") into minor units (123450) without floating-point
 * arithmetic. Returns null when the text is not an amount with at most `fractionDigits` decimals.
 */
export function parseAmountToMinorUnits(text: string, fractionDigits = 2): number | null {
  const normalized = text.trim().replaceAll(',', '');
  const match = /^(\d+)(?:\.(\d*))?$/u.exec(normalized);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > fractionDigits) return null;
  const minorUnits = Number(whole + fraction.padEnd(fractionDigits, '0'));
  return Number.isSafeInteger(minorUnits) ? minorUnits : null;
}

/**
 * An amount input: required, and read into minor units with `parseAmountToMinorUnits`. Its output
 * is the amount in minor units; limits that depend on other fields are checked by the form.
 */
export function typedAmountField(fractionDigits = 2) {
  return z
    .string({ error: 'required' })
    .nullish()
    .transform((text, ctx) => {
      const trimmed = (text ?? '').trim();
      const amount = trimmed === '' ? null : parseAmountToMinorUnits(trimmed, fractionDigits);
      const problem = trimmed === '' ? { code: 'required' as const } : checkAmount(amount);
      if (problem || amount === null) {
        addProblem(ctx, problem ?? { code: 'amountInvalid' });
        return z.NEVER;
      }
      return amount;
    });
}

/** What an amount input shows for minor units (123450 → "1234.50"): parseAmountToMinorUnits reads it back. */
export function minorUnitsToAmountText(minor: number, fractionDigits = 2): string {
  const digits = String(Math.abs(minor)).padStart(fractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - fractionDigits);
  const fraction = fractionDigits > 0 ? `.${digits.slice(digits.length - fractionDigits)}` : '';
  return `${minor < 0 ? '-' : ''}${whole}${fraction}`;
}
