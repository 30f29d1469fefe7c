import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@portal/theme';
import { disabledLook } from '../internal/control.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  padding: 0,
  backgroundColor: vars.color.surface.sunken,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.control,
  borderRadius: vars.radius.sm,
  color: vars.color.text.onAccent,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[data-state="checked"]': {
      backgroundColor: vars.color.accent.base,
      borderColor: vars.color.accent.base,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger.text },
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.thick,
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.borderWidth.thick,
    },
    '&:disabled': disabledLook,
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant },
  },
});

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
