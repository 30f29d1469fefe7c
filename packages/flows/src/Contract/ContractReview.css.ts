import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const terms = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});

globalStyle(`${terms} dt`, { color: vars.color.text.secondary });
globalStyle(`${terms} dd`, {
  margin: 0,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.numeric,
});

export const subheading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontFamily: vars.font.family.heading,
});
