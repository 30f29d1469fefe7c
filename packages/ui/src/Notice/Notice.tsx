import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import type { Tone } from '../tones';
import { cx } from '../internal/cx';
import * as styles from './Notice.css';

const toneIcons: Record<Tone, IconName> = {
  neutral: 'info',
  info: 'info',
  success: 'check',
  warning: 'alert',
  danger: 'alert',
};

export interface NoticeProps {
  tone?: Tone;
  /** The message, translated by the caller (or straight from the server). */
  children: ReactNode;
  className?: string;
}

/**
 * An inline message block in a form or a page. Danger and warning notices are alerts (announced
 * at once); the others are polite status messages. The icon and the text carry the meaning, so
 * colour is never the only cue.
 */
export function Notice({ tone = 'info', children, className }: NoticeProps) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      className={cx(styles.notice({ tone }), className)}
      data-tone={tone}
    >
      <Icon name={toneIcons[tone]} />
      <span>{children}</span>
    </div>
  );
}

Notice.displayName = 'Notice';
