import { style } from '@vanilla-extract/css';
import { vars, visuallyHiddenRules } from '@portal/theme';

export const visuallyHidden = style(visuallyHiddenRules);

/** The proof of payment beside its order: small, opening in full in a new tab. */
export const proofLink = style({ display: 'inline-flex', borderRadius: vars.radius.sm });

export const proof = style({
  inlineSize: '64px',
  blockSize: '64px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.subtle}`,
});
