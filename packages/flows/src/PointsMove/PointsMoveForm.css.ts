import { style } from '@vanilla-extract/css';
import { vars } from '@portal/theme';

/** The reward being redeemed: its picture beside its name, cost and stock. */
export const reward = style({
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'center',
});

export const rewardImage = style({
  inlineSize: '72px',
  blockSize: '72px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
});

export const rewardName = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});
