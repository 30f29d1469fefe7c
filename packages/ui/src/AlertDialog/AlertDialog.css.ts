import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@portal/theme';

/** The round, toned icon before the title. */
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    inlineSize: vars.size.controlSm,
    blockSize: vars.size.controlSm,
    borderRadius: vars.radius.pill,
  },
  variants: {
    tone: {
      warning: { backgroundColor: vars.color.warning.subtle, color: vars.color.warning.text },
      danger: { backgroundColor: vars.color.danger.subtle, color: vars.color.danger.text },
      info: { backgroundColor: vars.color.accent.subtle, color: vars.color.accent.text },
      success: { backgroundColor: vars.color.success.subtle, color: vars.color.success.text },
    },
  },
  defaultVariants: { tone: 'warning' },
});

/** Server messages can be long and unbroken (codes, URLs): wrap them anywhere. */
export const message = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});
