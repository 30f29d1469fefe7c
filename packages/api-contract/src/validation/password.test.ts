import { describe, expect, it } from 'vitest';
import { validate } from './issues';
import { changePasswordSchema, forgotPasswordByEmailSchema, forgotPasswordByMobileSchema } from './password';

describe('change password', () => {
  it('asks for the old password unless it is known', () => {
    const values = { oldPassword: '', newPassword: 'newpass1', confirmNewPassword: 'newpass1' };
    expect(validate(changePasswordSchema({ oldPasswordKnown: true }), values).success).toBe(true);
    expect(validate(changePasswordSchema({ oldPasswordKnown: false }), values)).toEqual({
      success: false,
      issues: [{ path: ['oldPassword'], code: 'oldPasswordRequired', params: {} }],
    });
  });

  it('applies the password rule to the new password', () => {
    const result = validate(changePasswordSchema({ oldPasswordKnown: true }), {
      newPassword: 'short',
      confirmNewPassword: 'short',
    });
    expect(result).toEqual({
      success: false,
      issues: [{ path: ['newPassword'], code: 'pattern.any', params: { min: 8, max: 64 } }],
    });
  });

  it('refuses a common password as the new one, whatever its case', () => {
    expect(
      validate(changePasswordSchema({ oldPasswordKnown: true }), {
        newPassword: 'Sunshine1',
        confirmNewPassword: 'Sunshine1',
      }),
    ).toEqual({
      success: false,
      issues: [{ path: ['newPassword'], code: 'commonPassword', params: {} }],
    });
  });

  it('needs a matching confirmation and a new password that differs', () => {
    const result = validate(changePasswordSchema({ oldPasswordKnown: false }), {
      oldPassword: 'same1234',
      newPassword: 'same1234',
      confirmNewPassword: 'other1234',
    });
    expect(result).toEqual({
      success: false,
      issues: [
        { path: ['newPassword'], code: 'newPasswordSameAsOld', params: {} },
        { path: ['confirmNewPassword'], code: 'confirmationMismatch', params: {} },
      ],
    });
    expect(
      validate(changePasswordSchema({ oldPasswordKnown: true }), {
        newPassword: 'newpass1',
        confirmNewPassword: '',
      }),
    ).toEqual({
      success: false,
      issues: [{ path: ['confirmNewPassword'], code: 'required', params: {} }],
    });
  });

  it('needs the captcha answer when one is shown (CHNGPASSVERIF3), trimmed', () => {
    const values = { newPassword: 'newpass1', confirmNewPassword: 'newpass1' };
    expect(validate(changePasswordSchema({ oldPasswordKnown: true }), values).success).toBe(true);
    expect(validate(changePasswordSchema({ oldPasswordKnown: true, captcha: true }), values)).toEqual({
      success: false,
      issues: [{ path: ['captcha'], code: 'captchaRequired', params: {} }],
    });
    expect(
      validate(changePasswordSchema({ oldPasswordKnown: true, captcha: true }), {
        ...values,
        captcha: ' 7k2q ',
      }),
    ).toMatchObject({ success: true, data: { captcha: '7k2q' } });
  });
});

describe('forgot password', () => {
  it('by email needs a valid username and email', () => {
    expect(validate(forgotPasswordByEmailSchema(), { username: '1abc', email: 'nope' })).toEqual({
      success: false,
      issues: [
        { path: ['username'], code: 'pattern.letterFirstAlphanumeric', params: { min: 6, max: 16 } },
        { path: ['email'], code: 'email', params: {} },
      ],
    });
    expect(
      validate(forgotPasswordByEmailSchema(), { username: 'player01', email: 'p@example.com' }).success,
    ).toBe(true);
  });

  it('by mobile needs the number, the SMS code and a new password', () => {
    expect(validate(forgotPasswordByMobileSchema({ mobile: { digits: 10 } }), {})).toEqual({
      success: false,
      issues: [
        { path: ['mobileNum'], code: 'required', params: {} },
        { path: ['verificationCode'], code: 'required', params: {} },
        { path: ['newPassword'], code: 'required', params: {} },
      ],
    });
    expect(
      validate(forgotPasswordByMobileSchema({ mobile: { digits: 10 } }), {
        mobileNum: '9171234567',
        verificationCode: '1234',
        newPassword: 'abc123xy',
      }).success,
    ).toBe(true);
  });
});
