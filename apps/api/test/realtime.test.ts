import { randomUUID } from 'node:crypto';
import { contract } from '@portal/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { eq } from 'drizzle-orm';
import { agentContracts, memberMessages, members } from '../src/db/schema';
import { startTestServer, type TestServer } from './support/server';

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

interface Connection {
  socket: WebSocket;
  frames: Record<string, unknown>[];
  next(predicate: (frame: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  closed: Promise<{ code: number; reason: string }>;
}

function connect(query = ''): Promise<Connection> {
  const socket = new WebSocket(`${api.baseUrl.replace('http', 'ws')}/ws${query}`);
  const frames: Record<string, unknown>[] = [];
  const waiters: {
    predicate: (frame: Record<string, unknown>) => boolean;
    resolve: (frame: Record<string, unknown>) => void;
  }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Record<string, unknown>;
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.predicate(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  return new Promise((resolve, reject) => {
    socket.on('error', reject);
    socket.on('open', () =>
      resolve({
        socket,
        frames,
        closed,
        next: (predicate) =>
          new Promise((done, fail) => {
            const seen = frames.find(predicate);
            if (seen) return done(seen);
            const timer = setTimeout(
              () => fail(new Error(`no matching frame; got ${JSON.stringify(frames)}`)),
              10_000,
            );
            waiters.push({
              predicate,
              resolve: (frame) => {
                clearTimeout(timer);
                done(frame);
              },
            });
          }),
      }),
    );
  });
}

describe('realtime channel', () => {
  it('authenticates with the token in the query and pushes balance changes', async () => {
    const connection = await connect(`?token=${token}`);
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
      messageId: String(message?.id),
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
    const connection = await connect(`?token=${other}`);
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

  it('closes sockets with a bad token or a bad first message', async () => {
    const badToken = await connect('?token=not-a-token');
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
