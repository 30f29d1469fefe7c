import { useEffect, useState, type ButtonHTMLAttributes } from 'react';
import { useTranslation } from '../Translation';
import { Icon } from '../Icon';
import { prefersReducedMotion } from '../internal/useReducedMotion';
import { cx } from '../internal/cx';
import * as styles from './ScrollToTop.css';

export const scrollToTopPositions = ['fixed', 'static'] as const;

export interface ScrollToTopProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> {
  /** How far (CSS px) the page must be scrolled before the button shows. */
  threshold?: number;
  /** Forces the button shown (true) or hidden (false) instead of following the scroll, e.g. in stories. */
  visible?: boolean;
  /** `fixed` floats at the end corner of the viewport; `static` stays in the flow (stories, previews). */
  position?: (typeof scrollToTopPositions)[number];
  /** Called after the scroll to the top was started. */
  onScrollTop?: () => void;
}

export const SCROLL_TO_TOP_THRESHOLD = 400;

/** Scrolls the page to the top: smoothly, or at once when reduced motion is preferred. */
export function scrollPageToTop() {
  window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/** Whether the page is scrolled past `threshold`, updated at most once per animation frame. */
function useScrolledPast(threshold: number, enabled: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    // The first read waits for a frame too: reading scrollY while the page mounts would force a
    // layout in the middle of React's commit, which the frame then lays out again.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [threshold, enabled]);
  return past;
}

/**
 * A "Back to top" button that appears once the page is scrolled past a threshold and scrolls the
 * page back to the top, without animation when reduced motion is preferred.
 */
export function ScrollToTop({
  threshold = SCROLL_TO_TOP_THRESHOLD,
  visible,
  position = 'fixed',
  onScrollTop,
  onClick,
  className,
  ...rest
}: ScrollToTopProps) {
  const { t } = useTranslation('nav');
  const scrolledPast = useScrolledPast(threshold, visible === undefined);
  const shown = visible ?? scrolledPast;
  if (!shown) return null;
  return (
    <button
      type="button"
      className={cx(styles.button({ position }), className)}
      aria-label={t('scrollToTop.label')}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        scrollPageToTop();
        onScrollTop?.();
      }}
      {...rest}
    >
      <Icon name="arrowUp" />
    </button>
  );
}
