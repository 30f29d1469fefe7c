import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

/** The grid's gap, read back in px by the virtualiser (getComputedStyle(...).columnGap). */
export const gap = vars.space.md;

export const scroller = style({
  position: 'relative',
  blockSize: '100%',
  overflowY: 'auto',
  overflowX: 'hidden',
  columnGap: gap,
  overscrollBehavior: 'contain',
});

export const list = style({
  position: 'relative',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  inlineSize: '100%',
});

/** A card placed by the virtualiser: the list's selector outranks the card's own `position: relative`. */
export const item = style({
  selectors: {
    [`${list} > &`]: { position: 'absolute', insetBlockStart: 0 },
  },
});

export const empty = style({
  margin: 0,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});
