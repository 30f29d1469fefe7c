import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layout, vars } from '@portal/theme';
import { focusOutline } from '../internal/control.css';
import { item as menuItem } from '../DropdownMenu/DropdownMenu.css';

const focusRing = focusOutline;

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

// The open list is a DropdownMenu (its surface comes with DropdownMenu.Content): same items,
// plus the chosen language in bold.
export const item = style([
  menuItem({ tone: 'neutral' }),
  { selectors: { '&[data-state="checked"]': { fontWeight: vars.font.weight.bold } } },
]);

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
