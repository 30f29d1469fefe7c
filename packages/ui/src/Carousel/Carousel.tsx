import { assignInlineVars } from '@vanilla-extract/dynamic';
import { startTransition, useEffect, useId, useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from '../Translation';
import { Button } from '../Button';
import { useReducedMotion } from '../internal/useReducedMotion';
import { cx } from '../internal/cx';
import * as styles from './Carousel.css';

/** Timings from the home page: banners rotate every 5 s with a 1 s slide; hot games every 1.2 s. */
export const carouselPresets = {
  banners: { interval: 5000, speed: 1000 },
  hotGames: { interval: 1200, speed: 400, rowsPerSlide: 3 },
} as const;

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. "Promotions". */
  label: string;
  slides: readonly ReactNode[];
  /** Rotate on its own. Stops on hover, on focus, under reduced motion and with `paused`. */
  autoplay?: boolean;
  /** Time each slide stays (ms). */
  interval?: number;
  /** Length of the slide animation (ms). */
  speed?: number;
  paused?: boolean;
  /** Controlled slide index; uncontrolled (from `defaultIndex`) when omitted. */
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  className?: string;
}

function wrap(index: number, count: number) {
  return count === 0 ? 0 : ((index % count) + count) % count;
}

/**
 * The slides whose content is rendered once the carousel moved from `from` to `to`: those it has
 * shown before, every slide the track passes on the way (a jump or a wrap round slides across
 * them), and the one after `to`, so the next step slides in content that is already there.
 */
function revealedSlides(
  before: ReadonlySet<number>,
  from: number,
  to: number,
  count: number,
): ReadonlySet<number> {
  const revealed = new Set(before);
  for (let slide = Math.min(from, to); slide <= Math.max(from, to); slide += 1) revealed.add(slide);
  if (count > 1) revealed.add(wrap(to + 1, count));
  return revealed;
}

/**
 * A slideshow following the WAI-ARIA carousel pattern: previous/next, one dot per slide, and a
 * stop/start button (WCAG 2.2.2). Hidden slides are inert so focus never lands off-screen.
 * A slide's content is rendered from the moment it is next in line: until then its images neither
 * load nor paint. The first render (the server's page and its hydration) draws the current slide
 * alone, and the next one follows once the carousel has mounted, so what is off screen at load
 * costs the page nothing before it answers: on the home's hot games, 18 of its 60 cards at first.
 */
export function Carousel({
  label,
  slides,
  autoplay = true,
  interval = carouselPresets.banners.interval,
  speed = carouselPresets.banners.speed,
  paused = false,
  index: indexProp,
  defaultIndex = 0,
  onIndexChange,
  className,
}: CarouselProps) {
  const { t } = useTranslation('lobby');
  const id = useId();
  const reducedMotion = useReducedMotion();
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = slides.length;
  const index = wrap(indexProp ?? ownIndex, count);
  // Adjusted while rendering, not in an effect: the step that moves to a slide also draws it.
  const [revealed, setRevealed] = useState(() => ({
    index,
    count,
    slides: new Set([index]) as ReadonlySet<number>,
  }));
  if (revealed.index !== index || revealed.count !== count)
    setRevealed({ index, count, slides: revealedSlides(revealed.slides, revealed.index, index, count) });
  useEffect(() => {
    // A transition: drawing the next slide yields to anything the person does meanwhile.
    startTransition(() =>
      setRevealed((current) => ({
        ...current,
        slides: revealedSlides(current.slides, current.index, current.index, current.count),
      })),
    );
  }, []);

  const rotating = autoplay && !stopped && !reducedMotion && count > 1;
  const playing = rotating && !paused && !hovered && !focused;

  const go = (next: number) => {
    const target = wrap(next, count);
    setOwnIndex(target);
    onIndexChange?.(target);
  };

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => {
      const target = wrap(index + 1, count);
      setOwnIndex(target);
      onIndexChange?.(target);
    }, interval);
    return () => clearTimeout(timer);
  }, [playing, index, count, interval, onIndexChange]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- hover and focus only pause the rotation (WCAG 2.2.2); they are not interactions of their own
    <section
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      className={cx(styles.root, className)}
      data-playing={playing || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.viewport}>
        <div
          id={`${id}-slides`}
          className={styles.track}
          aria-live={playing ? 'off' : 'polite'}
          style={assignInlineVars({ [styles.indexVar]: String(index), [styles.speedVar]: `${speed}ms` })}
        >
          {slides.map((slide, i) => (
            <div
              // Slides are positional: their order is their identity.
              key={i}
              role="group"
              aria-roledescription={t('carousel.slideRoleDescription')}
              aria-label={t('carousel.slide', { index: i + 1, count })}
              aria-hidden={i !== index || undefined}
              inert={i !== index}
              className={styles.slide}
            >
              {revealed.slides.has(i) ? slide : null}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          {autoplay && !reducedMotion ? (
            <Button
              variant="ghost"
              size="sm"
              icon={stopped ? 'play' : 'pause'}
              aria-label={stopped ? t('carousel.start') : t('carousel.stop')}
              onClick={() => setStopped((value) => !value)}
            />
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            icon="chevronStart"
            aria-label={t('carousel.previous')}
            aria-controls={`${id}-slides`}
            onClick={() => go(index - 1)}
          />
          <div role="group" aria-label={t('carousel.choose')} className={styles.dots}>
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className={styles.dot}
                aria-label={t('carousel.goTo', { index: i + 1, count })}
                aria-current={i === index || undefined}
                aria-controls={`${id}-slides`}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <Button
            variant="ghost"
            size="sm"
            icon="chevronEnd"
            aria-label={t('carousel.next')}
            aria-controls={`${id}-slides`}
            onClick={() => go(index + 1)}
          />
        </div>
      ) : null}
    </section>
  );
}
