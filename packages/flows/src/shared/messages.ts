import type { FieldErrors } from '@portal/api-contract';
import { translateError, translateIssue, type AnyTranslate } from '@portal/i18n';
import type { Failure } from '@portal/machines';
import { formatDateTime } from '@portal/ui';

/** The translated message for one field's problem, or undefined when the field is fine. */
export function fieldError(t: AnyTranslate, errors: FieldErrors, name: string): string | undefined {
  const problem = errors[name];
  return problem ? translateIssue(t, problem) : undefined;
}

/**
 * The same for an amount field: its `min`/`max` are minor units, shown as money (e.g. "The
 * maximum amount is ₱1,499.99").
 */
export function amountFieldError(
  t: AnyTranslate,
  errors: FieldErrors,
  name: string,
  money: (minor: number) => string,
): string | undefined {
  const problem = errors[name];
  if (!problem) return undefined;
  const params = { ...problem.params };
  for (const bound of ['min', 'max'] as const) {
    const value = params[bound];
    if (typeof value === 'number') params[bound] = money(value);
  }
  return translateIssue(t, { ...problem, params });
}

/** Reads a form's text fields into a plain record (checkboxes as booleans). */
export function formValues(form: HTMLFormElement): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const element of Array.from(form.elements)) {
    if (!(
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    ))
      continue;
    if (!element.name) continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox')
      values[element.name] = element.checked;
    else if (element instanceof HTMLInputElement && element.type === 'file') continue;
    else values[element.name] = element.value;
  }
  return values;
}

export function textValues(values: Record<string, string | boolean>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** A failure's message with what it names: the end of a break ("…until 2027-05-30 12:00:00"). */
export function failureMessage(t: AnyTranslate, failure: Failure): string {
  return translateError(
    t,
    failure.code,
    failure.playBreakUntil ? { until: formatDateTime(failure.playBreakUntil) } : undefined,
  );
}
