// The server side of the benchmark (scripts/bench.ts starts it; the load comes from that process).
//   bench-server.ts floor   a bare Fastify route answering a small JSON object: the framework's floor
//   bench-server.ts api     this API on a fresh database: in-memory PGlite, or with DATABASE_URL a new
//                           PostgreSQL database made for the run and dropped after it
// Prints `READY <port>` once listening on PORT (0: any free port); SIGTERM closes everything.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seed/seed';
import { buildServer } from '../src/server';
import { addBenchMembers } from './bench-members';

const mode = process.argv[2];
const port = Number(process.env.PORT ?? 0);

/** A new empty database on the PostgreSQL of `adminUrl`: its URL, and how to drop it again. */
async function freshPostgres(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `api_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`),
  };
}

async function startApi(): Promise<{ server: FastifyInstance; close(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL || undefined;
  const fresh = adminUrl ? await freshPostgres(adminUrl) : null;
  const database = openDatabase(fresh ? { databaseUrl: fresh.url } : {});
  await migrate(database);
  const now = new Date();
  await seed(database, { now });
  await addBenchMembers(database, now);
  // Per-IP request limits would throttle a benchmark from one address.
  const { server } = await buildServer({ database, dataDir: null, rateLimits: false });
  return {
    server,
    async close() {
      await server.close();
      await database.close();
      await fresh?.drop();
    },
  };
}

async function startFloor(): Promise<{ server: FastifyInstance; close(): Promise<void> }> {
  const server = Fastify({ logger: false });
  server.get('/floor', async () => ({ success: true, code: 'OK', message: 'OK', value: { status: 0 } }));
  return { server, close: () => server.close() };
}

if (mode !== 'api' && mode !== 'floor') {
  console.error('usage: bench-server.ts api | floor');
  process.exit(2);
}
const started = mode === 'api' ? await startApi() : await startFloor();
await started.server.listen({ host: '127.0.0.1', port });
console.log(`READY ${(started.server.server.address() as AddressInfo).port}`);

let closing = false;
process.on('SIGTERM', () => {
  if (closing) return;
  closing = true;
  started.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
