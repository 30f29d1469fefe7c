import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';
import { focusOutline } from '../internal/control.css';

export const root = style({ minInlineSize: 0 });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const separator = style({
  color: vars.color.text.secondary,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const link = style({
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.text.primary },
    '&:focus-visible': focusOutline,
  },
});

export const text = style({ color: vars.color.text.secondary });

export const current = style({
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.medium,
});
