import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

const focusRing = {
  outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
  outlineOffset: `calc(-1 * ${vars.borderWidth.thick})`,
};

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  inlineSize: '100%',
  // About 260px in every brand: wide enough for the longest TY labels with a badge.
  maxInlineSize: `calc(${vars.size.controlLg} * 5)`,
  padding: vars.space.sm,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  selectors: {
    '&[data-state="closed"]': { inlineSize: 'fit-content' },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const title = style({
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlMd,
  blockSize: vars.size.controlMd,
  flexShrink: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover },
    '&:focus-visible': focusRing,
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  selectors: {
    '&[hidden]': { display: 'none' },
  },
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const sectionTitle = style({
  paddingInline: vars.space.md,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.caps,
  textTransform: 'uppercase',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const listItem = style({ display: 'block' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  inlineSize: '100%',
  minBlockSize: vars.size.controlMd,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text.secondary,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  transitionProperty: 'color, background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover, color: vars.color.text.primary },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': {
      backgroundColor: vars.color.accent.subtle,
      color: vars.color.accent.text,
      boxShadow: `inset ${vars.borderWidth.thick} 0 0 ${vars.color.accent.base}`,
    },
    '[dir="rtl"] &[aria-current="page"]': {
      boxShadow: `inset calc(-1 * ${vars.borderWidth.thick}) 0 0 ${vars.color.accent.base}`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant },
  },
});

export const itemIcon = style({ display: 'inline-flex', flexShrink: 0 });

export const itemLabel = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** Chevrons point the reading direction's way. */
export const directional = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
