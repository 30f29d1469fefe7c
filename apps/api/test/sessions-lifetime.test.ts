import { randomUUID } from 'node:crypto';
import { contract } from '@portal/api-contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_IDLE_MINUTES } from '../src/auth/sessions';
import { addSeconds } from '../src/clock';
import {
  captchas,
  idempotencyKeys,
  loginThrottle,
  rateLimits,
  sessions,
  verificationCodes,
} from '../src/db/schema';
import { scheduledJobs } from '../src/jobs';
import { pruneExpiredRows, pruneJob } from '../src/jobs/prune';
import { sha256Hex } from '../src/security/tokens';
import { startTestServer, type TestServer } from './support/server';

let api: TestServer;
const PASSWORD = 'Changed2026';

beforeAll(async () => {
  // The production idle timeout, not the test servers' relaxed one.
  api = await startTestServer({ options: { sessionIdleMinutes: DEFAULT_SESSION_IDLE_MINUTES } });
  await api.loginReady('demomember', { newPassword: PASSWORD });
});

/** A new session of demomember (whose default password beforeAll changed). */
async function newSession(): Promise<string> {
  const login = await api.login('demomember', PASSWORD);
  if (!login.body.success) throw new Error(JSON.stringify(login.body));
  return login.body.value.token;
}

afterAll(async () => {
  await api.close();
});

const info = (token: string) => api.call(contract.member.info, { token });

async function lastSeenOf(token: string): Promise<Date> {
  const [row] = await api.testDb.database.db
    .select({ lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256Hex(token)));
  if (!row) throw new Error('no session row');
  return row.lastSeenAt;
}

describe('session lifetime (L7)', () => {
  it('ends a session idle for longer than the idle timeout, while activity keeps it alive', async () => {
    const token = await newSession();
    for (let step = 0; step < 4; step += 1) {
      api.clock.advanceSeconds((DEFAULT_SESSION_IDLE_MINUTES - 1) * 60);
      expect((await info(token)).status, `after ${step + 1} active intervals`).toBe(200);
    }
    api.clock.advanceSeconds((DEFAULT_SESSION_IDLE_MINUTES + 1) * 60);
    const idle = await info(token);
    expect(idle.status).toBe(401);
    expect(idle.body.code).toBe('SESSION_EXPIRED');
  });

  it('writes last-seen at most once a minute per session', async () => {
    const token = await newSession();
    const seen = await lastSeenOf(token);
    api.clock.advanceSeconds(30);
    await info(token);
    expect(await lastSeenOf(token)).toEqual(seen);
    api.clock.advanceSeconds(31);
    await info(token);
    expect(await lastSeenOf(token)).toEqual(api.clock.now());
  });
});

describe('pruning the tables that grow per request (L9)', () => {
  it('is one of the scheduled jobs', () => {
    expect(scheduledJobs).toContain(pruneJob);
  });

  it('deletes rows past every window that reads them, and keeps the rest', async () => {
    const db = api.testDb.database.db;
    const now = api.clock.now();
    const ago = (hours: number) => addSeconds(now, -hours * 3600);
    const tag = randomUUID().slice(0, 8);
    await db.insert(rateLimits).values([
      { key: `old-${tag}`, count: 5, resetAt: ago(1) },
      { key: `live-${tag}`, count: 5, resetAt: addSeconds(now, 30) },
    ]);
    await db.insert(captchas).values([
      { id: `old-${tag}`, answerHash: 'x', expiresAt: ago(2), createdAt: ago(2) },
      { id: `live-${tag}`, answerHash: 'x', expiresAt: addSeconds(now, 300), createdAt: now },
    ]);
    await db.insert(loginThrottle).values([
      { merchantId: 1, accountKey: `old-${tag}`, failures: 4, lastFailureAt: ago(25) },
      { merchantId: 1, accountKey: `recent-${tag}`, failures: 4, lastFailureAt: ago(2) },
    ]);
    const keyRow = { endpoint: 'wallet.transfer', requestHash: 'x', lockedUntil: ago(25) };
    await db.insert(idempotencyKeys).values([
      { scope: `test:${tag}`, key: 'old-done', state: 'done', createdAt: ago(25), ...keyRow },
      { scope: `test:${tag}`, key: 'recent-done', state: 'done', createdAt: ago(2), ...keyRow },
    ]);
    const code = { merchantId: 1, purpose: 'LOGIN', codeHash: 'x', resendAfter: ago(49) };
    await db.insert(verificationCodes).values([
      { id: randomUUID(), destination: `old-${tag}`, createdAt: ago(49), expiresAt: ago(48.5), ...code },
      { id: randomUUID(), destination: `recent-${tag}`, createdAt: ago(3), expiresAt: ago(2.9), ...code },
    ]);

    const pruned = await api.testDb.database.transaction((tx) => pruneExpiredRows(tx, now));
    expect(pruned.rateLimits).toBeGreaterThanOrEqual(1);

    expect(
      (
        await db
          .select()
          .from(rateLimits)
          .where(inArray(rateLimits.key, [`old-${tag}`, `live-${tag}`]))
      ).map((row) => row.key),
    ).toEqual([`live-${tag}`]);
    expect(
      (
        await db
          .select()
          .from(captchas)
          .where(inArray(captchas.id, [`old-${tag}`, `live-${tag}`]))
      ).map((row) => row.id),
    ).toEqual([`live-${tag}`]);
    expect(
      (
        await db
          .select()
          .from(loginThrottle)
          .where(inArray(loginThrottle.accountKey, [`old-${tag}`, `recent-${tag}`]))
      ).map((row) => row.accountKey),
    ).toEqual([`recent-${tag}`]);
    expect(
      (
        await db
          .select()
          .from(idempotencyKeys)
          .where(eq(idempotencyKeys.scope, `test:${tag}`))
      ).map((row) => row.key),
    ).toEqual(['recent-done']);
    expect(
      (
        await db
          .select()
          .from(verificationCodes)
          .where(inArray(verificationCodes.destination, [`old-${tag}`, `recent-${tag}`]))
      ).map((row) => row.destination),
    ).toEqual([`recent-${tag}`]);
  });

  it('deletes ended sessions (with their launches) a day after they end, never a live one', async () => {
    const db = api.testDb.database.db;
    const token = await newSession();
    const before = await db.select({ id: sessions.id }).from(sessions);
    // Two days on: the sessions above have ended (absolute expiry 12 h) more than a day ago.
    api.clock.advanceDays(2);
    const fresh = await newSession();
    const pruned = await api.testDb.database.transaction((tx) => pruneExpiredRows(tx, api.clock.now()));
    expect(pruned.sessions).toBeGreaterThanOrEqual(before.length);
    const left = await db.select({ id: sessions.id }).from(sessions);
    expect(left.some((row) => before.some((old) => old.id === row.id))).toBe(false);
    expect((await info(fresh)).status).toBe(200);
    expect((await info(token)).status).toBe(401);
  });
});
