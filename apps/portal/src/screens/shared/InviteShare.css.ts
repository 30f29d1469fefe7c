import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@portal/theme';

/** The QR code beside the link and code (stacked on phones). */
export const invite = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: 'auto minmax(0, 1fr)' },
  },
});

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});
