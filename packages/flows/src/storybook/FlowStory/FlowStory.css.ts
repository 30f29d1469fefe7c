import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

/** Two columns when there is room, stacked (UI first) on narrow widths. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.xl,
  alignItems: 'start',
  inlineSize: '100%',
});

export const pane = style({
  minInlineSize: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.subtle,
});

export const chartPane = style([pane]);

export const overviewPane = style([pane, { inlineSize: 'max-content' }]);
