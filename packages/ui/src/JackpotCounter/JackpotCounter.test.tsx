import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { createRng, jackpotStart, jackpotStep } from './jackpot';
import { JackpotCounter } from './JackpotCounter';

// SPEC §9: a random start between 20,000,000 and 21,000,000 with two decimals, growing by 100 to
// 500 every 3, 4 or 5 seconds. Figures are minor units (hundredths); the spec's numbers are pinned
// here as literals, never read back from the module under test.
describe('jackpot maths', () => {
  it('starts between 20,000,000.00 and 21,000,000.00 for any seed', () => {
    for (let seed = 0; seed < 2000; seed += 1) {
      const start = jackpotStart(createRng(seed * 7919));
      expect(Number.isInteger(start)).toBe(true);
      expect(start).toBeGreaterThanOrEqual(20_000_000_00);
      expect(start).toBeLessThanOrEqual(21_000_000_00);
    }
  });

  it('grows by 100.00 to 500.00 every 3, 4 or 5 seconds', () => {
    const rng = createRng(42);
    const delays = new Set<number>();
    for (let i = 0; i < 3000; i += 1) {
      const { increment, delay } = jackpotStep(rng);
      expect(Number.isInteger(increment)).toBe(true);
      expect(increment).toBeGreaterThanOrEqual(100_00);
      expect(increment).toBeLessThanOrEqual(500_00);
      expect([3000, 4000, 5000]).toContain(delay);
      delays.add(delay);
    }
    expect(delays.size).toBe(3);
  });

  it('is deterministic for a seed', () => {
    expect(jackpotStart(createRng(7))).toBe(jackpotStart(createRng(7)));
    expect(jackpotStart(createRng(7))).not.toBe(jackpotStart(createRng(8)));
  });
});

describe('JackpotCounter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const value = (container: HTMLElement) =>
    Number(container.querySelector('[data-value]')?.getAttribute('data-value'));

  it('is decorative: a hidden label, the number hidden from screen readers', () => {
    const { container } = renderWithProviders(<JackpotCounter seed={1} paused />);
    expect(screen.getByText('Current jackpot')).toBeInTheDocument();
    const figure = container.querySelector('[aria-hidden="true"]:last-child');
    expect(figure?.textContent).toMatch(/^2\d,\d{3},\d{3}\.\d{2}$/);
  });

  it('shows the same start for the same seed, with two decimals', () => {
    const a = renderWithProviders(<JackpotCounter seed={99} paused />);
    const first = a.container.textContent;
    a.unmount();
    const b = renderWithProviders(<JackpotCounter seed={99} paused />);
    expect(b.container.textContent).toBe(first);
    expect(first).toMatch(/\.\d{2}$/);
  });

  it('grows within range over time and stands still when paused', () => {
    const { container, rerender } = renderWithProviders(<JackpotCounter seed={5} />);
    let previous = value(container);
    for (let i = 0; i < 20; i += 1) {
      act(() => vi.advanceTimersByTime(5000));
      const next = value(container);
      expect(next - previous).toBeGreaterThanOrEqual(100_00);
      expect(next - previous).toBeLessThanOrEqual(2 * 500_00);
      previous = next;
    }
    rerender(<JackpotCounter seed={5} paused />);
    const held = value(container);
    act(() => vi.advanceTimersByTime(60_000));
    expect(value(container)).toBe(held);
  });

  it('on screen, grows by 100.00 to 500.00 every 3, 4 or 5 seconds', () => {
    const { container } = renderWithProviders(<JackpotCounter seed={11} />);
    const gaps = new Set<number>();
    let previous = value(container);
    let since = 0;
    // Every delay is a whole number of seconds, so stepping a second at a time sees each growth.
    for (let elapsed = 0; elapsed < 200_000; elapsed += 1000) {
      act(() => vi.advanceTimersByTime(1000));
      since += 1000;
      const next = value(container);
      if (next === previous) continue;
      expect(next - previous).toBeGreaterThanOrEqual(100_00);
      expect(next - previous).toBeLessThanOrEqual(500_00);
      expect([3000, 4000, 5000]).toContain(since);
      gaps.add(since);
      previous = next;
      since = 0;
    }
    expect([...gaps].sort()).toEqual([3000, 4000, 5000]);
  });

  it('does not grow before three seconds', () => {
    const { container } = renderWithProviders(<JackpotCounter seed={3} />);
    const start = value(container);
    act(() => vi.advanceTimersByTime(2999));
    expect(value(container)).toBe(start);
  });

  it('formats with a currency when given', () => {
    renderWithProviders(<JackpotCounter seed={1} paused currency="PHP" />);
    expect(screen.getByText(/^₱2\d,\d{3},\d{3}\.\d{2}$/)).toBeInTheDocument();
  });
});
