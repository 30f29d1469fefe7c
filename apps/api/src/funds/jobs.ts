import type { ScheduledJob } from '../jobs/scheduler';
import { settleDueDeposits } from './deposits';
import { autoReceiveWithdrawals } from './withdrawals';

/**
 * The funds module's scheduled work. Each run handles everything due by the end of its period, not
 * only what fell due within it, so after downtime one run catches up on all of it.
 */
export const fundsJobs: readonly ScheduledJob[] = [
  {
    // The automatic demo channel's credits, then the expiry of orders nobody credited.
    name: 'funds.deposits',
    periodMs: 15_000,
    run: async ({ app, tx, period }) => {
      await settleDueDeposits(tx, period, app.clock.now());
    },
  },
  {
    // SPEC §4: a payout nobody answered within the white label's minutes counts as received.
    name: 'funds.withdrawal-auto-receive',
    periodMs: 60_000,
    run: async ({ app, tx, period }) => {
      await autoReceiveWithdrawals(tx, period, app.clock.now());
    },
  },
];
