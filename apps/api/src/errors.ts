import { httpStatusOf, type ErrorCode, type FailureOptions } from '@portal/api-contract';
import { InsufficientFundsError } from './ledger/ledger';

/**
 * A failure the client is meant to see: it becomes the `{ success: false, code, message, value }`
 * envelope with the HTTP status the contract assigns to `code`.
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details: FailureOptions = {},
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(details.message ?? code);
    this.name = 'ApiError';
  }

  get status(): number {
    return httpStatusOf(this.code);
  }
}

/** Domain failures that are answers, not bugs, as the ApiError the client sees. */
export function asApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof InsufficientFundsError) return new ApiError('INSUFFICIENT_FUNDS');
  return null;
}
