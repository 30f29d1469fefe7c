import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const message = style({
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'baseline',
  padding: vars.space.md,
  cursor: 'pointer',
  ':focus-visible': {
    outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
    outlineOffset: vars.borderWidth.thick,
  },
});

export const title = style({
  flex: '1 1 12rem',
  fontWeight: vars.font.weight.medium,
});

export const unreadTitle = style({
  fontWeight: vars.font.weight.bold,
});

export const meta = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const unread = style({
  color: vars.color.danger.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const content = style({
  margin: 0,
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  overflowWrap: 'anywhere',
});
