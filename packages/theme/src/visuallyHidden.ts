/**
 * Out of sight but still read by assistive technology (and focusable when the element is): the
 * rules for a style() or for one breakpoint of it, so every package hides content the same way.
 */
export const visuallyHiddenRules = {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
} as const;
