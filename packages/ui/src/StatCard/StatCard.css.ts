import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@portal/theme';
import { toneVariants } from '../internal/toneColors';
import { tones } from '../tones';

export const card = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.subtle,
  fontFamily: vars.font.family.body,
  color: vars.color.text.primary,
  minInlineSize: 0,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlMd,
  blockSize: vars.size.controlMd,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent.subtle,
  color: vars.color.accent.text,
  flexShrink: 0,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
  margin: 0,
});

export const label = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const value = style({
  margin: 0,
  fontFamily: vars.font.family.numeric,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const hint = recipe({
  base: { margin: 0, fontSize: vars.font.size.xs },
  variants: {
    tone: toneVariants(tones, (colors) => ({ color: colors.text })),
  },
  defaultVariants: { tone: 'neutral' },
});
