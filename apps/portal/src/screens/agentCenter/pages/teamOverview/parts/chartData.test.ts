import { describe, expect, it } from 'vitest';
import { chartColumns, dayToSeconds, resolveCssVar } from './chartData';

describe("the team chart's data", () => {
  it('puts each day at its UTC midnight, whatever the time zone, and money in major units', () => {
    const columns = chartColumns([
      { date: '2025-01-14', depositTotal: 12_345, withdrawTotal: 500, validBetTotal: 0, profitLoss: -2_550 },
      { date: '2025-01-15', depositTotal: 0, withdrawTotal: 0, validBetTotal: 100_000, profitLoss: 7 },
    ]);
    expect(columns).toEqual([
      [Date.UTC(2025, 0, 14) / 1000, Date.UTC(2025, 0, 15) / 1000],
      [123.45, 0],
      [5, 0],
      [0, 1000],
      [-25.5, 0.07],
    ]);
    expect(dayToSeconds('2024-12-31') + 86_400).toBe(dayToSeconds('2025-01-01'));
  });

  it("reads a theme variable's value off the element, and passes a plain colour through", () => {
    const element = document.createElement('div');
    element.style.setProperty('--color-accent', ' #00aaff ');
    document.body.append(element);
    expect(resolveCssVar(element, 'var(--color-accent)')).toBe('#00aaff');
    expect(resolveCssVar(element, '#123456')).toBe('#123456');
    element.remove();
  });
});
