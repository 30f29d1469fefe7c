import { describe, expect, it } from 'vitest';
import { agentTransferRequestSchema, recallRequestSchema } from '../schemas/agent';
import { downlineTransferFormSchema } from './downlineTransfer';
import { toFieldErrors, validate } from './issues';

const schema = downlineTransferFormSchema({ downlineAccount: 'member001', available: 250_000 });

const errorsOf = (values: unknown) => {
  const result = validate(schema, values);
  return result.success ? {} : toFieldErrors(result.issues);
};

describe('downlineTransferFormSchema', () => {
  it("turns a typed amount and the withdraw password into the body both directions' calls read", () => {
    const result = validate(schema, { amount: ' 1,250.50 ', withdrawPassword: '123456' });
    expect(result).toEqual({
      success: true,
      data: { downlineAccount: 'member001', amount: 125_050, withdrawPassword: '123456' },
    });
    // What the form sends is what the server's body schemas read.
    const body = result.success ? result.data : null;
    expect(agentTransferRequestSchema.parse(body)).toEqual(body);
    expect(recallRequestSchema.parse(body)).toEqual(body);
  });

  it('holds the amount above zero and to what the giving side holds, all of it included', () => {
    expect(errorsOf({ amount: '2,500', withdrawPassword: '123456' })).toEqual({});
    expect(errorsOf({ amount: '2,500.01', withdrawPassword: '123456' })).toEqual({
      amount: { code: 'amountTooLarge', params: { max: 250_000 } },
    });
    for (const typed of ['0', '0.00', '-5', '1.234', 'ten'])
      expect(errorsOf({ amount: typed, withdrawPassword: '123456' }), typed).toEqual({
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

  it('names every missing field at once', () => {
    expect(errorsOf({})).toEqual({
      amount: { code: 'required', params: {} },
      withdrawPassword: { code: 'withdrawPasswordRequired', params: {} },
    });
  });

  it('refuses every amount when the giving side holds nothing', () => {
    const empty = downlineTransferFormSchema({ downlineAccount: 'member001', available: 0 });
    expect(validate(empty, { amount: '0.01', withdrawPassword: '123456' }).success).toBe(false);
  });
});
