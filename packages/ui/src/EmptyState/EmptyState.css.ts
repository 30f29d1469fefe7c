import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  fontFamily: vars.font.family.body,
  color: vars.color.text.primary,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlLg,
  blockSize: vars.size.controlLg,
  marginBlockEnd: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.secondary,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  margin: 0,
  maxInlineSize: '32em',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const action = style({ marginBlockStart: vars.space.md });
