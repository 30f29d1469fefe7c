import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@portal/theme';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.family.body,
  color: vars.color.text.primary,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.controlMd} minmax(0, 1fr) auto`,
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  selectors: {
    '&[aria-current="true"]': {
      outline: `${vars.borderWidth.thin} solid ${vars.color.accent.base}`,
      backgroundColor: vars.color.accent.subtle,
    },
  },
});

export const rank = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    fontFamily: vars.font.family.numeric,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text.secondary,
  },
  variants: {
    medal: {
      gold: { color: vars.color.warning.text },
      silver: { color: vars.color.text.primary },
      bronze: { color: vars.color.secondary.text },
      none: {},
    },
  },
  defaultVariants: { medal: 'none' },
});

export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const you = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.color.accent.text,
});

export const score = style({
  fontFamily: vars.font.family.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.medium,
  textAlign: 'end',
});

export const empty = style({
  margin: 0,
  paddingBlock: vars.space.lg,
  textAlign: 'center',
  color: vars.color.text.secondary,
  fontFamily: vars.font.family.body,
});
