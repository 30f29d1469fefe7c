import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

export const editor = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(20rem, 26rem) minmax(0, 1fr)',
  alignItems: 'start',
  minBlockSize: '100vh',
  color: vars.color.text.primary,
  backgroundColor: vars.color.surface.canvas,
});

export const panel = style({
  position: 'sticky',
  insetBlockStart: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxBlockSize: '100vh',
  overflowY: 'auto',
  padding: vars.space.lg,
  borderInlineEnd: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
});

export const title = style({ margin: 0, fontFamily: vars.font.family.heading, fontSize: vars.font.size.xl });

export const lead = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
});

export const legend = style({ paddingInline: vars.space.xs, fontWeight: vars.font.weight.bold });

export const field = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 9rem)',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
});

export const label = style({ overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });

export const input = style({
  minInlineSize: 0,
  minBlockSize: '2rem',
  paddingInline: vars.space.xs,
  font: 'inherit',
  color: vars.color.text.primary,
  backgroundColor: vars.color.surface.sunken,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.control}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger.text, borderWidth: vars.borderWidth.thick },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
    },
  },
});

export const wide = style({ gridColumn: '2 / -1' });

export const picker = style({
  inlineSize: '2rem',
  blockSize: '2rem',
  padding: 0,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.control}`,
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
});

export const hint = style([lead, { gridColumn: '1 / -1', margin: 0 }]);

export const problem = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.color.danger.text,
  fontSize: vars.font.size.xs,
});

export const source = style({
  minBlockSize: '12rem',
  inlineSize: '100%',
  boxSizing: 'border-box',
  padding: vars.space.sm,
  font: 'inherit',
  fontSize: vars.font.size.xs,
  color: vars.color.text.primary,
  backgroundColor: vars.color.surface.sunken,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.control}`,
  borderRadius: vars.radius.sm,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const preview = style({ minInlineSize: 0 });

export const previewContrast = style({ padding: vars.space.xl, paddingBlockStart: 0 });
