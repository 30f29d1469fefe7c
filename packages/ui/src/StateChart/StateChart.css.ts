import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@portal/theme';

export const chart = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
  color: vars.color.text.primary,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
});

export const children = recipe({
  base: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.md },
  variants: {
    parallel: {
      true: { flexWrap: 'nowrap', alignItems: 'stretch', flexDirection: 'column' },
      false: {},
    },
  },
});

export const state = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    minInlineSize: '10ch',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderStyle: 'solid',
    borderWidth: vars.borderWidth.thin,
    borderColor: vars.color.border.strong,
    backgroundColor: vars.color.surface.raised,
    selectors: {
      '&[aria-current="true"]': {
        borderColor: vars.color.accent.base,
        borderWidth: vars.borderWidth.thick,
        backgroundColor: vars.color.accent.subtle,
      },
    },
  },
  variants: {
    compound: {
      // A current compound state keeps its own background: stacked accent tints on nested current
      // states would push secondary text below 4.5:1. Its thick accent border still marks it.
      true: {
        flex: '1 1 100%',
        backgroundColor: vars.color.surface.sunken,
        borderStyle: 'dashed',
        selectors: { '&[aria-current="true"]': { backgroundColor: vars.color.surface.sunken } },
      },
      false: {},
    },
  },
});

export const stateName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.font.weight.bold,
  fontFamily: vars.font.family.numeric,
});

export const tag = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.secondary,
});

export const currentTag = style({
  fontSize: vars.font.size.xs,
  color: vars.color.accent.text,
});

export const transitions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
});

export const event = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.medium });
