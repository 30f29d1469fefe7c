import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  color: vars.color.text.primary,
  backgroundColor: vars.color.surface.canvas,
});

export const title = style({ margin: 0, fontFamily: vars.font.family.heading, fontSize: vars.font.size.xxl });

export const lead = style({ margin: 0, color: vars.color.text.secondary, maxInlineSize: '70ch' });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
});

export const groupTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const table = style({
  borderCollapse: 'collapse',
  inlineSize: '100%',
  fontSize: vars.font.size.sm,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'middle',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

globalStyle(`${table} th`, { color: vars.color.text.secondary, fontWeight: vars.font.weight.medium });

// Token paths and values in a bundled font (a generic monospace would differ between machines).
export const code = style({
  fontFamily: vars.font.family.body,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.size.xs,
  overflowWrap: 'anywhere',
});

export const swatch = style({
  display: 'inline-block',
  inlineSize: '2.5rem',
  blockSize: '1.5rem',
  verticalAlign: 'middle',
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
});

export const sample = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '3.5rem',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontWeight: vars.font.weight.bold,
});

export const verdict = style({ fontWeight: vars.font.weight.bold, whiteSpace: 'nowrap' });

export const failing = style({ color: vars.color.danger.text });

export const bar = style({ display: 'block', blockSize: '0.75rem', backgroundColor: vars.color.accent.base });

export const shape = style({
  inlineSize: '4rem',
  blockSize: '3rem',
  backgroundColor: vars.color.surface.raised,
  borderStyle: 'solid',
  borderColor: vars.color.border.strong,
});

export const tiles = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const elevated = style({
  inlineSize: '8rem',
  blockSize: '4rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
});

export const curve = style({ inlineSize: '4rem', blockSize: '4rem', overflow: 'visible' });

globalStyle(`${curve} path`, { fill: 'none', stroke: vars.color.accent.text, strokeWidth: 2 });

globalStyle(`${curve} rect`, { fill: 'none', stroke: vars.color.border.strong, strokeWidth: 1 });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.lg,
});

export const brandColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
});

/** Two tables side by side where the width allows (the colour roles beside their contrast pairs). */
export const tablePair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 34rem), 1fr))',
  gap: vars.space.xl,
  alignItems: 'start',
});

export const swatchRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
