import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

/** Over ten vendors: a multi-column panel instead of a long single column. */
export const menuLarge = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.size.controlLg} * 3), 1fr))`,
  gap: vars.space.xxs,
  inlineSize: `min(calc(${vars.size.controlLg} * 14), calc(100vw - ${vars.space.xl}))`,
});

export const menuItem = style({
  gap: vars.space.sm,
});

export const menuLogo = style({
  display: 'block',
  blockSize: vars.size.iconSm,
  inlineSize: 'auto',
  flexShrink: 0,
});
