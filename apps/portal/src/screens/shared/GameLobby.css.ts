import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const search = style({
  flex: '1 1 240px',
  maxInlineSize: '360px',
});

export const count = style({
  margin: 0,
  minBlockSize: '1.5em',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const gridFrame = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** The grid scrolls inside itself: a tall window onto thousands of games. */
export const grid = style({
  blockSize: 'min(78vh, 1200px)',
});

export const skeletonGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.md,
});

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
