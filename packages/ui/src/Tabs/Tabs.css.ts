import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@portal/theme';
import { focusOutline } from '../internal/control.css';

export const list = recipe({
  base: {
    display: 'flex',
    gap: vars.space.xs,
    overflowX: 'auto',
    scrollbarWidth: 'none',
  },
  variants: {
    variant: {
      underline: {
        borderBlockEndStyle: 'solid',
        borderBlockEndWidth: vars.borderWidth.thin,
        borderBlockEndColor: vars.color.border.subtle,
      },
      pill: {
        padding: vars.space.xs,
        backgroundColor: vars.color.surface.sunken,
        borderRadius: vars.radius.pill,
      },
    },
    fullWidth: { true: {}, false: { inlineSize: 'fit-content', maxInlineSize: '100%' } },
  },
  defaultVariants: { variant: 'underline', fullWidth: false },
});

export const trigger = recipe({
  base: {
    flex: '1 0 auto',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minBlockSize: vars.size.controlSm,
    paddingInline: vars.space.lg,
    border: 'none',
    background: 'transparent',
    color: vars.color.text.secondary,
    fontWeight: vars.font.weight.medium,
    fontSize: vars.font.size.sm,
    letterSpacing: vars.font.letterSpacing.caps,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transitionProperty: 'color, background-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&:hover': { color: vars.color.text.primary },
      '&:focus-visible': {
        outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
        outlineOffset: `calc(-1 * ${vars.borderWidth.thick})`,
      },
      '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      underline: {
        marginBlockEnd: `calc(-1 * ${vars.borderWidth.thin})`,
        borderBlockEnd: `${vars.borderWidth.thick} solid transparent`,
        selectors: {
          '&[data-state="active"]': {
            color: vars.color.accent.text,
            borderBlockEndColor: vars.color.accent.base,
          },
        },
      },
      pill: {
        borderRadius: vars.radius.pill,
        selectors: {
          '&[data-state="active"]': {
            backgroundColor: vars.color.accent.base,
            color: vars.color.text.onAccent,
          },
        },
      },
    },
  },
  defaultVariants: { variant: 'underline' },
});

export const content = style({
  paddingBlockStart: vars.space.lg,
  selectors: {
    '&:focus-visible': focusOutline,
  },
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '1.25em',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.danger.base,
  color: vars.color.text.onDanger,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
});
