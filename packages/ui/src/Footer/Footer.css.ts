import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints, layout, vars } from '@portal/theme';
import { focusOutline } from '../internal/control.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.secondary,
  borderBlockStartWidth: vars.borderWidth.thin,
  borderBlockStartStyle: 'solid',
  borderBlockStartColor: vars.color.border.subtle,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xl,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      gridTemplateColumns: `repeat(auto-fit, minmax(calc(${vars.size.controlLg} * 3), 1fr))`,
    },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
});

export const columnTitle = style({
  margin: 0,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.caps,
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: `${layout.minTargetSize}px`,
  color: vars.color.text.secondary,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.text.primary, textDecoration: 'underline' },
    '&:focus-visible': focusOutline,
  },
});

export const extras = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const legal = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlockStart: vars.space.lg,
  borderBlockStartWidth: vars.borderWidth.thin,
  borderBlockStartStyle: 'solid',
  borderBlockStartColor: vars.color.border.subtle,
});

export const legalText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

const paragraph = { margin: 0, lineHeight: vars.font.lineHeight.normal } as const;

export const notice = style({
  ...paragraph,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.medium,
});
export const licence = style(paragraph);
export const copyright = style({ ...paragraph, fontSize: vars.font.size.xs });

export const ageBadge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.pill,
    borderStyle: 'solid',
    borderWidth: vars.borderWidth.thick,
    borderColor: vars.color.danger.text,
    color: vars.color.danger.text,
    fontFamily: vars.font.family.numeric,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    size: {
      sm: { inlineSize: vars.size.controlSm, blockSize: vars.size.controlSm, fontSize: vars.font.size.xs },
      md: { inlineSize: vars.size.controlMd, blockSize: vars.size.controlMd, fontSize: vars.font.size.sm },
    },
  },
  defaultVariants: { size: 'md' },
});
