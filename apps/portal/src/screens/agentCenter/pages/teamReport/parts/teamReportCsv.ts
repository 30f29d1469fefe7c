import type { TeamReportRow, TeamReportType } from '@portal/api-contract';
import { currencyFractionDigits, type DateRange } from '@portal/ui';

/** How a report column's value is written: as text, a count, or an amount of the currency. */
export type TeamReportValueKind = 'text' | 'count' | 'amount';

export interface TeamReportColumn {
  id: string;
  header: string;
  kind: TeamReportValueKind;
  value: (row: TeamReportRow) => string | number;
}

/**
 * Integer minor units as a plain decimal of the currency (12345 PHP → "123.45", -5 → "-0.05",
 * 100 JPY → "100"): what a spreadsheet reads as a number, whatever the person's locale.
 */
export function minorToDecimal(minor: number, currency: string): string {
  const digits = currencyFractionDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const units = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${units}`;
  return `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}`;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; text that a
 * spreadsheet would run as a formula (=, +, -, @) is kept as text with a leading apostrophe.
 */
function csvField(value: string, kind: TeamReportValueKind): string {
  const safe = kind === 'text' && /^[=+\-@\t\r]/u.test(value) ? `'${value}` : value;
  return /[",\r\n]/u.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The report's rows as CSV: the columns the page shows, in its order and with its headers, amounts
 * as decimals of `currency`. Starts with a byte-order mark so spreadsheets read it as UTF-8.
 */
export function teamReportCsv(
  columns: readonly TeamReportColumn[],
  rows: readonly TeamReportRow[],
  currency: string,
): string {
  const cell = (column: TeamReportColumn, row: TeamReportRow) => {
    const value = column.value(row);
    const text =
      column.kind === 'amount' && typeof value === 'number' ? minorToDecimal(value, currency) : String(value);
    return csvField(text, column.kind);
  };
  const lines = [
    columns.map((column) => csvField(column.header, 'text')).join(','),
    ...rows.map((row) => columns.map((column) => cell(column, row)).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The export's file name: the report and its dates, e.g. team-betting_2025-01-01_2025-01-07.csv. */
export function teamReportFileName(reportType: TeamReportType, range: DateRange): string {
  return `${reportType.toLowerCase().replaceAll('_', '-')}_${range.start}_${range.end}.csv`;
}
