import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { tones } from '../tones';
import { cx } from '../internal/cx';
import * as styles from './StatCard.css';

/** The hint's tone, from the kit's scale (e.g. success for a rise, danger for a fall). */
export const statCardHintTones = tones;

export interface StatCardProps {
  /** What the number is (e.g. "Active members"). */
  label: ReactNode;
  /** The figure, already formatted (a number, an <Amount />…). */
  value: ReactNode;
  icon?: IconName;
  /** A small line under the value (e.g. "+12 this week"); keep the sign in the text. */
  hint?: ReactNode;
  hintTone?: (typeof statCardHintTones)[number];
  className?: string;
}

/** One figure in a report summary; a description list so label and value stay paired. */
export function StatCard({ label, value, icon, hint, hintTone = 'neutral', className }: StatCardProps) {
  return (
    <div className={cx(styles.card, className)}>
      {icon ? (
        <span className={styles.icon}>
          <Icon name={icon} />
        </span>
      ) : null}
      <dl className={styles.body}>
        <dt className={styles.label}>{label}</dt>
        <dd className={styles.value}>{value}</dd>
        {hint ? <dd className={styles.hint({ tone: hintTone })}>{hint}</dd> : null}
      </dl>
    </div>
  );
}
