import { describe, expect, it } from 'vitest';
import { convertPointRequestSchema, redeemPointRewardRequestSchema } from '../schemas/points';
import { toFieldErrors, validate } from './issues';
import { convertFormSchema, convertiblePoints, pointsToMinorUnits, redeemFormSchema } from './pointsMove';

const config = { ratio: { points: 50, amount: 25 }, minConvertPoints: 500 };

const errorsOf = (schema: Parameters<typeof validate>[0], values: unknown) => {
  const result = validate(schema, values);
  return result.success ? {} : toFieldErrors(result.issues);
};

describe('redeemFormSchema', () => {
  const shipped = redeemFormSchema({
    reward: { rewardId: 'R-1', requiresAddress: true, requiresMobile: false },
  });
  const topUp = redeemFormSchema({
    reward: { rewardId: 'R-2', requiresAddress: false, requiresMobile: true },
  });

  it("gives points.redeem's body, with the delivery fields only the reward asks for", () => {
    const result = validate(shipped, {
      receivingAddress: ' 1 Rizal Ave, Manila ',
      mobileNum: '9171234567',
      withdrawPassword: '123456',
    });
    expect(result).toEqual({
      success: true,
      data: {
        rewardId: 'R-1',
        quantity: 1,
        withdrawPassword: '123456',
        receivingAddress: '1 Rizal Ave, Manila',
      },
    });
    const body = result.success ? result.data : null;
    expect(redeemPointRewardRequestSchema.parse(body)).toEqual(body);
    expect(validate(topUp, { mobileNum: '9171234567', withdrawPassword: '123456' })).toEqual({
      success: true,
      data: { rewardId: 'R-2', quantity: 1, withdrawPassword: '123456', mobileNum: '9171234567' },
    });
  });

  it('asks for the withdraw password always and the address or mobile where the reward needs them', () => {
    expect(errorsOf(shipped, { receivingAddress: '  ' })).toEqual({
      receivingAddress: { code: 'addressRequired', params: {} },
      withdrawPassword: { code: 'withdrawPasswordRequired', params: {} },
    });
    expect(errorsOf(topUp, { mobileNum: '12', withdrawPassword: '1' })).toEqual({
      mobileNum: { code: 'mobileInvalid', params: {} },
    });
  });
});

describe('convertFormSchema', () => {
  const schema = convertFormSchema({ config, available: 1_240 });

  it("gives points.convert's body in whole points", () => {
    const result = validate(schema, { points: ' 1200 ', withdrawPassword: '123456' });
    expect(result).toEqual({ success: true, data: { points: 1_200, withdrawPassword: '123456' } });
    const body = result.success ? result.data : null;
    expect(convertPointRequestSchema.parse(body)).toEqual(body);
  });

  it('holds the points to the minimum, what the member holds and whole ratio steps', () => {
    const withPassword = (points: string) => ({ points, withdrawPassword: '123456' });
    expect(errorsOf(schema, withPassword('450'))).toEqual({
      points: { code: 'amountTooSmall', params: { min: 500 } },
    });
    expect(errorsOf(schema, withPassword('1250'))).toEqual({
      points: { code: 'amountTooLarge', params: { max: 1_240 } },
    });
    expect(errorsOf(schema, withPassword('525'))).toEqual({
      points: { code: 'amountInvalid', params: { step: 50 } },
    });
    for (const typed of ['0', '-50', '1.5', 'ten'])
      expect(errorsOf(schema, withPassword(typed)), typed).toEqual({
        points: { code: 'amountInvalid', params: {} },
      });
    expect(errorsOf(schema, {})).toEqual({
      points: { code: 'required', params: {} },
      withdrawPassword: { code: 'withdrawPasswordRequired', params: {} },
    });
  });

  it('says what points are worth and how many convert whole', () => {
    expect(pointsToMinorUnits(1_200, config)).toBe(600);
    expect(pointsToMinorUnits(49, config)).toBe(0);
    expect(convertiblePoints(1_240, config)).toBe(1_200);
    expect(convertiblePoints(30, config)).toBe(0);
  });
});
