import type { TeamReportRow } from '@portal/api-contract';
import { describe, expect, it } from 'vitest';
import { minorToDecimal, teamReportCsv, teamReportFileName, type TeamReportColumn } from './teamReportCsv';

const row = (overrides: Partial<TeamReportRow> = {}): TeamReportRow => ({
  account: 'member001',
  period: '2025-01-15',
  validBetAmount: 123_456,
  profitLoss: -5,
  activeMembers: 3,
  amount: 100,
  ...overrides,
});

const columns: TeamReportColumn[] = [
  { id: 'period', header: 'Period', kind: 'text', value: (r) => r.period },
  { id: 'account', header: 'Account', kind: 'text', value: (r) => r.account },
  { id: 'validBetAmount', header: 'Valid bets', kind: 'amount', value: (r) => r.validBetAmount },
  { id: 'profitLoss', header: 'Profit, loss', kind: 'amount', value: (r) => r.profitLoss },
  { id: 'activeMembers', header: 'Active', kind: 'count', value: (r) => r.activeMembers },
];

describe('minorToDecimal', () => {
  it('writes minor units as a plain decimal of the currency, exactly', () => {
    expect(minorToDecimal(123_456, 'PHP')).toBe('1234.56');
    expect(minorToDecimal(-5, 'PHP')).toBe('-0.05');
    expect(minorToDecimal(0, 'PHP')).toBe('0.00');
    expect(minorToDecimal(900_719_925_474_099, 'USD')).toBe('9007199254740.99');
    expect(minorToDecimal(100, 'JPY')).toBe('100');
    expect(minorToDecimal(-1_234, 'KWD')).toBe('-1.234');
  });
});

describe('teamReportCsv', () => {
  it('writes the shown columns with their headers, one line per row, amounts as decimals', () => {
    const csv = teamReportCsv(columns, [row(), row({ account: 'member002', profitLoss: 250_000 })], 'PHP');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Period,Account,Valid bets,"Profit, loss",Active',
      '2025-01-15,member001,1234.56,-0.05,3',
      '2025-01-15,member002,1234.56,2500.00,3',
      '',
    ]);
  });

  it('quotes what needs quoting and keeps text a spreadsheet would run as a formula as text', () => {
    const csv = teamReportCsv(columns.slice(0, 2), [row({ account: '=HYPERLINK("x")' })], 'PHP');
    expect(csv.slice(1).split('\r\n')[1]).toBe(`2025-01-15,"'=HYPERLINK(""x"")"`);
  });

  it('writes the header alone for an empty period', () => {
    expect(teamReportCsv(columns, [], 'PHP')).toBe(
      '\uFEFFPeriod,Account,Valid bets,"Profit, loss",Active\r\n',
    );
  });
});

describe('teamReportFileName', () => {
  it('names the report and its dates', () => {
    expect(teamReportFileName('TEAM_BETTING', { start: '2025-01-01', end: '2025-01-07' })).toBe(
      'team-betting_2025-01-01_2025-01-07.csv',
    );
  });
});
