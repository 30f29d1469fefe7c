import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@portal/theme';

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.secondary.base,
    color: vars.color.secondary.on,
    fontFamily: vars.font.family.heading,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1,
    textTransform: 'uppercase',
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { inlineSize: vars.size.controlSm, blockSize: vars.size.controlSm, fontSize: vars.font.size.xs },
      md: { inlineSize: vars.size.controlMd, blockSize: vars.size.controlMd, fontSize: vars.font.size.md },
      lg: { inlineSize: vars.size.controlLg, blockSize: vars.size.controlLg, fontSize: vars.font.size.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style({
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
  display: 'block',
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;
