import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

/** The frame comes from Dialog.css; the question is the message, so it reads at body size. */
export const description = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});
