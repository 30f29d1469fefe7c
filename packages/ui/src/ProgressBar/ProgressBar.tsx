import { useId } from 'react';
import { useTranslation } from '../Translation';
import { cx } from '../internal/cx';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  value: number;
  max: number;
  /** Visible name of what is measured (e.g. a mission title); also the bar's accessible name. */
  label: string;
  /** Show "x / y" beside the label (missions). */
  showFraction?: boolean;
  /** The fraction as words when plain numbers would mislead (money in minor units); shown and announced. */
  valueText?: string;
  className?: string;
}

/** Clamps to 0…max and returns the share as a percentage (0 when max is 0). */
export function progressPercent(value: number, max: number): number {
  if (max <= 0) return 0;
  return (Math.min(Math.max(value, 0), max) / max) * 100;
}

export function ProgressBar({
  value,
  max,
  label,
  showFraction = true,
  valueText,
  className,
}: ProgressBarProps) {
  const { t } = useTranslation('account');
  const labelId = useId();
  const clamped = Math.min(Math.max(value, 0), Math.max(max, 0));
  const percent = progressPercent(value, max);
  const fraction = valueText ?? t('progress.fraction', { value: clamped, max });
  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.header}>
        <span id={labelId}>{label}</span>
        {showFraction ? (
          <span className={styles.fraction} aria-hidden="true">
            {fraction}
          </span>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={fraction}
        className={styles.track}
      >
        <div
          className={styles.fill({ complete: max > 0 && clamped >= max })}
          style={{ inlineSize: `${percent}%` }}
        />
      </div>
    </div>
  );
}
