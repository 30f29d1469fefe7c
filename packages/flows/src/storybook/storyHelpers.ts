import { expect, userEvent, within } from 'storybook/test';

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

/** The walk's event log, oldest first: `<seconds> s · <event> · <from> → <to>` per entry. */
export function walkLogEntries(root: HTMLElement): string[] {
  return within(within(root).getByRole('log'))
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

/**
 * A walk story's replay: picks `state` on the chart, checks the server answer the way there
 * switches on (when it needs one), replays the way from the start and waits for arrival.
 */
export async function replayWalkTo(root: HTMLElement, state: string, switchedOn?: string): Promise<void> {
  const canvas = within(root);
  await userEvent.click(await canvas.findByRole('button', { name: new RegExp(`^${state}`) }));
  if (switchedOn) await expect(await canvas.findByText(`Switch on: ${switchedOn}`)).toBeVisible();
  await userEvent.click(await canvas.findByRole('button', { name: 'Replay from the start' }));
  await expect(await canvas.findByText(`Arrived: the machine entered ${state}.`)).toBeVisible();
}
