import { style } from '@vanilla-extract/css';
import { opacity, vars } from '@portal/theme';

/**
 * The one surface of the kit's controls (text fields, textarea, phone field, select trigger):
 * sunken background, control border, medium radius, focus ring, red border when invalid, dimmed
 * when disabled. The states are read from the control itself or, when the surface wraps an input
 * with adornments, from its direct child control, so each state has one rule:
 * focus from `:focus-visible`, invalid from `aria-invalid="true"`, disabled from `:disabled`.
 */
export const controlSurface = style({
  backgroundColor: vars.color.surface.sunken,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.control,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
  outline: 'none',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:focus-visible, &:has(:focus-visible)': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[aria-invalid="true"], &:has(> [aria-invalid="true"])': { borderColor: vars.color.danger.text },
    '&:disabled, &:has(> :is(input, textarea, select):disabled)': {
      opacity: opacity.disabled,
      cursor: 'not-allowed',
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant },
  },
});

/** Dims a disabled part that is not a control surface (a checkbox, a radio, their labels, a button). */
export const disabledLook = { opacity: opacity.disabled, cursor: 'not-allowed' } as const;

/** The kit's keyboard focus ring, for anything focusable that is not a control surface. */
export const focusOutline = {
  outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
  outlineOffset: vars.borderWidth.thick,
} as const;

/**
 * The small box a person ticks (checkbox) or picks (radio): the same sunken, bordered square at
 * icon size, focus ring and disabled look; each adds its shape and its checked and invalid states.
 */
export const choiceSurface = style({
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
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusOutline,
    '&:disabled': disabledLook,
  },
});
