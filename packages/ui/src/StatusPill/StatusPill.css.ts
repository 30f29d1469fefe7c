import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@portal/theme';
import { toneVariants } from '../internal/toneColors';
import { tones } from '../tones';

export const pill = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xxs,
    borderRadius: vars.radius.pill,
    borderStyle: 'solid',
    borderWidth: vars.borderWidth.thin,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: toneVariants(tones, (colors, tone) =>
      // Neutral keeps a visible border on the sunken background; toned pills are tinted instead.
      tone === 'neutral'
        ? { backgroundColor: colors.subtle, borderColor: colors.base, color: colors.text }
        : { backgroundColor: colors.subtle, borderColor: 'transparent', color: colors.text },
    ),
  },
  defaultVariants: { tone: 'neutral' },
});
