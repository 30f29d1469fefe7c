import { randomUUID } from 'node:crypto';
import { contract } from '@portal/api-contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { agentContracts, memberMessages, members } from '../src/db/schema';
import { startTestServer, type TestServer } from './support/server';
import { connectAuthenticated, connectSocket } from './support/sockets';

let api: TestServer;
let token: string;
let memberId: number;

beforeAll(async () => {
  api = await startTestServer();
  token = await api.loginReady('demomember', { merchant: 'ember' });
  const info = await api.call<{ id: number }>(contract.member.info, { token });
  memberId = info.body.success ? info.body.value.id : 0;
});

afterAll(async () => {
  await api.close();
});

const connect = (query = '') => connectSocket(api.baseUrl, query);
const connectAs = (sessionToken: string) => connectAuthenticated(api.baseUrl, sessionToken);

describe('realtime channel', () => {
  it('authenticates with the first message and pushes balance changes', async () => {
    const connection = await connectAs(token);
    expect(await connection.next((frame) => frame.type === 'ready')).toEqual({ type: 'ready', memberId });
    const moved = await api.call(contract.wallet.transfer, {
      token,
      idempotencyKey: randomUUID(),
      body: { from: 'MAIN', to: 'PG', amount: 12_345 },
    });
    expect(moved.status).toBe(200);
    expect(await connection.next((frame) => frame.type === 'balance' && frame.wallet === 'MAIN')).toEqual({
      type: 'balance',
      wallet: 'MAIN',
      demo: false,
      balance: 1_000_000 - 12_345,
    });
    expect(await connection.next((frame) => frame.type === 'balance' && frame.wallet === 'PG')).toEqual({
      type: 'balance',
      wallet: 'PG',
      demo: false,
      balance: 12_345,
    });
    connection.socket.close();
  });

  it('authenticates with a first message and pushes new messages and contract requests', async () => {
    const connection = await connect();
    connection.socket.send(JSON.stringify({ type: 'auth', token }));
    await connection.next((frame) => frame.type === 'ready');
    const db = api.testDb.database.db;
    const [message] = await db
      .insert(memberMessages)
      .values({ memberId, title: 'Deposit received', content: 'Thanks!', createdAt: api.clock.now() })
      .returning();
    expect(await connection.next((frame) => frame.type === 'message')).toEqual({
      type: 'message',
      messageId: `member-${message?.id}`,
      title: 'Deposit received',
    });

    const contractId = randomUUID();
    const [upline] = await db.select().from(members).where(eq(members.account, 'agentsuper'));
    await db.insert(agentContracts).values({
      id: contractId,
      merchantId: 2,
      contractType: 'DIVIDEND',
      uplineMemberId: upline?.id ?? memberId,
      downlineMemberId: memberId,
      status: 'PENDING',
      requestedByMemberId: upline?.id ?? memberId,
      period: 'M',
      tiers: [{ rateBasisPoints: 200, validBetAmount: 0, activeMembers: 1, periodProfitLoss: 0 }],
      createdAt: api.clock.now(),
      updatedAt: api.clock.now(),
    });
    expect(await connection.next((frame) => frame.type === 'contract')).toEqual({
      type: 'contract',
      contractId,
      contractType: 'DIVIDEND',
      status: 'PENDING',
      awaitingAnswer: true,
    });
    connection.socket.close();
  });

  it("does not leak one member's events to another", async () => {
    const other = await api.loginReady('demomember', { merchant: 'lagoon' });
    const connection = await connectAs(other);
    await connection.next((frame) => frame.type === 'ready');
    await api.call(contract.wallet.transfer, {
      token,
      idempotencyKey: randomUUID(),
      body: { from: 'MAIN', to: 'JDB', amount: 1 },
    });
    // A frame of this member's own change is the proof that the channel was live while the other one moved money.
    await api.call(contract.wallet.transfer, {
      token: other,
      idempotencyKey: randomUUID(),
      body: { from: 'MAIN', to: 'JDB', amount: 2 },
    });
    await connection.next((frame) => frame.type === 'balance' && frame.wallet === 'JDB');
    expect(
      connection.frames
        .filter((frame) => frame.type === 'balance')
        .every((frame) => frame.balance === 2 || frame.wallet === 'MAIN'),
    ).toBe(true);
    expect(connection.frames.some((frame) => frame.balance === 1)).toBe(false);
    connection.socket.close();
  });

  it('refuses a second authentication on one socket and leaves no subscriber behind (M9)', async () => {
    // Earlier tests' sockets are closed by now, on this side at least: wait for the server to see it.
    await vi.waitFor(() => expect(api.realtime.subscriberCount()).toBe(0));
    const before = 0;
    const connection = await connectAs(token);
    await connection.next((frame) => frame.type === 'ready');
    expect(api.realtime.subscriberCount()).toBe(before + 1);
    connection.socket.send(JSON.stringify({ type: 'auth', token }));
    expect(await connection.next((frame) => frame.type === 'error')).toEqual({
      type: 'error',
      code: 'VALIDATION_FAILED',
    });
    expect((await connection.closed).code).toBe(1008);
    expect(api.realtime.subscriberCount()).toBe(before);
  });

  it('a burst of auth messages before the first is answered subscribes nothing (M9)', async () => {
    const before = api.realtime.subscriberCount();
    const connection = await connect();
    for (let i = 0; i < 5; i += 1) connection.socket.send(JSON.stringify({ type: 'auth', token }));
    expect((await connection.closed).code).toBe(1008);
    // The first authentication finishes after the close: it must not add the socket then.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(connection.frames.filter((frame) => frame.type === 'ready')).toHaveLength(0);
    expect(api.realtime.subscriberCount()).toBe(before);
  });

  it('a socket closed while it authenticates is never added to the hub (M9)', async () => {
    const before = api.realtime.subscriberCount();
    const connection = await connect();
    connection.socket.send(JSON.stringify({ type: 'auth', token }));
    connection.socket.close();
    await connection.closed;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.realtime.subscriberCount()).toBe(before);
  });

  it('ignores a token in the URL, which request logs would keep (M3)', async () => {
    // The time to authenticate, shortened for this socket alone: the file's others keep the default.
    const authTimeout = api.app.options.realtimeAuthTimeoutMs;
    api.app.options.realtimeAuthTimeoutMs = 100;
    try {
      const connection = await connect(`?token=${token}`);
      // Unauthenticated until the auth timeout closes it.
      expect((await connection.closed).code).toBe(4001);
      expect(connection.frames).toEqual([{ type: 'error', code: 'NOT_LOGGED_IN' }]);
    } finally {
      api.app.options.realtimeAuthTimeoutMs = authTimeout;
    }
  });

  it("a logout closes the member's socket at once, not at the next recheck", async () => {
    const session = (await api.login('demomember', 'Changed2026', { merchant: 'ember' })).body;
    if (!session.success) throw new Error('login failed');
    const connection = await connectAs(session.value.token);
    await connection.next((frame) => frame.type === 'ready');
    await api.call(contract.auth.logout, { token: session.value.token });
    expect(await connection.next((frame) => frame.type === 'error')).toEqual({
      type: 'error',
      code: 'SESSION_EXPIRED',
    });
    expect((await connection.closed).code).toBe(4001);
  });

  it('closes sockets with a bad token or a bad first message', async () => {
    const badToken = await connectAs('not-a-token');
    expect(await badToken.next((frame) => frame.type === 'error')).toEqual({
      type: 'error',
      code: 'SESSION_EXPIRED',
    });
    expect((await badToken.closed).code).toBe(4001);
    const badMessage = await connect();
    badMessage.socket.send('hello');
    expect(await badMessage.next((frame) => frame.type === 'error')).toEqual({
      type: 'error',
      code: 'NOT_LOGGED_IN',
    });
    expect((await badMessage.closed).code).toBe(4001);
  });
});
