import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

/** The bound accounts, one a row: bank and masked number, the holder's name under them. */
export const accounts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const account = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.sunken,
  fontSize: vars.font.size.sm,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const accountNumber = style({ fontVariantNumeric: 'tabular-nums' });

export const holder = style({ color: vars.color.text.secondary });
