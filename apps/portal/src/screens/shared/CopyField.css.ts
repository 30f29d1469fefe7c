import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

/** A read-only value with its copy button at the end of the same row. */
export const copyRow = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'end',
  minInlineSize: 0,
});

export const copyValue = style({
  flex: '1 1 auto',
  minInlineSize: 0,
});
