import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

// The frame (overlay, positioner, panel, header, body, footer) is shared: ../internal/modal.css.ts.

export const draggableHeader = style({
  cursor: 'grab',
  touchAction: 'none',
  userSelect: 'none',
  selectors: { '&:active': { cursor: 'grabbing' } },
});

export const description = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});
