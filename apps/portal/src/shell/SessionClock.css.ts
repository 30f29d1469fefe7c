import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

/**
 * Calm: small secondary text under the balance chip. It takes the chip's width and never its own
 * (inline-size containment), so the header's navigation keeps its room. Time and net stand apart
 * on one line where the chip is wide enough, else one above the other: never wider than the chip.
 */
export const clock = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  columnGap: vars.space.sm,
  contain: 'inline-size',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
});

export const part = style({ whiteSpace: 'nowrap' });
