import { describe, expect, it } from 'vitest';
import { formatDateTime } from './formatDateTime';

describe('formatDateTime', () => {
  it('writes a server time as yyyy-MM-dd hh:mm:ss on a 24-hour clock, in the local time zone', () => {
    // Built from local fields, so the expectation holds in any time zone the test runs in.
    expect(formatDateTime(new Date(2026, 10, 28, 21, 5, 9).toISOString())).toBe('2026-11-28 21:05:09');
    expect(formatDateTime(new Date(2027, 0, 1, 0, 0, 0).toISOString())).toBe('2027-01-01 00:00:00');
  });

  it('returns unreadable input unchanged instead of "Invalid Date"', () => {
    expect(formatDateTime('not a time')).toBe('not a time');
  });
});
