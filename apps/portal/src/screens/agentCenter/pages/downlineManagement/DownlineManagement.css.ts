import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@portal/theme';

/** The search and the toggle side by side where they fit, stacked on phones. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(12rem, 1fr)',
    },
  },
});

/** The toggle level with the search input, not with its label. */
export const toggle = style({ paddingBlockEnd: vars.space.sm });

export const balance = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.text.secondary,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const unbroken = style({ whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });
