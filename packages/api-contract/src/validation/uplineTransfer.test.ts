import { describe, expect, it } from 'vitest';
import { uplineTransferRequestSchema } from '../schemas/agent';
import { toFieldErrors, validate } from './issues';
import { uplineTransferFormSchema } from './uplineTransfer';

const schema = uplineTransferFormSchema({ balance: 250_000 });

const errorsOf = (values: unknown) => {
  const result = validate(schema, values);
  return result.success ? {} : toFieldErrors(result.issues);
};

describe('uplineTransferFormSchema', () => {
  it("turns a typed amount and the withdraw password into the contract's body in minor units", () => {
    const result = validate(schema, { amount: ' 1,250.50 ', withdrawPassword: '123456' });
    expect(result).toEqual({ success: true, data: { amount: 125_050, withdrawPassword: '123456' } });
    // What the form sends is what the server's body schema reads.
    expect(result.success && uplineTransferRequestSchema.parse(result.data)).toEqual({
      amount: 125_050,
      withdrawPassword: '123456',
    });
  });

  it('holds the amount to the balance, the whole balance included', () => {
    expect(errorsOf({ amount: '2,500', withdrawPassword: '123456' })).toEqual({});
    expect(errorsOf({ amount: '2,500.01', withdrawPassword: '123456' })).toEqual({
      amount: { code: 'amountTooLarge', params: { max: 250_000 } },
    });
    expect(errorsOf({ amount: '0', withdrawPassword: '123456' })).toEqual({
      amount: { code: 'amountInvalid', params: {} },
    });
    expect(errorsOf({ amount: '1.234', withdrawPassword: '123456' })).toEqual({
      amount: { code: 'amountInvalid', params: {} },
    });
  });

  it('asks for a six-digit withdraw password, kept as typed', () => {
    expect(errorsOf({ amount: '10' })).toEqual({
      withdrawPassword: { code: 'withdrawPasswordRequired', params: {} },
    });
    for (const typed of ['12345', '1234567', '12345a', ' 123456'])
      expect(errorsOf({ amount: '10', withdrawPassword: typed }), typed).toEqual({
        withdrawPassword: { code: 'pattern.digits', params: { min: 6, max: 6 } },
      });
  });

  it("follows a white label's own payment-password rule", () => {
    const fourDigits = uplineTransferFormSchema({
      balance: 100,
      withdrawPasswordRule: { patternId: 'digits', minLength: 4, maxLength: 4 },
    });
    expect(validate(fourDigits, { amount: '1', withdrawPassword: '1234' }).success).toBe(true);
    expect(validate(fourDigits, { amount: '1', withdrawPassword: '123456' }).success).toBe(false);
  });

  it('names every missing field at once', () => {
    expect(errorsOf({})).toEqual({
      amount: { code: 'required', params: {} },
      withdrawPassword: { code: 'withdrawPasswordRequired', params: {} },
    });
  });
});
