import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const form = style({
  minInlineSize: 0,
});

export const clear = style({
  marginInlineEnd: `calc(${vars.space.sm} * -1)`,
  color: vars.color.text.secondary,
});

// The field has its own clear button; hide the browser's so there are never two.
globalStyle(`${form} input[type="search"]::-webkit-search-cancel-button`, { appearance: 'none' });
globalStyle(`${form} input[type="search"]::-webkit-search-decoration`, { appearance: 'none' });
