import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

/** Pulls the toggle to the field's inner edge so the hit area does not widen the field. */
export const toggle = style({
  marginInlineEnd: `calc(${vars.space.sm} * -1)`,
  color: vars.color.text.secondary,
});
