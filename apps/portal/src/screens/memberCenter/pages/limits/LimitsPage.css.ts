import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
});

export const intro = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary });

/** The session-time limit as a small bordered note between the table and the form. */
export const session = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
});

export const sessionTitle = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.text.primary });
