import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layout, vars, zIndex } from '@portal/theme';
import { focusOutline } from '../internal/control.css';

const focusRing = focusOutline;

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    gap: vars.space.sm,
  },
  variants: {
    position: {
      fixed: {
        position: 'fixed',
        insetInlineEnd: vars.space.lg,
        insetBlockEnd: `calc(${vars.space.xxl} * 3)`,
        zIndex: zIndex.raised,
      },
      static: { position: 'relative', inlineSize: 'max-content' },
    },
  },
  defaultVariants: { position: 'fixed' },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  backgroundColor: vars.color.surface.raised,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.overlay,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const listItem = style({ display: 'flex' });

export const item = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.controlSm,
  minInlineSize: `${layout.minTargetSize}px`,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  textAlign: 'start',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(${vars.borderWidth.thick} * -1)`,
    },
  },
});

export const itemIcon = style({ display: 'inline-flex', color: vars.color.accent.text });

export const itemLabel = style({ flex: 1 });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlLg,
  blockSize: vars.size.controlLg,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent.base,
  color: vars.color.text.onAccent,
  boxShadow: vars.elevation.raised,
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { backgroundColor: vars.color.accent.hover },
    '&:focus-visible': focusRing,
    '&[aria-expanded="true"]': {
      backgroundColor: vars.color.surface.raised,
      color: vars.color.text.primary,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.border.strong}`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: vars.motion.duration.instant },
  },
});
