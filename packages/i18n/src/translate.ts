import { isErrorCode } from '@portal/api-contract/errors';
import { defaultResources } from './languages';

/** Options for min/max messages: i18next picks the `_exact` variant when both bounds are equal. */
// A type alias, not an interface, so it is assignable to i18next's index-signature options.
export type LengthOptions = {
  min: number;
  max: number;
  context: 'exact' | undefined;
};

export function lengthContext(min: number, max: number): LengthOptions {
  return { min, max, context: min === max ? 'exact' : undefined };
}

/** A validation issue as headless packages produce it: a key in the validation namespace plus params. */
export interface Issue {
  code: string;
  params?: Readonly<Record<string, unknown>>;
}

export interface Message {
  key: string;
  options: Record<string, unknown>;
}

/**
 * Any i18next `t` (typed or not, from i18next or react-i18next). Keys here are built at runtime
 * from codes, so they are checked against the catalogue instead of the compiler.
 */
export type AnyTranslate = (...args: never[]) => unknown;

type LooseTranslate = (key: string, options?: Record<string, unknown>) => unknown;

function leafKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

const VALIDATION_KEYS: ReadonlySet<string> = new Set(leafKeys(defaultResources.validation ?? {}));

export function isValidationKey(code: string): boolean {
  return VALIDATION_KEYS.has(code);
}

/** The key and options that describe an issue; an unknown code becomes validation:invalid. */
export function issueMessage(issue: Issue): Message {
  const code = issue.code.startsWith('validation:') ? issue.code.slice('validation:'.length) : issue.code;
  const params = issue.params ?? {};
  const options: Record<string, unknown> = { ...params };
  const { min, max } = params;
  if (options.context === undefined && typeof min === 'number' && typeof max === 'number') {
    options.context = lengthContext(min, max).context;
  }
  return { key: `validation:${isValidationKey(code) ? code : 'invalid'}`, options };
}

export function translateIssue(t: AnyTranslate, issue: Issue): string {
  const { key, options } = issueMessage(issue);
  return String((t as LooseTranslate)(key, options));
}

/**
 * The key and options for an error code of the contract (`@portal/api-contract/errors` owns the
 * list; the tests hold errors.json to it); anything else becomes errors:UNKNOWN.
 */
export function errorMessage(
  code: string | null | undefined,
  params: Readonly<Record<string, unknown>> = {},
): Message {
  const known = typeof code === 'string' && isErrorCode(code) ? code : 'UNKNOWN';
  return { key: `errors:${known}`, options: { ...params } };
}

export function translateError(
  t: AnyTranslate,
  code: string | null | undefined,
  params?: Readonly<Record<string, unknown>>,
): string {
  const { key, options } = errorMessage(code, params);
  return String((t as LooseTranslate)(key, options));
}
