import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, rowsOf, sqlStateOf, type Database } from '../src/db/database';
import { onPostgres } from './support/database';

// PGlite in its own process (pglite-host.mjs), as `npm start` runs it: the same database behaviour
// as in-process PGlite, which every other PGlite test uses. The PostgreSQL run skips it.

let dir: string;
let database: Database;
const lost: string[] = [];

function open(): Database {
  return openDatabase({ pgliteDir: dir, pgliteProcess: { onLost: (reason) => lost.push(reason) } });
}

/** The host process serving `dataDir` (Linux /proc: its command line names the directory). */
async function hostPid(dataDir: string): Promise<number> {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/u.test(entry)) continue;
    const args = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (args.split('\0').some((arg) => arg.endsWith('pglite-host.mjs')) && args.includes(`\0${dataDir}\0`))
      return Number(entry);
  }
  throw new Error(`no PGlite host serves ${dataDir}`);
}

async function rows<T>(query: ReturnType<typeof sql>, on: Pick<Database['db'], 'execute'> = database.db) {
  return rowsOf<T>(await on.execute(query));
}

describe.skipIf(onPostgres)('PGlite in its own process', () => {
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pglite-process-'));
    database = open();
    await database.db.execute(sql`
      create table notes (id int primary key, body text, amount bigint, meta jsonb,
        at timestamptz not null default '2026-03-04 02:00:00+00', bytes bytea)`);
    await database.db.execute(sql`create table counters (id int primary key, value int not null)`);
  });

  afterAll(async () => {
    await database?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('answers rows with their types intact: bigint, json, bytes, and timestamps as drizzle reads them', async () => {
    await database.db.execute(
      sql`insert into notes (id, body, amount, meta, bytes) values (1, 'first', 9007199254740993, '{"a":[1,2]}', '\\x0102ff')`,
    );
    const [row] = await rows<Record<string, unknown>>(sql`select * from notes where id = 1`);
    expect(row).toEqual({
      id: 1,
      body: 'first',
      amount: 9007199254740993n,
      meta: { a: [1, 2] },
      at: '2026-03-04 02:00:00+00',
      bytes: new Uint8Array([1, 2, 255]),
    });
  });

  it('commits a transaction, and writes nothing of one that throws', async () => {
    await database.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (2, 'kept')`);
    });
    const failure = new Error('changed my mind');
    await expect(
      database.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (id, body) values (3, 'dropped')`);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await rows(sql`select id from notes where id in (2, 3) order by id`)).toEqual([{ id: 2 }]);
  });

  it('reports a database error with its SQLSTATE, and rolls back the transaction it broke', async () => {
    const error = await database
      .transaction(async (tx) => {
        await tx.execute(sql`insert into notes (id, body) values (4, 'first write')`);
        await tx.execute(sql`insert into notes (id, body) values (1, 'duplicate key')`);
      })
      .catch((caught: unknown) => caught);
    expect(sqlStateOf(error)).toBe('23505');
    expect(await rows(sql`select id from notes where id = 4`)).toEqual([]);
  });

  it('runs concurrent transactions one after another, so no read-modify-write is lost', async () => {
    await database.db.execute(sql`insert into counters values (1, 0)`);
    await Promise.all(
      Array.from({ length: 25 }, () =>
        database.transaction(async (tx) => {
          const [counter] = await rows<{ value: number }>(sql`select value from counters where id = 1`, tx);
          await new Promise((resolve) => setTimeout(resolve, 1));
          await tx.execute(sql`update counters set value = ${(counter?.value ?? 0) + 1} where id = 1`);
        }),
      ),
    );
    expect(await rows(sql`select value from counters where id = 1`)).toEqual([{ value: 25 }]);
  });

  it('delivers a notification at its commit, and none on rollback', async () => {
    const heard: string[] = [];
    const stop = await database.listen(['notes'], (channel, payload) => heard.push(`${channel}:${payload}`));
    await database
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('notes', 'rolled back')`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await database.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('notes', 'committed')`);
    });
    await vi.waitFor(() => expect(heard).toEqual(['notes:committed']));
    await stop();
    await database.db.execute(sql`select pg_notify('notes', 'after stop')`);
    await database.db.execute(sql`select 1`);
    expect(heard).toEqual(['notes:committed']);
  });

  it('keeps what was written when it is closed and opened again', async () => {
    await database.close();
    database = open();
    expect(await rows(sql`select id from notes order by id`)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(lost).toEqual([]);
  });

  it('tells the API side when the process ends unasked, and fails calls instead of waiting for ever', async () => {
    process.kill(await hostPid(dir), 'SIGKILL');
    await vi.waitFor(() => expect(lost).toEqual(["PGlite's process ended (SIGKILL)"]));
    const failed = await database.db.execute(sql`select 1`).catch((error: unknown) => error);
    // drizzle wraps the driver's error as its cause.
    expect(failed).toMatchObject({ cause: { message: "PGlite's process ended (SIGKILL)" } });
    await database.close();
    // The data directory was left as a crash leaves it; PGlite recovers it on the next start.
    database = open();
    expect(await rows(sql`select count(*)::int as notes from notes`)).toEqual([{ notes: 2 }]);
  });
});
