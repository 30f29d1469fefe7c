import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, drawnNearViewportRules, vars, visuallyHiddenRules } from '@portal/theme';
import { HOT_SLIDE } from './hotSlide';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minInlineSize: 0,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});

// What follows the hot games is below the first screen of a phone and of a desktop: each part is
// drawn as it nears the viewport. The sizes are rough heights, held only until a part is drawn.
export const promotionsSection = style([
  section,
  drawnNearViewportRules('1500px'),
  { '@media': { [tablet]: { containIntrinsicBlockSize: 'auto 400px' } } },
]);
export const vendorsSection = style([section, drawnNearViewportRules('200px')]);

/** The category rows, each drawn as it nears the viewport: a phone's first screen ends at the first. */
export const categoryRows = style([page]);
globalStyle(`${categoryRows} > *`, drawnNearViewportRules('140px'));

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const bannerLink = style({
  display: 'block',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  selectors: {
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}` },
  },
});

export const bannerImage = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '16 / 5',
  objectFit: 'cover',
  backgroundColor: vars.color.surface.raised,
});

/** Banner-shaped placeholder with the same aspect ratio, so nothing moves when it arrives. */
export const bannerSkeleton = style({
  position: 'relative',
  overflow: 'hidden',
  inlineSize: '100%',
  aspectRatio: '16 / 5',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
});

/** The first banner the server names in the page, filling the placeholder as the carousel will. */
export const firstBanner = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
  selectors: {
    // Without a banner from the server it is no image at all (no broken-image box).
    '&:not([src])': { display: 'none' },
  },
});

/**
 * Room for what the announcements bring above the hot games, kept while they load (the static
 * first paint included), so the page below does not jump when they arrive (CLS): the notice
 * marquee's bar and, under the banner, the carousel's row of controls (a gap and a small control).
 */
export const noticeSkeleton = style({
  minBlockSize: vars.size.controlMd,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
});

export const bannerControlsSkeleton = style({
  blockSize: `calc(${vars.space.sm} + ${vars.size.controlSm})`,
});

/**
 * Hot games: a slide's rows and columns, scrolling sideways where they do not fit. The columns are
 * set, not made as needed: the last slide's few games keep the others' size, and its slide is no
 * taller than theirs (the carousel is as tall as its tallest slide).
 */
export const hotSlide = style({
  display: 'grid',
  gridTemplateRows: `repeat(${HOT_SLIDE.rows}, auto)`,
  gridTemplateColumns: `repeat(${HOT_SLIDE.columns}, minmax(112px, 1fr))`,
  gridAutoFlow: 'column',
  paddingBlockEnd: vars.space.xs,
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
});

export const hotItem = style({ minInlineSize: 0 });

export const highlights = style({
  ...drawnNearViewportRules('1700px'),
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {
    [tablet]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      containIntrinsicBlockSize: 'auto 1200px',
    },
  },
});

export const tileRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Each tile fills its cell, so a row of vendors reads as even tiles whatever their names' lengths.
globalStyle(`${tileRow} > li`, { display: 'grid' });

export const promotions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const promotionCard = style({
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover },
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}` },
  },
});

export const promotionImage = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
});

export const promotionTitle = style({
  padding: vars.space.md,
  fontWeight: vars.font.weight.medium,
});

export const laneSkeleton = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
  gap: vars.space.md,
});

export const jackpotRow = style({
  display: 'flex',
  justifyContent: 'center',
  minBlockSize: vars.size.controlLg,
});

export const visuallyHidden = style(visuallyHiddenRules);
