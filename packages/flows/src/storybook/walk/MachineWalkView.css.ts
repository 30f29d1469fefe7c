import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const walk = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.subtle,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
});

export const heading = style({
  margin: 0,
  padding: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const switch_ = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
});

export const note = style({ margin: 0, color: vars.color.text.secondary });

export const logBox = style({ maxBlockSize: '16rem', overflowY: 'auto', alignSelf: 'stretch' });

export const log = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
  fontFamily: vars.font.family.numeric,
  fontSize: vars.font.size.xs,
});

/** Events QA sent stand out from the machine's own. */
export const logEntry = style({
  selectors: { '&[data-sent="true"]': { fontWeight: vars.font.weight.bold } },
});
