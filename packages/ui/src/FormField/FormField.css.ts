import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});

export const requiredMarker = style({
  color: vars.color.danger.text,
  marginInlineStart: vars.space.xxs,
});

export const hint = style({
  fontSize: vars.font.size.xs,
  color: vars.color.text.secondary,
  margin: 0,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.font.size.xs,
  color: vars.color.danger.text,
  margin: 0,
  selectors: { '&:empty': { display: 'none' } },
});

/** A fieldset that groups several controls under one legend, without the browser's frame. */
export const fieldGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

/** The legend of a fieldGroup, styled like a field label. */
export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});
