import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database';

export interface TestDatabase {
  database: Database;
  /** PostgreSQL only: the copy's connection string, to open a second instance's pool on it. */
  url?: string;
  /** Closes the database; on PostgreSQL also drops the throwaway copy. */
  dispose(): Promise<void>;
}

/** The suite runs on PostgreSQL (`scripts/with-postgres.sh` sets DATABASE_URL), else on in-memory PGlite. */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * The random sequences a property test of the server explores in one suite. PGlite is PostgreSQL's
 * own engine compiled to WebAssembly and about twice as slow here, so its suite explores a quarter
 * as many (enough to catch a difference between the engines); `npm test` also runs the suite on
 * PostgreSQL, which explores the full thousand.
 */
export const propertySequences = onPostgres ? 1_000 : 250;

/** The PGlite snapshot, read once per worker: a worker's files share this module (isolate: false). */
let snapshot: { file: string; blob: Promise<Blob> } | undefined;

function pgliteSnapshot(): Promise<Blob> {
  const file = inject('pgliteSnapshot');
  if (snapshot?.file !== file) snapshot = { file, blob: readFile(file).then((bytes) => new Blob([bytes])) };
  return snapshot.blob;
}

/**
 * A private copy of the migrated and seeded test database (see global-setup.ts): in-memory PGlite
 * loaded from the snapshot, or, when DATABASE_URL is set, a new database cloned from the template.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = openDatabase({ pgliteSnapshot: await pgliteSnapshot() });
    return { database, dispose: () => database.close() };
  }
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    `CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(inject('templateDatabase'))}`,
  );
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    url: url.toString(),
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
