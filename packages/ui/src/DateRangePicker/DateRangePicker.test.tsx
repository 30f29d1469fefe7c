import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fieldTestSuite } from '../test/fieldTestSuite';
import { renderWithProviders } from '../testing';
import { DateRangePicker } from './DateRangePicker';
import { addDays, formatDisplayDate, isEndBeforeStart, isIsoDate, presetRange, toIsoDate } from './dateRange';

fieldTestSuite('DateRangePicker', {
  role: 'group',
  render: ({ label, ...props }) => <DateRangePicker {...props} legend={label} today="2026-03-15" />,
  requiredOn: 'inputs',
});

describe('date maths', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-03-15', -6)).toBe('2026-03-09');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-05', -29)).toBe('2025-12-07');
  });

  it('ignores daylight-saving changes (dates only)', () => {
    // Europe and the US switch clocks in late March; a day is still a day.
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-11-01', -1)).toBe('2026-10-31');
  });

  it('builds inclusive preset ranges relative to today', () => {
    expect(presetRange('previous7Days', '2026-03-15')).toEqual({ start: '2026-03-09', end: '2026-03-15' });
    expect(presetRange('previous30Days', '2026-03-15')).toEqual({ start: '2026-02-14', end: '2026-03-15' });
    expect(presetRange('next7Days', '2026-12-28')).toEqual({ start: '2026-12-28', end: '2027-01-03' });
    expect(presetRange('next30Days', '2026-03-15')).toEqual({ start: '2026-03-15', end: '2026-04-13' });
  });

  it('formats for display and validates ISO dates', () => {
    expect(formatDisplayDate('2026-03-09', 'yyyy-MM-dd')).toBe('2026-03-09');
    expect(formatDisplayDate('2026-03-09', 'MM-dd-yyyy')).toBe('03-09-2026');
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('03-09-2026')).toBe(false);
    expect(toIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('flags an end before the start, not an open or equal range', () => {
    expect(isEndBeforeStart({ start: '2026-03-10', end: '2026-03-09' })).toBe(true);
    expect(isEndBeforeStart({ start: '2026-03-10', end: '2026-03-10' })).toBe(false);
    expect(isEndBeforeStart({ start: '2026-03-10', end: '' })).toBe(false);
  });
});

describe('DateRangePicker', () => {
  it('fills both dates from a preset and summarises in the chosen format', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(
      <DateRangePicker today="2026-03-15" displayFormat="MM-dd-yyyy" onValueChange={onValueChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    expect(onValueChange).toHaveBeenCalledWith({ start: '2026-02-14', end: '2026-03-15' });
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-02-14');
    expect(screen.getByText('From 02-14-2026 to 03-15-2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous 30 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a translated error when the end is before the start', () => {
    renderWithProviders(<DateRangePicker today="2026-03-15" />);
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-03-20' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-03-10' } });
    const end = screen.getByLabelText('End date');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAccessibleDescription('The end date must be on or after the start date');
  });
});
