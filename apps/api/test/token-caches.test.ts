import { randomUUID } from 'node:crypto';
import { contract } from '@portal/api-contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, members, sessions } from '../src/db/schema';
import { ensureAccount, post } from '../src/ledger/ledger';
import { sha256Hex } from '../src/security/tokens';
import { heardAbout } from './support/bus';
import { startTestServer, type TestServer } from './support/server';

// A token request reads its session, its balance and its favourites from memory (src/auth/
// session-cache.ts, src/wallet/balance-cache.ts, src/games/member-game-ids.ts). These tests show
// that whatever changes them — this server's own handlers, or anything else writing the database —
// is seen from the next request once the cluster bus has brought the change (on PGlite and on one
// PostgreSQL instance; two-instances.test.ts has two).

let api: TestServer;
let token: string;
let memberId: number;

const db = () => api.testDb.database.db;
const info = (sessionToken = token) =>
  api.call<{ id: number; nickname: string }>(contract.member.info, { token: sessionToken });

beforeAll(async () => {
  api = await startTestServer();
  token = await api.loginReady('demomember', { merchant: 'ember' });
  const answer = await info();
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  memberId = answer.body.value.id;
});

afterAll(async () => {
  await api?.close();
});

async function secondSession(): Promise<string> {
  const login = await api.login('demomember', 'Changed2026', { merchant: 'ember' });
  if (!login.body.success) throw new Error(JSON.stringify(login.body));
  return login.body.value.token;
}

describe('sessions held in memory', () => {
  it('serve a held session without the database for under a minute, then ask it again', async () => {
    const session = await secondSession();
    expect((await info(session)).status).toBe(200);
    // Deleting a row announces nothing (only ended sessions are pruned): the held copy still answers…
    await db()
      .delete(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(session)));
    expect((await info(session)).status).toBe(200);
    // …until its last-seen time is a minute old and the database is asked again.
    api.clock.advanceSeconds(60);
    const later = await info(session);
    expect(later.status).toBe(401);
    expect(later.body.code).toBe('SESSION_EXPIRED');
  });

  it('refuse a session from the next request once its member is suspended, whoever suspended them', async () => {
    const session = await secondSession();
    expect((await info(session)).status).toBe(200);
    const heard = heardAbout(api, 'member.changed', memberId);
    await db().update(members).set({ status: 'suspended' }).where(eq(members.id, memberId));
    await heard;
    try {
      expect((await info(session)).body.code).toBe('SESSION_EXPIRED');
    } finally {
      const restored = heardAbout(api, 'member.changed', memberId);
      await db().update(members).set({ status: 'active' }).where(eq(members.id, memberId));
      await restored;
    }
    expect((await info(session)).status).toBe(200);
  });

  it('see a change to the member row, a forced password change and a revocation made outside the server', async () => {
    const session = await secondSession();
    expect((await info(session)).status).toBe(200);

    let heard = heardAbout(api, 'member.changed', memberId);
    await db().update(members).set({ nickname: 'Renamed by an operator' }).where(eq(members.id, memberId));
    await heard;
    const renamed = await info(session);
    expect(renamed.body.success && renamed.body.value.nickname).toBe('Renamed by an operator');

    heard = heardAbout(api, 'member.changed', memberId);
    await db()
      .update(sessions)
      .set({ mustChangePassword: true })
      .where(eq(sessions.tokenHash, sha256Hex(session)));
    await heard;
    // (member.info stays open during a forced change; the balance does not.)
    const refused = await api.call(contract.wallet.balance, { token: session });
    expect(refused.body.code).toBe('PASSWORD_CHANGE_REQUIRED');

    heard = heardAbout(api, 'member.changed', memberId);
    await db()
      .update(sessions)
      .set({ revokedAt: api.clock.now() })
      .where(eq(sessions.tokenHash, sha256Hex(session)));
    await heard;
    expect((await info(session)).body.code).toBe('SESSION_EXPIRED');
  });

  it('end at once on the server that took a logout or a password change', async () => {
    const other = await secondSession();
    const leaving = await secondSession();
    expect((await info(other)).status).toBe(200);
    expect((await info(leaving)).status).toBe(200);
    expect((await api.call(contract.auth.logout, { token: leaving })).status).toBe(200);
    expect((await info(leaving)).body.code).toBe('SESSION_EXPIRED');

    // A forced change: the session that changes the password goes on, free of it; the other ends.
    const changing = await secondSession();
    await db()
      .update(sessions)
      .set({ mustChangePassword: true })
      .where(eq(sessions.tokenHash, sha256Hex(changing)));
    const changed = await api.changePassword(changing, {
      oldPassword: 'Changed2026',
      newPassword: 'Changed2027',
      confirmNewPassword: 'Changed2027',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await info(changing)).status).toBe(200);
    expect((await info(other)).body.code).toBe('SESSION_EXPIRED');
    // Back to the password the other tests log in with.
    const back = await api.changePassword(changing, {
      oldPassword: 'Changed2027',
      newPassword: 'Changed2026',
      confirmNewPassword: 'Changed2026',
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    token = changing;
  });
});

describe('balances held in memory', () => {
  const balance = async () => {
    const answer = await api.call<{
      balance: number;
      vendorBalances: { vassalage: string; balance: number }[];
    }>(contract.wallet.balance, { token });
    if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
    return answer.body.value;
  };

  it("show the member's own transfer in the very next read", async () => {
    const before = await balance();
    const moved = await api.call(contract.wallet.transfer, {
      token,
      idempotencyKey: randomUUID(),
      body: { from: 'MAIN', to: 'PG', amount: 2_500 },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const after = await balance();
    expect(after.balance).toBe(before.balance - 2_500);
    const pg = (value: typeof after) =>
      value.vendorBalances.find((wallet) => wallet.vassalage === 'PG')?.balance ?? 0;
    expect(pg(after)).toBe(pg(before) + 2_500);
  });

  it('show a movement posted outside the server once the bus brought member.balance', async () => {
    const before = await balance();
    expect(await balance()).toEqual(before);
    const [main] = await db()
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, 'player_main')));
    if (!main) throw new Error('no main wallet');
    const funding = await ensureAccount(
      db(),
      { merchantId: main.merchantId, memberId: null, kind: 'funding', currency: main.currency },
      api.clock.now(),
    );
    const heard = heardAbout(api, 'member.balance', memberId);
    await api.testDb.database.transaction((tx) =>
      post(tx, {
        merchantId: main.merchantId,
        memberId,
        kind: 'credit',
        details: { reason: 'token-caches test' },
        legs: [
          { accountId: funding.id, amount: -777 },
          { accountId: main.id, amount: 777 },
        ],
        at: api.clock.now(),
      }),
    );
    await heard;
    expect((await balance()).balance).toBe(before.balance + 777);
  });
});
