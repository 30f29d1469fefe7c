import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import {
  createRng,
  jackpotStart,
  jackpotStep,
  JACKPOT_MAX,
  JACKPOT_MIN,
  JACKPOT_STEP_MAX,
  JACKPOT_STEP_MIN,
} from './jackpot';
import { JackpotCounter } from './JackpotCounter';

describe('jackpot maths', () => {
  it('starts between 20,000,000.00 and 21,000,000.00 for any seed', () => {
    for (let seed = 0; seed < 2000; seed += 1) {
      const start = jackpotStart(createRng(seed * 7919));
      expect(Number.isInteger(start)).toBe(true);
      expect(start).toBeGreaterThanOrEqual(20_000_000_00);
      expect(start).toBeLessThanOrEqual(21_000_000_00);
    }
    expect(JACKPOT_MIN).toBe(20_000_000_00);
    expect(JACKPOT_MAX).toBe(21_000_000_00);
  });

  it('grows by 100.00 to 500.00 every 3, 4 or 5 seconds', () => {
    const rng = createRng(42);
    const delays = new Set<number>();
    for (let i = 0; i < 3000; i += 1) {
      const { increment, delay } = jackpotStep(rng);
      expect(increment).toBeGreaterThanOrEqual(JACKPOT_STEP_MIN);
      expect(increment).toBeLessThanOrEqual(JACKPOT_STEP_MAX);
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
