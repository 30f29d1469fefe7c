import { describe, expect, it } from 'vitest';
import { depositFee, depositFormSchema, feeBasisPointsOf } from './deposit';
import { toFieldErrors, validate } from './issues';

const schema = depositFormSchema({
  channels: [
    { channelId: 'CH-BANK', minAmount: 10_000, maxAmount: 5_000_000, proofRequired: false },
    { channelId: 'CH-QR', minAmount: 5_000, maxAmount: 1_000_000, proofRequired: false },
    { channelId: 'CH-SLIP', minAmount: 10_000, maxAmount: 1_000_000, proofRequired: true },
  ],
});

const errorsOf = (values: unknown) => {
  const result = validate(schema, values);
  return result.success ? {} : toFieldErrors(result.issues);
};

describe('depositFormSchema', () => {
  it('turns a channel and a typed amount into the contract body in minor units', () => {
    expect(validate(schema, { channelId: 'CH-BANK', amount: ' 1,000.50 ' })).toEqual({
      success: true,
      data: { channelId: 'CH-BANK', amount: 100_050 },
    });
  });

  it("holds the amount to the chosen channel's own limits", () => {
    expect(errorsOf({ channelId: 'CH-BANK', amount: '99.99' })).toEqual({
      amount: { code: 'amountTooSmall', params: { min: 10_000 } },
    });
    expect(errorsOf({ channelId: 'CH-QR', amount: '50' })).toEqual({});
    expect(errorsOf({ channelId: 'CH-QR', amount: '10,000.01' })).toEqual({
      amount: { code: 'amountTooLarge', params: { max: 1_000_000 } },
    });
    expect(errorsOf({ channelId: 'CH-BANK', amount: '10,000.01' })).toEqual({});
  });

  it('names each missing or unreadable field', () => {
    expect(errorsOf({})).toEqual({
      channelId: { code: 'selectRequired', params: {} },
      amount: { code: 'required', params: {} },
    });
    expect(errorsOf({ channelId: 'CH-CLOSED', amount: '1.234' })).toMatchObject({
      channelId: { code: 'selectRequired' },
      amount: { code: 'amountInvalid' },
    });
  });
});

describe('the proof of payment', () => {
  const png = { name: 'slip.png', type: 'image/png', size: 200_000 };

  it('is asked for only by a channel paid by hand, and stays out of the body', () => {
    expect(errorsOf({ channelId: 'CH-SLIP', amount: '500' })).toEqual({
      proof: { code: 'required', params: {} },
    });
    expect(validate(schema, { channelId: 'CH-SLIP', amount: '500', proof: png })).toEqual({
      success: true,
      data: { channelId: 'CH-SLIP', amount: 50_000 },
    });
    expect(errorsOf({ channelId: 'CH-BANK', amount: '500', proof: null })).toEqual({});
  });

  it('is a png or jpg of at most 5 MB', () => {
    expect(
      errorsOf({
        channelId: 'CH-SLIP',
        amount: '500',
        proof: { ...png, name: 'slip.gif', type: 'image/gif' },
      }),
    ).toMatchObject({
      proof: { code: 'imageType' },
    });
    expect(
      errorsOf({ channelId: 'CH-SLIP', amount: '500', proof: { ...png, size: 5 * 1024 * 1024 + 1 } }),
    ).toMatchObject({
      proof: { code: 'imageTooLarge', params: { max: 5 } },
    });
  });
});

describe('depositFee', () => {
  it("keeps the channel's basis points of the amount, rounded down to the minor unit", () => {
    expect(depositFee(100_000, feeBasisPointsOf(1.5))).toBe(1_500);
    expect(depositFee(99, feeBasisPointsOf(1.5))).toBe(1);
    expect(depositFee(50_000, feeBasisPointsOf(0))).toBe(0);
    // 0.29 % is not exact in binary: the basis points are rounded, not truncated to 28.
    expect(feeBasisPointsOf(0.29)).toBe(29);
  });
});
