import { describe, expect, it } from 'vitest';
import { validate } from './issues';
import { redeemSchema } from './redeem';

describe('redeem', () => {
  it('always needs the withdrawal password', () => {
    expect(validate(redeemSchema({ requiresAddress: false, requiresMobile: false }), {})).toEqual({
      success: false,
      issues: [{ path: ['withdrawPassword'], code: 'withdrawPasswordRequired', params: {} }],
    });
  });

  it('needs the address and mobile number only where asked', () => {
    const schema = redeemSchema({ requiresAddress: true, requiresMobile: true, mobile: { digits: 10 } });
    expect(validate(schema, { withdrawPassword: '123456', address: ' ', mobileNum: '12' })).toEqual({
      success: false,
      issues: [
        { path: ['address'], code: 'addressRequired', params: {} },
        { path: ['mobileNum'], code: 'mobileDigits', params: { count: 10 } },
      ],
    });
    expect(
      validate(schema, { withdrawPassword: '123456', address: '1 Main St', mobileNum: '9171234567' }).success,
    ).toBe(true);
  });
});
