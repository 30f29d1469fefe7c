import { errorCodes } from './errorCodeList';
import type { ErrorCode } from './errorCodeSchema';

export { errorCodes } from './errorCodeList';

export type { ErrorCode } from './errorCodeSchema';

export const SUCCESS_CODE = 'OK';
export type ResultCode = ErrorCode | typeof SUCCESS_CODE;

/**
 * Codes only the client produces (transport failures, popups, chunk loading). A server never
 * sends them; they still have a status so the table stays total.
 */
export const clientOnlyErrorCodes = [
  'LOGIN_POPUP_CLOSED',
  'NETWORK_ERROR',
  'NETWORK_TIMEOUT',
  'RESPONSE_INVALID',
  'CHUNK_LOAD_FAILED',
  'CSS_CHUNK_LOAD_FAILED',
] as const satisfies readonly ErrorCode[];

/**
 * HTTP status the server answers with for each code. Only session problems use 401: the client
 * treats every 401 as an expired session, so a wrong old password or login must not be 401.
 * Only TOO_MANY_REQUESTS uses 429, for the same reason.
 */
export const httpStatusByCode: Readonly<Record<ResultCode, number>> = {
  OK: 200,
  VALIDATION_FAILED: 400,
  INVALID_PHONE_FORMAT: 400,
  MISSING_PHONE: 400,
  TOO_MANY_REQUESTS: 429,
  UNKNOWN: 500,
  INVALID_VERIFICATION_CODE: 400,
  MISSING_VERIFICATION_CODE: 400,
  CAPTCHA_CHECK_FAILED: 400,
  DOMAIN_NOT_ALLOWED: 403,
  QUOTA_EXCEEDED: 403,
  OPERATION_NOT_ALLOWED: 403,
  CODE_EXPIRED: 400,
  LOGIN_POPUP_CLOSED: 400,
  ACCOUNT_NOT_FOUND: 404,
  INVALID_URL: 400,
  ACCESS_RESTRICTED: 403,
  SYSTEM_MAINTENANCE: 503,
  GAME_MAINTENANCE: 503,
  VERIFICATION_REQUIRED: 403,
  SECOND_VERIFICATION_REQUIRED: 403,
  NON_MEMBER_LOGIN: 403,
  NON_AGENT_LOGIN: 403,
  NOT_LOGGED_IN: 401,
  SESSION_EXPIRED: 401,
  INVALID_CREDENTIALS: 400,
  CAPTCHA_REQUIRED: 400,
  INVALID_INVITATION_CODE: 400,
  TRIAL_ACCOUNT_REFUSED: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  INSUFFICIENT_FUNDS: 422,
  ACCOUNT_EXISTS: 409,
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_IN_FLIGHT: 409,
  NETWORK_ERROR: 502,
  NETWORK_TIMEOUT: 504,
  RESPONSE_INVALID: 502,
  CHUNK_LOAD_FAILED: 500,
  CSS_CHUNK_LOAD_FAILED: 500,
  HUMAN_CHECK_MISSING: 400,
  HUMAN_CHECK_INVALID: 400,
  HUMAN_CHECK_EXPIRED: 400,
  HUMAN_CHECK_REPLAYED: 400,
  PLAY_BREAK_ACTIVE: 403,
  ACCOUNT_CLOSED: 403,
  BALANCE_NOT_EMPTY: 422,
  RED_ENVELOPE_OPENED: 409,
  PROFILE_FIELD_FIXED: 409,
  SESSION_TIME_LIMIT_REACHED: 401,
};

/**
 * The codes a server ends a session with (401): an ordinary expiry, or the member's own
 * session-time limit reached, which the UI words apart so the player knows why.
 */
export const sessionEndCodes = [
  'SESSION_EXPIRED',
  'SESSION_TIME_LIMIT_REACHED',
] as const satisfies readonly ErrorCode[];
export type SessionEndCode = (typeof sessionEndCodes)[number];

export function isSessionEndCode(value: unknown): value is SessionEndCode {
  return sessionEndCodes.includes(value as SessionEndCode);
}

export function httpStatusOf(code: ResultCode): number {
  return httpStatusByCode[code];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return (errorCodes as readonly unknown[]).includes(value);
}

/** SPEC §9: too many requests means "retry after 5 minutes" unless the server says otherwise. */
export const DEFAULT_RETRY_AFTER_SECONDS = 300;

/**
 * A password (the login's, the withdraw password) refuses every try for DEFAULT_RETRY_AFTER_SECONDS
 * once it has been wrong this many times in a row: the server counts them, the mocks the same way.
 */
export const PASSWORD_LOCK_AFTER_FAILURES = 10;
