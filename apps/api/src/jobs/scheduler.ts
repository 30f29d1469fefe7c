import { and, eq, max } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { jobRuns } from '../db/schema';

export interface JobPeriod {
  readonly start: Date;
  readonly end: Date;
}

export interface JobContext {
  readonly app: AppContext;
  /** The transaction that also records the run: the job's writes and its run row commit together. */
  readonly tx: Db;
  /** The period that has just ended and that this run settles. */
  readonly period: JobPeriod;
}

/**
 * Work that must happen once per period (salary settlement, withdrawal auto-receive, lottery draws,
 * points accrual). Periods are fixed windows of `periodMs`, aligned to the epoch plus `offsetMs`
 * (e.g. a day that starts at midnight GMT+8); a period runs once it has ended, exactly once, in
 * order, whichever instance gets there first.
 */
export interface ScheduledJob {
  /** Stable: it keys the runs table. */
  readonly name: string;
  readonly periodMs: number;
  readonly offsetMs?: number;
  /**
   * After downtime (or on a fresh database), how many ended periods to run at most, oldest first;
   * older ones are skipped for good. Default 1: only the period that ended last.
   */
  readonly catchUpPeriods?: number;
  run(context: JobContext): Promise<void>;
}

export interface JobRun {
  readonly job: string;
  readonly period: JobPeriod;
}

/** The start of the period containing `at`. */
export function periodStartOf(job: Pick<ScheduledJob, 'periodMs' | 'offsetMs'>, at: Date): Date {
  const offset = job.offsetMs ?? 0;
  return new Date(Math.floor((at.getTime() - offset) / job.periodMs) * job.periodMs + offset);
}

/** Ended periods still to run, oldest first, given the start of the last period that ran. */
export function duePeriods(job: ScheduledJob, now: Date, lastRunStart: Date | null): JobPeriod[] {
  const latestEnd = periodStartOf(job, now).getTime();
  const earliestAllowed = latestEnd - Math.max(1, job.catchUpPeriods ?? 1) * job.periodMs;
  const afterLastRun = lastRunStart ? lastRunStart.getTime() + job.periodMs : earliestAllowed;
  const periods: JobPeriod[] = [];
  for (let start = Math.max(earliestAllowed, afterLastRun); start < latestEnd; start += job.periodMs) {
    periods.push({ start: new Date(start), end: new Date(start + job.periodMs) });
  }
  return periods;
}

async function lastRunStart(db: Db, job: string): Promise<Date | null> {
  const [row] = await db
    .select({ start: max(jobRuns.periodStart) })
    .from(jobRuns)
    .where(eq(jobRuns.job, job));
  return row?.start ?? null;
}

/**
 * Runs every ended period of every job that has not run yet. Each period is claimed by inserting its
 * run row in the transaction that does the work: a concurrent instance blocks on the same key and
 * then skips it, and a job that throws leaves no row, so the period is retried on the next call.
 * A failing job stops at its failed period (periods run in order) without holding up the other
 * jobs; the failures are thrown together at the end.
 */
export async function runDueJobs(
  app: AppContext,
  jobs: readonly ScheduledJob[],
  now: Date,
): Promise<JobRun[]> {
  const ran: JobRun[] = [];
  const failures: unknown[] = [];
  for (const job of jobs) {
    try {
      const periods = duePeriods(job, now, await lastRunStart(app.database.db, job.name));
      for (const period of periods) {
        const claimed = await app.database.transaction(async (tx) => {
          const inserted = await tx
            .insert(jobRuns)
            .values({ job: job.name, periodStart: period.start, periodEnd: period.end, ranAt: now })
            .onConflictDoNothing()
            .returning({ job: jobRuns.job });
          if (inserted.length === 0) return false;
          await job.run({ app, tx, period });
          return true;
        });
        if (claimed) ran.push({ job: job.name, period });
      }
    } catch (error) {
      failures.push(new Error(`scheduled job ${job.name} failed`, { cause: error }));
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, 'scheduled jobs failed');
  return ran;
}

/** Whether a job has run for the period starting at `start` (tests and operators). */
export async function hasRun(db: Db, job: string, start: Date): Promise<boolean> {
  const rows = await db
    .select({ job: jobRuns.job })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), eq(jobRuns.periodStart, start)));
  return rows.length > 0;
}

export interface Scheduler {
  stop(): Promise<void>;
}

/**
 * Ticks `runDueJobs` on the app clock. A tick never overlaps the previous one; a failing job is
 * reported and retried on the next tick without stopping the others.
 */
export function startScheduler(
  app: AppContext,
  jobs: readonly ScheduledJob[],
  options: { tickMs: number; onError: (error: unknown) => void },
): Scheduler {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = running
      .then(async () => {
        if (!stopped) await runDueJobs(app, jobs, app.clock.now());
      })
      .catch(options.onError);
  };
  const timer = setInterval(tick, options.tickMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
