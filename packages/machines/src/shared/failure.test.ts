import { ApiError } from '@portal/api-contract';
import { describe, expect, it } from 'vitest';
import { CodedError, secondVerificationOf, toFailure } from './failure';

describe('toFailure', () => {
  it('reads the API client error', () => {
    const error = new ApiError({ code: 'TOO_MANY_REQUESTS', message: 'Slow down', retryAfterSeconds: 120 });
    expect(toFailure(error)).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Slow down',
      captchaRequired: false,
      retryAfterSeconds: 120,
      fieldErrors: {},
    });
  });

  it('defaults retry-after to 5 minutes for TOO_MANY_REQUESTS and ignores a message that is only the code', () => {
    expect(toFailure(new ApiError({ code: 'TOO_MANY_REQUESTS' }))).toMatchObject({
      message: null,
      retryAfterSeconds: 300,
    });
  });

  it('reads details nested under details or value, as fixtures and envelopes carry them', () => {
    expect(toFailure(new CodedError('CAPTCHA_REQUIRED', { captchaRequired: true })).captchaRequired).toBe(
      true,
    );
    expect(toFailure({ code: 'CAPTCHA_REQUIRED', value: { captchaRequired: true } }).captchaRequired).toBe(
      true,
    );
  });

  it('turns server field issues into field errors, first per field, known keys only', () => {
    const error = new ApiError({
      code: 'VALIDATION_FAILED',
      issues: [
        { path: 'username', code: 'pattern.letterFirstAlphanumeric', params: { min: 6, max: 16 } },
        { path: 'username', code: 'required' },
        { path: 'email', code: 'not_a_key' },
      ],
    });
    expect(toFailure(error).fieldErrors).toEqual({
      username: { code: 'pattern.letterFirstAlphanumeric', params: { min: 6, max: 16 } },
    });
  });

  it('falls back for anything without a known code', () => {
    expect(toFailure(new Error('boom')).code).toBe('UNKNOWN');
    expect(toFailure({ code: 'NOPE' }, 'NETWORK_ERROR').code).toBe('NETWORK_ERROR');
    expect(toFailure(undefined)).toEqual({
      code: 'UNKNOWN',
      message: null,
      captchaRequired: false,
      retryAfterSeconds: null,
      fieldErrors: {},
    });
  });
});

describe('secondVerificationOf', () => {
  it('reads the challenge the API client keeps from the envelope, methods in the server’s order', () => {
    const error = new ApiError({
      code: 'SECOND_VERIFICATION_REQUIRED',
      secondVerification: { challengeId: 'CH-9', methods: ['BANK_ACCOUNT_NAME', 'SMS'] },
    });
    expect(secondVerificationOf(error)).toEqual({
      challengeId: 'CH-9',
      methods: ['BANK_ACCOUNT_NAME', 'SMS'],
    });
  });

  it('drops methods this client does not know, and gives nothing without a usable challenge', () => {
    const unknownMethod = new CodedError('SECOND_VERIFICATION_REQUIRED', {
      secondVerification: { challengeId: 'CH-1', methods: ['FACE_ID', 'EMAIL'] },
    });
    expect(secondVerificationOf(unknownMethod)?.methods).toEqual(['EMAIL']);
    const onlyUnknown = new CodedError('SECOND_VERIFICATION_REQUIRED', {
      secondVerification: { challengeId: 'CH-1', methods: ['FACE_ID'] },
    });
    expect(secondVerificationOf(onlyUnknown)).toBeNull();
    expect(secondVerificationOf(new CodedError('SECOND_VERIFICATION_REQUIRED'))).toBeNull();
    expect(
      secondVerificationOf(
        new CodedError('INVALID_CREDENTIALS', {
          secondVerification: { challengeId: 'CH-1', methods: ['SMS'] },
        }),
      ),
    ).toBeNull();
  });
});
