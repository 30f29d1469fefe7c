import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.text.primary,
});

export const kind = style({
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent.subtle,
  color: vars.color.text.primary,
  fontSize: vars.font.size.xs,
});

export const unread = style({
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.danger.base,
  color: vars.color.text.onDanger,
  fontSize: vars.font.size.xs,
});
