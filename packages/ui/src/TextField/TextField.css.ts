import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@portal/theme';

export const control = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    backgroundColor: vars.color.surface.sunken,
    borderStyle: 'solid',
    borderWidth: vars.borderWidth.thin,
    borderColor: vars.color.border.control,
    borderRadius: vars.radius.md,
    paddingInline: vars.space.md,
    color: vars.color.text.primary,
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
  },
  variants: {
    size: {
      sm: { minBlockSize: vars.size.controlSm, fontSize: vars.font.size.sm },
      md: { minBlockSize: vars.size.controlMd, fontSize: vars.font.size.md },
      lg: { minBlockSize: vars.size.controlLg, fontSize: vars.font.size.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const input = style({
  flex: 1,
  minInlineSize: 0,
  blockSize: '100%',
  border: 'none',
  background: 'transparent',
  outline: 'none',
  paddingBlock: vars.space.sm,
  paddingInline: 0,
  color: 'inherit',
  fontSize: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.text.secondary, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.text.secondary,
  flexShrink: 0,
});
