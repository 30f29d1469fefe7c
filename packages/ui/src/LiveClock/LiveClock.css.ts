import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const clock = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text.primary,
});

export const label = style({ color: vars.color.text.secondary });

export const time = style({
  fontFamily: vars.font.family.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
});
