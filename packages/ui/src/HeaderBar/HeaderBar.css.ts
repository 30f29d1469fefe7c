import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints, vars, zIndex } from '@portal/theme';

export const root = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.lg,
    rowGap: vars.space.xs,
    minBlockSize: vars.size.controlLg,
    paddingInline: vars.space.lg,
    paddingBlock: vars.space.sm,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    borderBlockEndWidth: vars.borderWidth.thin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: vars.color.border.subtle,
    fontFamily: vars.font.family.body,
  },
  variants: {
    position: {
      sticky: { position: 'sticky', insetBlockStart: 0, zIndex: zIndex.header },
      static: { position: 'static' },
    },
  },
  defaultVariants: { position: 'sticky' },
});

export const logo = style({ display: 'flex', alignItems: 'center', flexShrink: 0 });

/**
 * Below desktop the links take a second row of their own; from desktop up they sit between the logo
 * and the actions in the room left (basis 0, so a long list scrolls sideways instead of pushing the
 * actions onto a third row in a brand with a wider font).
 */
export const nav = style({
  order: 1,
  flex: '1 1 100%',
  minInlineSize: 0,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { order: 0, flex: '1 1 0' },
  },
});

export const spacer = style({ flex: '1 1 auto' });

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  // Room for the focus ring inside the scrolling nav.
  padding: vars.space.xxs,
  listStyle: 'none',
});

export const navItem = style({ display: 'block', flexShrink: 0 });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transitionProperty: 'color, background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { color: vars.color.text.primary, backgroundColor: vars.color.surface.hover },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.borderWidth.thick})`,
    },
    '&[aria-current="page"]': {
      color: vars.color.accent.text,
      backgroundColor: vars.color.accent.subtle,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  // Never wider than the bar: on a narrow phone the actions wrap inside it instead of running off the edge.
  maxInlineSize: '100%',
  marginInlineStart: 'auto',
});
