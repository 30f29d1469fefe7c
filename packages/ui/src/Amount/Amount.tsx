import { tones } from '../tones';
import { useFormatLocale } from '../internal/useFormatLocale';
import { cx } from '../internal/cx';
import * as styles from './Amount.css';
import { formatAmount } from './formatAmount';

/**
 * A tone of the kit's scale, or `auto`: success above zero, danger below, neutral at zero.
 * `neutral` never colours (the amount takes the surrounding text colour).
 */
export const amountTones = [...tones, 'auto'] as const;
export const amountSizes = ['sm', 'md', 'lg'] as const;

export interface AmountProps {
  /** Integer minor units (e.g. centavos); the UI never receives floats for money. */
  minor: number;
  /** ISO 4217 code, e.g. "PHP". */
  currency: string;
  tone?: (typeof amountTones)[number];
  /**
   * Show "+" on positive amounts ("-" always shows). Defaults to true for toned amounts, so the
   * sign is carried by text and never by colour alone.
   */
  showSign?: boolean;
  fractionDigits?: number;
  size?: (typeof amountSizes)[number];
  className?: string;
}

export function Amount({
  minor,
  currency,
  tone = 'neutral',
  showSign,
  fractionDigits,
  size = 'md',
  className,
}: AmountProps) {
  const locale = useFormatLocale();
  const signed = showSign ?? tone !== 'neutral';
  const resolvedTone = tone === 'auto' ? (minor > 0 ? 'success' : minor < 0 ? 'danger' : 'neutral') : tone;
  const text = formatAmount(minor, currency, locale, {
    fractionDigits,
    signDisplay: signed ? 'exceptZero' : 'auto',
  });
  return (
    <span className={cx(styles.amount({ tone: resolvedTone, size }), className)} data-tone={resolvedTone}>
      {text}
    </span>
  );
}
