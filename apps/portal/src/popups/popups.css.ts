import { style } from '@vanilla-extract/css';
import { vars, zIndex } from '@portal/theme';

export const loading = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '12rem',
});

/** The game's frame fills the dialog's body at a 16:9 desktop game's proportions. */
export const gameFrame = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '16 / 10',
  minBlockSize: '24rem',
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const helpArticle = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  fontSize: vars.font.size.sm,
  color: vars.color.text.primary,
});

export const helpTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontFamily: vars.font.family.heading,
});

/** Over the page while a popup's chunk loads (or failed to): the popup's place, before its dialog exists. */
export const pendingLayer = style({
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.modal,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  backgroundColor: vars.color.surface.backdrop,
});

export const pendingPanel = style({
  minInlineSize: 'min(20rem, 100%)',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.elevation.overlay,
});

export const offerText = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});

export const offerActions = style({ display: 'flex', justifyContent: 'flex-end' });
