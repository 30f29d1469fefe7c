import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const control = style({
  display: 'flex',
  alignItems: 'stretch',
  minBlockSize: vars.size.controlMd,
  backgroundColor: vars.color.surface.sunken,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.control,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:focus-within': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&:has(input[aria-invalid="true"])': { borderColor: vars.color.danger.text },
    '&:has(input:disabled)': { opacity: 0.55, cursor: 'not-allowed' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant },
  },
});

export const select = style({
  flexShrink: 0,
  appearance: 'none',
  border: 'none',
  borderInlineEndStyle: 'solid',
  borderInlineEndWidth: vars.borderWidth.thin,
  borderInlineEndColor: vars.color.border.subtle,
  background: 'transparent',
  color: 'inherit',
  fontSize: 'inherit',
  fontFamily: 'inherit',
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: `calc(${vars.space.md} + ${vars.size.iconSm})`,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const selectWrap = style({
  position: 'relative',
  display: 'flex',
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  pointerEvents: 'none',
  color: vars.color.text.secondary,
});

export const option = style({
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
});

export const input = style({
  flex: 1,
  minInlineSize: 0,
  border: 'none',
  background: 'transparent',
  outline: 'none',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  color: 'inherit',
  fontSize: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&::placeholder': { color: vars.color.text.secondary, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});
