import { numberFormat } from '../internal/numberFormat';

export type SignDisplay = 'auto' | 'exceptZero' | 'never';

export interface FormatAmountOptions {
  /** Decimal places; defaults to the currency's own (2 for PHP/USD, 0 for JPY/KRW). */
  fractionDigits?: number;
  signDisplay?: SignDisplay;
  currencyDisplay?: 'symbol' | 'narrowSymbol' | 'code';
}

/** The currency's minor-unit exponent as Intl knows it (2 for most, 0 for JPY, 3 for KWD). */
export function currencyFractionDigits(currency: string): number {
  return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Integer minor units (cents, centavos, yen) to a localised currency string. */
export function formatAmount(
  minor: number,
  currency: string,
  locale: string,
  { fractionDigits, signDisplay = 'auto', currencyDisplay = 'narrowSymbol' }: FormatAmountOptions = {},
): string {
  const exponent = currencyFractionDigits(currency);
  const digits = fractionDigits ?? exponent;
  const major = minor / 10 ** exponent;
  return numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay,
  }).format(major === 0 ? 0 : major);
}
