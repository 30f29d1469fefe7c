import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@portal/theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text.primary,
});

export const header = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

export const fraction = style({
  fontFamily: vars.font.family.numeric,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.secondary,
});

export const track = style({
  position: 'relative',
  blockSize: vars.space.sm,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface.sunken,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.strong,
  overflow: 'hidden',
});

export const fill = recipe({
  base: {
    blockSize: '100%',
    borderRadius: vars.radius.pill,
    transitionProperty: 'inline-size',
    transitionDuration: vars.motion.duration.slow,
    transitionTimingFunction: vars.motion.easing.standard,
  },
  variants: {
    complete: {
      true: { backgroundColor: vars.color.success.base },
      false: { backgroundColor: vars.color.accent.base },
    },
  },
  defaultVariants: { complete: false },
});
