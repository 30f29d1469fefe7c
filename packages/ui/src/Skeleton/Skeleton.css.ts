import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@portal/theme';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '0 0' },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.surface.hover,
    backgroundImage: `linear-gradient(90deg, ${vars.color.surface.hover} 0%, ${vars.color.surface.raised} 50%, ${vars.color.surface.hover} 100%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} calc(${vars.motion.duration.slow} * 4) ease-in-out infinite`,
    '@media': {
      // No shimmer for people who ask for less motion: a still placeholder says the same.
      '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
    },
  },
  variants: {
    shape: {
      text: { blockSize: '1em', borderRadius: vars.radius.sm, inlineSize: '100%' },
      block: { blockSize: vars.size.controlLg, borderRadius: vars.radius.md, inlineSize: '100%' },
      circle: {
        inlineSize: vars.size.controlMd,
        blockSize: vars.size.controlMd,
        borderRadius: vars.radius.pill,
        flexShrink: 0,
      },
    },
  },
  defaultVariants: { shape: 'text' },
});

/** The last line of a paragraph placeholder is shorter, like real text. */
export const lastLine = style({ inlineSize: '60%' });

export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;
