// The frame every modal shares: backdrop, centring positioner, panel, header, body and footer.
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layout, vars, zIndex } from '@portal/theme';

const px = (value: number) => `${value}px`;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(var(--drag-x), calc(var(--drag-y) + 8px)) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(var(--drag-x), var(--drag-y)) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.overlay,
  backgroundColor: vars.color.surface.backdrop,
  animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
});

/** Centres the dialog with flexbox so dragging can use a plain translate. */
export const positioner = style({
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  pointerEvents: 'none',
});

export const content = recipe({
  base: {
    vars: { '--drag-x': '0px', '--drag-y': '0px' },
    pointerEvents: 'auto',
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minInlineSize: `min(${px(layout.modalMinSize)}, 100%)`,
    minBlockSize: px(layout.modalMinSize),
    maxBlockSize: '100%',
    maxInlineSize: '100%',
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    borderRadius: vars.radius.lg,
    borderStyle: 'solid',
    borderWidth: vars.borderWidth.thin,
    borderColor: vars.color.border.subtle,
    boxShadow: vars.elevation.overlay,
    transform: 'translate(var(--drag-x), var(--drag-y))',
    animation: `${popIn} ${vars.motion.duration.normal} ${vars.motion.easing.emphasized}`,
    outline: 'none',
  },
  variants: {
    size: {
      sm: { inlineSize: px(layout.dialogWidth.sm) },
      md: { inlineSize: px(layout.dialogWidth.md) },
      lg: { inlineSize: px(layout.dialogWidth.lg) },
      auto: { inlineSize: 'auto' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInlineStart: vars.space.xl,
  paddingInlineEnd: vars.space.md,
  borderBlockEndStyle: 'solid',
  borderBlockEndWidth: vars.borderWidth.thin,
  borderBlockEndColor: vars.color.border.subtle,
});

export const title = style({
  flex: 1,
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  overflowY: 'auto',
  flex: 1,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingInline: vars.space.xl,
  paddingBlockEnd: vars.space.xl,
});

/** The message of an alert dialog: body size, and long unbroken server text (codes, URLs) wraps. */
export const message = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});
