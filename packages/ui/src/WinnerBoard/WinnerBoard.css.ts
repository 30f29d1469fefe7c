import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const board = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.controlMd} minmax(0, 1fr) auto`,
  alignItems: 'center',
  columnGap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.sunken,
});

export const icon = style({
  display: 'block',
  inlineSize: vars.size.controlMd,
  blockSize: vars.size.controlMd,
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  backgroundColor: vars.color.surface.hover,
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const player = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
});

export const game = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const amount = style({
  fontFamily: vars.font.family.numeric,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.success.text,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const empty = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});
