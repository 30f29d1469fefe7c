import { style } from '@vanilla-extract/css';
import { vars, visuallyHiddenRules } from '@portal/theme';
import { disabledLook, focusOutline } from '../internal/control.css';
import { fieldGroup, legend as fieldLegend } from '../FormField/FormField.css';

export const root = fieldGroup;

export const legend = fieldLegend;

/** Visually hidden but focusable, so the styled label below stays keyboard operable. */
export const input = style(visuallyHiddenRules);

export const pick = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.md,
  borderStyle: 'dashed',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.control,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    // The visually hidden input follows its styled label, so the label reads the input's state.
    [`&:has(+ ${input}:focus-visible)`]: focusOutline,
    [`&:has(+ ${input}[aria-invalid="true"])`]: { borderColor: vars.color.danger.text },
    [`&:has(+ ${input}:disabled)`]: disabledLook,
  },
});

export const thumbnails = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const thumbnail = style({
  position: 'relative',
  inlineSize: `calc(${vars.size.controlLg} * 2)`,
  blockSize: `calc(${vars.size.controlLg} * 2)`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.subtle,
  backgroundColor: vars.color.surface.sunken,
});

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const remove = style({
  position: 'absolute',
  insetBlockStart: vars.space.xxs,
  insetInlineEnd: vars.space.xxs,
  backgroundColor: vars.color.surface.raised,
});

export const errors = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.xs,
  color: vars.color.danger.text,
  selectors: { '&:empty': { display: 'none' } },
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});
