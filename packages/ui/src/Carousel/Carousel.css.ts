import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

// Not inherited: a step changes the track's own transform, and the slides' styles (every card
// inside them) are not recomputed with it.
export const indexVar = createVar({ syntax: '<number>', inherits: false, initialValue: '0' });
export const speedVar = createVar();
const directionVar = createVar();

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  vars: { [directionVar]: '1' },
  selectors: { '[dir="rtl"] &': { vars: { [directionVar]: '-1' } } },
});

export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
});

export const track = style({
  display: 'flex',
  transform: `translateX(calc(${indexVar} * -100% * ${directionVar}))`,
  transitionProperty: 'transform',
  transitionDuration: speedVar,
  transitionTimingFunction: vars.motion.easing.standard,
  // Its own layer: a step moves the painted slides on the compositor instead of painting the
  // page again (the hot games step every 1.2 s).
  willChange: 'transform',
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant } },
});

export const slide = style({
  flex: '0 0 100%',
  minInlineSize: 0,
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  flexWrap: 'wrap',
});

export const dots = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

/** A control-sized hit target around a small visible dot (WCAG 2.5.8 target size). */
export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.size.controlSm,
  minBlockSize: vars.size.controlSm,
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  borderRadius: vars.radius.pill,
  selectors: {
    '&::before': {
      content: '""',
      inlineSize: vars.space.sm,
      blockSize: vars.space.sm,
      borderRadius: vars.radius.pill,
      backgroundColor: vars.color.border.control,
      // No transition: an animated width lays out and paints the page again on every frame of
      // every step, which on a phone is most of the work a rotating carousel costs.
    },
    '&[aria-current="true"]::before': {
      inlineSize: vars.space.lg,
      backgroundColor: vars.color.accent.base,
    },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: 0,
    },
  },
});
