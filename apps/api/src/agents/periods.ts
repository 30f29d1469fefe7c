import type { PeriodCode } from '@portal/api-contract';

/**
 * Agent settlement periods and report days are calendar periods in one fixed time zone, GMT+8
 * (Asia/Manila and most of the region the brands serve; it has no daylight saving, so every day is
 * 24 hours). ADR 0005 says why the zone is one constant rather than a white-label setting.
 */
export const SETTLEMENT_UTC_OFFSET_MS = 8 * 3_600_000;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const REAL_TIME_PERIOD_MS = 5 * MINUTE_MS;
export const HOURLY_PERIOD_MS = HOUR_MS;
export const DAILY_PERIOD_MS = DAY_MS;
/** Scheduler offset that starts days at local midnight: 00:00 GMT+8 is 16:00 UTC the day before. */
export const LOCAL_DAY_OFFSET_MS = -SETTLEMENT_UTC_OFFSET_MS;

export interface Period {
  readonly start: Date;
  readonly end: Date;
}

/** 5M and 1H are the real-time and hourly salary windows; D, W, H, M the contract periods. */
export type SettlementPeriodCode = PeriodCode | '5M' | '1H';

/** The local calendar date of an instant, as a UTC date at midnight (only its Y-M-D are meaningful). */
function localDate(instant: Date): Date {
  const shifted = new Date(instant.getTime() + SETTLEMENT_UTC_OFFSET_MS);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()));
}

/** The instant local midnight of the calendar date year-month-day begins. */
function localMidnight(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day) - SETTLEMENT_UTC_OFFSET_MS);
}

/** The local day [00:00, 24:00) GMT+8 that contains `instant`. */
export function localDayOf(instant: Date): Period {
  const date = localDate(instant);
  const start = localMidnight(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/**
 * The contract period of `code` that contains `instant`: D the local day, W the week from Monday,
 * H the 1st to the 15th or the 16th to the month's end, M the calendar month.
 */
export function contractPeriodOf(code: PeriodCode, instant: Date): Period {
  const date = localDate(instant);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const day = date.getUTCDate();
  switch (code) {
    case 'D':
      return localDayOf(instant);
    case 'W': {
      const sinceMonday = (date.getUTCDay() + 6) % 7;
      const start = localMidnight(year, month, day - sinceMonday);
      return { start, end: new Date(start.getTime() + 7 * DAY_MS) };
    }
    case 'H':
      return day <= 15
        ? { start: localMidnight(year, month, 1), end: localMidnight(year, month, 16) }
        : { start: localMidnight(year, month, 16), end: localMidnight(year, month + 1, 1) };
    case 'M':
      return { start: localMidnight(year, month, 1), end: localMidnight(year, month + 1, 1) };
  }
}

/** Contract periods that end when the local day `day` ends, i.e. are settled by that day's run. */
export function contractPeriodsEndingWith(day: Period): { code: PeriodCode; period: Period }[] {
  const last = new Date(day.end.getTime() - 1);
  return (['D', 'W', 'H', 'M'] as const)
    .map((code) => ({ code, period: contractPeriodOf(code, last) }))
    .filter(({ period }) => period.end.getTime() === day.end.getTime());
}

const pad = (value: number) => String(value).padStart(2, '0');

/** yyyy-MM-dd of the local day an instant falls on. */
export function formatLocalDate(instant: Date): string {
  const date = localDate(instant);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** SPEC §9 time format yyyy-MM-dd hh:mm:ss (24-hour), in the settlement time zone. */
export function formatLocalDateTime(instant: Date): string {
  const shifted = new Date(instant.getTime() + SETTLEMENT_UTC_OFFSET_MS);
  return `${formatLocalDate(instant)} ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`;
}

/** The instant a yyyy-MM-dd local date begins (the contract's date schema has checked the text). */
export function startOfLocalDate(isoDate: string): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return localMidnight(year, month - 1, day);
}

/** An instant as ISO 8601 local time with the zone's offset, e.g. 2026-03-02T10:05:00+08:00. */
export function formatLocalIso(instant: Date): string {
  return `${formatLocalDateTime(instant).replace(' ', 'T')}+${pad(SETTLEMENT_UTC_OFFSET_MS / HOUR_MS)}:00`;
}

/** How a settlement's period reads in reports: yyyy-MM-dd, or the ISO slot of an hour or 5 minutes. */
export function periodLabel(code: SettlementPeriodCode, start: Date): string {
  return code === '5M' || code === '1H' ? formatLocalIso(start) : formatLocalDate(start);
}
