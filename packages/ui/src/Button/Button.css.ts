import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@portal/theme';
import { disabledLook, focusOutline } from '../internal/control.css';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    borderStyle: 'solid',
    borderWidth: vars.borderWidth.thin,
    borderColor: 'transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.medium,
    letterSpacing: vars.font.letterSpacing.caps,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:focus-visible': focusOutline,
      '&[aria-disabled="true"]': disabledLook,
      '&[data-loading="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.accent.base,
        color: vars.color.text.onAccent,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.accent.hover },
          '&:active:not([aria-disabled="true"])': { backgroundColor: vars.color.accent.active },
        },
      },
      secondary: {
        backgroundColor: vars.color.secondary.base,
        color: vars.color.secondary.on,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.secondary.hover },
        },
      },
      outline: {
        backgroundColor: 'transparent',
        borderColor: vars.color.border.control,
        color: vars.color.text.primary,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.surface.hover },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.accent.text,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.accent.subtle },
        },
      },
      danger: {
        backgroundColor: vars.color.danger.base,
        color: vars.color.text.onDanger,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.danger.hover },
        },
      },
    },
    size: {
      sm: { minBlockSize: vars.size.controlSm, paddingInline: vars.space.md, fontSize: vars.font.size.sm },
      md: { minBlockSize: vars.size.controlMd, paddingInline: vars.space.lg, fontSize: vars.font.size.md },
      lg: { minBlockSize: vars.size.controlLg, paddingInline: vars.space.xl, fontSize: vars.font.size.lg },
    },
    fullWidth: {
      true: { inlineSize: '100%' },
      false: {},
    },
    iconOnly: {
      true: { paddingInline: 0, aspectRatio: '1' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false, iconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** Keeps the label in the layout (and the accessible name) while loading, so the width holds. */
export const hiddenLabel = style({ opacity: 0 });

export const spinnerSlot = style({
  position: 'absolute',
  insetInlineStart: '50%',
  insetBlockStart: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'inline-flex',
});

export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
