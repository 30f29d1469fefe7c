import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const tableFacts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const fact = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const factLabel = style({ color: vars.color.text.secondary });

export const factValue = style({ margin: 0, fontWeight: vars.font.weight.bold });

/** A table's status as text with a dot of its tone: the words carry it, the colour only adds. */
const statusBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  '::before': {
    content: '""',
    inlineSize: '0.6em',
    blockSize: '0.6em',
    borderRadius: vars.radius.pill,
    backgroundColor: 'currentColor',
  },
});

export const tableStatus = styleVariants({
  open: [statusBase, { color: vars.color.success.text }],
  closed: [statusBase, { color: vars.color.text.secondary }],
});

export const cardHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const hosts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const host = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  textAlign: 'center',
});
