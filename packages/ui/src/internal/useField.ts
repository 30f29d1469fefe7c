import { useId, type ReactNode } from 'react';
import { idRefs } from './cx';

/** Props a field hands to its control so label, hint and error are wired for assistive tech. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FieldOptions {
  /** A known id for the control; generated otherwise. */
  id?: string | undefined;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean | undefined;
}

export interface FieldWiring {
  /** The control's id, for `htmlFor` and as the stem of the other ids. */
  controlId: string;
  /** For a visible label that other parts point at (e.g. a select's listbox). */
  labelId: string;
  hintId: string;
  errorId: string;
  /** Spread onto the control (an input, a Radix trigger, a radio group, a fieldset). */
  control: FieldControlProps;
}

/**
 * The ids of a field and what its control says about them, shared by every field of the kit:
 * the hint and the error describe the control (only while they are shown), an error marks it
 * invalid, and `required` is announced.
 */
export function useField({ id, hint, error, required }: FieldOptions): FieldWiring {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  return {
    controlId,
    labelId: `${controlId}-label`,
    hintId,
    errorId,
    control: {
      id: controlId,
      'aria-describedby': idRefs(hint ? hintId : null, error ? errorId : null),
      'aria-invalid': error ? true : undefined,
      'aria-required': required ? true : undefined,
    },
  };
}
