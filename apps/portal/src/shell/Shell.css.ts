import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, drawnNearViewportRules, vars, visuallyHiddenRules, zIndex } from '@portal/theme';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;
const belowDesktop = `screen and (max-width: ${breakpoints.desktop - 1}px)`;

export const app = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100vh',
  // Its own value, not body's: a modal layer (dialog, menu) sets body's pointer-events to none
  // while it is open, and inheriting that restyled every element of the page on each opening and
  // closing (about 90 ms at 4x CPU on home, against 2 ms). Behind a dialog the page is inert
  // anyway; a click beside an open menu closes the menu and reaches what it lands on.
  pointerEvents: 'auto',
});

globalStyle('html, body', { backgroundColor: vars.color.surface.canvas });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: vars.space.sm,
  zIndex: zIndex.tooltip,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent.base,
  color: vars.color.text.onAccent,
  fontWeight: vars.font.weight.bold,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}` },
  },
});

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  flex: '1 0 auto',
  gap: vars.space.lg,
  inlineSize: '100%',
  maxInlineSize: '1440px',
  marginInline: 'auto',
  padding: vars.space.md,
  '@media': {
    [desktop]: { gridTemplateColumns: 'auto minmax(0, 1fr)', padding: vars.space.lg },
  },
});

export const sideColumn = style({
  '@media': {
    [desktop]: {
      position: 'sticky',
      insetBlockStart: `calc(${vars.size.controlLg} + ${vars.space.xl})`,
      maxBlockSize: `calc(100vh - ${vars.size.controlLg} - ${vars.space.xxl})`,
      overflowY: 'auto',
      borderRadius: vars.radius.lg,
    },
  },
});

// Opened from the header's button below desktop, the menu takes the page's width. Beside the page
// it is as wide as its own max-inline-size allows, whatever it lists, so the page keeps its place
// when the merchant's links and app QR codes arrive after the first paint.
globalStyle(`${sideColumn} > nav`, {
  '@media': { [belowDesktop]: { maxInlineSize: 'none' } },
});
globalStyle(`${sideColumn}:not([data-collapsed]) > nav`, {
  '@media': { [desktop]: { inlineSize: '100vw' } },
});

// A still picture (stories): the whole menu in the flow, nothing sticks while the shot scrolls.
globalStyle(`${sideColumn}[data-still]`, {
  '@media': { [desktop]: { position: 'static', maxBlockSize: 'none', overflowY: 'visible' } },
});

// Below desktop the header's menu button opens the menu above the page; collapsed, it takes no row.
// Before the app runs (the static first paint) it stays collapsed, so the page does not open on a
// tall menu.
globalStyle(`${sideColumn}[data-collapsed], ${sideColumn}:not([data-ready])`, {
  '@media': { [belowDesktop]: { display: 'none' } },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minInlineSize: 0,
  outline: 'none',
});

export const brandLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.accent.text,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.space.xxs,
      borderRadius: vars.radius.sm,
    },
  },
});

export const headerActions = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const accountTrigger = style({
  position: 'relative',
  display: 'inline-flex',
});

/** Over the account button's corner, so a count never widens the header. */
export const accountBadge = style({
  position: 'absolute',
  insetBlockStart: `calc(-1 * ${vars.space.xxs})`,
  insetInlineEnd: `calc(-1 * ${vars.space.xxs})`,
  pointerEvents: 'none',
});

export const hideBelowTablet = style({
  '@media': {
    [`screen and (max-width: ${breakpoints.tablet - 1}px)`]: { display: 'none' },
  },
});

/** On phones the label stays the button's name for assistive technology, while the icon alone shows. */
/** The side menu's button in the header: from desktop the menu sits beside the page and has its own. */
export const menuButton = style({
  marginInlineEnd: vars.space.xs,
  '@media': { [desktop]: { display: 'none' } },
});

export const labelFromTablet = style({
  '@media': {
    [`screen and (max-width: ${breakpoints.tablet - 1}px)`]: visuallyHiddenRules,
  },
});

export const qrRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  paddingInline: vars.space.md,
});

export const languageRow = style({
  paddingInline: vars.space.md,
});

/**
 * From desktop the side column scrolls on its own, and its language select stays at the column's
 * foot: in reach without scrolling, and in place while the menu above it fills in (the app QR codes
 * and links arrive after the first paint), so its open list never slides out of view.
 */
export const languageSection = style({});

globalStyle(`${sideColumn}:not([data-still]) ${languageSection}`, {
  '@media': {
    [desktop]: {
      position: 'sticky',
      insetBlockEnd: 0,
      paddingBlock: vars.space.sm,
      borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
      backgroundColor: vars.color.surface.raised,
    },
  },
});

export const vendorRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const vendorChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
});

export const vendorChipIcon = style({
  inlineSize: vars.size.iconSm,
  blockSize: vars.size.iconSm,
  borderRadius: vars.radius.sm,
});

export const socialRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const socialLink = style({
  color: vars.color.text.link,
  selectors: {
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}` },
  },
});

/** The footer is below the first screen on every page with content. */
export const footer = style(drawnNearViewportRules('700px'));

export const extrasHeading = style({
  margin: 0,
  marginBlockEnd: vars.space.xs,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.caps,
  textTransform: 'uppercase',
});

export const agentMain = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  inlineSize: '100%',
  maxInlineSize: '1200px',
  marginInline: 'auto',
  padding: vars.space.lg,
  outline: 'none',
});

export const visuallyHidden = style(visuallyHiddenRules);
