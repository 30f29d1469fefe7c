import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@portal/theme';
import { toneVariants } from '../internal/toneColors';
import { tones } from '../tones';

export const amount = recipe({
  base: {
    fontFamily: vars.font.family.numeric,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: toneVariants(tones, (colors, tone) => ({ color: tone === 'neutral' ? 'inherit' : colors.text })),
    size: {
      sm: { fontSize: vars.font.size.sm },
      md: { fontSize: vars.font.size.md },
      lg: { fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});
