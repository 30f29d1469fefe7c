/** Date-only maths on ISO calendar dates ('yyyy-MM-dd'), free of time zones and DST. */

export const dateDisplayFormats = ['yyyy-MM-dd', 'MM-dd-yyyy'] as const;
export type DateDisplayFormat = (typeof dateDisplayFormats)[number];

export const datePresets = ['previous7Days', 'previous30Days', 'next7Days', 'next30Days'] as const;
export type DatePreset = (typeof datePresets)[number];

export interface DateRange {
  /** 'yyyy-MM-dd', or '' when not chosen. */
  start: string;
  end: string;
}

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const match = isoPattern.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Adds whole days to an ISO date (negative to go back), across months, years and leap days. */
export function addDays(iso: string, days: number): string {
  const match = isoPattern.exec(iso);
  if (!match) throw new RangeError(`Not an ISO date: ${iso}`);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The local calendar date of a Date as 'yyyy-MM-dd'. */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A preset range, both ends inclusive: "previous 7 days" is today and the 6 days before. */
export function presetRange(preset: DatePreset, today: string): DateRange {
  switch (preset) {
    case 'previous7Days':
      return { start: addDays(today, -6), end: today };
    case 'previous30Days':
      return { start: addDays(today, -29), end: today };
    case 'next7Days':
      return { start: today, end: addDays(today, 6) };
    case 'next30Days':
      return { start: today, end: addDays(today, 29) };
  }
}

export function formatDisplayDate(iso: string, format: DateDisplayFormat): string {
  const [, y, m, d] = isoPattern.exec(iso) ?? [];
  if (y === undefined || m === undefined || d === undefined) return iso;
  return format === 'MM-dd-yyyy' ? `${m}-${d}-${y}` : `${y}-${m}-${d}`;
}

/** True when both ends are set and the end comes before the start. ISO dates sort as strings. */
export function isEndBeforeStart({ start, end }: DateRange): boolean {
  return Boolean(start && end && end < start);
}
