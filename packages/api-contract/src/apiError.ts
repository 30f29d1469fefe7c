import type { FieldIssue, SecondVerificationChallenge } from './envelope';
import type { ErrorCode } from './errors';

export interface ApiErrorInit {
  code: ErrorCode;
  message?: string;
  status?: number;
  issues?: FieldIssue[];
  retryAfterSeconds?: number;
  captchaRequired?: boolean;
  secondVerification?: SecondVerificationChallenge;
  /** PLAY_BREAK_ACTIVE: when the member's time-out or self-exclusion ends. */
  playBreakUntil?: string;
  endpointId?: string;
  cause?: unknown;
}

/**
 * Every failure the client reports. The UI shows `errors:<code>` (never `message`, which is for
 * logs) and field `issues` under their inputs.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ErrorCode;
  readonly status?: number;
  readonly issues?: FieldIssue[];
  readonly retryAfterSeconds?: number;
  readonly captchaRequired?: boolean;
  readonly secondVerification?: SecondVerificationChallenge;
  readonly playBreakUntil?: string;
  readonly endpointId?: string;

  constructor(init: ApiErrorInit) {
    super(init.message ?? init.code, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    if (init.status !== undefined) this.status = init.status;
    if (init.issues !== undefined) this.issues = init.issues;
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds;
    if (init.captchaRequired !== undefined) this.captchaRequired = init.captchaRequired;
    if (init.secondVerification !== undefined) this.secondVerification = init.secondVerification;
    if (init.playBreakUntil !== undefined) this.playBreakUntil = init.playBreakUntil;
    if (init.endpointId !== undefined) this.endpointId = init.endpointId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
