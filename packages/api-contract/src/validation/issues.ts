import type { z } from 'zod/mini';
import type { FieldIssue } from '../envelope';
import {
  isValidationCode,
  type ValidationCode,
  type ValidationIssue,
  type ValidationParams,
  type ValidationProblem,
} from './codes';

/**
 * Records a rule failure on what a refinement or a transform is parsing: the message carries the
 * i18n key. Later checks still run, as with a refinement's own issues.
 */
export function addProblem(
  ctx: z.core.ParsePayload,
  problem: ValidationProblem,
  path?: ReadonlyArray<string | number>,
): void {
  ctx.issues.push({
    code: 'custom',
    input: ctx.value,
    message: problem.code,
    params: problem.params ?? {},
    continue: true,
    ...(path ? { path: [...path] } : {}),
  });
}

function paramsOf(issue: z.core.$ZodIssue): ValidationParams {
  if (issue.code === 'custom' && issue.params) return issue.params as ValidationParams;
  return {};
}

function codeOf(issue: z.core.$ZodIssue): ValidationCode {
  if (isValidationCode(issue.message)) return issue.message;
  // Only structural problems reach this point: every rule here names its key explicitly.
  const missing = issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null);
  return missing ? 'required' : 'invalid';
}

export function toValidationIssues(error: z.core.$ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map((segment) => (typeof segment === 'symbol' ? String(segment) : segment)),
    code: codeOf(issue),
    params: paramsOf(issue),
  }));
}

export type ValidationResult<T> = { success: true; data: T } | { success: false; issues: ValidationIssue[] };

export function validate<TSchema extends z.ZodMiniType>(
  schema: TSchema,
  input: unknown,
): ValidationResult<z.output<TSchema>> {
  // reportInput lets a mistyped value be told apart from a missing one.
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return { success: true, data: result.data };
  return { success: false, issues: toValidationIssues(result.error) };
}

/** What a form shows under each input: the first problem per field, keyed by dotted path. */
export type FieldErrors = Readonly<Record<string, ValidationProblem>>;

export function toFieldErrors(issues: readonly ValidationIssue[]): FieldErrors {
  const errors: Record<string, ValidationProblem> = {};
  for (const issue of issues) {
    const key = issue.path.join('.');
    if (!(key in errors))
      errors[key] = { code: issue.code, ...(issue.params ? { params: issue.params } : {}) };
  }
  return errors;
}

/** A rule failure as the envelope's field issue (VALIDATION_FAILED), keeping the params it can carry. */
export function toIssue(path: string, problem: ValidationProblem): FieldIssue {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(problem.params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
  }
  return { path, code: problem.code, ...(Object.keys(params).length > 0 ? { params } : {}) };
}
