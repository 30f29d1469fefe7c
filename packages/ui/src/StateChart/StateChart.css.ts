import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@portal/theme';

const chartBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.primary,
});

export const chart = styleVariants({ scroll: [chartBase], grow: [chartBase, { inlineSize: 'max-content' }] });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
});

export const scroller = styleVariants({
  scroll: {
    overflow: 'auto',
    maxInlineSize: '100%',
    selectors: {
      '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}` },
    },
  },
  grow: {},
});

// ELK's coordinates are physical (left/top), whatever the writing direction.
export const canvas = style({ position: 'relative', direction: 'ltr' });

export const arrows = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  overflow: 'visible',
});

export const arrow = style({
  fill: 'none',
  stroke: vars.color.text.secondary,
  strokeWidth: 1.5,
});

export const arrowHead = style({ fill: vars.color.text.secondary });

// Borders are drawn as outlines and inset shadows: a real border would shift the children ELK
// placed relative to the box's outer edge.
export const state = recipe({
  base: {
    position: 'absolute',
    boxSizing: 'border-box',
    borderRadius: vars.radius.md,
    outlineStyle: 'solid',
    outlineWidth: vars.borderWidth.thin,
    outlineOffset: `calc(-1 * ${vars.borderWidth.thin})`,
    outlineColor: vars.color.border.strong,
    backgroundColor: vars.color.surface.raised,
    selectors: {
      '&[aria-current="true"]': {
        outlineColor: vars.color.accent.base,
        boxShadow: `inset 0 0 0 ${vars.borderWidth.thick} ${vars.color.accent.base}`,
        backgroundColor: vars.color.accent.subtle,
      },
      '&[data-type="final"]': {
        boxShadow: `inset 0 0 0 ${vars.borderWidth.thick} ${vars.color.border.strong}`,
      },
    },
  },
  variants: {
    compound: {
      // A current compound state keeps its own background: stacked accent tints on nested current
      // states would push secondary text below 4.5:1. Its thick accent outline still marks it.
      true: {
        backgroundColor: vars.color.surface.sunken,
        selectors: { '&[aria-current="true"]': { backgroundColor: vars.color.surface.sunken } },
      },
      false: {},
    },
    parallel: {
      // Parallel regions run side by side: their parent's children are dashed boxes.
      true: { outlineStyle: 'dashed' },
      false: {},
    },
  },
});

const labelBase = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  whiteSpace: 'nowrap',
  textAlign: 'start',
} as const;

export const stateLabel = recipe({
  base: labelBase,
  variants: { compound: { true: {}, false: { blockSize: '100%', boxSizing: 'border-box' } } },
});

export const stateButton = recipe({
  base: [
    labelBase,
    {
      margin: 0,
      border: 'none',
      borderRadius: vars.radius.md,
      background: 'none',
      cursor: 'pointer',
      boxSizing: 'border-box',
      selectors: {
        '&:hover': { textDecoration: 'underline' },
        '&:focus-visible': {
          outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
          outlineOffset: vars.borderWidth.thick,
        },
        '&[aria-pressed="true"]': {
          textDecoration: 'underline',
          textDecorationThickness: vars.borderWidth.thick,
        },
      },
    },
  ],
  variants: { compound: { true: {}, false: { inlineSize: '100%', blockSize: '100%' } } },
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

export const staying = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
});

export const edgeLabel = style({
  position: 'absolute',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.secondary,
  backgroundColor: vars.color.surface.raised,
});

export const event = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.medium });

export const pending = style({ margin: 0, color: vars.color.text.secondary });

export const measure = style({
  position: 'absolute',
  visibility: 'hidden',
  insetBlockStart: 0,
  insetInlineStart: 0,
  inlineSize: 'max-content',
  pointerEvents: 'none',
});

/** Transitions of the machine itself (it has no box of its own). */
export const machineTransitions = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
