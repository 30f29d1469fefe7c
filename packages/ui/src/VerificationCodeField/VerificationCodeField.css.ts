import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

/** Pulls the button to the field's inner edge so it does not widen the field. */
export const sendButton = style({
  marginInlineEnd: `calc(${vars.space.sm} * -1)`,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
