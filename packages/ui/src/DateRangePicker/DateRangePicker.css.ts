import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';
import { fieldGroup, legend as fieldLegend } from '../FormField/FormField.css';

export const fieldset = fieldGroup;

export const legend = fieldLegend;

export const inputs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.sm,
  alignItems: 'start',
});

export const presets = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const summary = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});
