import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'end',
  justifyContent: 'space-between',
});
