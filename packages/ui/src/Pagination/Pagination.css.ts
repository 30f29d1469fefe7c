import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layout, vars } from '@portal/theme';
import { focusOutline } from '../internal/control.css';

export const root = style({ display: 'flex', justifyContent: 'center' });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const sizes = {
  sm: { minInlineSize: vars.size.controlSm, minBlockSize: vars.size.controlSm, fontSize: vars.font.size.xs },
  md: { minInlineSize: vars.size.controlMd, minBlockSize: vars.size.controlMd, fontSize: vars.font.size.sm },
};

export const item = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minInlineSize: `${layout.minTargetSize}px`,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    borderWidth: vars.borderWidth.thin,
    borderStyle: 'solid',
    borderColor: vars.color.border.subtle,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    fontFamily: vars.font.family.numeric,
    fontWeight: vars.font.weight.medium,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    transitionProperty: 'color, background-color, border-color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&:hover': { backgroundColor: vars.color.surface.hover },
      '&:focus-visible': focusOutline,
      '&[aria-current="page"]': {
        backgroundColor: vars.color.accent.base,
        borderColor: vars.color.accent.base,
        color: vars.color.text.onAccent,
        cursor: 'default',
      },
      '&[aria-disabled="true"]': {
        color: vars.color.text.disabled,
        backgroundColor: 'transparent',
        cursor: 'not-allowed',
      },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant },
    },
  },
  variants: {
    size: sizes,
    kind: { page: {}, step: { color: vars.color.text.secondary } },
  },
  defaultVariants: { size: 'md', kind: 'page' },
});

export const ellipsis = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.text.secondary,
  },
  variants: {
    size: {
      sm: { minInlineSize: vars.size.iconSm, fontSize: vars.font.size.xs },
      md: { minInlineSize: vars.size.icon, fontSize: vars.font.size.sm },
    },
  },
  defaultVariants: { size: 'md' },
});

/** Chevrons point the reading direction's way. */
export const directional = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
