import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layout, vars, zIndex } from '@portal/theme';
import { focusOutline } from '../internal/control.css';
import { toneVariants } from '../internal/toneColors';
import { tones } from '../tones';

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.lg})` },
  to: { opacity: 1, transform: 'translateY(0)' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(100%)', opacity: 0 },
});

/** Bottom end corner, newest at the bottom; above dialogs so feedback is never hidden. */
export const viewport = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  zIndex: zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  inlineSize: `min(${layout.dialogWidth.sm}px, 100vw)`,
  maxInlineSize: '100vw',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
});

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    columnGap: vars.space.md,
    paddingBlock: vars.space.md,
    paddingInlineStart: vars.space.lg,
    paddingInlineEnd: vars.space.sm,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    borderStyle: 'solid',
    borderWidth: vars.borderWidth.thin,
    borderColor: vars.color.border.subtle,
    borderInlineStartWidth: vars.space.xs,
    borderRadius: vars.radius.md,
    boxShadow: vars.elevation.overlay,
    selectors: {
      '&:focus-visible': focusOutline,
      '&[data-state="open"]': {
        animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
      },
      '&[data-state="closed"]': {
        animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': {
        transform: 'translateX(0)',
        transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      },
      '&[data-swipe="end"]': {
        animation: `${swipeOut} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      },
    },
  },
  variants: {
    tone: toneVariants(tones, (colors) => ({ borderInlineStartColor: colors.base })),
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: { display: 'inline-flex', paddingBlockStart: vars.space.xs },
  variants: {
    tone: toneVariants(tones, (colors) => ({ color: colors.text })),
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const title = style({
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

/** The action sits under the text, at its start. */
export const action = style({
  alignSelf: 'flex-start',
  marginBlockStart: vars.space.xs,
});
