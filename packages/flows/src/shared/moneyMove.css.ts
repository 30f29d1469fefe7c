import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

/** What a money move changes or asks to confirm: a term and its value per row. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  alignItems: 'baseline',
});

export const term = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const value = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

/** A term and its value, laid out by the list's grid. */
export const row = style({ display: 'contents' });
