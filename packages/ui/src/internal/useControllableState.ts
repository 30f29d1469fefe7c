import { useControllableState as useRadixControllableState } from '@radix-ui/react-use-controllable-state';
import type { Dispatch, SetStateAction } from 'react';

export interface ControllableStateOptions<T> {
  /** The controlled value; `undefined` leaves the component in charge of its own state. */
  value: T | undefined;
  /** The starting value when uncontrolled. */
  defaultValue: T;
  /** Called with every new value, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
  /** Names the component in the development warning about switching between the two modes. */
  caller: string;
}

/**
 * The one controlled/uncontrolled state of the kit (Radix's own hook, so our components behave
 * like the primitives they wrap): a controlled value wins and only `onChange` reports a change;
 * an uncontrolled one is kept here and `onChange` still reports it.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
  caller,
}: ControllableStateOptions<T>): [T, Dispatch<SetStateAction<T>>] {
  return useRadixControllableState({ prop: value, defaultProp: defaultValue, onChange, caller });
}
