import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const figure = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontFamily: vars.font.family.body,
});

/*
 * Scanners expect dark modules on a light field; an inverted (light-on-dark) code fails on many
 * phones, so the code keeps black-on-white in every brand instead of following the theme.
 */
export const svg = recipe({
  base: {
    display: 'block',
    backgroundColor: 'white',
    borderRadius: vars.radius.sm,
    shapeRendering: 'crispEdges',
  },
  variants: {
    size: {
      sm: { inlineSize: `calc(${vars.size.controlLg} * 2)`, blockSize: `calc(${vars.size.controlLg} * 2)` },
      md: { inlineSize: `calc(${vars.size.controlLg} * 3)`, blockSize: `calc(${vars.size.controlLg} * 3)` },
      lg: { inlineSize: `calc(${vars.size.controlLg} * 4)`, blockSize: `calc(${vars.size.controlLg} * 4)` },
    },
  },
  defaultVariants: { size: 'md' },
});

export const background = style({ fill: 'white' });
export const modules = style({ fill: 'black' });

export const caption = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  textAlign: 'center',
});
