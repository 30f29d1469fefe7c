// The server side of the benchmark (scripts/bench.ts starts it; the load comes from that process).
//   bench-server.ts floor         a bare Fastify route answering a small JSON object: the framework's floor
//   bench-server.ts api           this API on a fresh database: a PGlite data directory made for the run
//                                 in a temporary folder (PGlite runs in a child process, as in `npm start`),
//                                 or with DATABASE_URL a new PostgreSQL database; either is dropped after
//                                 the run
//   bench-server.ts prepare DIR   (run by `api`) migrates and seeds a new PGlite data directory in DIR
// Prints `READY <port>` once listening on PORT (0: any free port); SIGTERM closes everything.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeHeapSnapshot } from 'node:v8';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { exitWhenLost } from '../src/db/pglite-process';
import { seed } from '../src/seed/seed';
import { collectWhenIdle } from '../src/http/idle-collection';
import { buildServer } from '../src/server';
import { addBenchAgent } from './bench-agent';
import { addBenchMembers, readyDemoMember } from './bench-members';
import { addBenchRecordsMember } from './bench-records';

const mode = process.argv[2];
const PROFILE_DIR = fileURLToPath(new URL('../.bench-profiles', import.meta.url));
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

/**
 * The schema, the demo seed, the benchmark's members, agent and records member, and aurora
 * demomember's password.
 */
async function prepare(database: Database): Promise<void> {
  await migrate(database);
  const now = new Date();
  await seed(database, { now });
  await addBenchMembers(database, now);
  const agentStart = Date.now();
  await addBenchAgent(database, now);
  console.error(`bench agent's team written in ${((Date.now() - agentStart) / 1000).toFixed(1)} s`);
  const recordsStart = Date.now();
  await addBenchRecordsMember(database, now);
  console.error(`bench records member written in ${((Date.now() - recordsStart) / 1000).toFixed(1)} s`);
  await readyDemoMember(database, now);
}

/**
 * A new PGlite data directory, made in a child process as `npm start` does (its seed step): creating
 * a database runs initdb in a second WASM instance and leaves the process that did it hundreds of
 * megabytes larger, which a server opening an existing directory never pays.
 */
async function freshPglite(): Promise<{ dir: string; drop(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'api-bench-'));
  execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), 'prepare', dir], {
    stdio: 'inherit',
  });
  return { dir, drop: () => rm(dir, { recursive: true, force: true }) };
}

async function startApi(): Promise<{ server: FastifyInstance; close(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL || undefined;
  const postgres = adminUrl ? await freshPostgres(adminUrl) : null;
  const pglite = postgres ? null : await freshPglite();
  // PGlite runs in its own process, as `npm start` runs it.
  const database = openDatabase(
    postgres
      ? { databaseUrl: postgres.url }
      : {
          pgliteDir: pglite?.dir,
          pgliteProcess: { onLost: exitWhenLost },
        },
  );
  if (postgres) await prepare(database);
  // Per-IP request limits would throttle a benchmark from one address.
  const { server } = await buildServer({ database, dataDir: null, rateLimits: false });
  // As main.ts does.
  collectWhenIdle(server);
  return {
    server,
    async close() {
      await server.close();
      await database.close();
      await postgres?.drop();
      await pglite?.drop();
    },
  };
}

async function startFloor(): Promise<{ server: FastifyInstance; close(): Promise<void> }> {
  const server = Fastify({ logger: false });
  server.get('/floor', async () => ({ success: true, code: 'OK', message: 'OK', value: { status: 0 } }));
  return { server, close: () => server.close() };
}

if (mode === 'prepare') {
  const dir = process.argv[3];
  if (!dir) throw new Error('usage: bench-server.ts prepare DIR');
  const database = openDatabase({ pgliteDir: dir });
  await prepare(database);
  await database.close();
  process.exit(0);
}
if (mode !== 'api' && mode !== 'floor') {
  console.error('usage: bench-server.ts api | floor | prepare DIR');
  process.exit(2);
}
const started = mode === 'api' ? await startApi() : await startFloor();
await started.server.listen({ host: '127.0.0.1', port });
console.log(`READY ${(started.server.server.address() as AddressInfo).port}`);

// For the benchmark's report: where the resident memory is (the V8 heap, or outside it: PGlite's WASM
// memory); with BENCH_HEAPSNAPSHOT=1 also a heap snapshot into .bench-profiles, to open in DevTools.
process.on('SIGUSR2', () => {
  if (process.env.BENCH_HEAPSNAPSHOT === '1') {
    mkdirSync(PROFILE_DIR, { recursive: true });
    writeHeapSnapshot(path.join(PROFILE_DIR, `api-${Date.now()}.heapsnapshot`));
  }
  const { heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
  console.log(
    `MEMORY V8 heap ${mb(heapUsed)} of ${mb(heapTotal)} MB, external ${mb(external)} MB (array buffers ${mb(arrayBuffers)} MB)`,
  );
});

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
