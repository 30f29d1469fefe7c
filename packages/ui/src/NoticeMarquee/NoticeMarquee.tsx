import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useState, type FocusEvent } from 'react';
import { useTranslation } from '../Translation';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { useReducedMotion } from '../internal/useReducedMotion';
import { cx } from '../internal/cx';
import * as styles from './NoticeMarquee.css';

export interface MarqueeNotice {
  id: string;
  title: string;
}

export interface NoticeMarqueeProps {
  /** Player notices from the server (id, title). */
  notices: readonly MarqueeNotice[];
  /** Opens a notice; without it the titles are plain text. */
  onSelect?: (notice: MarqueeNotice) => void;
  /** Hold the scroll (e.g. for screenshots); hover and focus also hold it. */
  paused?: boolean;
  /** Scroll speed in characters per second. */
  speed?: number;
  className?: string;
}

/** Seconds for one loop: long enough to read, whatever the text length. */
export function marqueeDuration(notices: readonly MarqueeNotice[], speed = 8) {
  const characters = notices.reduce((sum, notice) => sum + notice.title.length + 8, 0);
  return Math.max(10, Math.round(characters / Math.max(1, speed)));
}

/**
 * The home notice strip. The titles scroll in a loop, stop while hovered or focused, can be
 * stopped with a button (WCAG 2.2.2), and stand still under reduced motion. The list is read
 * once by screen readers; the looping copy is hidden and inert.
 */
export function NoticeMarquee({
  notices,
  onSelect,
  paused = false,
  speed = 8,
  className,
}: NoticeMarqueeProps) {
  const { t } = useTranslation('lobby');
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const isStatic = reducedMotion || notices.length === 0;
  const held = paused || hovered || focused || stopped;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const list = (copy: boolean) => (
    <ul className={styles.group} aria-hidden={copy || undefined} inert={copy}>
      {notices.map((notice) => (
        <li key={notice.id}>
          {onSelect ? (
            <button type="button" className={styles.notice} onClick={() => onSelect(notice)}>
              {notice.title}
            </button>
          ) : (
            notice.title
          )}
        </li>
      ))}
    </ul>
  );

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- hover and focus only hold the scroll; they are not interactions of their own
    <section
      aria-label={t('marquee.label')}
      className={cx(styles.root, className)}
      data-paused={held}
      data-static={isStatic}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <span className={styles.leading}>
        <Icon name="info" />
      </span>
      <div className={styles.viewport}>
        <div
          className={styles.track}
          style={assignInlineVars({ [styles.durationVar]: `${marqueeDuration(notices, speed)}s` })}
        >
          {list(false)}
          {isStatic ? null : list(true)}
        </div>
      </div>
      {isStatic ? null : (
        <Button
          variant="ghost"
          size="sm"
          icon={stopped ? 'play' : 'pause'}
          aria-label={stopped ? t('marquee.play') : t('marquee.pause')}
          onClick={() => setStopped((value) => !value)}
        />
      )}
    </section>
  );
}
