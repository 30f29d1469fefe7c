import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';
import { controlSurface } from '../internal/control.css';

export const control = style([
  controlSurface,
  {
    display: 'flex',
    alignItems: 'stretch',
    minBlockSize: vars.size.controlMd,
    fontSize: vars.font.size.md,
  },
]);

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
