import { keyframes, style } from '@vanilla-extract/css';
import { vars, zIndex } from '@portal/theme';
import { controlSurface } from '../internal/control.css';

const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.98)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

export const trigger = style([
  controlSurface,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    inlineSize: '100%',
    minBlockSize: vars.size.controlMd,
    paddingInline: vars.space.md,
    fontFamily: 'inherit',
    fontSize: vars.font.size.md,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      // The open list keeps the ring on its trigger (focus has moved into the list).
      '&[data-state="open"]': {
        borderColor: vars.color.focusRing,
        boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
      },
      '&[data-placeholder]': { color: vars.color.text.secondary },
    },
  },
]);

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.text.secondary,
});

export const content = style({
  zIndex: zIndex.dropdown,
  minInlineSize: 'var(--radix-select-trigger-width)',
  maxBlockSize: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.overlay,
  transformOrigin: 'var(--radix-select-content-transform-origin)',
  animation: `${popIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const viewport = style({
  padding: vars.space.xs,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.surface.hover },
    '&[data-state="checked"]': { color: vars.color.accent.text },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const itemIndicator = style({
  display: 'inline-flex',
});
