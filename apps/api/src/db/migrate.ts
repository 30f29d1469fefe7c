import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { rowsOf, type Database } from './database';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any constant works; it only has to be the same for every instance of this server.
const MIGRATION_LOCK_KEY = 7_352_019_411;

/**
 * Applies the drizzle-kit migrations that are not applied yet, in one transaction, under an advisory
 * lock so that several instances starting together apply each migration once. The bookkeeping table
 * is drizzle's own (`drizzle.__drizzle_migrations`), so `drizzle-kit migrate` agrees with it.
 * Returns how many migrations ran.
 */
export async function migrate(database: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder });
  return database.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(
      sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    const applied = rowsOf<{ hash: string }>(
      await tx.execute(sql`select hash from drizzle.__drizzle_migrations`),
    );
    const appliedHashes = new Set(applied.map((row) => row.hash));
    let count = 0;
    for (const migration of migrations) {
      if (appliedHashes.has(migration.hash)) continue;
      for (const statement of migration.sql) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
      count += 1;
    }
    return count;
  });
}
