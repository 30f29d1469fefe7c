import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

/** Drizzle over either driver; a transaction handle has the same type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type NotificationListener = (payload: string) => void;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /**
   * Runs `work` in one transaction. On PostgreSQL a serialization failure or deadlock retries the
   * whole callback, so it must not have effects outside the database.
   */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; notifications arrive only for committed transactions. */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  /** PGlite only: the data directory as a gzipped tarball, to start other instances from. */
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
  poolSize?: number;
}

const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.pgliteDir ?? 'memory://', options.pgliteSnapshot);
}

function openPglite(dataDir: string, snapshot: Blob | undefined): Database {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, snapshot ? { loadDataDir: snapshot } : {});
  const db = drizzlePglite(client, { schema });
  return {
    kind: 'pglite',
    db,
    // PGlite is a single connection: its transaction mutex already serialises every transaction and
    // keeps other queries out of an open one, so a row lock can never be contended here.
    transaction: (work) => db.transaction((tx) => work(tx)),
    async listen(channel, listener) {
      const unlisten = await client.listen(channel, listener);
      return unlisten;
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}

function openPostgres(databaseUrl: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client that loses its connection emits 'error' on the pool; without a handler the
  // process would crash. The next checkout simply opens a new connection.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema });
  const listeners = new Set<pg.Client>();
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
    async listen(channel, listener) {
      const client = new pg.Client({ connectionString: databaseUrl });
      client.on('error', () => undefined);
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) listener(message.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.add(client);
      return async () => {
        listeners.delete(client);
        await client.end();
      };
    },
    async close() {
      await Promise.all([...listeners].map((client) => client.end()));
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
