import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

/** The fields two abreast where the section is wide enough, one a row on phones. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.md,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const avatars = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const avatarOption = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  borderRadius: vars.radius.pill,
  border: `2px solid transparent`,
  background: 'none',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.accent.base },
    '&:disabled': { cursor: 'progress' },
  },
});
