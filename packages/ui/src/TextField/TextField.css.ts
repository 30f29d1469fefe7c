import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@portal/theme';
import { controlSurface } from '../internal/control.css';

export const control = recipe({
  base: [
    controlSurface,
    {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.sm,
      paddingInline: vars.space.md,
    },
  ],
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
