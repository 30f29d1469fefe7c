/**
 * The kit's icon rule (IBM Equal Access checks it; axe does not): every `<svg>` is either a named
 * image (`role="img"` with an accessible name) or decorative, hidden from assistive technology
 * (`aria-hidden="true"`) and out of the tab order (`focusable="false"`). Returns the offenders.
 */
export function svgsBreakingIconRule(root: ParentNode): SVGSVGElement[] {
  return Array.from(root.querySelectorAll('svg')).filter((svg) => {
    const named =
      svg.getAttribute('role') === 'img' &&
      Boolean(svg.getAttribute('aria-label') || svg.getAttribute('aria-labelledby'));
    const decorative =
      svg.getAttribute('aria-hidden') === 'true' && svg.getAttribute('focusable') === 'false';
    return !named && !decorative;
  });
}
