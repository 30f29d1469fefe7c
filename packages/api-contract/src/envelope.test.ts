import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  anyEnvelopeSchema,
  envelope,
  fail,
  failureReply,
  issuesFromZodError,
  ok,
  validationFailed,
} from './envelope';

const valueSchema = z.object({ balance: z.int() });

describe('envelope', () => {
  it('accepts a success with a valid value', () => {
    const parsed = envelope(valueSchema).parse({
      success: true,
      code: 'OK',
      message: 'OK',
      value: { balance: 100 },
    });
    expect(parsed).toEqual({ success: true, code: 'OK', message: 'OK', value: { balance: 100 } });
  });

  it('accepts a failure with field issues', () => {
    const parsed = envelope(valueSchema).parse({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'bad',
      value: { issues: [{ path: 'amount', code: 'amountTooSmall', params: { min: 100 } }] },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.value).toEqual({
      issues: [{ path: 'amount', code: 'amountTooSmall', params: { min: 100 } }],
    });
  });

  it.each([
    ['a success with a wrong value', { success: true, code: 'OK', message: 'OK', value: { balance: 1.5 } }],
    [
      'a success with an error code',
      { success: true, code: 'NOT_FOUND', message: 'OK', value: { balance: 1 } },
    ],
    ['a failure with OK', { success: false, code: 'OK', message: 'x', value: null }],
    ['an unknown code', { success: false, code: 'SOMETHING_ELSE', message: 'x', value: null }],
    ['a missing message', { success: true, code: 'OK', value: { balance: 1 } }],
    ['a missing value', { success: true, code: 'OK', message: 'OK' }],
    ['no envelope at all', { balance: 1 }],
  ])('rejects %s', (_, input) => {
    expect(envelope(valueSchema).safeParse(input).success).toBe(false);
  });

  it('keeps money as integers of minor units', () => {
    expect(envelope(valueSchema).safeParse(ok({ balance: 12.34 })).success).toBe(false);
  });

  it('reads any envelope before the endpoint value is checked', () => {
    expect(anyEnvelopeSchema.safeParse(ok({ whatever: true })).success).toBe(true);
  });
});

describe('constructors', () => {
  it('builds a success', () => {
    expect(ok({ balance: 5 })).toEqual({ success: true, code: 'OK', message: 'OK', value: { balance: 5 } });
  });

  it('builds a failure with null value when there are no details', () => {
    expect(fail('NOT_FOUND')).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'NOT_FOUND',
      value: null,
    });
  });

  it('builds a failure with details and a message', () => {
    expect(fail('INVALID_CREDENTIALS', { message: 'wrong password', captchaRequired: true })).toEqual({
      success: false,
      code: 'INVALID_CREDENTIALS',
      message: 'wrong password',
      value: { captchaRequired: true },
    });
  });

  it('builds a validation failure that parses as an envelope', () => {
    const failure = validationFailed([{ path: 'username', code: 'required' }]);
    expect(failure.code).toBe('VALIDATION_FAILED');
    expect(envelope(valueSchema).safeParse(failure).success).toBe(true);
  });
});

describe('failureReply', () => {
  it('pairs the envelope with its status', () => {
    expect(failureReply('NOT_FOUND')).toEqual({ status: 404, headers: {}, body: fail('NOT_FOUND') });
  });

  it('adds Retry-After to too many requests, 5 minutes unless told', () => {
    expect(failureReply('TOO_MANY_REQUESTS').headers).toEqual({ 'Retry-After': '300' });
    expect(failureReply('TOO_MANY_REQUESTS', { retryAfterSeconds: 30 })).toMatchObject({
      status: 429,
      headers: { 'Retry-After': '30' },
    });
  });
});

describe('issuesFromZodError', () => {
  it('uses i18n keys given as messages, required for missing values, params from bounds', () => {
    const schema = z.object({
      username: z.string(),
      comment: z.string().check(z.maxLength(3, { error: 'maxLength' })),
      nested: z.object({ amount: z.int().check(z.gte(100)) }),
      content: z
        .string()
        .check(z.refine(() => false, { error: 'feedbackLength', params: { min: 20, max: 200 } })),
    });
    const result = schema.safeParse({ comment: 'too long', nested: { amount: 5 }, content: 'x' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(issuesFromZodError(result.error)).toEqual([
      { path: 'username', code: 'required' },
      { path: 'comment', code: 'maxLength', params: { max: 3 } },
      { path: 'nested.amount', code: 'too_small', params: { min: 100 } },
      { path: 'content', code: 'feedbackLength', params: { min: 20, max: 200 } },
    ]);
  });
});
