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

/**
 * A private copy of the migrated and seeded test database (see global-setup.ts): in-memory PGlite
 * loaded from the snapshot, or, when DATABASE_URL is set, a new database cloned from the template.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))]);
    const database = openDatabase({ pgliteSnapshot: snapshot });
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
