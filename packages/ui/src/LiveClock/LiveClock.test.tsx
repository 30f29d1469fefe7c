import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { LiveClock } from './LiveClock';
import { formatClockTime, formatGmtOffset } from './formatClock';

const INSTANT = Date.UTC(2026, 10, 23, 6, 5, 9); // 2026-11-23 06:05:09 UTC

describe('formatGmtOffset', () => {
  it.each([
    [480, 'GMT+8'],
    [0, 'GMT+0'],
    [-300, 'GMT-5'],
    [330, 'GMT+5:30'],
    [345, 'GMT+5:45'],
    [-570, 'GMT-9:30'],
    [840, 'GMT+14'],
  ])('%i minutes is %s', (minutes, text) => {
    expect(formatGmtOffset(minutes)).toBe(text);
  });
});

describe('formatClockTime', () => {
  it('shows the instant at the given offset as yyyy-MM-dd HH:mm:ss', () => {
    expect(formatClockTime(INSTANT, 480)).toBe('2026-11-23 14:05:09');
    expect(formatClockTime(INSTANT, -480)).toBe('2026-11-22 22:05:09');
    expect(formatClockTime(INSTANT, 0)).toBe('2026-11-23 06:05:09');
  });
});

describe('LiveClock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(INSTANT + 60_000);
  });
  afterEach(() => vi.useRealTimers());

  it('ticks every second from the given instant', () => {
    renderWithProviders(<LiveClock now={INSTANT} offsetMinutes={480} />);
    const timer = screen.getByRole('timer', { name: 'Current time' });
    expect(timer).toHaveTextContent('2026-11-23 14:05:09 GMT+8');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('2026-11-23 14:05:10 GMT+8');
    act(() => vi.advanceTimersByTime(3000));
    expect(timer).toHaveTextContent('2026-11-23 14:05:13 GMT+8');
  });

  it('stands still when paused', () => {
    renderWithProviders(<LiveClock now={INSTANT} offsetMinutes={480} paused />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('timer')).toHaveTextContent('2026-11-23 14:05:09 GMT+8');
  });
});
