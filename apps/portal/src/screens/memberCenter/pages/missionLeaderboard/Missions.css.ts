import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const tabPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlockStart: vars.space.md,
});

export const missions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The title with its status at the end of the same line. */
export const cardHeader = style({
  display: 'flex',
  alignItems: 'start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const reward = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockStart: 'auto',
});

/** The leaderboard's score and the rank's prize, one under the other at the row's end. */
export const standing = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'end',
  gap: vars.space.xxs,
});
