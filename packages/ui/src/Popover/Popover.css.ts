import { keyframes, style } from '@vanilla-extract/css';
import { layout, vars, zIndex } from '@portal/theme';

const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

export const content = style({
  zIndex: zIndex.popover,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  inlineSize: 'max-content',
  maxInlineSize: `min(${layout.dialogWidth.sm}px, var(--radix-popover-content-available-width))`,
  paddingBlock: vars.space.md,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.overlay,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  transformOrigin: 'var(--radix-popover-content-transform-origin)',
  animation: `${popIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minBlockSize: vars.size.controlSm,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const body = style({
  color: vars.color.text.secondary,
  paddingInlineEnd: vars.space.sm,
});

export const arrow = style({ fill: vars.color.surface.raised });
