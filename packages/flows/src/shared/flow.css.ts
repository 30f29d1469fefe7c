import { style } from '@vanilla-extract/css';
import { layout, vars } from '@portal/theme';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  color: vars.color.text.primary,
});

export const text = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const checkboxRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const checkboxLabel = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.text.primary,
});

export const checkbox = style({
  flexShrink: 0,
  inlineSize: `${layout.minTargetSize}px`,
  blockSize: `${layout.minTargetSize}px`,
  margin: 0,
  accentColor: vars.color.accent.base,
});

export const inlineError = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.danger.text });

export const link = style({ color: vars.color.text.link });

export const captchaRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

export const captchaImage = style({
  blockSize: vars.size.controlMd,
  borderRadius: vars.radius.sm,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.subtle,
  backgroundColor: vars.color.surface.sunken,
});

export const select = style({
  minBlockSize: vars.size.controlMd,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.control,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
});

export const textarea = style([
  select,
  { minBlockSize: `calc(${vars.size.controlMd} * 3)`, paddingBlock: vars.space.sm, resize: 'vertical' },
]);

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.font.size.sm });
