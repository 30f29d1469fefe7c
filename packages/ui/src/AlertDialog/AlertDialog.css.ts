import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@portal/theme';
import { toneVariants } from '../internal/toneColors';
import { tones } from '../tones';

/** The round, toned icon before the title. */
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    inlineSize: vars.size.controlSm,
    blockSize: vars.size.controlSm,
    borderRadius: vars.radius.pill,
  },
  variants: {
    tone: toneVariants(tones, (colors) => ({ backgroundColor: colors.subtle, color: colors.text })),
  },
  defaultVariants: { tone: 'warning' },
});
