import { contract, type Message, type Page } from '@portal/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcastMessage, sendMemberMessage } from '../src/messages/messages';
import { merchantIdByCode } from '../src/seed/seed';
import { startTestServer, type TestServer } from './support/server';
import { connectSocket } from './support/sockets';

// Seeded for every member of a white label: 25 platform messages, one every 7 hours before the seed;
// for each demo account two personal ones: a welcome (unread) at the seed time and a transaction
// notice an hour before it (read).

let api: TestServer;
let member: string;
let agent: string;
let ember: string;
let memberId: number;
let aurora: number;

const unreadOf = async (token: string) => {
  const answer = await api.call<{ count: number }>(contract.messages.unreadCount, { token });
  expect(answer.status).toBe(200);
  return answer.body.success ? answer.body.value.count : -1;
};
const consolidatedUnreadOf = async (token: string) => {
  const answer = await api.call<{ publicState: { unreadMessage: number } }>(contract.member.consolidated, {
    token,
  });
  return answer.body.success ? answer.body.value.publicState.unreadMessage : -1;
};
const pageOf = async (token: string, query: Record<string, string | number> = {}) => {
  const answer = await api.call<Page<Message>>(contract.messages.list, { token, query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  if (!answer.body.success) throw new Error('no page');
  return answer.body.value;
};
const trialToken = async () => {
  const trial = await api.call<{ token: string }>(contract.auth.freePlayLogin, {
    body: { os: 'Linux', platform: 'W', encryption: false, gatewayVersion: 3 },
  });
  return trial.body.success ? trial.body.value.token : '';
};
const markRead = (token: string, messageIds?: string[]) =>
  api.call<{ unread: number }>(contract.messages.markRead, {
    token,
    body: messageIds ? { messageIds } : {},
  });

beforeAll(async () => {
  api = await startTestServer();
  member = await api.loginReady('demomember');
  agent = await api.loginReady('agentone');
  ember = await api.loginReady('demomember', { merchant: 'ember' });
  const info = await api.call<{ id: number }>(contract.member.info, { token: member });
  memberId = info.body.success ? info.body.value.id : 0;
  aurora = await merchantIdByCode(api.testDb.database.db, 'aurora');
});

afterAll(async () => {
  await api.close();
});

describe('platform messages', () => {
  it('lists personal and platform messages newest first, 20 to a page by default', async () => {
    const first = await pageOf(member);
    expect(first).toMatchObject({ pageNo: 1, pageSize: 20, totalElements: 27, totalPages: 2 });
    expect(first.content).toHaveLength(20);
    expect(first.content.slice(0, 3).map(({ title, category, read }) => ({ title, category, read }))).toEqual(
      [
        { title: 'Welcome to Aurora Play', category: 'SYSTEM', read: false },
        { title: 'Opening balance credited', category: 'TRANSACTION', read: true },
        { title: 'Scheduled maintenance (Aurora Play #25)', category: 'SYSTEM', read: false },
      ],
    );
    const times = first.content.map((message) => Date.parse(message.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const second = await pageOf(member, { pageNo: 2 });
    expect(second.content).toHaveLength(7);
    expect(second.content.at(-1)?.title).toBe('Agent commission schedule (Aurora Play #1)');
    const ids = [...first.content, ...second.content].map((message) => message.messageId);
    expect(new Set(ids).size).toBe(27);
    expect(await pageOf(member, { pageNo: 3 })).toMatchObject({ content: [], totalElements: 27 });
  });

  it('filters by category', async () => {
    const promotions = await pageOf(member, { category: 'PROMOTION', pageSize: 50 });
    expect(promotions.totalElements).toBe(10);
    expect(promotions.content.every((message) => message.category === 'PROMOTION')).toBe(true);
    const transactions = await pageOf(member, { category: 'TRANSACTION' });
    expect(transactions.content.map((message) => message.title)).toEqual(['Opening balance credited']);
  });

  it('agrees on the unread count in the badge call and the header state', async () => {
    expect(await unreadOf(member)).toBe(26);
    expect(await consolidatedUnreadOf(member)).toBe(26);
  });

  it('marks chosen messages read, each member on their own, and answers the count left', async () => {
    const page = await pageOf(member, { pageSize: 5 });
    const welcome = page.content[0]?.messageId ?? '';
    const platform = page.content[2]?.messageId ?? '';
    expect(welcome).toMatch(/^member-\d+$/u);
    expect(platform).toMatch(/^broadcast-\d+$/u);

    const marked = await markRead(member, [welcome, platform]);
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ success: true, value: { unread: 24 } });
    const again = await markRead(member, [welcome, platform, welcome]);
    expect(again.body).toMatchObject({ success: true, value: { unread: 24 } });
    expect(await unreadOf(member)).toBe(24);
    expect(await consolidatedUnreadOf(member)).toBe(24);
    const after = await pageOf(member, { pageSize: 5 });
    expect(after.content.slice(0, 3).map((message) => message.read)).toEqual([true, true, true]);

    // A platform message read by one member is still unread for another of the same white label.
    expect(await unreadOf(agent)).toBe(26);
    const agentPage = await pageOf(agent, { pageSize: 5 });
    expect(agentPage.content.find((message) => message.messageId === platform)?.read).toBe(false);
  });

  it('marks everything read when no ids are given', async () => {
    const marked = await markRead(agent);
    expect(marked.body).toMatchObject({ success: true, value: { unread: 0 } });
    expect(await unreadOf(agent)).toBe(0);
    expect(await consolidatedUnreadOf(agent)).toBe(0);
    const page = await pageOf(agent, { pageSize: 50 });
    expect(page.content.every((message) => message.read)).toBe(true);
    expect(await unreadOf(member)).toBe(24);
  });

  it('counts new personal and platform messages, newest first', async () => {
    api.clock.advanceSeconds(60);
    await api.testDb.database.transaction(async (tx) => {
      await broadcastMessage(tx, aurora, {
        category: 'PROMOTION',
        title: 'Flash bonus',
        content: '<p>Today only.</p>',
        now: api.clock.now(),
      });
    });
    api.clock.advanceSeconds(60);
    await api.testDb.database.transaction(async (tx) => {
      await sendMemberMessage(tx, memberId, {
        category: 'TRANSACTION',
        title: 'Deposit received',
        content: '<p>₱500.00 is in your wallet.</p>',
        now: api.clock.now(),
      });
    });
    expect(await unreadOf(member)).toBe(26);
    expect(await unreadOf(agent)).toBe(1);
    const page = await pageOf(member, { pageSize: 2 });
    expect(page.content.map((message) => message.title)).toEqual(['Deposit received', 'Flash bonus']);
    expect(page.totalElements).toBe(29);
  });

  it('refuses ids that name no message of this member, and writes nothing', async () => {
    const theirs = (await pageOf(member, { pageSize: 1 })).content[0]?.messageId ?? '';
    const emberPlatform = (await pageOf(ember, { pageSize: 5 })).content.find((message) =>
      message.messageId.startsWith('broadcast-'),
    );
    const before = await api.rowCounts();
    for (const messageIds of [
      ['member-999999'],
      ['broadcast-999999'],
      ['member-99999999999'],
      ['nonsense'],
      [theirs, 'member-0'],
    ]) {
      const answer = await markRead(member, messageIds);
      expect(answer.status, messageIds.join()).toBe(404);
      expect(answer.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    // Another member's personal message is not theirs to read.
    const refused = await markRead(agent, [theirs]);
    expect(refused.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    // Another white label's platform message neither.
    expect(emberPlatform?.messageId).toMatch(/^broadcast-\d+$/u);
    expect((await markRead(member, [emberPlatform?.messageId ?? ''])).status).toBe(404);
    expect(await api.rowCounts()).toEqual(before);
    expect(await unreadOf(member)).toBe(26);
  });

  it('refuses bad paging and categories with a validation error', async () => {
    for (const query of [{ pageNo: 0 }, { pageSize: 1000 }, { category: 'NEWS' }]) {
      const answer = await api.call(contract.messages.list, { token: member, query });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    for (const body of [
      { messageIds: [] },
      { messageIds: Array.from({ length: 101 }, (_, i) => `member-${i + 1}`) },
    ]) {
      const answer = await api.call(contract.messages.markRead, { token: member, body });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });

  it('gives trial accounts no messages', async () => {
    const token = await trialToken();
    for (const endpoint of [contract.messages.unreadCount, contract.messages.list]) {
      const answer = await api.call(endpoint, { token });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ success: false, code: 'TRIAL_ACCOUNT_REFUSED' });
    }
    expect(await consolidatedUnreadOf(token)).toBe(0);
  });
});

describe('unread count over the realtime socket', () => {
  it('pushes a message and the new count when a message arrives, and the count when messages are read', async () => {
    const connection = await connectSocket(api.baseUrl);
    connection.socket.send(JSON.stringify({ type: 'auth', token: member }));
    await connection.next((frame) => frame.type === 'ready');

    await api.testDb.database.transaction((tx) =>
      broadcastMessage(tx, aurora, {
        category: 'SYSTEM',
        title: 'Server moves tonight',
        content: '<p>Expect a short break.</p>',
        now: api.clock.now(),
      }),
    );
    const message = await connection.next((frame) => frame.type === 'message');
    expect(message).toEqual({
      type: 'message',
      messageId: expect.stringMatching(/^broadcast-\d+$/u),
      title: 'Server moves tonight',
    });
    expect(await connection.next((frame) => frame.type === 'unread')).toEqual({ type: 'unread', count: 27 });

    // Read from another tab: this socket hears the count left.
    await markRead(member, [String(message.messageId)]);
    expect(await connection.next((frame) => frame.type === 'unread' && frame.count === 26)).toEqual({
      type: 'unread',
      count: 26,
    });
    await markRead(member);
    expect(await connection.next((frame) => frame.type === 'unread' && frame.count === 0)).toEqual({
      type: 'unread',
      count: 0,
    });
    const frames = connection.frames.map((frame) => frame.type);
    expect(frames.indexOf('message')).toBeLessThan(frames.indexOf('unread'));
    connection.socket.close();
  });

  it('sends trial sockets no message frames', async () => {
    const token = await trialToken();
    const connection = await connectSocket(api.baseUrl);
    connection.socket.send(JSON.stringify({ type: 'auth', token }));
    await connection.next((frame) => frame.type === 'ready');
    const own = await connectSocket(api.baseUrl);
    own.socket.send(JSON.stringify({ type: 'auth', token: member }));
    await own.next((frame) => frame.type === 'ready');
    await api.testDb.database.transaction((tx) =>
      broadcastMessage(tx, aurora, {
        category: 'SYSTEM',
        title: 'Only for members',
        content: '',
        now: api.clock.now(),
      }),
    );
    // The member's frame proves the event went out while the trial socket was listening.
    await own.next((frame) => frame.type === 'unread');
    expect(connection.frames.filter((frame) => frame.type !== 'ready')).toEqual([]);
    connection.socket.close();
    own.socket.close();
  });
});
