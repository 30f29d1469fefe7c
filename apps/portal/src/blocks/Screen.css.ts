import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@portal/theme';

// The layout of a page's content: screens, and the popups and shell dialogs that show the same
// sections, lay them out alike.

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  blockSize: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
});

export const cardImage = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

/** A titled section's heading inside a page (h3 under the page's h2). */
export const sectionHeading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.md,
  color: vars.color.text.primary,
});

export const muted = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.md,
});

/**
 * A column as wide as its content beside one that takes the rest (stacked on phones): a centre's
 * menu beside its page, an invite's QR code beside its link and code.
 */
export const beside = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: 'auto minmax(0, 1fr)' },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
});

export const draws = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const numbers = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  fontFamily: vars.font.family.numeric,
  fontWeight: vars.font.weight.bold,
});

export const clockRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

/** A tile with its action under it (a lottery and its play button). */
export const tileWithAction = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** Buttons side by side (wrapping on a narrow screen), a line of text beside them centred. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
