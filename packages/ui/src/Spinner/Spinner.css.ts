import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  borderRadius: '50%',
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thick,
  borderColor: 'currentColor',
  borderBlockStartColor: 'transparent',
  animation: `${spin} 800ms linear infinite`,
  flexShrink: 0,
});

export const size = styleVariants({
  sm: { inlineSize: vars.size.iconSm, blockSize: vars.size.iconSm },
  md: { inlineSize: vars.size.icon, blockSize: vars.size.icon },
  lg: { inlineSize: vars.size.controlLg, blockSize: vars.size.controlLg, borderWidth: vars.space.xs },
});
