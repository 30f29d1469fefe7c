import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../Translation';
import { cx } from '../internal/cx';
import { formatClockTime, formatGmtOffset, localOffsetMinutes } from './formatClock';
import * as styles from './LiveClock.css';

export interface LiveClockProps {
  /** The starting instant (ms or Date). Defaults to the current time; stories pass a fixed one. */
  now?: number | Date;
  /** Freeze the clock (screenshots, stories). */
  paused?: boolean;
  /** Offset east of UTC in minutes (480 = GMT+8). Defaults to the browser's offset. */
  offsetMinutes?: number;
  /** Hide the "Current time" label (it stays the accessible name). */
  hideLabel?: boolean;
  className?: string;
}

const TICK_MS = 1000;

/** The agent centre clock: yyyy-MM-dd HH:mm:ss GMT±h, ticking every second. */
export function LiveClock({
  now,
  paused = false,
  offsetMinutes,
  hideLabel = false,
  className,
}: LiveClockProps) {
  const { t } = useTranslation('account');
  const labelId = useId();
  const start = now === undefined ? undefined : typeof now === 'number' ? now : now.getTime();
  const [current, setCurrent] = useState(() => start ?? Date.now());
  // A new `now` prop restarts the clock from it (adjusting state while rendering, not in an effect).
  const [seenStart, setSeenStart] = useState(start);
  if (start !== seenStart) {
    setSeenStart(start);
    if (start !== undefined) setCurrent(start);
  }
  const currentRef = useRef(current);
  useEffect(() => {
    currentRef.current = current;
  });

  useEffect(() => {
    if (paused) return undefined;
    const origin = currentRef.current;
    const base = Date.now();
    const id = setInterval(() => setCurrent(origin + (Date.now() - base)), TICK_MS);
    return () => clearInterval(id);
  }, [paused, seenStart]);

  const offset = offsetMinutes ?? localOffsetMinutes(current);
  const text = `${formatClockTime(current, offset)} ${formatGmtOffset(offset)}`;

  return (
    <p role="timer" aria-labelledby={labelId} className={cx(styles.clock, className)}>
      <span id={labelId} className={styles.label} hidden={hideLabel}>
        {t('clock.label')}
      </span>
      <time dateTime={new Date(current).toISOString()} className={styles.time}>
        {text}
      </time>
    </p>
  );
}
