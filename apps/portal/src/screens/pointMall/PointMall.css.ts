import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

/** The points beside what they are worth and the way to convert them (stacked when narrow). */
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'center',
});

export const conversion = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'flex-start',
});
