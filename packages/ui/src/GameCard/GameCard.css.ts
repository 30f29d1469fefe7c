import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@portal/theme';
import { focusOutline } from '../internal/control.css';

/** The card's padding: the picture's square starts there, and the badge and overlay sit on it. */
const pictureInset = vars.space.xs;

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    minInlineSize: 0,
    padding: pictureInset,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    fontFamily: vars.font.family.body,
    transitionProperty: 'background-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant } },
  },
  variants: {
    status: {
      available: { selectors: { '&:hover': { backgroundColor: vars.color.surface.hover } } },
      trial: { selectors: { '&:hover': { backgroundColor: vars.color.surface.hover } } },
      maintenance: {},
    },
  },
  defaultVariants: { status: 'available' },
});

export const image = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.sunken,
});

export const hotBadge = style({
  position: 'absolute',
  insetBlockStart: `calc(${pictureInset} + ${vars.space.xs})`,
  insetInlineStart: `calc(${pictureInset} + ${vars.space.xs})`,
  // Cut at the picture's edge, as on a narrow card the picture cuts it.
  maxInlineSize: `calc(100% - 2 * ${pictureInset} - ${vars.space.xs})`,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.danger.base,
  color: vars.color.text.onDanger,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
  letterSpacing: vars.font.letterSpacing.caps,
});

export const overlay = style({
  position: 'absolute',
  insetBlockStart: pictureInset,
  insetInline: pictureInset,
  aspectRatio: '1',
  borderRadius: vars.radius.sm,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  padding: vars.space.xs,
  backgroundColor: vars.color.surface.backdrop,
});

export const overlayLabel = recipe({
  base: {
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.pill,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.normal,
    textAlign: 'center',
  },
  variants: {
    status: {
      trial: { backgroundColor: vars.color.accent.base, color: vars.color.text.onAccent },
      maintenance: { backgroundColor: vars.color.surface.raised, color: vars.color.text.primary },
    },
  },
});

/** The launch button names the card; its ::after stretches over the whole card as the hit area. */
export const launch = style({
  appearance: 'none',
  display: 'block',
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.md,
    },
    '&:focus-visible::after': focusOutline,
    '&[aria-disabled="true"]': { cursor: 'not-allowed' },
  },
});

export const vendor = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const favorite = style({
  position: 'absolute',
  zIndex: 1,
  insetBlockStart: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlSm,
  blockSize: vars.size.controlSm,
  padding: 0,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.control}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover },
    '&:focus-visible': focusOutline,
    '&[aria-pressed="true"]': { color: vars.color.danger.text },
  },
});
