import type { ReactNode } from 'react';
import { Icon, Spinner } from '@portal/ui';
import * as styles from './flow.css';

export interface NoticeProps {
  tone: 'info' | 'success' | 'warning' | 'danger';
  children: ReactNode;
}

/** A message block: danger and warning are alerts (announced at once), the rest are polite status. */
export function Notice({ tone, children }: NoticeProps) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <div role={urgent ? 'alert' : 'status'} className={styles.notice({ tone })}>
      <Icon name={urgent ? 'alert' : tone === 'success' ? 'check' : 'info'} />
      <span>{children}</span>
    </div>
  );
}

/** A busy line (spinner plus text), announced politely. */
export function BusyStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.status}>
      <Spinner size="sm" />
      <span>{children}</span>
    </p>
  );
}
