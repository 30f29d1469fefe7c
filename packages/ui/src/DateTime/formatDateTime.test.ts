import { describe, expect, it } from 'vitest';
import { formatDateTime } from './formatDateTime';

describe('formatDateTime', () => {
  it('writes a server time in the locale, to the minute', () => {
    // Noon UTC is the same calendar day from UTC-11 to UTC+11, wherever the test runs.
    const text = formatDateTime('2026-11-28T12:05:41Z', 'en');
    expect(text).toContain('Nov 28, 2026');
    expect(text).toContain(':05');
    expect(text).not.toContain('41');
  });

  it('returns unreadable input unchanged instead of "Invalid Date"', () => {
    expect(formatDateTime('not a time', 'en')).toBe('not a time');
  });
});
