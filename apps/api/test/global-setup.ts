import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seed/seed';
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
 * seeded accounts' passwords are hashed at the test servers' cost (support/hashing.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  configureHashing(TEST_HASHING);
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = openDatabase({});
    await migrate(database);
    await seed(database, { now: SEED_NOW, passwordCost: TEST_HASHING.cost });
    const snapshot = await database.dumpDataDir?.();
    await database.close();
    if (!snapshot) throw new Error('PGlite did not dump its data directory');
    const folder = await mkdtemp(path.join(tmpdir(), 'api-test-'));
    const file = path.join(folder, 'seeded.tar');
    await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
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
