import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const lane = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const title = style({
  flex: 1,
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const page = style({
  fontSize: vars.font.size.xs,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const viewport = style({
  overflowX: 'auto',
  paddingBlock: vars.space.xxs,
});

export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: `minmax(calc(${vars.size.controlLg} * 2.5), 1fr)`,
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const empty = style({
  margin: 0,
  paddingBlock: vars.space.lg,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});
