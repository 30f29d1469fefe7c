import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxInlineSize: '28rem',
});
