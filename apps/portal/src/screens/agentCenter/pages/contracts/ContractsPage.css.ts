import { vars } from '@portal/theme';
import { style } from '@vanilla-extract/css';

/** One line per tier inside a table cell. */
export const tiers = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

/** A tab's sections, spaced like the page's. */
export const tabPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlockStart: vars.space.md,
});
