/** The state keys the chart marks as current (aria-current), in document order. */
export function currentStates(root: HTMLElement): string[] {
  return Array.from(root.querySelectorAll('[data-state-key][aria-current="true"]')).map(
    (state) => state.getAttribute('data-state-key') ?? '',
  );
}

/**
 * State stories are shot as the bound UI only: the chart's highlight is asserted by each play
 * function (`currentStates`), and drawing the whole chart into every state's reference would
 * multiply the committed image weight for no extra coverage. Overview stories shoot the chart.
 */
export const stateStoryParameters = {
  visual: { fit: 'block', selector: '[data-testid="flow-ui"]' },
} as const;
export const overviewStoryParameters = {
  visual: { fit: 'block', selector: '[data-testid="flow-chart"]' },
} as const;
