import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@portal/theme';
import { toneVariants } from '../internal/toneColors';
import { tones } from '../tones';

export const notice = recipe({
  base: {
    display: 'flex',
    gap: vars.space.sm,
    alignItems: 'flex-start',
    margin: 0,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    borderInlineStartWidth: vars.borderWidth.thick,
    borderInlineStartStyle: 'solid',
    fontSize: vars.font.size.sm,
    color: vars.color.text.primary,
    // Server messages can be long and unbroken (codes, URLs).
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: toneVariants(tones, (colors) => ({
      backgroundColor: colors.subtle,
      borderInlineStartColor: colors.base,
    })),
  },
  defaultVariants: { tone: 'info' },
});

export const busy = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.primary,
});
