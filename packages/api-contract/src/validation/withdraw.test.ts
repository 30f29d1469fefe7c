import { describe, expect, it } from 'vitest';
import { toFieldErrors, validate } from './issues';
import { checkWithdrawAmount, withdrawFormSchema, type WithdrawRules } from './withdraw';

const rules: WithdrawRules = {
  accounts: [{ accountId: 'ACC-1' }, { accountId: 'ACC-2' }],
  minAmount: 10_000,
  maxAmount: 5_000_000,
  withdrawableBalance: 250_000,
};
const schema = withdrawFormSchema(rules);

const errorsOf = (values: unknown, schemaFor = schema) => {
  const result = validate(schemaFor, values);
  return result.success ? {} : toFieldErrors(result.issues);
};

const valid = { accountId: 'ACC-2', amount: '500', withdrawPassword: '123456' } as const;

describe('withdrawFormSchema', () => {
  it('turns a bound account, a typed amount and the password into the contract body in minor units', () => {
    expect(validate(schema, { ...valid, amount: ' 1,000.50 ' })).toEqual({
      success: true,
      data: { accountId: 'ACC-2', amount: 100_050, withdrawPassword: '123456' },
    });
  });

  it("holds the amount to the white label's limits and to the withdrawable balance", () => {
    expect(errorsOf({ ...valid, amount: '99.99' })).toEqual({
      amount: { code: 'amountTooSmall', params: { min: 10_000 } },
    });
    expect(errorsOf({ ...valid, amount: '100' })).toEqual({});
    expect(errorsOf({ ...valid, amount: '2,500' })).toEqual({});
    expect(errorsOf({ ...valid, amount: '2,500.01' })).toEqual({
      amount: { code: 'amountTooLarge', params: { max: 250_000 } },
    });
    // With more in the wallet, the white label's maximum is the limit.
    const rich = withdrawFormSchema({ ...rules, withdrawableBalance: 9_000_000 });
    expect(errorsOf({ ...valid, amount: '50,000' }, rich)).toEqual({});
    expect(errorsOf({ ...valid, amount: '50,000.01' }, rich)).toEqual({
      amount: { code: 'amountTooLarge', params: { max: 5_000_000 } },
    });
  });

  it('asks for a six-digit withdraw password, kept as typed', () => {
    expect(errorsOf({ ...valid, withdrawPassword: '' })).toEqual({
      withdrawPassword: { code: 'withdrawPasswordRequired', params: {} },
    });
    const sixDigits = { withdrawPassword: { code: 'pattern.digits', params: { min: 6, max: 6 } } };
    expect(errorsOf({ ...valid, withdrawPassword: '12345' })).toEqual(sixDigits);
    expect(errorsOf({ ...valid, withdrawPassword: '1234567' })).toEqual(sixDigits);
    expect(errorsOf({ ...valid, withdrawPassword: '12345a' })).toEqual(sixDigits);
    // Not trimmed: a space typed is part of what would be sent.
    expect(errorsOf({ ...valid, withdrawPassword: ' 123456' })).toEqual(sixDigits);
  });

  it('names each missing or unreadable field, and an account the member has not bound', () => {
    expect(errorsOf({})).toEqual({
      accountId: { code: 'selectRequired', params: {} },
      amount: { code: 'required', params: {} },
      withdrawPassword: { code: 'withdrawPasswordRequired', params: {} },
    });
    expect(errorsOf({ ...valid, accountId: 'ACC-9', amount: '1.234' })).toMatchObject({
      accountId: { code: 'selectRequired' },
      amount: { code: 'amountInvalid' },
    });
  });
});

describe('checkWithdrawAmount', () => {
  it('is the limits rule the server and the mocks refuse by', () => {
    const limits = { minAmount: 10_000, maxAmount: 5_000_000 };
    expect(checkWithdrawAmount(10_000, limits)).toBeNull();
    expect(checkWithdrawAmount(5_000_000, limits)).toBeNull();
    expect(checkWithdrawAmount(9_999, limits)).toEqual({ code: 'amountTooSmall', params: { min: 10_000 } });
    expect(checkWithdrawAmount(5_000_001, limits)).toEqual({
      code: 'amountTooLarge',
      params: { max: 5_000_000 },
    });
    expect(checkWithdrawAmount(100.5, limits)).toEqual({ code: 'amountInvalid' });
  });
});
