import { describe, expect, it } from 'vitest';
import { validate } from './issues';
import {
  fieldSchemaFromConfig,
  registerFieldConfigSchema,
  registerFieldVisibility,
  registerSchema,
  ruleFromConfig,
  type RegisterSettings,
} from './register';

const baseSettings: RegisterSettings = { registerType: 'username', fields: {}, smsVerification: false };
const validUsernameForm = {
  username: 'player01',
  password: 'abc123xy',
  confirmPassword: 'abc123xy',
  termsAccepted: true,
  ageConfirmed: true,
};

function codesOf(settings: RegisterSettings, values: Record<string, unknown>) {
  const result = validate(registerSchema(settings), values);
  return result.success
    ? {}
    : Object.fromEntries(result.issues.map((issue) => [issue.path.join('.'), issue.code]));
}

describe('server field config', () => {
  it('parses the server settings and ignores unknown pattern ids', () => {
    expect(registerFieldConfigSchema.parse({ enabled: true, required: false, patternId: 'mystery' })).toEqual(
      { enabled: true, required: false },
    );
    expect(registerFieldConfigSchema.safeParse({ enabled: true }).success).toBe(false);
  });

  it('merges server bounds over the built-in rule one property at a time', () => {
    expect(
      ruleFromConfig(
        { enabled: true, required: true, maxLength: 12 },
        { patternId: 'digits', minLength: 6, maxLength: 20 },
      ),
    ).toEqual({
      patternId: 'digits',
      minLength: 6,
      maxLength: 12,
    });
    expect(ruleFromConfig(undefined)).toEqual({ patternId: 'any', minLength: 1, maxLength: 64 });
  });

  it('builds one field: hidden accepts anything, shown follows required, pattern and length', () => {
    expect(validate(fieldSchemaFromConfig(undefined), '!!!').success).toBe(true);
    expect(validate(fieldSchemaFromConfig({ enabled: false, required: true }), '').success).toBe(true);
    const qq = fieldSchemaFromConfig({
      enabled: true,
      required: true,
      patternId: 'digits',
      minLength: 5,
      maxLength: 11,
    });
    expect(validate(qq, '')).toMatchObject({ success: false, issues: [{ code: 'required' }] });
    expect(validate(qq, '1234')).toMatchObject({
      success: false,
      issues: [{ code: 'pattern.digits', params: { min: 5, max: 11 } }],
    });
    expect(validate(qq, '12345').success).toBe(true);
    const optionalAny = fieldSchemaFromConfig({
      enabled: true,
      required: false,
      acceptedPattern: '*',
      patternId: 'digits',
      minLength: 2,
      maxLength: 3,
    });
    expect(validate(optionalAny, '').success).toBe(true);
    expect(validate(optionalAny, 'ab').success).toBe(true);
  });
});

describe('register form', () => {
  it('accepts a complete username registration', () => {
    const result = validate(registerSchema(baseSettings), validUsernameForm);
    expect(result).toMatchObject({
      success: true,
      data: { username: 'player01', password: 'abc123xy', termsAccepted: true },
    });
  });

  it('needs terms, the age agreement and matching passwords', () => {
    const result = validate(registerSchema({ ...baseSettings, legalAge: 21 }), {
      ...validUsernameForm,
      confirmPassword: 'abc124xy',
      termsAccepted: false,
      ageConfirmed: false,
    });
    expect(result).toEqual({
      success: false,
      issues: [
        { path: ['termsAccepted'], code: 'termsRequired', params: {} },
        { path: ['ageConfirmed'], code: 'ageRequired', params: { age: 21 } },
        { path: ['confirmPassword'], code: 'passwordsInconsistent', params: {} },
      ],
    });
  });

  it('applies the server username pattern', () => {
    const settings: RegisterSettings = {
      ...baseSettings,
      fields: {
        username: { enabled: true, required: true, patternId: 'digits', minLength: 4, maxLength: 8 },
      },
    };
    expect(codesOf(settings, validUsernameForm)).toEqual({ username: 'pattern.digits' });
    expect(codesOf(settings, { ...validUsernameForm, username: '1234' })).toEqual({});
  });

  it('for mobile registration needs the number, the SMS code when verification is on, and uses the number as username', () => {
    const settings: RegisterSettings = {
      ...baseSettings,
      registerType: 'mobile',
      smsVerification: true,
      mobile: { digits: 10 },
    };
    expect(codesOf(settings, { ...validUsernameForm, username: '' })).toEqual({
      mobileNum: 'required',
      verificationCode: 'required',
    });
    const result = validate(registerSchema(settings), {
      ...validUsernameForm,
      username: '',
      mobileNum: '9171234567',
      verificationCode: '123456',
    });
    expect(result).toMatchObject({
      success: true,
      data: { username: '9171234567', mobileNum: '9171234567' },
    });
  });

  it('for mobile registration without a password (MOBILENUMPASSREG3 off) asks for the number and its code alone', () => {
    const settings: RegisterSettings = {
      ...baseSettings,
      registerType: 'mobile',
      // Even without REGMOBVERF3: the code is the number's only proof then.
      smsVerification: false,
      mobilePassword: false,
      mobile: { digits: 10 },
    };
    const visibility = registerFieldVisibility(settings);
    expect(visibility.password).toEqual({ shown: false, required: false });
    expect(visibility.confirmPassword).toEqual({ shown: false, required: false });
    expect(visibility.verificationCode).toEqual({ shown: true, required: true });
    const bare = { termsAccepted: true, ageConfirmed: true };
    expect(codesOf(settings, bare)).toEqual({ mobileNum: 'required', verificationCode: 'required' });
    expect(
      validate(registerSchema(settings), { ...bare, mobileNum: '9171234567', verificationCode: '123456' }),
    ).toMatchObject({ success: true, data: { username: '9171234567', password: '' } });
    // The username tab keeps its password whatever the flag says.
    expect(registerFieldVisibility({ ...settings, registerType: 'username' }).password).toEqual({
      shown: true,
      required: true,
    });
  });

  it('by username with an optional number asks for the SMS code only once a number is typed', () => {
    const settings: RegisterSettings = {
      ...baseSettings,
      smsVerification: true,
      mobile: { digits: 10 },
      fields: {
        mobileNum: { enabled: true, required: false, patternId: 'digits', minLength: 10, maxLength: 10 },
      },
    };
    expect(registerFieldVisibility(settings).verificationCode).toEqual({ shown: true, required: false });
    expect(codesOf(settings, validUsernameForm)).toEqual({});
    expect(codesOf(settings, { ...validUsernameForm, mobileNum: '9171234567' })).toEqual({
      verificationCode: 'required',
    });
    expect(
      codesOf(settings, { ...validUsernameForm, mobileNum: '9171234567', verificationCode: '123456' }),
    ).toEqual({});
  });

  it('shows and requires configured fields only as the server says', () => {
    const settings: RegisterSettings = {
      ...baseSettings,
      fields: {
        payeeName: {
          enabled: true,
          required: true,
          patternId: 'lettersAndSpaces',
          minLength: 2,
          maxLength: 30,
        },
        email: { enabled: true, required: false },
        wechat: { enabled: true, required: false },
        captcha: { enabled: true, required: true },
        line: { enabled: false, required: true },
        paymentPassword: { enabled: true, required: false },
      },
    };
    expect(codesOf(settings, validUsernameForm)).toEqual({
      payeeName: 'required',
      captcha: 'captchaRequired',
      paymentPassword: 'required',
    });
    expect(
      codesOf(settings, {
        ...validUsernameForm,
        payeeName: 'J0hn',
        email: 'x@',
        captcha: 'ab12',
        paymentPassword: '12ab',
      }),
    ).toEqual({
      payeeName: 'pattern.lettersAndSpaces',
      email: 'email',
      paymentPassword: 'pattern.digits',
    });
    expect(
      codesOf(settings, {
        ...validUsernameForm,
        payeeName: 'John Smith',
        captcha: 'ab12',
        paymentPassword: '123456',
        line: '',
      }),
    ).toEqual({});
  });

  it('requires the mobile number on username registration only when configured', () => {
    const settings: RegisterSettings = {
      ...baseSettings,
      fields: { mobileNum: { enabled: true, required: true } },
    };
    expect(codesOf(settings, validUsernameForm)).toEqual({ mobileNum: 'required' });
    const optional: RegisterSettings = {
      ...baseSettings,
      fields: { mobileNum: { enabled: true, required: false } },
    };
    expect(codesOf(optional, validUsernameForm)).toEqual({});
    expect(codesOf(optional, { ...validUsernameForm, mobileNum: 'abc' })).toEqual({
      mobileNum: 'mobileInvalid',
    });
  });

  it('describes which fields the form renders', () => {
    const visibility = registerFieldVisibility({
      registerType: 'mobile',
      smsVerification: true,
      fields: {
        affiliateCode: { enabled: true, required: false },
        paymentPassword: { enabled: true, required: false },
      },
    });
    expect(visibility.username).toEqual({ shown: false, required: false });
    expect(visibility.mobileNum).toEqual({ shown: true, required: true });
    expect(visibility.verificationCode).toEqual({ shown: true, required: true });
    expect(visibility.affiliateCode).toEqual({ shown: true, required: false });
    expect(visibility.paymentPassword).toEqual({ shown: true, required: true });
    expect(visibility.qqNum).toEqual({ shown: false, required: false });
  });
});
