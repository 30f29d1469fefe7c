import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

/** A level's bonus with its claim or "Claimed", kept at the end of its cell as the other amounts. */
export const bonus = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'flex-end',
});
