import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  minBlockSize: '100%',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  textAlign: 'center',
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
});

export const emblem = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlLg,
  blockSize: vars.size.controlLg,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.warning.subtle,
  color: vars.color.warning.text,
  selectors: {
    '&[data-variant="regionBlocked"]': {
      backgroundColor: vars.color.danger.subtle,
      color: vars.color.danger.text,
    },
  },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const text = style({
  margin: 0,
  maxInlineSize: '40ch',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});
