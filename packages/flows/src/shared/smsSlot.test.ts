import { describe, expect, it } from 'vitest';
import { startingDialingCode } from './smsSlot';

const offered = [
  { code: '+63', country: 'PH' },
  { code: '+66', country: 'TH' },
];

describe('the dialing code a phone field starts on', () => {
  it("is the white label's own when it is offered", () => {
    expect(startingDialingCode(offered, { defaultDialingCode: '+66' })).toBe('+66');
  });

  it('is a remembered number’s code before the white label’s', () => {
    expect(
      startingDialingCode(offered, {
        defaultDialingCode: '+66',
        initial: { countryDialingCode: '+63', mobileNum: '9171234567' },
      }),
    ).toBe('+63');
  });

  it('falls back to the first offered when the white label names none or one not offered', () => {
    expect(startingDialingCode(offered)).toBe('+63');
    expect(startingDialingCode(offered, { defaultDialingCode: '+84' })).toBe('+63');
    expect(startingDialingCode([], { defaultDialingCode: '+66' })).toBe('');
  });
});
