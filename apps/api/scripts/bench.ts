// Benchmark: requests per second and p50/p99 latency of game lists and of login, over real HTTP on
// 127.0.0.1, against a fresh in-memory PGlite (or DATABASE_URL). A fixed number of requests is sent
// by a fixed number of concurrent clients (no autocannon here: plain fetch in a bounded loop).
//   npx tsx apps/api/scripts/bench.ts
//   BENCH_LIST_REQUESTS=2000 BENCH_LIST_CLIENTS=16 BENCH_LOGIN_REQUESTS=40 BENCH_LOGIN_CLIENTS=4 npx tsx …
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import {
  contract,
  encryptBody,
  type Envelope,
  type LoginResponse,
  type RsaPublicJwk,
} from '@portal/api-contract';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seed/seed';
import { buildServer } from '../src/server';

const env = process.env;
const LIST_REQUESTS = Number(env.BENCH_LIST_REQUESTS ?? 2000);
const LIST_CLIENTS = Number(env.BENCH_LIST_CLIENTS ?? 16);
const LOGIN_REQUESTS = Number(env.BENCH_LOGIN_REQUESTS ?? 40);
const LOGIN_CLIENTS = Number(env.BENCH_LOGIN_CLIENTS ?? 4);

interface Result {
  name: string;
  requests: number;
  clients: number;
  seconds: number;
  failures: number;
  latencies: number[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Sends `count` requests from `clients` concurrent loops; each `send(i)` must resolve when its answer is read. */
async function run(
  name: string,
  count: number,
  clients: number,
  send: (index: number) => Promise<boolean>,
): Promise<Result> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let index = next++; index < count; index = next++) {
        const begin = performance.now();
        const ok = await send(index);
        latencies.push(performance.now() - begin);
        if (!ok) failures += 1;
      }
    }),
  );
  return {
    name,
    requests: count,
    clients,
    seconds: (performance.now() - started) / 1000,
    failures,
    latencies: latencies.sort((a, b) => a - b),
  };
}

function report(result: Result): string {
  const rps = result.requests / result.seconds;
  return [
    result.name.padEnd(12),
    String(result.requests).padStart(8),
    String(result.clients).padStart(8),
    rps.toFixed(1).padStart(10),
    percentile(result.latencies, 50).toFixed(1).padStart(10),
    percentile(result.latencies, 99).toFixed(1).padStart(10),
    String(result.failures).padStart(9),
  ].join(' ');
}

const databaseUrl = env.DATABASE_URL || undefined;
const database = openDatabase(databaseUrl ? { databaseUrl } : {});
console.log(`preparing ${database.kind} database (migrate + seed)…`);
await migrate(database);
await seed(database, { now: new Date(), betHistory: false });
// Per-IP request limits would throttle a benchmark from one address.
const { server } = await buildServer({ database, dataDir: null, rateLimits: false });
await server.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;

const publicKey = (
  (await (await fetch(`${base}${contract.system.publicKey.path}`)).json()) as Envelope<{
    jwk: RsaPublicJwk;
  }> & { value: { jwk: RsaPublicJwk } }
).value.jwk;
const loginBody = async () =>
  JSON.stringify({
    jwe: await encryptBody(
      { type: 'username', username: 'demomember', password: '{secret}', loginArea: 'member' },
      publicKey,
    ),
  });
const login = async (body: string) =>
  fetch(`${base}${contract.auth.login.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'bench', 'X-Merchant-Code': 'aurora' },
    body,
  });

// A session whose password change is done, so it may list games.
const first = (await (await login(await loginBody())).json()) as Envelope<LoginResponse>;
if (!first.success) throw new Error(`login failed: ${JSON.stringify(first)}`);
const token = first.value.token;
const newPassword = 'Bench2026x';
await fetch(`${base}${contract.member.changePassword.path}`, {
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    'X-Requested-With': 'bench',
    Authorization: `Bearer ${token}`,
  },
  body: JSON.stringify({
    jwe: await encryptBody(
      { oldPassword: '{secret}', newPassword, confirmNewPassword: newPassword },
      publicKey,
    ),
  }),
});

const gameTypes = ['RNG', 'FISH', 'LIVE', 'BGS', 'PVP'] as const;
const listPaths = Array.from({ length: LIST_REQUESTS }, (_, index) => {
  const gameType = gameTypes[index % gameTypes.length] ?? 'RNG';
  return `${contract.games.list.path}?clientType=3&platform=html5-desktop&gameType=${gameType}&pageNo=${1 + (index % 10)}&pageSize=20&language=en`;
});
// Warm-up: the first queries plan and cache.
for (const path of listPaths.slice(0, 20))
  await (await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } })).text();

const lists = await run('game list', LIST_REQUESTS, LIST_CLIENTS, async (index) => {
  const response = await fetch(`${base}${listPaths[index]}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  await response.arrayBuffer();
  return response.status === 200;
});

// Login bodies are sealed beforehand so the clock measures the server, not the client's RSA work.
const loginBodies = await Promise.all(
  Array.from({ length: LOGIN_REQUESTS }, async () =>
    JSON.stringify({
      jwe: await encryptBody(
        { type: 'username', username: 'demomember', password: newPassword, loginArea: 'member' },
        publicKey,
      ),
    }),
  ),
);
const logins = await run('login', LOGIN_REQUESTS, LOGIN_CLIENTS, async (index) => {
  const response = await login(loginBodies[index] ?? '');
  await response.arrayBuffer();
  return response.status === 200;
});

console.log(
  `\n${database.kind}, Node ${process.version}; login verifies scrypt N=2^17, r=8, p=1 (≈128 MiB, CPU-bound by design)\n`,
);
console.log(
  [
    'scenario'.padEnd(12),
    'requests'.padStart(8),
    'clients'.padStart(8),
    'req/s'.padStart(10),
    'p50 ms'.padStart(10),
    'p99 ms'.padStart(10),
    'failures'.padStart(9),
  ].join(' '),
);
console.log(report(lists));
console.log(report(logins));

await server.close();
await database.close();
