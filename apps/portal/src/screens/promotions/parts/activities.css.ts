import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockStart: 'auto',
});

export const detail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const detailMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const detailImage = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
});

export const content = style({
  color: vars.color.text.primary,
  lineHeight: vars.font.lineHeight.normal,
});

globalStyle(`${content} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${content} > :last-child`, { marginBlockEnd: 0 });
