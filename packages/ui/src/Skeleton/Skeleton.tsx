import type { CSSProperties } from 'react';
import { cx } from '../internal/cx';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'block', 'circle'] as const;

export interface SkeletonProps {
  shape?: (typeof skeletonShapes)[number];
  /** Text placeholders: how many lines (the last one is shorter). */
  lines?: number;
  /** Width/height when the content's own size is known (e.g. "8em", "40%"). */
  inlineSize?: CSSProperties['inlineSize'];
  blockSize?: CSSProperties['blockSize'];
  className?: string;
}

/**
 * A placeholder shaped like content that is loading. Decorative: hidden from assistive
 * technology; the region that loads says it is busy (aria-busy) or shows a PageLoader.
 * The shimmer stops under prefers-reduced-motion.
 */
export function Skeleton({ shape = 'text', lines = 1, inlineSize, blockSize, className }: SkeletonProps) {
  const style: CSSProperties = { inlineSize, blockSize };
  if (shape === 'text' && lines > 1) {
    return (
      <span className={cx(styles.stack, className)} aria-hidden="true" data-skeleton="">
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={cx(styles.skeleton({ shape }), index === lines - 1 ? styles.lastLine : '')}
            style={index === lines - 1 ? undefined : style}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      className={cx(styles.skeleton({ shape }), className)}
      style={style}
      aria-hidden="true"
      data-skeleton=""
    />
  );
}
