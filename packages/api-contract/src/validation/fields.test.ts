import { describe, expect, it } from 'vitest';
import {
  captchaField,
  emailField,
  mobileField,
  mustBeTicked,
  smsCodeField,
  textField,
  usernameField,
} from './fields';
import { validate } from './issues';
import { passwordField } from './newPassword';

function problemsOf(schema: Parameters<typeof validate>[0], value: unknown) {
  const result = validate(schema, value);
  return result.success ? [] : result.issues.map(({ code, params }) => ({ code, params }));
}

describe('textField', () => {
  it('trims and treats blank, null and absent as empty', () => {
    const required = textField({ required: true });
    expect(validate(required, '  x  ')).toEqual({ success: true, data: 'x' });
    for (const empty of ['', '   ', null, undefined])
      expect(problemsOf(required, empty)).toEqual([{ code: 'required', params: {} }]);
  });

  it('lets an optional empty value through without running the check', () => {
    const optional = textField({ required: false, check: () => ({ code: 'email' }) });
    expect(validate(optional, ' ')).toEqual({ success: true, data: '' });
    expect(problemsOf(optional, 'x')).toEqual([{ code: 'email', params: {} }]);
  });

  it('reports a non-string as empty with the field key', () => {
    expect(problemsOf(textField({ required: true, requiredCode: 'captchaRequired' }), 5)).toEqual([
      { code: 'captchaRequired', params: {} },
    ]);
  });
});

describe('username and password rules', () => {
  it('apply letter-first 6 to 16 for usernames', () => {
    expect(validate(usernameField(), ' player01 ')).toEqual({ success: true, data: 'player01' });
    expect(problemsOf(usernameField(), '01player')).toEqual([
      { code: 'pattern.letterFirstAlphanumeric', params: { min: 6, max: 16 } },
    ]);
  });

  it('take 8 to 64 characters of any kind for passwords and keep spaces as typed', () => {
    expect(validate(passwordField(), ' my horse & 2 cats ')).toEqual({
      success: true,
      data: ' my horse & 2 cats ',
    });
    expect(validate(passwordField(), 'ÄÖÜ-パスワード')).toEqual({ success: true, data: 'ÄÖÜ-パスワード' });
    expect(problemsOf(passwordField(), 'abc1234')).toEqual([
      { code: 'pattern.any', params: { min: 8, max: 64 } },
    ]);
    expect(problemsOf(passwordField(), 'x'.repeat(65))).toEqual([
      { code: 'pattern.any', params: { min: 8, max: 64 } },
    ]);
  });

  it('refuse common and breached passwords, whatever their case', () => {
    for (const common of ['password', 'Password1', 'QWERTY123', 'iloveyou1'])
      expect(problemsOf(passwordField(), common)).toEqual([{ code: 'commonPassword', params: {} }]);
  });

  it('let a white label ask for more, never for less', () => {
    const weak = { patternId: 'lettersAndDigits' as const, minLength: 6, maxLength: 20 };
    expect(problemsOf(passwordField(weak), 'abc123')).toEqual([
      { code: 'pattern.lettersAndDigits', params: { min: 8, max: 64 } },
    ]);
    const strict = { patternId: 'strongPassword' as const, minLength: 12, maxLength: 64 };
    expect(problemsOf(passwordField(strict), 'Abcdefgh1!')).toEqual([
      { code: 'pattern.strongPassword', params: { min: 12, max: 64 } },
    ]);
  });
});

describe('mobile numbers', () => {
  it('need digits only', () => {
    expect(problemsOf(mobileField(), '0917-123')).toEqual([{ code: 'mobileInvalid', params: {} }]);
  });

  it('use the configured digit count', () => {
    const tenDigits = mobileField({ digits: 10 });
    expect(validate(tenDigits, '9171234567').success).toBe(true);
    expect(problemsOf(tenDigits, '917123456')).toEqual([{ code: 'mobileDigits', params: { count: 10 } }]);
  });

  it('accept 6 to 15 digits when no count is configured', () => {
    expect(validate(mobileField(), '123456').success).toBe(true);
    expect(problemsOf(mobileField(), '12345')).toEqual([{ code: 'mobileInvalid', params: {} }]);
    expect(problemsOf(mobileField(), '1'.repeat(16))).toEqual([{ code: 'mobileInvalid', params: {} }]);
  });

  it('are required unless told otherwise', () => {
    expect(problemsOf(mobileField(), '')).toEqual([{ code: 'required', params: {} }]);
    expect(validate(mobileField({}, { required: false }), '').success).toBe(true);
  });
});

describe('SMS code, captcha, email', () => {
  it('checks SMS codes as 4 to 8 digits or an exact length', () => {
    expect(validate(smsCodeField(), '1234').success).toBe(true);
    expect(problemsOf(smsCodeField(), '12a4')).toEqual([{ code: 'verificationCodeInvalid', params: {} }]);
    expect(problemsOf(smsCodeField({ length: 6 }), '12345')).toEqual([
      { code: 'verificationCodeInvalid', params: {} },
    ]);
  });

  it('asks for the captcha with its own key', () => {
    expect(problemsOf(captchaField(), ' ')).toEqual([{ code: 'captchaRequired', params: {} }]);
    expect(validate(captchaField(), ' ab12 ')).toEqual({ success: true, data: 'ab12' });
  });

  it('checks email format', () => {
    expect(problemsOf(emailField(), 'someone@')).toEqual([{ code: 'email', params: {} }]);
    expect(validate(emailField(), 'someone@example.com').success).toBe(true);
  });
});

describe('mustBeTicked', () => {
  it('accepts only true and carries the params', () => {
    const age = mustBeTicked({ code: 'ageRequired', params: { age: 21 } });
    expect(validate(age, true)).toEqual({ success: true, data: true });
    for (const value of [false, undefined, 'true'])
      expect(problemsOf(age, value)).toEqual([{ code: 'ageRequired', params: { age: 21 } }]);
  });
});
