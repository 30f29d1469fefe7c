import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@portal/theme';

export const view = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});

/** The date range and the page's filter side by side where they fit, stacked on phones. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(12rem, 1fr)',
    },
  },
});
