import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.controlSm,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.pill,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.subtle,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
});

export const walletIcon = style({ color: vars.color.accent.text });

export const value = style({
  fontFamily: vars.font.family.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
  unicodeBidi: 'isolate',
  paddingInlineEnd: vars.space.xs,
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlSm,
  blockSize: vars.size.controlSm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover, color: vars.color.text.primary },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.borderWidth.thick})`,
    },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});
