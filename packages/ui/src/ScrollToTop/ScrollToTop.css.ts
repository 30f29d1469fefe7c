import { recipe } from '@vanilla-extract/recipes';
import { vars, zIndex } from '@portal/theme';
import { focusOutline } from '../internal/control.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: vars.size.controlMd,
    blockSize: vars.size.controlMd,
    padding: 0,
    borderRadius: vars.radius.pill,
    borderWidth: vars.borderWidth.thin,
    borderStyle: 'solid',
    borderColor: vars.color.border.strong,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    boxShadow: vars.elevation.raised,
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&:hover': { backgroundColor: vars.color.surface.hover, borderColor: vars.color.accent.base },
      '&:focus-visible': focusOutline,
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant },
    },
  },
  variants: {
    position: {
      fixed: {
        position: 'fixed',
        insetBlockEnd: vars.space.xl,
        insetInlineEnd: vars.space.xl,
        zIndex: zIndex.raised,
      },
      static: { position: 'relative' },
    },
  },
  defaultVariants: { position: 'fixed' },
});
