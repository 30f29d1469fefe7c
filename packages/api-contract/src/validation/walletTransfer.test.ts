import { describe, expect, it } from 'vitest';
import { toFieldErrors, validate } from './issues';
import { walletTransferFormSchema } from './walletTransfer';

const schema = walletTransferFormSchema({
  mainBalance: 200_000,
  vendorBalances: [
    { vassalage: 'PG', balance: 25_050 },
    { vassalage: 'JDB', balance: 0 },
  ],
});

const errorsOf = (values: unknown) => {
  const result = validate(schema, values);
  return result.success ? {} : toFieldErrors(result.issues);
};

describe('walletTransferFormSchema', () => {
  it('turns a vendor, a direction and a typed amount into the contract body in minor units', () => {
    expect(validate(schema, { vendor: 'PG', direction: 'toVendor', amount: ' 1,000.5 ' })).toEqual({
      success: true,
      data: { from: 'MAIN', to: 'PG', amount: 100_050 },
    });
    expect(validate(schema, { vendor: 'PG', direction: 'toMain', amount: '250.50' })).toEqual({
      success: true,
      data: { from: 'PG', to: 'MAIN', amount: 25_050 },
    });
  });

  it('holds the amount to what the source wallet has', () => {
    expect(errorsOf({ vendor: 'PG', direction: 'toMain', amount: '250.51' })).toEqual({
      amount: { code: 'amountTooLarge', params: { max: 25_050 } },
    });
    expect(errorsOf({ vendor: 'JDB', direction: 'toMain', amount: '1' })).toEqual({
      amount: { code: 'amountTooLarge', params: { max: 0 } },
    });
    expect(errorsOf({ vendor: 'JDB', direction: 'toVendor', amount: '2000' })).toEqual({});
    expect(errorsOf({ vendor: 'JDB', direction: 'toVendor', amount: '2000.01' })).toEqual({
      amount: { code: 'amountTooLarge', params: { max: 200_000 } },
    });
  });

  it('names each missing or unreadable field', () => {
    expect(errorsOf({})).toEqual({
      vendor: { code: 'selectRequired', params: {} },
      direction: { code: 'selectRequired', params: {} },
      amount: { code: 'required', params: {} },
    });
    expect(errorsOf({ vendor: 'BGS', direction: 'toVendor', amount: '1.234' })).toEqual({
      vendor: { code: 'selectRequired', params: {} },
      amount: { code: 'amountInvalid', params: {} },
    });
    for (const amount of ['0', '-5', 'ten', '1e3'])
      expect(errorsOf({ vendor: 'PG', direction: 'toVendor', amount }).amount?.code).toBe('amountInvalid');
  });
});
