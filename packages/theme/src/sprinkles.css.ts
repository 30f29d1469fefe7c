import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpoints } from '@portal/tokens';
import { vars } from './contract.css';

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
    wide: { '@media': `screen and (min-width: ${breakpoints.wide}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'contents'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    paddingBlockStart: vars.space,
    paddingBlockEnd: vars.space,
    paddingInlineStart: vars.space,
    paddingInlineEnd: vars.space,
    marginBlockStart: vars.space,
    marginBlockEnd: vars.space,
    marginInlineStart: vars.space,
    marginInlineEnd: vars.space,
    inlineSize: ['auto', '100%', 'fit-content'],
    textAlign: ['start', 'center', 'end'],
    gridTemplateColumns: {
      '1': 'repeat(1, minmax(0, 1fr))',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
      '4': 'repeat(4, minmax(0, 1fr))',
      '6': 'repeat(6, minmax(0, 1fr))',
    },
  },
  shorthands: {
    padding: ['paddingBlockStart', 'paddingBlockEnd', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingX: ['paddingInlineStart', 'paddingInlineEnd'],
    paddingY: ['paddingBlockStart', 'paddingBlockEnd'],
    margin: ['marginBlockStart', 'marginBlockEnd', 'marginInlineStart', 'marginInlineEnd'],
    marginX: ['marginInlineStart', 'marginInlineEnd'],
    marginY: ['marginBlockStart', 'marginBlockEnd'],
    placeItems: ['justifyContent', 'alignItems'],
  },
});

const colors = defineProperties({
  conditions: {
    default: {},
    hover: { selector: '&:hover' },
    focusVisible: { selector: '&:focus-visible' },
  },
  defaultCondition: 'default',
  properties: {
    color: {
      ...vars.color.text,
      accent: vars.color.accent.text,
      danger: vars.color.danger.text,
      success: vars.color.success.text,
      warning: vars.color.warning.text,
    },
    background: {
      canvas: vars.color.surface.canvas,
      raised: vars.color.surface.raised,
      sunken: vars.color.surface.sunken,
      hover: vars.color.surface.hover,
      accent: vars.color.accent.base,
      accentSubtle: vars.color.accent.subtle,
      dangerSubtle: vars.color.danger.subtle,
      successSubtle: vars.color.success.subtle,
      warningSubtle: vars.color.warning.subtle,
      transparent: 'transparent',
    },
  },
});

const shape = defineProperties({
  properties: {
    borderRadius: vars.radius,
    boxShadow: vars.elevation,
    fontFamily: vars.font.family,
    fontSize: vars.font.size,
    fontWeight: vars.font.weight,
    lineHeight: vars.font.lineHeight,
    borderStyle: ['none', 'solid'],
    borderWidth: vars.borderWidth,
    borderColor: vars.color.border,
    position: ['relative', 'absolute', 'sticky', 'fixed'],
    overflow: ['hidden', 'auto', 'visible'],
  },
});

export const sprinkles = createSprinkles(responsive, colors, shape);

export type Sprinkles = Parameters<typeof sprinkles>[0];
