import type { MachineDescribe, UiState } from '@portal/machines';

/**
 * One UI state of a machine's describe metadata; a typo fails loudly instead of rendering nothing.
 * `context` goes on top of the described one: data only this story or test shows (the mocks' own
 * contract, a rich announcement).
 */
export function described<TContext>(
  describe: MachineDescribe<TContext>,
  name: string,
  context?: Partial<TContext>,
): UiState<TContext> {
  const uiState = describe.uiStates[name];
  if (!uiState) throw new Error(`${describe.id} has no UI state "${name}"`);
  return context ? { ...uiState, context: { ...uiState.context, ...context } } : uiState;
}
