import { sampleFailure } from '@portal/machines';
import { describe, expect, it } from 'vitest';
import { refusalOf, refusalText } from './moneyMove';

const notSet = { withdrawPassword: { code: 'withdrawPasswordNotSet' } } as const;
// Says which key it was asked for, so the catalogue's words can be told from the form's.
const t = (key: string, options?: Record<string, unknown>) =>
  options && Object.keys(options).length > 0 ? `${key} ${JSON.stringify(options)}` : key;

describe('the refusal of a money move', () => {
  it('is named by the code, and a missing withdraw password by the field the server names', () => {
    expect(
      [
        sampleFailure('INSUFFICIENT_FUNDS'),
        sampleFailure('INVALID_CREDENTIALS'),
        sampleFailure('TOO_MANY_REQUESTS', { retryAfterSeconds: 300 }),
        sampleFailure('OPERATION_NOT_ALLOWED', { fieldErrors: notSet }),
        sampleFailure('OPERATION_NOT_ALLOWED'),
        sampleFailure('NOT_FOUND'),
        sampleFailure('QUOTA_EXCEEDED'),
        sampleFailure('NETWORK_ERROR'),
      ].map(refusalOf),
    ).toEqual([
      'insufficientFunds',
      'wrongPassword',
      'locked',
      'noWithdrawPassword',
      'notAllowed',
      'notFound',
      'quotaExceeded',
      null,
    ]);
  });

  it("is said in the form's words, the lock with its minutes, and otherwise in the catalogue's", () => {
    const texts = {
      insufficientFunds: 'short',
      locked: (minutes: number) => `locked for ${minutes}`,
      noWithdrawPassword: 'set one first',
    };
    expect(refusalText(t, sampleFailure('INSUFFICIENT_FUNDS'), texts)).toBe('short');
    expect(refusalText(t, sampleFailure('TOO_MANY_REQUESTS', { retryAfterSeconds: 90 }), texts)).toBe(
      'locked for 2',
    );
    expect(refusalText(t, sampleFailure('OPERATION_NOT_ALLOWED', { fieldErrors: notSet }), texts)).toBe(
      'set one first',
    );
    // Refusals the form leaves out, and failures that are no refusal.
    expect(refusalText(t, sampleFailure('OPERATION_NOT_ALLOWED'), texts)).toBe(
      'errors:OPERATION_NOT_ALLOWED',
    );
    expect(refusalText(t, sampleFailure('NETWORK_ERROR'), texts)).toBe('errors:NETWORK_ERROR');
  });
});
