import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '../src/db/database';
import { duePeriods, hasRun, periodStartOf, runDueJobs, type ScheduledJob } from '../src/jobs/scheduler';
import { buildServer } from '../src/server';
import type { AppContext } from '../src/context';
import { sql } from 'drizzle-orm';
import { createTestDatabase, onPostgres, type TestDatabase } from './support/database';
import { TestClock } from './support/time';

const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);

describe('duePeriods', () => {
  const fiveMinutes: ScheduledJob = { name: 'five', periodMs: 5 * MINUTE, run: async () => undefined };

  it('runs only the period that ended last on a first run', () => {
    expect(duePeriods(fiveMinutes, at('2026-03-01T10:07:00Z'), null)).toEqual([
      { start: at('2026-03-01T10:00:00Z'), end: at('2026-03-01T10:05:00Z') },
    ]);
  });

  it('catches up every ended period after the last run, oldest first, within the catch-up bound', () => {
    const job = { ...fiveMinutes, catchUpPeriods: 3 };
    const lastRun = at('2026-03-01T09:00:00Z');
    expect(duePeriods(job, at('2026-03-01T10:16:00Z'), lastRun).map((period) => period.start)).toEqual([
      at('2026-03-01T10:00:00Z'),
      at('2026-03-01T10:05:00Z'),
      at('2026-03-01T10:10:00Z'),
    ]);
    expect(duePeriods(job, at('2026-03-01T09:09:59Z'), lastRun)).toEqual([]);
    expect(duePeriods(job, at('2026-03-01T09:10:00Z'), lastRun).map((period) => period.start)).toEqual([
      at('2026-03-01T09:05:00Z'),
    ]);
  });

  it('aligns days to an offset such as midnight GMT+8', () => {
    const day = { periodMs: 24 * 60 * MINUTE, offsetMs: -8 * 60 * MINUTE };
    expect(periodStartOf(day, at('2026-03-01T15:59:00Z'))).toEqual(at('2026-02-28T16:00:00Z'));
    expect(periodStartOf(day, at('2026-03-01T16:00:00Z'))).toEqual(at('2026-03-01T16:00:00Z'));
  });
});

describe('runDueJobs', () => {
  let testDb: TestDatabase;
  let app: AppContext;
  let second: Database | null = null;
  const clock = new TestClock(at('2026-03-01T10:07:30Z'));

  beforeAll(async () => {
    testDb = await createTestDatabase();
    ({ app } = await buildServer({ database: testDb.database, clock, dataDir: null }));
  });
  afterAll(async () => {
    await second?.close();
    await testDb.dispose();
  });

  it('runs each ended period once, in the transaction that records it', async () => {
    const seen: string[] = [];
    const job: ScheduledJob = {
      name: 'test.once',
      periodMs: 5 * MINUTE,
      catchUpPeriods: 2,
      run: async ({ period }) => {
        seen.push(period.start.toISOString());
      },
    };
    expect(await runDueJobs(app, [job], clock.now())).toHaveLength(2);
    expect(await runDueJobs(app, [job], clock.now())).toEqual([]);
    clock.advanceSeconds(5 * 60);
    await runDueJobs(app, [job], clock.now());
    expect(seen).toEqual([
      '2026-03-01T09:55:00.000Z',
      '2026-03-01T10:00:00.000Z',
      '2026-03-01T10:05:00.000Z',
    ]);
  });

  it('leaves a failed period to the next call and keeps running the other jobs', async () => {
    let fail = true;
    const flaky: ScheduledJob = {
      name: 'test.flaky',
      periodMs: MINUTE,
      run: async ({ tx }) => {
        // Written before the failure: it must roll back with the run row.
        await tx.execute(sql`insert into rate_limits (key, count, reset_at) values ('job-proof', 1, now())`);
        if (fail) throw new Error('boom');
      },
    };
    const steady: ScheduledJob = { name: 'test.steady', periodMs: MINUTE, run: async () => undefined };
    await expect(runDueJobs(app, [flaky, steady], clock.now())).rejects.toThrow('scheduled jobs failed');
    const period = periodStartOf(flaky, new Date(clock.now().getTime() - MINUTE));
    expect(await hasRun(app.database.db, 'test.flaky', period)).toBe(false);
    expect(await hasRun(app.database.db, 'test.steady', period)).toBe(true);
    const proof = rowsOf<{ count: number }>(
      await app.database.db.execute(
        sql`select count(*)::int as count from rate_limits where key = 'job-proof'`,
      ),
    );
    expect(proof[0]?.count).toBe(0);
    fail = false;
    expect(await runDueJobs(app, [flaky], clock.now())).toEqual([
      { job: 'test.flaky', period: { start: period, end: new Date(period.getTime() + MINUTE) } },
    ]);
  });

  it.runIf(onPostgres)('pays a period once when two instances race for it', async () => {
    // A second connection pool to the same database stands in for a second server instance.
    second = openDatabase({ databaseUrl: testDb.url ?? '' });
    const runs: string[] = [];
    const job: ScheduledJob = {
      name: 'test.race',
      periodMs: MINUTE,
      catchUpPeriods: 30,
      run: async ({ period, tx }) => {
        runs.push(period.start.toISOString());
        // Hold the claim for a moment so the other instance really waits on it.
        await tx.execute(sql`select pg_sleep(0.01)`);
      },
    };
    const otherApp: AppContext = { ...app, database: second };
    await Promise.all([runDueJobs(app, [job], clock.now()), runDueJobs(otherApp, [job], clock.now())]);
    expect(runs).toHaveLength(30);
    expect(new Set(runs).size).toBe(30);
  });
});
