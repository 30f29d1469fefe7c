import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@portal/theme';
import { choiceSurface, disabledLook } from '../internal/control.css';
import { field } from '../FormField/FormField.css';

/** The frame of every single-control field (FormField's own). */
export const root = field;

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const box = style([
  choiceSurface,
  {
    borderRadius: vars.radius.sm,
    color: vars.color.text.onAccent,
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&[data-state="checked"]': {
        backgroundColor: vars.color.accent.base,
        borderColor: vars.color.accent.base,
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger.text },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant },
    },
  },
]);

export const indicator = style({
  display: 'inline-flex',
});

export const label = recipe({
  base: {
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.primary,
    cursor: 'pointer',
  },
  variants: {
    disabled: {
      true: disabledLook,
      false: {},
    },
  },
});

/** Hint and error line up with the label, past the box. */
export const message = style({
  paddingInlineStart: `calc(${vars.size.icon} + ${vars.space.sm})`,
});
