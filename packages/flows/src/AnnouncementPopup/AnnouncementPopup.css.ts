import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const popup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.text.primary,
});

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.md,
});

export const titles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const title = style({
  inlineSize: '100%',
  textAlign: 'start',
  padding: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover },
    '&[aria-current="true"]': {
      backgroundColor: vars.color.accent.subtle,
      fontWeight: vars.font.weight.medium,
    },
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}` },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
});

export const contentTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontFamily: vars.font.family.heading,
});

/** The back office's HTML: its own paragraphs and lists, spaced like the rest of the popup. */
export const richContent = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

globalStyle(`${richContent} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${richContent} > :last-child`, { marginBlockEnd: 0 });
globalStyle(`${richContent} a`, { color: vars.color.text.link });
