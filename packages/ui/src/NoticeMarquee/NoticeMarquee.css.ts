import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const durationVar = createVar();
const directionVar = createVar();

/** The track holds the notices twice; moving it by half its width loops seamlessly. */
const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: `translateX(calc(-50% * ${directionVar}))` },
});

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minInlineSize: 0,
  paddingInline: vars.space.md,
  minBlockSize: vars.size.controlMd,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  vars: { [directionVar]: '1' },
  selectors: { '[dir="rtl"] &': { vars: { [directionVar]: '-1' } } },
});

export const leading = style({ color: vars.color.accent.text, display: 'inline-flex', flexShrink: 0 });

export const viewport = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  // Room for the focus ring, which overflow would otherwise clip.
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xxs,
  // Standing still, every notice shows, wrapped onto lines: nothing is left hidden off to the side.
  selectors: {
    '[data-static="true"] &': { overflow: 'visible' },
  },
});

export const track = style({
  display: 'flex',
  inlineSize: 'max-content',
  animationName: scroll,
  animationDuration: durationVar,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  selectors: {
    '[data-paused="true"] &': { animationPlayState: 'paused' },
    '[data-static="true"] &': { animationName: 'none', inlineSize: 'auto' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animationName: 'none' } },
});

export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxl,
  margin: 0,
  paddingBlock: 0,
  paddingInlineStart: 0,
  paddingInlineEnd: vars.space.xxl,
  listStyle: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '[data-static="true"] &': { flexWrap: 'wrap', rowGap: vars.space.xs, whiteSpace: 'normal' },
  },
});

export const notice = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  // WCAG 2.5.8: a comfortable hit target even for one line of small text.
  minBlockSize: vars.size.controlSm,
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  lineHeight: vars.font.lineHeight.normal,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.accent.text, textDecoration: 'underline' },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.thin,
    },
  },
});
