import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});
