import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const on = style({ color: vars.color.accent.text });
export const error = style({ fontSize: vars.font.size.xs, color: vars.color.danger.text });
