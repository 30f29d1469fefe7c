import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.xl,
  color: vars.color.text.primary,
  backgroundColor: vars.color.surface.canvas,
});

export const title = style({ margin: 0, fontFamily: vars.font.family.heading, fontSize: vars.font.size.xxl });

export const intro = style({ margin: 0, marginBlockStart: vars.space.sm, color: vars.color.text.secondary });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionTitle = style({
  margin: 0,
  paddingBlockEnd: vars.space.xs,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const cell = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
});

export const caption = style({
  fontFamily: vars.font.family.numeric,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.secondary,
});

export const specimen = style({ minInlineSize: 0, overflow: 'auto' });
