import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import { clusterTopics, triggerEventTopics, type ClusterTopic, type TopicPayload } from './topics';

/** The application's channel; the triggers' channel is MEMBER_EVENTS_CHANNEL. */
export const CLUSTER_CHANNEL = 'cluster_bus';
export const MEMBER_EVENTS_CHANNEL = 'member_events';
/** PostgreSQL refuses a notification payload of 8000 bytes or more. */
const MAX_MESSAGE_BYTES = 7_999;

export type TopicHandler<T extends ClusterTopic> = (payload: TopicPayload<T>) => void | Promise<void>;

/**
 * Publish/subscribe between the server instances on one database. On PostgreSQL it is
 * LISTEN/NOTIFY, so every instance (the publisher too) hears every message; on PGlite the same
 * interface stays inside the one process that owns the database. Messages are delivered only
 * after the transaction that published them commits, and handled one at a time in arrival order.
 */
export interface ClusterBus {
  subscribe<T extends ClusterTopic>(topic: T, handler: TopicHandler<T>): () => void;
  /** Publishes through `db` (a transaction: heard at its commit, not at all on rollback). */
  publish<T extends ClusterTopic>(db: Db, topic: T, payload: TopicPayload<T>): Promise<void>;
  /** Resolves once every message heard so far has been handled (tests, shutdown). */
  settled(): Promise<void>;
  /**
   * Whether messages are being heard. While the database connection that listens is lost (and until
   * it listens again) messages are missed: a cache kept current by them must not be trusted then.
   */
  readonly connected: boolean;
  /** Calls `handler` at each loss and recovery of the listening connection; returns the unsubscribe. */
  onConnectionChange(handler: (connected: boolean) => void): () => void;
  close(): Promise<void>;
}

/** Publishes `payload` on `topic`; a free function so code holding only a transaction can use it. */
export async function publish<T extends ClusterTopic>(
  db: Db,
  topic: T,
  payload: TopicPayload<T>,
): Promise<void> {
  const message = JSON.stringify({ topic, payload: clusterTopics[topic].parse(payload) });
  if (Buffer.byteLength(message) > MAX_MESSAGE_BYTES)
    throw new Error(`cluster message on ${topic} is over ${MAX_MESSAGE_BYTES} bytes`);
  await db.execute(sql`select pg_notify(${CLUSTER_CHANNEL}, ${message})`);
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const isTopic = (value: unknown): value is ClusterTopic =>
  typeof value === 'string' && Object.hasOwn(clusterTopics, value);

export async function openClusterBus(
  database: Database,
  onError: (error: unknown, topic: ClusterTopic) => void,
): Promise<ClusterBus> {
  const handlers = new Map<ClusterTopic, Set<TopicHandler<ClusterTopic>>>();
  let queue: Promise<void> = Promise.resolve();

  const dispatch = (topic: ClusterTopic, raw: unknown) => {
    const parsed = clusterTopics[topic].safeParse(raw);
    // Another version's message, or a stranger's NOTIFY on our channel: not ours to act on.
    if (!parsed.success) return;
    for (const handler of handlers.get(topic) ?? []) {
      queue = queue
        .then(() => handler(parsed.data as TopicPayload<ClusterTopic>))
        .catch((error: unknown) => onError(error, topic));
    }
  };

  const connectionHandlers = new Set<(connected: boolean) => void>();
  let connected = true;
  const stopListening = await database.listen(
    [CLUSTER_CHANNEL, MEMBER_EVENTS_CHANNEL],
    (channel, text) => {
      const message = parseObject(text);
      if (!message) return;
      if (channel === CLUSTER_CHANNEL) {
        if (isTopic(message.topic)) dispatch(message.topic, message.payload);
        return;
      }
      const event = message.event;
      if (typeof event === 'string' && Object.hasOwn(triggerEventTopics, event))
        dispatch(triggerEventTopics[event] as ClusterTopic, message);
    },
    (now) => {
      connected = now;
      for (const handler of connectionHandlers) handler(now);
    },
  );

  return {
    subscribe(topic, handler) {
      const set = handlers.get(topic) ?? new Set();
      set.add(handler as TopicHandler<ClusterTopic>);
      handlers.set(topic, set);
      return () => {
        set.delete(handler as TopicHandler<ClusterTopic>);
      };
    },
    publish,
    settled: () => queue,
    get connected() {
      return connected;
    },
    onConnectionChange(handler) {
      connectionHandlers.add(handler);
      return () => {
        connectionHandlers.delete(handler);
      };
    },
    async close() {
      await stopListening();
      connectionHandlers.clear();
      await queue;
      handlers.clear();
    },
  };
}
