import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });
export const error = style({ fontSize: vars.font.size.xs, color: vars.color.danger.text });
