import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layout, vars, zIndex } from '@portal/theme';

const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

const focusRing = {
  outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
  outlineOffset: vars.borderWidth.thick,
};

export const trigger = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minInlineSize: `${layout.minTargetSize}px`,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.pill,
    borderWidth: vars.borderWidth.thin,
    borderStyle: 'solid',
    borderColor: vars.color.border.subtle,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&:hover': { backgroundColor: vars.color.surface.hover },
      '&:focus-visible': focusRing,
      '&[data-state="open"]': { borderColor: vars.color.accent.base },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant },
    },
  },
  variants: {
    size: {
      sm: { minBlockSize: vars.size.controlSm, fontSize: vars.font.size.xs },
      md: { minBlockSize: vars.size.controlMd, fontSize: vars.font.size.sm, paddingInline: vars.space.md },
    },
  },
  defaultVariants: { size: 'md' },
});

export const chevron = style({
  color: vars.color.text.secondary,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant },
  },
});

export const content = style({
  zIndex: zIndex.dropdown,
  minInlineSize: 'var(--radix-dropdown-menu-trigger-width)',
  padding: vars.space.xs,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.overlay,
  transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
  animation: `${popIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  outline: 'none',
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.surface.hover },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(${vars.borderWidth.thick} * -1)`,
    },
    '&[data-state="checked"]': { fontWeight: vars.font.weight.bold },
  },
});

export const itemCode = style({
  minInlineSize: vars.size.icon,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.caps,
});

export const itemName = style({ flex: 1 });

export const indicator = style({
  display: 'inline-flex',
  color: vars.color.accent.text,
  marginInlineStart: 'auto',
});
