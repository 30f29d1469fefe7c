import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  minInlineSize: 0,
});

/** uPlot draws into this box; its width follows the page, its height is fixed. */
export const plot = style({
  position: 'relative',
  inlineSize: '100%',
  blockSize: '240px',
  overflow: 'hidden',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xs,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const swatch = style({
  display: 'inline-block',
  inlineSize: '12px',
  blockSize: '4px',
  borderRadius: vars.radius.pill,
});
