import { style } from '@vanilla-extract/css';
import { vars, visuallyHiddenRules } from '@portal/theme';

// Layout only: every control and message comes from @portal/ui with its own styles.

/** A flow's column: heading, messages, fields and actions stacked. */
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

export const link = style({ color: vars.color.text.link });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.font.size.sm });

/** Read by screen readers only: a flow's heading inside a dialog whose title already names it. */
export const visuallyHidden = style(visuallyHiddenRules);
