import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@portal/theme';

export const amount = recipe({
  base: {
    fontFamily: vars.font.family.numeric,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { color: 'inherit' },
      positive: { color: vars.color.success.text },
      negative: { color: vars.color.danger.text },
    },
    size: {
      sm: { fontSize: vars.font.size.sm },
      md: { fontSize: vars.font.size.md },
      lg: { fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});
