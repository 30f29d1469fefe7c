import { describe, expect, it } from 'vitest';
import { amountSchema, minorUnitsToAmountText, parseAmountToMinorUnits } from './amount';
import { validate } from './issues';

describe('amounts in minor units', () => {
  it('accept positive safe integers only', () => {
    expect(validate(amountSchema(), 1050)).toEqual({ success: true, data: 1050 });
    for (const bad of [0, -5, 10.5, '100', Number.MAX_SAFE_INTEGER + 1, undefined]) {
      expect(validate(amountSchema(), bad)).toMatchObject({
        success: false,
        issues: [{ code: 'amountInvalid' }],
      });
    }
  });

  it('apply limits with the bound as a param', () => {
    const limited = amountSchema({ min: 10000, max: 5000000 });
    expect(validate(limited, 9999)).toMatchObject({
      success: false,
      issues: [{ code: 'amountTooSmall', params: { min: 10000 } }],
    });
    expect(validate(limited, 5000001)).toMatchObject({
      success: false,
      issues: [{ code: 'amountTooLarge', params: { max: 5000000 } }],
    });
    expect(validate(limited, 10000).success).toBe(true);
  });

  it('parse typed text without floating point', () => {
    expect(parseAmountToMinorUnits('1,234.5')).toBe(123450);
    expect(parseAmountToMinorUnits(' 0.07 ')).toBe(7);
    expect(parseAmountToMinorUnits('19.99')).toBe(1999);
    expect(parseAmountToMinorUnits('10.')).toBe(1000);
    expect(parseAmountToMinorUnits('10', 0)).toBe(10);
    for (const bad of ['', '1.234', '-1', 'abc', '1e3']) expect(parseAmountToMinorUnits(bad)).toBeNull();
  });

  it('write minor units as typed text that reads back the same', () => {
    expect(minorUnitsToAmountText(123450)).toBe('1234.50');
    expect(minorUnitsToAmountText(7)).toBe('0.07');
    expect(minorUnitsToAmountText(0)).toBe('0.00');
    expect(minorUnitsToAmountText(10, 0)).toBe('10');
    for (const minor of [1, 99, 100, 40_050, 9_007_199_254_740_991])
      expect(parseAmountToMinorUnits(minorUnitsToAmountText(minor))).toBe(minor);
  });
});
