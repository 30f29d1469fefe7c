import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars, zIndex } from '@portal/theme';

const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

export const content = style({
  zIndex: zIndex.dropdown,
  minInlineSize: 'var(--radix-dropdown-menu-trigger-width)',
  maxBlockSize: 'var(--radix-dropdown-menu-content-available-height)',
  overflowY: 'auto',
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

export const item = recipe({
  base: {
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
      '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      neutral: {},
      danger: { color: vars.color.danger.text },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const itemIcon = style({ display: 'inline-flex', flexShrink: 0 });

export const separator = style({
  blockSize: vars.borderWidth.thin,
  marginBlock: vars.space.xs,
  marginInline: `calc(${vars.space.xs} * -1)`,
  backgroundColor: vars.color.border.subtle,
});

export const label = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});
