import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@portal/theme';
import { toneVariants } from '../internal/toneColors';
import { tones } from '../tones';

/** The icon goes above the figure when the two do not fit side by side: a figure never breaks. */
export const card = style({
  display: 'flex',
  flexWrap: 'wrap',
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
  // As narrow as its widest unbreakable part (the figure), so a narrower card wraps it under the icon.
  flex: '1 1 0%',
  margin: 0,
});

export const label = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const value = style({
  margin: 0,
  fontFamily: vars.font.family.numeric,
  // Inside a card that is a size container (a summary grid's cell), the figure shrinks with the card
  // so some twelve digits fit beside the icon; elsewhere 100cqi is the viewport's width and it stays xl.
  fontSize: `clamp(${vars.font.size.md}, calc((100cqi - 2 * ${vars.space.lg} - ${vars.size.controlMd} - ${vars.space.md}) / 7), ${vars.font.size.xl})`,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  // An amount split over two lines reads as two numbers.
  whiteSpace: 'nowrap',
});

export const hint = recipe({
  base: { margin: 0, fontSize: vars.font.size.xs },
  variants: {
    tone: toneVariants(tones, (colors) => ({ color: colors.text })),
  },
  defaultVariants: { tone: 'neutral' },
});
