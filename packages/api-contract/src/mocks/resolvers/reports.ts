import { pageOf } from '../../schemas/common';
import type { GameType } from '../../schemas/games';
import { accountRecordGroups } from '../../schemas/reports';
import { worldRng, type MockWorld } from '../world';
import type { GroupResolvers, MockSession } from './define';

/** Whether an instant's day (yyyy-MM-dd, as the mocks count days) is within the range. */
export function inDateRange(iso: string, range: { startDate: string; endDate: string }): boolean {
  const day = iso.slice(0, 10);
  return day >= range.startDate && day <= range.endDate;
}

/** Each day from `startDate` to `endDate` (yyyy-MM-dd), `limit` at most. */
export function daysBetween(startDate: string, endDate: string, limit: number): string[] {
  const days: string[] = [];
  const end = Date.parse(`${endDate}T00:00:00Z`);
  for (
    let time = Date.parse(`${startDate}T00:00:00Z`);
    time <= end && days.length < limit;
    time += 86_400_000
  )
    days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}

/** One downline's figures for a day, the same on every run. */
function teamReportRow(world: MockWorld, account: string, day: string, reportType: string) {
  const rng = worldRng(world, `team:${account}:${day}:${reportType}`);
  const validBetAmount = rng.int(0, 500) * 1_000;
  const profitLoss = rng.int(-200, 200) * 1_000;
  return {
    account,
    period: day,
    validBetAmount,
    profitLoss,
    amount: Math.round(validBetAmount * 0.01),
    activeMembers: rng.int(0, 12),
  };
}

const sumOf = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

/** The account a report is about: a downline the caller names, else the caller. */
const subjectOf = (session: MockSession, query: { account?: string | undefined }) =>
  query.account ?? session.account.account;

export const reportsResolvers = {
  betting: ({ world, session, query }) => {
    const account = subjectOf(session, query);
    const records = world.betRecords.filter(
      (record) =>
        record.account === account &&
        inDateRange(record.betAt, query) &&
        (query.gameType === undefined || record.gameType === query.gameType),
    );
    return {
      ...pageOf(records, query.pageNo, query.pageSize),
      totals: {
        betAmount: sumOf(records.map((record) => record.betAmount)),
        validBetAmount: sumOf(records.map((record) => record.validBetAmount)),
        profitLoss: sumOf(records.map((record) => record.profitLoss)),
      },
    };
  },
  account: ({ world, session, query }) => {
    const account = subjectOf(session, query);
    const records = world.accountRecords.filter(
      (record) =>
        record.account === account &&
        inDateRange(record.createdAt, query) &&
        (query.type === undefined || record.type === query.type) &&
        (query.group === undefined || accountRecordGroups[query.group].includes(record.type)),
    );
    return pageOf(records, query.pageNo, query.pageSize);
  },
  profitLoss: ({ world, session, query }) => {
    const account = session.account.account;
    const bets = world.betRecords.filter(
      (record) =>
        record.account === account && record.status === 'SETTLED' && inDateRange(record.betAt, query),
    );
    const records = world.accountRecords.filter(
      (record) => record.account === account && inDateRange(record.createdAt, query),
    );
    const byType = new Map<GameType, { validBetAmount: number; profitLoss: number }>();
    for (const bet of bets) {
      const entry = byType.get(bet.gameType) ?? { validBetAmount: 0, profitLoss: 0 };
      byType.set(bet.gameType, {
        validBetAmount: entry.validBetAmount + bet.validBetAmount,
        profitLoss: entry.profitLoss + bet.profitLoss,
      });
    }
    const ofType = (type: string) =>
      sumOf(records.filter((record) => record.type === type).map((record) => Math.abs(record.amount)));
    const bonus = ofType('BONUS');
    const rebate = ofType('REBATE');
    return {
      betAmount: sumOf(bets.map((bet) => bet.betAmount)),
      validBetAmount: sumOf(bets.map((bet) => bet.validBetAmount)),
      payout: sumOf(bets.map((bet) => bet.payout)),
      bonus,
      rebate,
      deposit: ofType('DEPOSIT'),
      withdraw: ofType('WITHDRAW'),
      profitLoss: sumOf(bets.map((bet) => bet.profitLoss)) + bonus + rebate,
      byGameType: [...byType].map(([gameType, totals]) => ({ gameType, ...totals })),
    };
  },
  team: ({ world, query }) => {
    const members = world.teamMembers.filter(
      (member) =>
        (query.account === undefined || member.account === query.account) &&
        (query.level === undefined || member.level === query.level),
    );
    const rows = daysBetween(query.startDate, query.endDate, 31).flatMap((day) =>
      members.map((member) => teamReportRow(world, member.account, day, query.reportType)),
    );
    return {
      ...pageOf(rows, query.pageNo, query.pageSize),
      reportType: query.reportType,
      totalAmount: sumOf(rows.map((row) => row.amount)),
    };
  },
} satisfies GroupResolvers<'reports'>;
