import { inertOthers } from 'aria-hidden';
import { useEffect, useState } from 'react';

/**
 * Makes everything outside an open modal `inert` (not focusable, not clickable, out of the
 * accessibility tree) and undoes it on close. Radix only aria-hides the page behind a modal, which
 * leaves its buttons focusable in an aria-hidden tree (IBM Equal Access flags that; axe does not).
 * Returns the ref callback for the modal's content element.
 */
export function useInertBehind(): (element: HTMLElement | null) => void {
  const [content, setContent] = useState<HTMLElement | null>(null);
  useEffect(() => (content ? inertOthers(content) : undefined), [content]);
  return setContent;
}
