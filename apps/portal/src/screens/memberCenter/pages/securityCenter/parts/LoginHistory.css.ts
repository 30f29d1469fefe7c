import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

/** A failed attempt stands out from the member's own logins; its words say why, not only its colour. */
export const failure = style({ color: vars.color.danger.text, fontWeight: vars.font.weight.medium });

/** A time and an address read as one piece each: kept on one line while they fit. */
export const unbroken = style({ whiteSpace: 'nowrap' });

/** Addresses are compared digit by digit: figures of one width; a long IPv6 one wraps rather than spill. */
export const ip = style({ fontVariantNumeric: 'tabular-nums', overflowWrap: 'break-word' });
