import { randomUUID } from 'node:crypto';
import { contract } from '@portal/api-contract';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTENER_APPLICATION_NAME, rowsOf } from '../src/db/database';
import { ledgerAccounts, sessions } from '../src/db/schema';
import { sha256Hex } from '../src/security/tokens';
import { heardAbout } from './support/bus';
import { onPostgres } from './support/database';
import { startSecondInstance, startTestServer, type TestServer } from './support/server';
import { connectAuthenticated } from './support/sockets';

// An operator outgrows one process by running several API instances on one PostgreSQL. Two
// servers here share one database and nothing else: each has its own pool, cluster bus
// (LISTEN/NOTIFY) and realtime hub, as two processes behind a load balancer would.

describe.skipIf(!onPostgres)(
  'two instances on one PostgreSQL (skipped on PGlite: one process owns its database, so there is no second instance)',
  () => {
    let a: TestServer;
    let b: TestServer;
    let token: string;
    let memberId: number;

    const memberTotal = async () => {
      const rows = await a.testDb.database.db
        .select({ balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.memberId, memberId));
      return rows.reduce((sum, row) => sum + row.balance, 0);
    };

    beforeAll(async () => {
      a = await startTestServer();
      b = await startSecondInstance(a);
      token = await a.loginReady('demomember', { merchant: 'ember' });
      const info = await b.call<{ id: number }>(contract.member.info, { token });
      if (!info.body.success) throw new Error(JSON.stringify(info.body));
      memberId = info.body.value.id;
    });

    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    const newSession = async (on: TestServer) => {
      const login = await on.login('demomember', 'Changed2026', { merchant: 'ember' });
      if (!login.body.success) throw new Error(JSON.stringify(login.body));
      return login.body.value.token;
    };

    it('a session made on one works on the other, and a logout on one ends it on both, sockets included', async () => {
      const session = await newSession(a);
      expect((await b.call(contract.member.info, { token: session })).status).toBe(200);
      const socket = await connectAuthenticated(b.baseUrl, session);
      await socket.next((frame) => frame.type === 'ready');

      // B holds the session in memory: it refuses it once its bus brings the revocation.
      const heardOnB = heardAbout(b, 'member.changed', memberId);
      const asked = performance.now();
      expect((await a.call(contract.auth.logout, { token: session })).status).toBe(200);
      const answered = performance.now();
      const heard = await heardOnB;
      // What a client can see: from A's answer to B dropping the session (negative: before it).
      console.info(
        `logout: A answered in ${(answered - asked).toFixed(1)} ms; B dropped the session ${(heard - answered).toFixed(1)} ms after that answer`,
      );
      expect(heard - answered).toBeLessThan(1_000);
      for (const instance of [a, b]) {
        const answer = await instance.call(contract.member.info, { token: session });
        expect(answer.status).toBe(401);
        expect(answer.body.code).toBe('SESSION_EXPIRED');
      }
      // Closed through the bus at once, not at the socket's next 30-second recheck.
      expect(await socket.next((frame) => frame.type === 'error')).toEqual({
        type: 'error',
        code: 'SESSION_EXPIRED',
      });
      expect((await socket.closed).code).toBe(4001);
    });

    it("a password change on one ends the member's other sessions on both", async () => {
      const other = await newSession(b);
      for (const instance of [a, b])
        expect((await instance.call(contract.member.info, { token: other })).status).toBe(200);
      const heardOnA = heardAbout(a, 'member.changed', memberId);
      const changing = await newSession(b);
      for (const [from, to] of [
        ['Changed2026', 'Changed2027'],
        ['Changed2027', 'Changed2026'],
      ] as const) {
        const changed = await b.changePassword(changing, {
          oldPassword: from,
          newPassword: to,
          confirmNewPassword: to,
        });
        expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      }
      await heardOnA;
      await a.app.bus.settled();
      for (const instance of [a, b]) {
        expect((await instance.call(contract.member.info, { token: other })).body.code).toBe(
          'SESSION_EXPIRED',
        );
        expect((await instance.call(contract.wallet.balance, { token: changing })).status).toBe(200);
      }
      // The suite's session ended with the others.
      token = changing;
    });

    it('a balance moved through one is read on the other', async () => {
      const balanceOn = async (instance: TestServer) => {
        const answer = await instance.call<{ balance: number }>(contract.wallet.balance, { token });
        if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
        return answer.body.value.balance;
      };
      const before = await balanceOn(b);
      expect(await balanceOn(b)).toBe(before);
      const heardOnB = heardAbout(b, 'member.balance', memberId);
      const moved = await a.call(contract.wallet.transfer, {
        token,
        idempotencyKey: randomUUID(),
        body: { from: 'MAIN', to: 'CQ9', amount: 1_111 },
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      await heardOnB;
      expect(await balanceOn(b)).toBe(before - 1_111);
      expect(await balanceOn(a)).toBe(before - 1_111);
    });

    it('while the listening connection is lost both read every session from the database, and hold them again once it listens', async () => {
      const session = await newSession(a);
      for (const instance of [a, b])
        expect((await instance.call(contract.member.info, { token: session })).status).toBe(200);
      const name = new URL(a.testDb.url ?? '').pathname.slice(1);
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        // Nobody may connect to the test database: the listeners cannot come back meanwhile.
        await admin.query(`ALTER DATABASE ${pg.escapeIdentifier(name)} ALLOW_CONNECTIONS false`);
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2',
          [name, LISTENER_APPLICATION_NAME],
        );
        await vi.waitFor(() => expect([a.app.bus.connected, b.app.bus.connected]).toEqual([false, false]));
        expect([a.app.sessions.size, b.app.sessions.size]).toEqual([0, 0]);
        // Revoked while nobody listens: no instance hears it, and none serves the session from memory.
        await a.testDb.database.db
          .update(sessions)
          .set({ revokedAt: a.clock.now() })
          .where(eq(sessions.tokenHash, sha256Hex(session)));
        for (const instance of [a, b])
          expect((await instance.call(contract.member.info, { token: session })).body.code).toBe(
            'SESSION_EXPIRED',
          );
        for (const instance of [a, b])
          expect((await instance.call(contract.member.info, { token })).status).toBe(200);
        expect([a.app.sessions.size, b.app.sessions.size]).toEqual([0, 0]);
      } finally {
        await admin.query(`ALTER DATABASE ${pg.escapeIdentifier(name)} ALLOW_CONNECTIONS true`);
        await admin.end();
      }
      await vi.waitFor(() => expect([a.app.bus.connected, b.app.bus.connected]).toEqual([true, true]), {
        timeout: 20_000,
        interval: 100,
      });
      for (const instance of [a, b])
        expect((await instance.call(contract.member.info, { token })).status).toBe(200);
      expect(a.app.sessions.size).toBeGreaterThan(0);
      expect(b.app.sessions.size).toBeGreaterThan(0);
    });

    it('a rate limit counts requests on both', async () => {
      const ip = '192.0.2.77';
      let firstRefused = 0;
      for (let sent = 1; sent <= 60 && firstRefused === 0; sent += 1) {
        const instance = sent % 2 === 0 ? a : b;
        const answer = await instance.call(contract.support.feedback, { body: {}, ip });
        if (answer.status === 429) firstRefused = sent;
      }
      // Feedback allows 20 a minute per IP: one shared count refuses the 21st, not the 41st.
      expect(firstRefused).toBe(21);
    });

    it('a login lockout counts failures on both', async () => {
      const results: unknown[] = [];
      for (const instance of [a, b, a]) {
        const answer = await instance.login('agenttop', 'Wrong1abc');
        results.push(answer.body.success === false ? answer.body.value : 'ok');
      }
      expect(results.at(-1)).toMatchObject({ captchaRequired: true });
      const withoutCaptcha = await b.login('agenttop', 'Wrong2abc');
      expect(withoutCaptcha.body.code).toBe('CAPTCHA_REQUIRED');
    });

    it('an idempotency key replayed on the other instance returns the stored answer, and moves money once', async () => {
      const before = await a.testDb.database.db
        .select()
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.memberId, memberId));
      const idempotencyKey = randomUUID();
      const request = { token, idempotencyKey, body: { from: 'MAIN', to: 'PG', amount: 4_321 } };
      const first = await a.call(contract.wallet.transfer, request);
      const replay = await b.call(contract.wallet.transfer, request);
      expect(first.status).toBe(200);
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(first.body);
      const after = await a.testDb.database.db
        .select()
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.memberId, memberId));
      const main = (rows: typeof before) => rows.find((row) => row.kind === 'player_main')?.balance ?? 0;
      expect(main(before) - main(after)).toBe(4_321);
    });

    it('concurrent transfers through both keep the ledger invariant', async () => {
      const totalBefore = await memberTotal();
      const wallets = ['PG', 'JDB', 'CQ9'] as const;
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, index) => {
          const vendor = wallets[index % wallets.length] ?? 'PG';
          const outbound = index % 3 !== 2;
          return (index % 2 === 0 ? a : b).call(contract.wallet.transfer, {
            token,
            idempotencyKey: randomUUID(),
            body: { from: outbound ? 'MAIN' : vendor, to: outbound ? vendor : 'MAIN', amount: 7_000 + index },
          });
        }),
      );
      // Each answers 200 or a clean refusal (not enough in the source wallet), never a 5xx.
      for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
      expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(30);
      expect(await memberTotal()).toBe(totalBefore);
      const db = a.testDb.database.db;
      const [unbalanced] = rowsOf<{ n: string | number }>(
        await db.execute(sql`
          select count(*) as n from (
            select e.transaction_id from ledger_entries e
            join ledger_accounts acc on acc.id = e.account_id
            group by e.transaction_id, acc.currency having sum(e.amount) <> 0
          ) as broken`),
      );
      expect(Number(unbalanced?.n)).toBe(0);
      const [negative] = rowsOf<{ n: string | number }>(
        await db.execute(
          sql`select count(*) as n from ledger_accounts where member_id = ${memberId} and balance < 0`,
        ),
      );
      expect(Number(negative?.n)).toBe(0);
      const [drift] = rowsOf<{ n: string | number }>(
        await db.execute(sql`
          select count(*) as n from ledger_accounts acc
          where acc.balance <> coalesce((select sum(e.amount) from ledger_entries e where e.account_id = acc.id), 0)`),
      );
      expect(Number(drift?.n)).toBe(0);
    });

    it('a balance change or a message made through one reaches a socket held on the other', async () => {
      const socket = await connectAuthenticated(b.baseUrl, token);
      await socket.next((frame) => frame.type === 'ready');
      const moved = await a.call(contract.wallet.transfer, {
        token,
        idempotencyKey: randomUUID(),
        body: { from: 'MAIN', to: 'JDB', amount: 1_234 },
      });
      expect(moved.status).toBe(200);
      expect(await socket.next((frame) => frame.type === 'balance' && frame.wallet === 'JDB')).toMatchObject({
        type: 'balance',
        demo: false,
      });
      const read = await a.call(contract.messages.markRead, { token, body: {} });
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      expect(await socket.next((frame) => frame.type === 'unread')).toEqual({ type: 'unread', count: 0 });
      socket.socket.close();
    });
  },
);
