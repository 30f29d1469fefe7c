import { describe, expect, it } from 'vitest';
import { downlineRegisterSchema } from './downlineRegister';
import { toFieldErrors, validate } from './issues';

const fieldErrorsOf = (schema: ReturnType<typeof downlineRegisterSchema>, input: unknown) => {
  const result = validate(schema, input);
  return result.success ? {} : toFieldErrors(result.issues);
};

describe('the registration centre form', () => {
  const schema = downlineRegisterSchema();

  it('takes a member or an agent with a valid name and the password typed twice', () => {
    const result = validate(schema, {
      type: 'agent',
      username: ' newagent01 ',
      password: 'Welcome2026',
      confirmPassword: 'Welcome2026',
    });
    expect(result).toEqual({
      success: true,
      data: {
        type: 'agent',
        username: 'newagent01',
        password: 'Welcome2026',
        confirmPassword: 'Welcome2026',
      },
    });
  });

  it('names each field that is wrong, with the rule it broke', () => {
    expect(
      fieldErrorsOf(schema, {
        type: 'member',
        username: '1bad',
        password: 'short',
        confirmPassword: 'other',
      }),
    ).toEqual({
      username: expect.objectContaining({ code: 'pattern.letterFirstAlphanumeric' }),
      password: expect.objectContaining({ code: 'pattern.any', params: expect.objectContaining({ min: 8 }) }),
      confirmPassword: expect.objectContaining({ code: 'confirmationMismatch' }),
    });
    expect(
      fieldErrorsOf(schema, { type: 'member', username: '', password: '', confirmPassword: '' }),
    ).toEqual({
      username: expect.objectContaining({ code: 'required' }),
      password: expect.objectContaining({ code: 'required' }),
      confirmPassword: expect.objectContaining({ code: 'required' }),
    });
  });

  it("follows the white label's username settings over the built-in rule", () => {
    const digitsOnly = downlineRegisterSchema({
      username: { enabled: true, required: true, patternId: 'digits', minLength: 4, maxLength: 8 },
    });
    const values = { type: 'member', password: 'Welcome2026', confirmPassword: 'Welcome2026' };
    expect(validate(digitsOnly, { ...values, username: '12345' }).success).toBe(true);
    expect(validate(schema, { ...values, username: '12345' }).success).toBe(false);
  });
});
