import { keyframes, style } from '@vanilla-extract/css';
import { layout, vars, zIndex } from '@portal/theme';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style({
  zIndex: zIndex.tooltip,
  maxInlineSize: `min(${layout.dialogWidth.sm}px, var(--radix-tooltip-content-available-width))`,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.sm,
  boxShadow: vars.elevation.raised,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  transformOrigin: 'var(--radix-tooltip-content-transform-origin)',
  animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
});

export const arrow = style({ fill: vars.color.border.strong });
