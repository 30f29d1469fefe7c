import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars } from '@portal/theme';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

// Calm: secondary text, small. A slot of fixed width with tabular digits, the time over the net
// position: a minute or a win changes the text, never the room it takes, so nothing beside it moves.
const slot = style({
  flexDirection: 'column',
  alignItems: 'flex-end',
  flex: 'none',
  inlineSize: '14em',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** One line of the slot; an unusually long amount is cut rather than widening it. */
export const line = style({ maxInlineSize: '100%', overflow: 'hidden', textOverflow: 'ellipsis' });

/**
 * From desktop the clock sits among the header's actions; below it, the actions take a row of
 * their own with no room to spare, so the clock sits beside the logo, where the first row has room.
 */
export const clock = styleVariants({
  actions: [slot, { display: 'none', '@media': { [desktop]: { display: 'flex' } } }],
  logo: [
    slot,
    { display: 'flex', marginInlineStart: vars.space.md, '@media': { [desktop]: { display: 'none' } } },
  ],
});
