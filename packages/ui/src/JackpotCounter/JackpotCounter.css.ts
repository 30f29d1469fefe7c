import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
});

export const title = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.accent.text,
});

export const value = style({
  fontFamily: vars.font.family.numeric,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
