import { describe, expect, it } from 'vitest';
import { validate } from './issues';
import { smsLoginSchema, usernameLoginSchema } from './login';

describe('username login', () => {
  it('trims username and password and needs both', () => {
    expect(
      validate(usernameLoginSchema({ captchaRequired: false }), {
        username: ' player01 ',
        password: ' secret1 ',
      }),
    ).toEqual({
      success: true,
      data: { username: 'player01', password: 'secret1', captcha: '' },
    });
    expect(
      validate(usernameLoginSchema({ captchaRequired: false }), { username: ' ', password: '' }),
    ).toEqual({
      success: false,
      issues: [
        { path: ['username'], code: 'required', params: {} },
        { path: ['password'], code: 'required', params: {} },
      ],
    });
  });

  it('asks for the captcha only once it is shown', () => {
    const values = { username: 'player01', password: 'secret1', captcha: '' };
    expect(validate(usernameLoginSchema({ captchaRequired: false }), values).success).toBe(true);
    expect(validate(usernameLoginSchema({ captchaRequired: true }), values)).toEqual({
      success: false,
      issues: [{ path: ['captcha'], code: 'captchaRequired', params: {} }],
    });
  });
});

describe('SMS login', () => {
  it('needs a valid mobile number and a verification code', () => {
    expect(
      validate(smsLoginSchema({ mobile: { digits: 10 } }), { mobileNum: '91712', verificationCode: '' }),
    ).toEqual({
      success: false,
      issues: [
        { path: ['mobileNum'], code: 'mobileDigits', params: { count: 10 } },
        { path: ['verificationCode'], code: 'required', params: {} },
      ],
    });
    expect(validate(smsLoginSchema(), { mobileNum: ' 9171234567 ', verificationCode: '123456' })).toEqual({
      success: true,
      data: { mobileNum: '9171234567', verificationCode: '123456' },
    });
  });
});
