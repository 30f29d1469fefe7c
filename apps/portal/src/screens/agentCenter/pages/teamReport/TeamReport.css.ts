import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

/** The member search and the export on one line where they fit, the export at the end. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const memberSearch = style({ flex: '1 1 16rem', maxInlineSize: '24rem' });
