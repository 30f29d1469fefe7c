import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

/** The frame of every single-control field (FormField's own). */
export { field as root } from '../FormField/FormField.css';

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const field = style({
  flex: 1,
  minInlineSize: 0,
});

/** Lines the picture up with the input, below the field's label. */
export const imageBox = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginBlockStart: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal} + ${vars.space.xs})`,
  blockSize: vars.size.controlMd,
});

export const image = style({
  display: 'block',
  blockSize: '100%',
  inlineSize: 'auto',
  borderRadius: vars.radius.sm,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.subtle,
});

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  blockSize: '100%',
  aspectRatio: '8 / 3',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.secondary,
});

/** The "could not be loaded" note, under the field where an error would be. */
export const unavailable = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.danger.text,
});

export const alternative = style({
  alignSelf: 'flex-start',
});
