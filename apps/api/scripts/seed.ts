// npm run seed -w @portal/api: migrates the database and, in demo mode (DEMO_MODE=1), seeds it if
// it is empty. Uses DATABASE_URL (PostgreSQL) or PGLITE_DIR (default apps/api/.data/pglite), like
// the server.
import path from 'node:path';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedIfEmpty } from '../src/seed/seed';
import { DEFAULT_DATA_DIR } from '../src/server';

const config = readConfig();
const databaseUrl = process.env.DATABASE_URL || undefined;
const database = openDatabase(
  databaseUrl
    ? { databaseUrl }
    : { pgliteDir: process.env.PGLITE_DIR ?? path.join(DEFAULT_DATA_DIR, 'pglite') },
);
const started = Date.now();
const applied = await migrate(database);
const seeded = await seedIfEmpty(database, { now: new Date(), demoMode: config.demoMode });
await database.close();
console.log(
  `${database.kind}: ${applied} migration(s) applied; ${seeded} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
