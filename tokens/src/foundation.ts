/**
 * Tokens that are the same for every brand. Breakpoints feed media queries, which cannot
 * read CSS variables, and stacking order is an application concern, not a brand one.
 */
export const breakpoints = {
  mobile: 0,
  tablet: 768,
  desktop: 1024,
  wide: 1280,
} as const;

export type Breakpoint = keyof typeof breakpoints;

export const zIndex = {
  base: 0,
  raised: 10,
  sticky: 100,
  header: 200,
  dropdown: 1000,
  overlay: 1100,
  modal: 1200,
  popover: 1300,
  toast: 1400,
  tooltip: 1500,
} as const;

/** Widths the visual tests shoot every story at. */
export const visualWidths = { desktop: 1280, mobile: 390 } as const;

/** Layout constants shared by every brand (px). */
export const layout = {
  /** SPEC §9: the reusable modal is at least 200×200 and adapts to its content. */
  modalMinSize: 200,
  dialogWidth: { sm: 360, md: 520, lg: 760 },
  /** How much of a dragged dialog must stay on screen. */
  dragKeepVisible: 48,
  /** WCAG 2.2 SC 2.5.8: the smallest pointer target, in CSS px, whatever the brand's density. */
  minTargetSize: 24,
} as const;

/**
 * Opacity of a disabled control (fields, buttons). The same in every brand: it dims whatever
 * colours the brand gives the control, and disabled controls are exempt from contrast minimums.
 */
export const opacity = { disabled: 0.55 } as const;
