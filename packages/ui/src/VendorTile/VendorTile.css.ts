import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';
import { focusOutline } from '../internal/control.css';

export const tile = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minInlineSize: vars.size.controlLg,
  minBlockSize: vars.size.controlLg,
  padding: vars.space.xs,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant } },
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.accent.base,
      backgroundColor: vars.color.accent.subtle,
      color: vars.color.accent.text,
    },
    '&:focus-visible': focusOutline,
    '&:disabled': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const logo = style({
  display: 'block',
  blockSize: vars.size.controlSm,
  inlineSize: 'auto',
  maxInlineSize: '100%',
  objectFit: 'contain',
});

export const name = style({
  maxInlineSize: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
