import type { MachineDescribe, UiState } from '@portal/machines';

/** One UI state of a machine's describe metadata; a typo fails loudly instead of rendering nothing. */
export function described<TContext>(describe: MachineDescribe<TContext>, name: string): UiState<TContext> {
  const uiState = describe.uiStates[name];
  if (!uiState) throw new Error(`${describe.id} has no UI state "${name}"`);
  return uiState;
}
