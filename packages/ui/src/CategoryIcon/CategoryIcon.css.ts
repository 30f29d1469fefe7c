import { styleVariants, style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  verticalAlign: 'middle',
});

export const size = styleVariants({
  sm: { inlineSize: vars.size.iconSm, blockSize: vars.size.iconSm },
  md: { inlineSize: vars.size.icon, blockSize: vars.size.icon },
  lg: { inlineSize: vars.size.controlSm, blockSize: vars.size.controlSm },
});
