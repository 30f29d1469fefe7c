import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openClusterBus, publish, type ClusterBus } from '../src/cluster/bus';
import type { TopicPayload } from '../src/cluster/topics';
import { memberMessages } from '../src/db/schema';
import { createTestDatabase, type TestDatabase } from './support/database';

let testDb: TestDatabase;
let bus: ClusterBus;
const errors: unknown[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  bus = await openClusterBus(testDb.database, (error) => errors.push(error));
});

afterAll(async () => {
  await bus.close();
  await testDb.dispose();
});

describe('cluster bus', () => {
  it('delivers a message published in a transaction at its commit, and none on rollback', async () => {
    const heard: TopicPayload<'catalogue.changed'>[] = [];
    const stop = bus.subscribe('catalogue.changed', (payload) => {
      heard.push(payload);
    });
    await testDb.database
      .transaction(async (tx) => {
        await publish(tx, 'catalogue.changed', { merchantId: 1 });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await testDb.database.transaction(async (tx) => {
      await publish(tx, 'catalogue.changed', { merchantId: 2 });
      // Not before commit.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toEqual([]);
    });
    await vi.waitFor(() => expect(heard).toEqual([{ merchantId: 2 }]));
    stop();
    await bus.publish(testDb.database.db, 'catalogue.changed', { merchantId: null });
    await bus.settled();
    expect(heard).toEqual([{ merchantId: 2 }]);
    expect(errors).toEqual([]);
  });

  it('refuses to publish a payload its topic does not describe', async () => {
    await expect(
      publish(testDb.database.db, 'session.revoked', { memberId: 1, sessionIds: [] }),
    ).rejects.toThrow();
  });

  it('turns the database triggers into topics (a personal message → member.message)', async () => {
    const heard: TopicPayload<'member.message'>[] = [];
    const stop = bus.subscribe('member.message', (payload) => {
      heard.push(payload);
    });
    const [row] = await testDb.database.db
      .insert(memberMessages)
      .values({ memberId: 1, title: 'Hello', content: '', createdAt: new Date() })
      .returning();
    await vi.waitFor(() =>
      expect(heard).toEqual([{ memberId: 1, messageId: `member-${row?.id}`, title: 'Hello' }]),
    );
    stop();
  });

  it('keeps handling after a handler fails, and reports the failure', async () => {
    const heard: number[] = [];
    const stopFailing = bus.subscribe('merchant.changed', () => {
      throw new Error('handler broke');
    });
    const stop = bus.subscribe('merchant.changed', ({ merchantId }) => {
      heard.push(merchantId);
    });
    await bus.publish(testDb.database.db, 'merchant.changed', { merchantId: 7 });
    await bus.publish(testDb.database.db, 'merchant.changed', { merchantId: 8 });
    await vi.waitFor(() => expect(heard).toEqual([7, 8]));
    expect(errors).toHaveLength(2);
    stopFailing();
    stop();
  });
});
