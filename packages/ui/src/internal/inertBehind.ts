/**
 * Sets `inert` on everything beside the path from `element` up to the body, and returns the undo.
 * Only elements that were not inert already are touched, so nested modals undo in order.
 * (Radix's own helper, the aria-hidden package, shares one counter between `aria-hidden` and
 * `inert`, so using it next to Radix's aria-hiding leaves one of the two attributes behind.)
 */
function makeOthersInert(element: HTMLElement): () => void {
  const made: Element[] = [];
  for (let node: Element = element; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.matches('script, [aria-live]'))
        continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  }
  return () => made.forEach((sibling) => sibling.removeAttribute('inert'));
}

/**
 * The ref callback for a modal's content element: makes everything outside it `inert` (not
 * focusable, not clickable, out of the accessibility tree) while it is mounted, and undoes that
 * when it unmounts (React calls the returned cleanup). Radix only aria-hides the page behind a
 * modal, which leaves its buttons focusable inside an aria-hidden tree (IBM Equal Access flags
 * that). A ref, not state set from one: state would render the whole modal a second time,
 * synchronously, in the commit that shows it.
 */
export function inertBehind(element: HTMLElement | null): (() => void) | undefined {
  return element ? makeOthersInert(element) : undefined;
}
