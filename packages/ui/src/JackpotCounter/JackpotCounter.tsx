import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../Translation';
import { formatAmount } from '../Amount';
import { useFormatLocale } from '../internal/useFormatLocale';
import { cx } from '../internal/cx';
import { numberFormat } from '../internal/numberFormat';
import * as styles from './JackpotCounter.css';
import { createRng, jackpotStart, jackpotStep } from './jackpot';

export interface JackpotCounterProps {
  /** Fixes the start and every step (stories, screenshots, tests). Random when omitted. */
  seed?: number;
  /** Stops the growth; the figure stays where it is. */
  paused?: boolean;
  /** Shown with this currency when given, otherwise as a plain number with two decimals. */
  currency?: string;
  className?: string;
}

function formatJackpot(minor: number, locale: string, currency?: string) {
  if (currency) return formatAmount(minor, currency, locale, { fractionDigits: 2 });
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
}

/**
 * A decorative, ever-growing jackpot figure. It is not real data, so screen readers hear only
 * "Current jackpot"; the changing number is hidden from them instead of being announced.
 */
export function JackpotCounter({ seed, paused = false, currency, className }: JackpotCounterProps) {
  const { t } = useTranslation('lobby');
  const locale = useFormatLocale();
  // The seed is read once, at mount. Without one, the start is random (decorative only).
  const [baseSeed] = useState(() => seed ?? Math.floor(Math.random() * 2 ** 32));
  const [value, setValue] = useState(() => jackpotStart(createRng(baseSeed)));
  const valueRef = useRef(value);

  useEffect(() => {
    if (paused) return;
    // Steps come from the seed and the current figure, so a resumed counter stays deterministic.
    const rng = createRng(baseSeed + valueRef.current);
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const { increment, delay } = jackpotStep(rng);
      timer = setTimeout(() => {
        valueRef.current += increment;
        setValue(valueRef.current);
        schedule();
      }, delay);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [paused, baseSeed]);

  return (
    <div className={cx(styles.root, className)} data-value={value}>
      <VisuallyHidden>{t('jackpot.label')}</VisuallyHidden>
      <span className={styles.title} aria-hidden="true">
        {t('jackpot.title')}
      </span>
      <span className={styles.value} aria-hidden="true">
        {formatJackpot(value, locale, currency)}
      </span>
    </div>
  );
}
