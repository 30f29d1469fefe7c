import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@portal/theme';
import { controlSurface } from '../internal/control.css';

export const textarea = style([
  controlSurface,
  {
    display: 'block',
    inlineSize: '100%',
    minBlockSize: `calc(${vars.size.controlLg} * 2)`,
    resize: 'vertical',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    fontFamily: 'inherit',
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    selectors: {
      '&::placeholder': { color: vars.color.text.secondary, opacity: 1 },
    },
  },
]);

export const counter = recipe({
  base: {
    alignSelf: 'flex-end',
    margin: 0,
    fontSize: vars.font.size.xs,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text.secondary,
  },
  variants: {
    outOfRange: {
      true: { color: vars.color.danger.text },
      false: {},
    },
  },
});
