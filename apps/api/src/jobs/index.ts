import { agentSettlementJobs } from '../agents/settlement';
import { fundsJobs } from '../funds/jobs';
import { lotteryDrawJob } from '../lottery/lottery';
import { leaderboardPrizesJob } from '../missions/leaderboard';
import { pointsAccrualJob } from '../points/accrual';
import { pruneJob } from './prune';
import type { ScheduledJob } from './scheduler';

/**
 * Every scheduled job the server runs (settlements, withdrawal auto-receive, lottery draws, points
 * accrual, leaderboard prizes, pruning), in the order they run within a tick. Each domain module
 * exports its own jobs.
 */
export const scheduledJobs: readonly ScheduledJob[] = [
  // Agent salaries and dividends (src/agents/settlement.ts, ADR 0005).
  ...agentSettlementJobs,
  // Deposits and withdrawals (src/funds/).
  ...fundsJobs,
  // Lottery draws, once per draw period (src/lottery/lottery.ts).
  lotteryDrawJob,
  // Points from settled bets and credited deposits (src/points/accrual.ts).
  pointsAccrualJob,
  // Leaderboard prizes of the day, week and month that ended (src/missions/leaderboard.ts).
  leaderboardPrizesJob,
  // Rows of per-request tables past every window that reads them (./prune.ts).
  pruneJob,
];

/** How often the scheduler looks for ended periods; a period's work starts at most this late. */
export const SCHEDULER_TICK_MS = 5_000;
