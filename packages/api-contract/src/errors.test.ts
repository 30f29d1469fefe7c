import { describe, expect, it } from 'vitest';
import { ErrorCode } from './errorCodeSchema';
import { clientOnlyErrorCodes, errorCodes, httpStatusOf, isErrorCode } from './errors';

describe('ErrorCode', () => {
  it('lists each code once', () => {
    expect(errorCodes).toHaveLength(new Set(errorCodes).size);
  });

  it('parses known codes and rejects others', () => {
    expect(ErrorCode.parse('TOO_MANY_REQUESTS')).toBe('TOO_MANY_REQUESTS');
    expect(ErrorCode.safeParse('OK').success).toBe(false);
    expect(isErrorCode('SESSION_EXPIRED')).toBe(true);
    expect(isErrorCode('session_expired')).toBe(false);
  });
});

describe('HTTP statuses', () => {
  it.each([
    ['OK', 200],
    ['VALIDATION_FAILED', 400],
    ['SESSION_EXPIRED', 401],
    ['NOT_LOGGED_IN', 401],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['IDEMPOTENCY_IN_FLIGHT', 409],
    ['IDEMPOTENCY_KEY_REUSED', 422],
    ['TOO_MANY_REQUESTS', 429],
    ['SYSTEM_MAINTENANCE', 503],
  ] as const)('%s answers %i', (code, status) => {
    expect(httpStatusOf(code)).toBe(status);
  });

  it('keeps 401 for session problems only, since the client ends the session on any 401', () => {
    expect(errorCodes.filter((code) => httpStatusOf(code) === 401).sort()).toEqual([
      'NOT_LOGGED_IN',
      'SESSION_EXPIRED',
      'SESSION_TIME_LIMIT_REACHED',
    ]);
    expect(errorCodes.filter((code) => httpStatusOf(code) === 429)).toEqual(['TOO_MANY_REQUESTS']);
  });

  it('gives every code a 4xx or 5xx status', () => {
    for (const code of errorCodes) expect(httpStatusOf(code), code).toBeGreaterThanOrEqual(400);
  });

  it('lists client-only codes that are all real codes', () => {
    for (const code of clientOnlyErrorCodes) expect(isErrorCode(code)).toBe(true);
  });
});
