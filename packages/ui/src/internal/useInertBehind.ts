import { useEffect, useState } from 'react';

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
 * Makes everything outside an open modal `inert` (not focusable, not clickable, out of the
 * accessibility tree) and undoes it on close. Radix only aria-hides the page behind a modal, which
 * leaves its buttons focusable inside an aria-hidden tree (IBM Equal Access flags that).
 * Returns the ref callback for the modal's content element. An effect applies it, not the ref
 * itself: made inert in the commit that shows the modal, the whole page restyles inside that task,
 * where Radix forces style and layout (its presence check and first focus).
 */
export function useInertBehind(): (element: HTMLElement | null) => void {
  const [content, setContent] = useState<HTMLElement | null>(null);
  useEffect(() => (content ? makeOthersInert(content) : undefined), [content]);
  return setContent;
}
