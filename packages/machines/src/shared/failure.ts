import type { SecondVerificationChallenge, SecondVerificationMethod } from '@portal/api-contract';
import { DEFAULT_RETRY_AFTER_SECONDS, isErrorCode, type ErrorCode } from '@portal/api-contract/errors';
import { isValidationCode, type FieldErrors } from '@portal/api-contract/validation';
import { listingEvery } from './exhaustive';

/**
 * What a machine keeps from a failed actor. Actors reject with anything that carries an
 * `errors` namespace `code` (the API client's error does); details may sit on the error itself
 * or under `details`/`value`, as the response envelope puts them.
 */
export interface Failure {
  readonly code: ErrorCode;
  /** The server's own text, shown only where the product shows it verbatim (SMS warnings). */
  readonly message: string | null;
  readonly captchaRequired: boolean;
  readonly retryAfterSeconds: number | null;
  /** Field problems the server found (VALIDATION_FAILED), shown under the inputs like the client's own. */
  readonly fieldErrors: FieldErrors;
  /** PLAY_BREAK_ACTIVE: when the member's time-out or self-exclusion ends (ISO 8601), for the message. */
  readonly playBreakUntil?: string;
}

/** The whole minutes a refusal asks to wait before trying again, at least one ("try again in N minutes"). */
export function retryAfterMinutes(failure: Failure): number {
  return Math.max(1, Math.ceil((failure.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS) / 60));
}

function readRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

function pick(error: Record<string, unknown>, key: string): unknown {
  if (error[key] !== undefined) return error[key];
  for (const nested of ['details', 'value']) {
    const inner = readRecord(error[nested]);
    if (inner?.[key] !== undefined) return inner[key];
  }
  return undefined;
}

function serverFieldErrors(issues: unknown): FieldErrors {
  if (!Array.isArray(issues)) return {};
  const errors: Record<string, FieldErrors[string]> = {};
  for (const issue of issues) {
    const record = readRecord(issue);
    if (!record || typeof record.path !== 'string' || !isValidationCode(record.code) || record.path in errors)
      continue;
    const params = readRecord(record.params);
    errors[record.path] = {
      code: record.code,
      ...(params ? { params: params as Record<string, string | number> } : {}),
    };
  }
  return errors;
}

export function toFailure(error: unknown, fallback: ErrorCode = 'UNKNOWN'): Failure {
  const record = readRecord(error);
  const code = record && isErrorCode(record.code) ? record.code : fallback;
  // The client's errors default their message to the code: that is not a server text.
  const message =
    record && typeof record.message === 'string' && record.message !== '' && record.message !== code
      ? record.message
      : null;
  const retryAfter = record ? (pick(record, 'retryAfterSeconds') ?? pick(record, 'retryAfter')) : undefined;
  return {
    code,
    message,
    captchaRequired: record ? pick(record, 'captchaRequired') === true : false,
    retryAfterSeconds:
      typeof retryAfter === 'number' && retryAfter > 0
        ? retryAfter
        : code === 'TOO_MANY_REQUESTS'
          ? DEFAULT_RETRY_AFTER_SECONDS
          : null,
    fieldErrors: record ? serverFieldErrors(pick(record, 'issues')) : {},
    ...playBreakUntilOf(record),
  };
}

function playBreakUntilOf(record: Record<string, unknown> | null): { playBreakUntil?: string } {
  const until = record ? pick(record, 'playBreakUntil') : undefined;
  return typeof until === 'string' && until !== '' ? { playBreakUntil: until } : {};
}

/** Every way the contract lets a login from an unregistered IP be confirmed (SPEC §4). */
export const SECOND_VERIFICATION_METHODS = listingEvery<SecondVerificationMethod>()([
  'SMS',
  'EMAIL',
  'AUTHENTICATOR',
  'BANK_ACCOUNT_NAME',
]);

function isSecondVerificationMethod(value: unknown): value is SecondVerificationMethod {
  return (SECOND_VERIFICATION_METHODS as readonly unknown[]).includes(value);
}

/**
 * The challenge of a SECOND_VERIFICATION_REQUIRED failure (the envelope's `value.secondVerification`,
 * kept by the API client's error), with the methods this client knows in the server's order.
 * Null when the failure is another one or carries no usable challenge.
 */
export function secondVerificationOf(error: unknown): SecondVerificationChallenge | null {
  const record = readRecord(error);
  if (!record || record.code !== 'SECOND_VERIFICATION_REQUIRED') return null;
  const challenge = readRecord(pick(record, 'secondVerification'));
  const methods = Array.isArray(challenge?.methods)
    ? challenge.methods.filter(isSecondVerificationMethod)
    : [];
  if (typeof challenge?.challengeId !== 'string' || challenge.challengeId === '' || methods.length === 0)
    return null;
  return { challengeId: challenge.challengeId, methods };
}

/** An error carrying an ErrorCode: what fixtures, stories and adapters reject with. */
export class CodedError extends Error {
  readonly code: ErrorCode;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: ErrorCode, details: Readonly<Record<string, unknown>> = {}, message: string = code) {
    super(message);
    this.name = 'CodedError';
    this.code = code;
    this.details = details;
  }
}

/** A failure as `toFailure` would build it, for describe metadata and stories. */
export function sampleFailure(code: ErrorCode, details: Partial<Omit<Failure, 'code'>> = {}): Failure {
  return {
    code,
    message: null,
    captchaRequired: false,
    retryAfterSeconds: null,
    fieldErrors: {},
    ...details,
  };
}
