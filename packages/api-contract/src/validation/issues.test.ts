import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { textField } from './fields';
import { addProblem, toFieldErrors, validate } from './issues';

describe('validate', () => {
  const schema = z
    .object({
      name: textField({ required: true }),
      nested: z.object({ code: textField({ required: true, requiredCode: 'captchaRequired' }) }),
    })
    .check(
      z.superRefine((_, ctx) =>
        addProblem(ctx, { code: 'lengthBetween', params: { min: 1, max: 2 } }, ['name']),
      ),
    );

  it('turns every problem into a path, an i18n code and params', () => {
    const result = validate(schema, { name: '', nested: { code: '' } });
    expect(result).toEqual({
      success: false,
      issues: [
        { path: ['name'], code: 'required', params: {} },
        { path: ['nested', 'code'], code: 'captchaRequired', params: {} },
        { path: ['name'], code: 'lengthBetween', params: { min: 1, max: 2 } },
      ],
    });
  });

  it('maps structural problems without a code to "required" when absent, else "invalid"', () => {
    expect(validate(z.object({ count: z.number() }), {})).toEqual({
      success: false,
      issues: [{ path: ['count'], code: 'required', params: {} }],
    });
    expect(validate(z.object({ count: z.number() }), { count: 'x' })).toEqual({
      success: false,
      issues: [{ path: ['count'], code: 'invalid', params: {} }],
    });
  });

  it('keeps the first problem per field for display', () => {
    const result = validate(schema, { name: '', nested: { code: '' } });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toFieldErrors(result.issues)).toEqual({
      name: { code: 'required', params: {} },
      'nested.code': { code: 'captchaRequired', params: {} },
    });
  });
});
