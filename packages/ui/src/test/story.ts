import { expect, screen, waitFor } from 'storybook/test';

/**
 * Ends a play function at rest, for a stable reference image: no open menu (even one still
 * animating closed) and no focused element, whose focus ring would depend on how the page got focus.
 */
export async function settleForScreenshot() {
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}
