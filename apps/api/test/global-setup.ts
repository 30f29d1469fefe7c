import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, rowsOf } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seed/seed';
import { loadServerKeys } from '../src/security/keys';
import { configureHashing } from '../src/security/password';
import { TEST_HASHING } from './support/hashing';
import { SEED_NOW } from './support/time';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a data directory (tar), migrated and seeded, that each test file starts from. */
    pgliteSnapshot: string;
    /** PostgreSQL: a migrated and seeded database that each test file copies (CREATE DATABASE … TEMPLATE). */
    templateDatabase: string;
  }
}

/**
 * Migrates and seeds once; every test file then starts from a copy instead of seeding again. The
 * seeded accounts' passwords are hashed at the test servers' cost (support/hashing.ts). The server's
 * keys are made here too, so no file's server spends its start on an RSA key pair.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  configureHashing(TEST_HASHING);
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = openDatabase({});
    await migrate(database);
    await seed(database, { now: SEED_NOW, passwordCost: TEST_HASHING.cost });
    await loadServerKeys(database, SEED_NOW);
    const snapshot = await database.dumpDataDir?.();
    const [checkpoint] = rowsOf<{ redo: string }>(
      await database.db.execute(sql`select pg_walfile_name(redo_lsn) as redo from pg_control_checkpoint()`),
    );
    await database.close();
    if (!snapshot || !checkpoint) throw new Error('PGlite did not dump its data directory');
    const folder = await mkdtemp(path.join(tmpdir(), 'api-test-'));
    const file = path.join(folder, 'seeded.tar');
    await writeFile(file, withoutSpareWal(new Uint8Array(await snapshot.arrayBuffer()), checkpoint.redo));
    project.provide('pgliteSnapshot', file);
    project.provide('templateDatabase', '');
    return () => rm(folder, { recursive: true, force: true });
  }

  const template = `api_test_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(template)}`);
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(template)}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const database = openDatabase({ databaseUrl: url.toString() });
  await migrate(database);
  await seed(database, { now: SEED_NOW, passwordCost: TEST_HASHING.cost });
  await loadServerKeys(database, SEED_NOW);
  await database.close();
  project.provide('pgliteSnapshot', '');
  project.provide('templateDatabase', template);
  return async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(template)} WITH (FORCE)`);
    await cleanup.end();
  };
}

const TAR_BLOCK = 512;
const WAL_SEGMENT = /(?:^|\/)pg_wal\/[0-9A-F]{24}$/u;

/**
 * The data directory's tarball less the WAL segments that PostgreSQL only keeps to write into later
 * (a checkpointed copy replays nothing and needs only its checkpoint's segment): a quarter of the
 * bytes every test file's database loads.
 */
function withoutSpareWal(tar: Uint8Array, redoSegment: string): Uint8Array {
  const decoder = new TextDecoder();
  const field = (at: number, length: number) =>
    decoder.decode(tar.subarray(at, at + length)).replace(/\0.*$/su, '');
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + TAR_BLOCK <= tar.length && tar[offset] !== 0) {
    const prefix = field(offset + 345, 155);
    const name = prefix ? `${prefix}/${field(offset, 100)}` : field(offset, 100);
    const size = Number.parseInt(field(offset + 124, 12).trim() || '0', 8);
    const end = offset + TAR_BLOCK + Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
    if (!WAL_SEGMENT.test(name) || name.endsWith(`/${redoSegment}`)) kept.push(tar.subarray(offset, end));
    offset = end;
  }
  kept.push(new Uint8Array(2 * TAR_BLOCK));
  return Buffer.concat(kept);
}
