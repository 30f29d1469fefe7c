// Amount text without zod: the shell shows amounts (the withdrawal notice) before the forms' rules load.

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

/** What an amount input shows for minor units (123450 → "1234.50"): parseAmountToMinorUnits reads it back. */
export function minorUnitsToAmountText(minor: number, fractionDigits = 2): string {
  const digits = String(Math.abs(minor)).padStart(fractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - fractionDigits);
  const fraction = fractionDigits > 0 ? `.${digits.slice(digits.length - fractionDigits)}` : '';
  return `${minor < 0 ? '-' : ''}${whole}${fraction}`;
}
