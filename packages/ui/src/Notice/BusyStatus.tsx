import type { ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { cx } from '../internal/cx';
import * as styles from './Notice.css';

export interface BusyStatusProps {
  /** What is happening, e.g. "Checking your details…"; translated by the caller. */
  children: ReactNode;
  className?: string;
}

/** A busy line: a spinner and what is happening, in a polite live region. */
export function BusyStatus({ children, className }: BusyStatusProps) {
  return (
    <p role="status" className={cx(styles.busy, className)}>
      <Spinner size="sm" />
      <span>{children}</span>
    </p>
  );
}

BusyStatus.displayName = 'BusyStatus';
