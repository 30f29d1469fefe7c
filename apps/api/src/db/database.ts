import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { startPgliteProcess, type PgliteProcess } from './pglite-process';
import * as schema from './schema';

/** Drizzle over either driver; a transaction handle has the same type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type NotificationListener = (channel: string, payload: string) => void;

/** The application name of a listening connection (pg_stat_activity shows which connections listen). */
export const LISTENER_APPLICATION_NAME = 'portal-api-listener';

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /**
   * Runs `work` in one transaction. On PostgreSQL a serialization failure or deadlock retries the
   * whole callback, so it must not have effects outside the database.
   */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * LISTEN on channels over one connection, so notifications arrive in commit order (and only for
   * committed transactions). A lost connection is reported through `onConnection(false)` — whatever
   * was notified meanwhile is gone — and opened again (`onConnection(true)` once it listens again).
   */
  listen(
    channels: readonly string[],
    listener: NotificationListener,
    onConnection?: (connected: boolean) => void,
  ): Promise<() => Promise<void>>;
  /** PGlite only: the data directory as a tarball, checkpointed, to start other instances from. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… : use PostgreSQL through node-postgres. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` (the default when neither is given) keeps it in memory. */
  pgliteDir?: string;
  /** PGlite only: start from a data directory dumped by `dumpDataDir`. */
  pgliteSnapshot?: Blob;
  /**
   * PGlite only, with `pgliteDir`: run the database in a process of its own (the server does), so its
   * memory and CPU time stay out of the API's process, as PostgreSQL's do. `onLost` hears if that
   * process ends without being closed.
   */
  pgliteProcess?: { onLost(reason: string): void };
  poolSize?: number;
  /** PostgreSQL only: the first wait before a lost listening connection is opened again (doubles up to 30 s). */
  relistenDelayMs?: number;
}

const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.relistenDelayMs ?? 500);
  if (options.pgliteProcess && options.pgliteDir)
    return openPgliteProcess(options.pgliteDir, options.pgliteProcess.onLost);
  return openPglite(options.pgliteDir ?? 'memory://', options.pgliteSnapshot);
}

/**
 * PGlite's own start parameters with a 16 MB buffer pool instead of PostgreSQL's default 128 MB:
 * the pool lives in the server process's memory, the operating system caches the data directory's
 * files anyway, and the caches in front of the database keep the hot reads away from it.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

function openPglite(dataDir: string, snapshot: Blob | undefined): Database {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, {
    startParams: PGLITE_START_PARAMS,
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  // Checkpointed, so a copy starts without replaying the log, and uncompressed: copies are loaded
  // in memory, where unpacking cost more than the smaller file saved.
  const dump = async () => {
    await client.exec('CHECKPOINT');
    return client.dumpDataDir('none');
  };
  return pgliteDatabase(client, drizzlePglite(client, { schema }), dump);
}

/** The same database as `openPglite`'s, run by pglite-host.mjs in a child process. */
function openPgliteProcess(dataDir: string, onLost: (reason: string) => void): Database {
  mkdirSync(dataDir, { recursive: true });
  const client = startPgliteProcess(dataDir, { startParams: PGLITE_START_PARAMS, onLost });
  // drizzle's PGlite driver calls only query and transaction, which the child's client answers alike.
  return pgliteDatabase(client, drizzlePglite(client as unknown as PGlite, { schema }));
}

/** What PGlite's client, in this process or in its own, offers beyond drizzle's calls. */
type PgliteClient = Pick<PgliteProcess, 'listen' | 'close'>;

function pgliteDatabase(client: PgliteClient, db: Db, dumpDataDir?: () => Promise<Blob>): Database {
  return {
    kind: 'pglite',
    db,
    // PGlite is a single connection: its transaction mutex already serialises every transaction and
    // keeps other queries out of an open one, so a row lock can never be contended here.
    transaction: (work) => db.transaction((tx) => work(tx)),
    // One connection, in this process or in a child whose loss ends the server (`onLost`): a lost
    // listening connection is never reported, so `onConnection` is never called.
    async listen(channels, listener) {
      const stops = await Promise.all(
        channels.map((channel) => client.listen(channel, (payload) => listener(channel, payload))),
      );
      return async () => {
        for (const stop of stops) await stop();
      };
    },
    ...(dumpDataDir ? { dumpDataDir } : {}),
    close: () => client.close(),
  };
}

const RELISTEN_MAX_DELAY_MS = 30_000;

function openPostgres(databaseUrl: string, poolSize: number, relistenDelayMs: number): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client that loses its connection emits 'error' on the pool; without a handler the
  // process would crash. The next checkout simply opens a new connection.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema });
  const stops = new Set<() => Promise<void>>();
  return {
    kind: 'postgres',
    db,
    async transaction(work) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await db.transaction((tx) => work(tx));
        } catch (error) {
          if (attempt >= 5 || !RETRYABLE_SQLSTATES.has(sqlStateOf(error) ?? '')) throw error;
        }
      }
    },
    async listen(channels, listener, onConnection) {
      let stopped = false;
      let current: pg.Client | null = null;
      let delay = relistenDelayMs;
      let retry: NodeJS.Timeout | undefined;
      const open = async (reopening: boolean): Promise<void> => {
        const client = new pg.Client({
          connectionString: databaseUrl,
          application_name: LISTENER_APPLICATION_NAME,
          // A silently dropped connection is noticed by TCP keep-alive, not only at the next write.
          keepAlive: true,
          keepAliveInitialDelayMillis: 10_000,
        });
        let lost = false;
        const onLost = () => {
          if (lost) return;
          lost = true;
          // A failed attempt to open again reports nothing: the loss was already reported.
          const wasListening = current === client;
          if (wasListening) current = null;
          client.end().catch(() => undefined);
          if (stopped) return;
          if (wasListening) onConnection?.(false);
          retry = setTimeout(() => void open(true).catch(() => undefined), delay);
          delay = Math.min(delay * 2, RELISTEN_MAX_DELAY_MS);
        };
        client.on('error', onLost);
        client.on('end', onLost);
        client.on('notification', (message) => listener(message.channel, message.payload ?? ''));
        try {
          await client.connect();
          for (const channel of channels) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          onLost();
          throw error;
        }
        if (stopped) {
          await client.end().catch(() => undefined);
          return;
        }
        current = client;
        delay = relistenDelayMs;
        if (reopening) onConnection?.(true);
      };
      const stop = async () => {
        stopped = true;
        clearTimeout(retry);
        stops.delete(stop);
        await current?.end().catch(() => undefined);
      };
      try {
        await open(false);
      } catch (error) {
        await stop();
        throw error;
      }
      stops.add(stop);
      return stop;
    },
    async close() {
      await Promise.all([...stops].map((stop) => stop()));
      await pool.end();
    },
  };
}

/** The SQLSTATE of a database error, looking through drizzle's wrapping. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (
      typeof current === 'object' &&
      'code' in current &&
      typeof current.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(current.code)
    ) {
      return current.code;
    }
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/** Rows of a raw `db.execute` result: both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows))
    return result.rows as T[];
  return [];
}
