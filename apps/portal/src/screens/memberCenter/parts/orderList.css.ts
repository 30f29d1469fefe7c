import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

/** A section's rows: one withdrawal each, stacked. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  minInlineSize: 0,
});

/** What a row says about its withdrawal: the amount over its details. */
export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const detail = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

export const link = style({
  alignSelf: 'flex-start',
  fontSize: vars.font.size.sm,
  color: vars.color.text.link,
});
