import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars } from '@portal/theme';
import { focusOutline } from '../internal/control.css';

const wide = `(min-width: ${breakpoints.tablet}px)`;

export const root = style({
  containerType: 'inline-size',
  inlineSize: '100%',
  fontFamily: vars.font.family.body,
  color: vars.color.text.primary,
});

/** In "auto", the container's width (not the viewport's) picks table or cards. */
export const autoTable = style({
  display: 'none',
  '@container': { [wide]: { display: 'block' } },
});
export const autoCards = style({
  '@container': { [wide]: { display: 'none' } },
});

export const scroller = style({
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.subtle,
  backgroundColor: vars.color.surface.raised,
  selectors: {
    '&:focus-visible': focusOutline,
  },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

const cellBase = {
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockEndStyle: 'solid',
  borderBlockEndWidth: vars.borderWidth.thin,
  borderBlockEndColor: vars.color.border.subtle,
  verticalAlign: 'middle',
} as const;

export const headerCell = style({
  ...cellBase,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
});

export const cell = style({
  ...cellBase,
  selectors: { 'tr:last-child > &': { borderBlockEndWidth: 0 } },
});

export const row = style({
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover },
  },
});

export const totalsRow = style({
  backgroundColor: vars.color.surface.sunken,
  fontWeight: vars.font.weight.bold,
});

export const totalsCell = style({
  ...cellBase,
  borderBlockEndWidth: 0,
  borderBlockStartStyle: 'solid',
  borderBlockStartWidth: vars.borderWidth.thick,
  borderBlockStartColor: vars.color.border.strong,
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.text.primary },
    '&:focus-visible': focusOutline,
  },
});

export const sortIcon = style({ opacity: 0.45 });
export const sortIconActive = style({ opacity: 1, color: vars.color.accent.text });

export const emptyCell = style({ padding: 0 });

/* Cards layout */

export const cardToolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.md,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});

export const cardCaption = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const toolbarButton = style([
  sortButton,
  {
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderStyle: 'solid',
    borderWidth: vars.borderWidth.thin,
    borderColor: vars.color.border.control,
    borderRadius: vars.radius.pill,
    color: vars.color.text.primary,
    selectors: {
      '&[aria-pressed="true"]': {
        borderColor: vars.color.accent.base,
        backgroundColor: vars.color.accent.subtle,
      },
    },
  },
]);

export const cardList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const card = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thin,
  borderColor: vars.color.border.subtle,
  backgroundColor: vars.color.surface.raised,
});

export const totalsCard = style({
  backgroundColor: vars.color.surface.sunken,
  fontWeight: vars.font.weight.bold,
});

export const cardFields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const cardLabel = style({ color: vars.color.text.secondary });
export const cardValue = style({ margin: 0, textAlign: 'end', overflowWrap: 'anywhere' });
