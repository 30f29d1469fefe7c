import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@portal/theme';
import { focusOutline } from '../internal/control.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.text.primary,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlMd,
  blockSize: vars.size.controlMd,
  flexShrink: 0,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover },
    '&:focus-visible': focusOutline,
  },
});

export const directional = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 auto',
  minInlineSize: 0,
});

export const title = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  },
  variants: {
    level: {
      1: { fontSize: vars.font.size.xxl },
      2: { fontSize: vars.font.size.xl },
    },
  },
  defaultVariants: { level: 1 },
});

export const description = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});
