import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@portal/theme';

// Calm: secondary text, small, and only where the header has room for it.
export const clock = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
  '@media': { [`screen and (min-width: ${breakpoints.desktop}px)`]: { display: 'inline-flex' } },
});
