import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const loader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  color: vars.color.text.secondary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
});

export const fullPage = style({ minBlockSize: '100dvh' });

export const spinner = style({ color: vars.color.accent.text });
