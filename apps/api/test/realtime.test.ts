import { randomUUID } from 'node:crypto';
import { contract } from '@portal/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agentContracts, memberMessages, members } from '../src/db/schema';
import { startTestServer, type TestServer } from './support/server';
import { connectSocket } from './support/sockets';

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

  it('subscribes a socket once however many auth messages it sends', async () => {
    const connection = await connect(`?token=${token}`);
    for (let i = 0; i < 5; i += 1) connection.socket.send(JSON.stringify({ type: 'auth', token }));
    await connection.next((frame) => frame.type === 'ready');
    await api.call(contract.wallet.transfer, {
      token,
      idempotencyKey: randomUUID(),
      body: { from: 'MAIN', to: 'CQ9', amount: 7 },
    });
    await connection.next((frame) => frame.type === 'balance' && frame.wallet === 'CQ9');
    // A second subscription would have doubled every frame on this socket.
    expect(connection.frames.filter((frame) => frame.type === 'ready')).toHaveLength(1);
    expect(connection.frames.filter((frame) => frame.type === 'balance')).toHaveLength(2);
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
