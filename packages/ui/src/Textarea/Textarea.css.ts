import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@portal/theme';

export const textarea = style({
  display: 'block',
  inlineSize: '100%',
  minBlockSize: `calc(${vars.size.controlLg} * 2)`,
  resize: 'vertical',
  backgroundColor: vars.color.surface.sunken,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.control,
  borderRadius: vars.radius.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  color: vars.color.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  outline: 'none',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&::placeholder': { color: vars.color.text.secondary, opacity: 1 },
    '&:focus-visible': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger.text },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant },
  },
});

export const counter = recipe({
  base: {
    alignSelf: 'flex-end',
    margin: 0,
    fontSize: vars.font.size.xs,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text.secondary,
  },
  variants: {
    outOfRange: {
      true: { color: vars.color.danger.text },
      false: {},
    },
  },
});
