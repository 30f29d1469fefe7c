import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAmount } from '../Amount';
import { numberFormat } from './numberFormat';

afterEach(() => vi.restoreAllMocks());

describe('numberFormat', () => {
  it('makes one formatter per locale and options, however often amounts are formatted', () => {
    const { NumberFormat } = Intl;
    let made = 0;
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof NumberFormat>
    ) {
      made += 1;
      return new NumberFormat(...args);
    } as typeof NumberFormat);
    const texts = Array.from({ length: 200 }, (_, i) => formatAmount(123_456 + i, 'XTS', 'en-PH'));
    expect(texts[0]).toBe(formatAmount(123_456, 'XTS', 'en-PH'));
    // The currency's exponent and its formatter: two, not two hundred pairs.
    expect(made).toBeLessThanOrEqual(2);
  });

  it('keeps formatters apart by locale and by options', () => {
    expect(numberFormat('en', { maximumFractionDigits: 0 })).toBe(
      numberFormat('en', { maximumFractionDigits: 0 }),
    );
    expect(numberFormat('en', { maximumFractionDigits: 0 })).not.toBe(
      numberFormat('fil', { maximumFractionDigits: 0 }),
    );
    expect(numberFormat('en', { maximumFractionDigits: 0 })).not.toBe(
      numberFormat('en', { maximumFractionDigits: 1 }),
    );
    expect(numberFormat('de', { minimumFractionDigits: 2 }).format(1234.5)).toBe('1.234,50');
  });
});
