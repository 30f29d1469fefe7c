import { describe, expect, it } from 'vitest';
import { toFieldErrors, validate } from './issues';
import { withdrawPasswordFormSchema } from './withdrawPassword';

const errorsOf = (hasWithdrawPassword: boolean, values: unknown) => {
  const result = validate(withdrawPasswordFormSchema({ hasWithdrawPassword }), values);
  return result.success ? {} : toFieldErrors(result.issues);
};

describe('withdrawPasswordFormSchema', () => {
  it('gives the contract body: the current one only when changing', () => {
    const values = { password: ' Demo 1234', withdrawPassword: '246810', confirmWithdrawPassword: '246810' };
    expect(validate(withdrawPasswordFormSchema({ hasWithdrawPassword: false }), values)).toEqual({
      success: true,
      data: { password: ' Demo 1234', withdrawPassword: '246810' },
    });
    expect(
      validate(withdrawPasswordFormSchema({ hasWithdrawPassword: true }), {
        ...values,
        oldWithdrawPassword: '135790',
      }),
    ).toEqual({
      success: true,
      data: { password: ' Demo 1234', withdrawPassword: '246810', oldWithdrawPassword: '135790' },
    });
  });

  it('asks for the current withdraw password only when one is set', () => {
    expect(errorsOf(true, {})).toMatchObject({
      password: { code: 'required' },
      oldWithdrawPassword: { code: 'withdrawPasswordRequired' },
      withdrawPassword: { code: 'required' },
      confirmWithdrawPassword: { code: 'required' },
    });
    expect(errorsOf(false, {})).not.toHaveProperty('oldWithdrawPassword');
  });

  it('holds the new one to six digits and to its confirmation', () => {
    expect(
      errorsOf(false, { password: 'x', withdrawPassword: '12ab56', confirmWithdrawPassword: '12ab56' })
        .withdrawPassword?.code,
    ).toMatch(/^pattern\./u);
    expect(
      errorsOf(false, { password: 'x', withdrawPassword: '123456', confirmWithdrawPassword: '123457' }),
    ).toEqual({ confirmWithdrawPassword: { code: 'confirmationMismatch', params: {} } });
  });
});
