import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@portal/theme';
import { choiceSurface, disabledLook } from '../internal/control.css';
import { fieldGroup, legend as fieldLegend } from '../FormField/FormField.css';

export const fieldset = style([fieldGroup, { gap: vars.space.xs }]);

export const legend = fieldLegend;

export const list = recipe({
  base: {
    display: 'flex',
    gap: vars.space.sm,
  },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const radio = style([
  choiceSurface,
  {
    borderRadius: vars.radius.pill,
    selectors: {
      '&[data-state="checked"]': { borderColor: vars.color.accent.base },
      // The group carries aria-invalid (one error for all its options).
      '[aria-invalid="true"] &': { borderColor: vars.color.danger.text },
    },
  },
]);

export const indicator = style({
  display: 'block',
  inlineSize: '50%',
  blockSize: '50%',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent.base,
});

export const label = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: {
    '[data-disabled] + &': disabledLook,
  },
});
