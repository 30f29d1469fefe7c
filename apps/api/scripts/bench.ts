// The server's benchmark: the server runs on a fresh database in its own process (bench-server.ts),
// autocannon sends the load from this one, 16 connections per route, and one table shows each route's
// req/s, p50 and p99 beside its target and its ratio to the framework's floor (a bare Fastify route
// measured in the same run, so a busy machine shows in both).
//   npm run bench -w @portal/api                   embedded PGlite
//   DATABASE_URL=postgres://… npm run bench …      PostgreSQL (a new database is made for the run)
//   bash scripts/with-postgres.sh --run npm run bench   PostgreSQL on a throwaway local cluster
// PORT (the API's; the floor takes PORT + 1), BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (16),
// BENCH_LOGIN_CONNECTIONS (4), BENCH_PROFILE=1 (the API process writes a .cpuprofile into apps/api/.bench-profiles),
// BENCH_HEAPSNAPSHOT=1 (and a .heapsnapshot after the table, there too),
// BENCH_SOAK=300 (after the table: mixed load for that many seconds, the server's resident size
// sampled every 10 s, and whether the level it falls back to after collections grew).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import {
  contract,
  encodeHumanProof,
  encryptBody,
  type Envelope,
  type GameMenu,
  HUMAN_PROOF_HEADER,
  type HumanChallenge,
  type LoginResponse,
  type RsaPublicJwk,
  solveHumanChallenge,
  teamReportTypes,
} from '@portal/api-contract';
import autocannon from 'autocannon';
import {
  BENCH_AGENT,
  BENCH_AGENT_MERCHANT,
  BENCH_AGENT_PASSWORD,
  BENCH_DOWNLINES,
  BENCH_TEAM_BETS,
  BENCH_TEAM_DAYS,
} from './bench-agent';
import {
  BENCH_DEMO_MEMBER_PASSWORD,
  BENCH_MEMBER_PASSWORD,
  BENCH_MEMBERS,
  BENCH_MERCHANT,
} from './bench-members';
import {
  BENCH_RECORDS_DAYS,
  BENCH_RECORDS_MEMBER,
  BENCH_RECORDS_MERCHANT,
  BENCH_RECORDS_MOVEMENTS,
  BENCH_RECORDS_PASSWORD,
} from './bench-records';
import { bundleServer } from './bundle';

const env = process.env;
const DURATION = Number(env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 16);
const LOGIN_CONNECTIONS = Number(env.BENCH_LOGIN_CONNECTIONS ?? 4);
const SOAK_SECONDS = Number(env.BENCH_SOAK ?? 0);
/** While iterating: only the routes whose names match (the floor is always measured). */
const ONLY = env.BENCH_ONLY ? new RegExp(env.BENCH_ONLY, 'iu') : null;
/** The floor measured on this machine kind when the targets were set; they scale by this run's floor against it. */
const ISSUE_FLOOR = 75_600;
const API_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

interface Target {
  minRps?: number;
  maxP99?: number;
  label: string;
}
const OPEN_READ: Target = { minRps: 10_000, maxP99: 10, label: '≥ 10,000/s, p99 ≤ 10' };
const TOKEN_READ: Target = { minRps: 3_000, maxP99: 25, label: '≥ 3,000/s, p99 ≤ 25' };
const TRANSFER: Target = { minRps: 300, maxP99: 100, label: '≥ 300/s, p99 ≤ 100 (PostgreSQL)' };
const UNDER_LOGINS: Target = { maxP99: 50, label: 'p99 ≤ 50' };
const TEAM_REPORT: Target = { maxP99: 50, label: 'p99 ≤ 50, first page' };
const RECORDS: Target = { maxP99: 25, label: 'p99 ≤ 25, first page' };
/** One agent opening its reports: each request alone, so p99 is a page's wait, not a queue's. */
const TEAM_REPORT_CONNECTIONS = 1;
const MAX_RSS_MB = 300;
/** How long after the load the resident size is read: the requests still in the server finish first. */
const SETTLE_MS = 5_000;

interface Row {
  route: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  target?: Target;
}

/** PORT is the API's; the floor listens on the next one (both on any free port when PORT is unset). */
function portFor(mode: 'api' | 'floor'): string {
  if (!env.PORT) return '0';
  return String(Number(env.PORT) + (mode === 'floor' ? 1 : 0));
}

interface StartedServer {
  child: ChildProcess;
  pid: number;
  base: string;
  /** The server's standard output, line by line. */
  lines: Interface;
}

/** bench-server.ts bundled as `npm start` bundles the server: it runs on plain Node, like production. */
const BENCH_SERVER = path.join(API_DIR, 'dist/bench-server.mjs');
await bundleServer(path.join(API_DIR, 'scripts/bench-server.ts'), BENCH_SERVER);

/** Starts `bench-server <mode>` and resolves with the process and its port once it is listening. */
async function startServer(mode: 'api' | 'floor'): Promise<StartedServer> {
  const profile = env.BENCH_PROFILE === '1' && mode === 'api';
  const child = spawn(
    process.execPath,
    [
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(API_DIR, '.bench-profiles')}`] : []),
      '--enable-source-maps',
      BENCH_SERVER,
      mode,
    ],
    { cwd: API_DIR, stdio: ['ignore', 'pipe', 'inherit'], env: { ...env, PORT: portFor(mode) } },
  );
  const { stdout, pid } = child;
  if (!stdout || pid === undefined) throw new Error(`bench-server ${mode} did not start`);
  const lines = createInterface({ input: stdout });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench-server ${mode} exited with ${code}`)));
    lines.on('line', (line) => {
      const ready = /^READY (\d+)$/u.exec(line);
      if (ready?.[1]) resolve(ready[1]);
    });
  });
  return { child, pid, base: `http://127.0.0.1:${port}`, lines };
}

/** Where the server's memory is, as it tells on SIGUSR2 (bench-server.ts): V8's heap, the rest outside it. */
function memoryBreakdown(server: StartedServer): Promise<string> {
  return new Promise((resolve) => {
    const onLine = (line: string) => {
      if (!line.startsWith('MEMORY ')) return;
      server.lines.off('line', onLine);
      resolve(line.slice('MEMORY '.length));
    };
    server.lines.on('line', onLine);
    server.child.kill('SIGUSR2');
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * A leak is memory no collection gives back: it raises the level the resident size falls back to
 * after each major GC (the lowest sample of a minute). The peaks show when the last major GC ran, so
 * they are printed, not judged. Growth beyond noise: a floor more than 5% higher.
 */
function soakVerdict(name: string, samples: number[]): string {
  const first = samples.slice(0, 6);
  const last = samples.slice(-6);
  const mb = (values: number[], pick: (...values: number[]) => number) => pick(...values).toFixed(0);
  const grew = Math.min(...last) > Math.min(...first) * 1.05;
  return (
    `${name} samples (MB): ${samples.map((sample) => sample.toFixed(0)).join(' ')}\n` +
    `${name}: first minute ${mb(first, Math.min)}–${mb(first, Math.max)} MB, last minute ${mb(last, Math.min)}–${mb(last, Math.max)} MB: ` +
    `${grew ? 'MISS (the floor grew)' : 'PASS (no growth of the floor)'}`
  );
}

/** The server's child process, PGlite's host (pglite-host.mjs), if it runs one (Linux /proc). */
async function databaseProcessOf(pid: number): Promise<number | null> {
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  const first = children.trim().split(/\s+/u)[0];
  return first ? Number(first) : null;
}

/** Resident set size of a process in MB (Linux /proc). */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)/mu.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** A process's resident pages in MB (Linux /proc): its own, and those it shares (Node's code, libraries). */
async function pagesMb(pid: number): Promise<{ own: number; shared: number }> {
  const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+)`, 'mu').exec(rollup)?.[1] ?? Number.NaN);
  return {
    own: (kb('Private_Clean') + kb('Private_Dirty')) / 1024,
    shared: (kb('Shared_Clean') + kb('Shared_Dirty')) / 1024,
  };
}

/**
 * The server and PGlite's process together as if alone on the machine: both processes' own pages,
 * and the pages they share counted once. Both run the same Node binary and libraries, so the
 * smaller shared set lies within the larger one.
 */
async function togetherMb(serverPid: number, databasePid: number): Promise<number> {
  const [server, database] = [await pagesMb(serverPid), await pagesMb(databasePid)];
  return server.own + database.own + Math.max(server.shared, database.shared);
}

interface Load {
  url: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  /** Rotated through, one per request. */
  paths?: readonly string[];
  /** Builds each request's headers and body (a fresh Idempotency-Key, say). */
  each?: () => { headers?: Record<string, string>; body?: string };
  connections?: number;
  seconds?: number;
}

function load(options: Load): Promise<autocannon.Result> {
  let next = 0;
  const paths = options.paths;
  return autocannon({
    url: options.url,
    connections: options.connections ?? CONNECTIONS,
    duration: options.seconds ?? DURATION,
    method: options.method ?? 'GET',
    headers: options.headers,
    requests: [
      {
        setupRequest: (request) => {
          const rotated = paths ? { ...request, path: paths[next++ % paths.length] } : request;
          const extra = options.each?.();
          return extra
            ? { ...rotated, headers: { ...rotated.headers, ...extra.headers }, body: extra.body }
            : rotated;
        },
      },
    ],
  });
}

function rowOf(route: string, result: autocannon.Result, target?: Target): Row {
  return {
    route,
    // Completed requests over the whole run (autocannon's average leaves out a partial last second).
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    ...(target ? { target } : {}),
  };
}

function verdict(row: Row, floorRps: number): string {
  const target = row.target;
  if (!target) return '';
  const p99Ok = target.maxP99 === undefined || row.p99 <= target.maxP99;
  const errorsOk = row.non2xx === 0;
  if (target.minRps === undefined) return p99Ok && errorsOk ? 'PASS' : 'MISS';
  if (row.rps >= target.minRps && p99Ok && errorsOk) return 'PASS';
  // A busy machine slows the floor too: would the route pass at the target scaled to this run's floor?
  const scaled = (target.minRps * Math.min(1, floorRps / ISSUE_FLOOR)) | 0;
  return row.rps >= scaled && p99Ok && errorsOk ? `MISS (PASS at floor-scaled ${scaled})` : 'MISS';
}

interface Memory {
  asLoadStops: number;
  settled: number;
  breakdown: string;
  /** PGlite's own process (a child of the server), 5 s after; PostgreSQL's processes are not measured. */
  databaseSettled: number | null;
  /** Server and PGlite's process together, the pages they share counted once. */
  together: number | null;
}

function printTable(title: string, rows: Row[], floorRps: number, memory: Memory): void {
  const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'floor ÷', 'non-2xx', 'target', 'verdict'];
  const lines = rows.map((row) => [
    row.route,
    Math.round(row.rps).toLocaleString('en-US'),
    String(row.p50),
    String(row.p99),
    row.route.startsWith('bare Fastify') ? '1×' : `${(floorRps / Math.max(row.rps, 0.01)).toFixed(1)}×`,
    String(row.non2xx),
    row.target?.label ?? '',
    verdict(row, floorRps),
  ]);
  /** A memory row: its size in the req/s column, and a target and verdict only where one is set. */
  const memoryRow = (label: string, mb: number, target = '', outcome = '') => [
    label,
    `${mb.toFixed(0)} MB`,
    ...Array<string>(4).fill(''),
    target,
    outcome,
  ];
  const after = `${SETTLE_MS / 1000} s after the run`;
  lines.push(
    memoryRow('server RSS as the load stops', memory.asLoadStops),
    memoryRow(
      `server RSS ${after} (${memory.breakdown})`,
      memory.settled,
      `≤ ${MAX_RSS_MB} MB`,
      memory.settled <= MAX_RSS_MB ? 'PASS' : 'MISS',
    ),
  );
  if (memory.databaseSettled !== null)
    lines.push(
      memoryRow(
        `database process RSS ${after} (PGlite's own process, as PostgreSQL's own are not counted above)`,
        memory.databaseSettled,
      ),
    );
  if (memory.together !== null)
    lines.push(
      memoryRow(
        `both processes together ${after} (each one's own pages, and Node's code they share counted once)`,
        memory.together,
      ),
    );
  console.log(`\n${title}\n`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
}

async function json<T>(response: Response): Promise<Envelope<T>> {
  return (await response.json()) as Envelope<T>;
}

const MERCHANT = { 'X-Merchant-Code': 'aurora' };

function postAs(
  base: string,
  merchant: string,
  endpointPath: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(`${base}${endpointPath}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Requested-With': 'bench',
      'X-Merchant-Code': merchant,
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

/** A solved human-check challenge of the server's, for one call that asks for it (a login). */
async function humanProof(base: string, merchant: string): Promise<string> {
  const challenge = await json<HumanChallenge>(
    await fetch(`${base}${contract.system.humanChallenge.path}`, {
      headers: { 'X-Merchant-Code': merchant },
    }),
  );
  if (!challenge.success) throw new Error(`no human-check challenge: ${JSON.stringify(challenge)}`);
  return encodeHumanProof(await solveHumanChallenge(challenge.value));
}

/** A session token of `username` at `merchant`, logged in at the member (or the agent) area. */
async function logIn(
  base: string,
  publicKey: RsaPublicJwk,
  merchant: string,
  username: string,
  password: string,
  loginArea: 'member' | 'agent' = 'member',
): Promise<string> {
  const login = await json<LoginResponse>(
    await postAs(
      base,
      merchant,
      contract.auth.login.path,
      { jwe: await encryptBody({ type: 'username', username, password, loginArea }, publicKey) },
      { [HUMAN_PROOF_HEADER]: await humanProof(base, merchant) },
    ),
  );
  if (!login.success) throw new Error(`login of ${username} failed: ${JSON.stringify(login)}`);
  return login.value.token;
}

/**
 * A member session of aurora's demomember, whose default password bench-server.ts replaced (a
 * change through the API would need a captcha there, CHNGPASSVERIF3), and that password.
 */
async function readySession(
  base: string,
  publicKey: RsaPublicJwk,
): Promise<{ token: string; password: string }> {
  const password = BENCH_DEMO_MEMBER_PASSWORD;
  return { token: await logIn(base, publicKey, 'aurora', 'demomember', password), password };
}

/** Game list queries: every type, vendor filters, name searches, HOT/NEW/FAV/RECENT, ten pages deep. */
function gameListPaths(vendorCodes: readonly string[]): string[] {
  const base = `${contract.games.list.path}?clientType=3&platform=html5-desktop&pageSize=20&language=en`;
  const types = ['RNG', 'FISH', 'LIVE', 'BGS', 'PVP'];
  const keywords = ['dragon', 'gold', 'lucky', 'fortune', 'king', 'fish', 'star', 'zz-none'];
  const filters = ['HOT', 'NEW', 'FAV', 'RECENT'];
  const paths: string[] = [];
  for (let page = 1; page <= 10; page += 1) {
    for (const type of types) paths.push(`${base}&gameType=${type}&pageNo=${page}`);
    for (const vendor of vendorCodes.slice(0, 6)) paths.push(`${base}&vassalage=${vendor}&pageNo=${page}`);
    for (const keyword of keywords) paths.push(`${base}&keyword=${keyword}&pageNo=${page}`);
    for (const filter of filters) paths.push(`${base}&filter=${filter}&pageNo=${page}`);
  }
  return paths;
}

/** The last `days` local days (the settlement zone, GMT+8), today included, as the reports' presets. */
function localDaysEndingToday(days: number): { start: string; end: string } {
  const localNow = Date.now() + 8 * 3_600_000;
  const day = (offset: number) => new Date(localNow - offset * 86_400_000).toISOString().slice(0, 10);
  return { start: day(days - 1), end: day(0) };
}

const floor = await startServer('floor');
const api = await startServer('api');
const openHeaders = { ...MERCHANT };
try {
  const publicKey = (
    await json<{ jwk: RsaPublicJwk }>(await fetch(`${api.base}${contract.system.publicKey.path}`))
  ).value as { jwk: RsaPublicJwk };
  const aurora = await readySession(api.base, publicKey.jwk);
  // ember keeps per-vendor wallets, so its members can move money between them.
  // One at a time: the hashing pool sheds a burst of logins past its short queue.
  const transferTokens: string[] = [];
  for (const username of BENCH_MEMBERS)
    transferTokens.push(
      await logIn(api.base, publicKey.jwk, BENCH_MERCHANT, username, BENCH_MEMBER_PASSWORD),
    );
  const menus = await json<GameMenu[]>(await fetch(`${api.base}${contract.games.menus.path}`));
  if (!menus.success) throw new Error('no game menus');
  const vendorCodes = [...new Set(menus.value.flatMap((menu) => menu.vendors.map((v) => v.vassalage)))];
  const transferVendor = menus.value.find((menu) => menu.category === 'RNG')?.vendors[0]?.vassalage;
  if (!transferVendor) throw new Error('no RNG vendor to transfer to');

  const rows: Row[] = [];
  const measure = async (route: string, options: Load, target?: Target) => {
    if (ONLY && !ONLY.test(route) && rows.length > 0) return undefined;
    const row = rowOf(route, await load(options), target);
    rows.push(row);
    console.error(`  ${route}: ${Math.round(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms`);
    return row;
  };
  console.error(`measuring, ${DURATION} s per route (load average ${loadavg()[0]?.toFixed(2)})…`);
  const floorRow = await measure('bare Fastify route (the floor)', { url: `${floor.base}/floor` });
  const token = { ...openHeaders, Authorization: `Bearer ${aurora.token}` };
  const openReads: [string, string, Record<string, string>][] = [
    ['system status', contract.system.status.path, openHeaders],
    ['white-label flags', contract.system.whiteLabel.path, openHeaders],
    ['permission', contract.system.permission.path, openHeaders],
    ['game menus', contract.games.menus.path, openHeaders],
    ['home category lanes (token)', `${contract.games.vendors.path}?platform=html5-desktop`, token],
    ['hot games', contract.games.hot.path, openHeaders],
    ['announcements', `${contract.system.announcements.path}?types=B,PL,PU,PR,H&platform=W`, openHeaders],
    ['help centre', `${contract.support.helpCenter.path}?lang=en&device=WEB`, openHeaders],
    ['winners', `${contract.games.winners.path}?gameCategory=ALL&limitNum=20`, openHeaders],
  ];
  for (const [route, urlPath, headers] of openReads)
    await measure(route, { url: `${api.base}${urlPath}`, headers }, OPEN_READ);

  const listPaths = gameListPaths(vendorCodes);
  await measure(
    `game list with token (${listPaths.length} queries over 10,000 games)`,
    { url: api.base, paths: listPaths, headers: token },
    TOKEN_READ,
  );
  await measure(
    'balance with token',
    { url: `${api.base}${contract.wallet.balance.path}`, headers: token },
    TOKEN_READ,
  );
  let transferIndex = 0;
  await measure(
    `wallet transfer (idempotent, 1 minor unit, ${transferTokens.length} members)`,
    {
      url: `${api.base}${contract.wallet.transfer.path}`,
      method: 'POST',
      headers: {
        'X-Merchant-Code': BENCH_MERCHANT,
        'Content-Type': 'application/json',
        'X-Requested-With': 'bench',
      },
      each: () => ({
        headers: {
          'Idempotency-Key': randomUUID(),
          Authorization: `Bearer ${transferTokens[transferIndex++ % transferTokens.length]}`,
        },
        body: JSON.stringify({ from: 'MAIN', to: transferVendor, amount: 1 }),
      }),
    },
    TRANSFER,
  );

  // The agent centre's reports over the whole spread of the team's bets (the 30-day preset), page 1.
  const agentHeaders = {
    'X-Merchant-Code': BENCH_AGENT_MERCHANT,
    Authorization: `Bearer ${await logIn(api.base, publicKey.jwk, BENCH_AGENT_MERCHANT, BENCH_AGENT, BENCH_AGENT_PASSWORD, 'agent')}`,
  };
  const reportRange = localDaysEndingToday(BENCH_TEAM_DAYS);
  for (const reportType of teamReportTypes)
    await measure(
      `team report ${reportType}, ${BENCH_DOWNLINES.toLocaleString('en-US')} downlines, ${BENCH_TEAM_BETS.toLocaleString('en-US')} bets, ${BENCH_TEAM_DAYS} days (${TEAM_REPORT_CONNECTIONS} connection)`,
      {
        url: `${api.base}${contract.reports.team.path}?reportType=${reportType}&startDate=${reportRange.start}&endDate=${reportRange.end}&pageNo=1&pageSize=20`,
        headers: agentHeaders,
        connections: TEAM_REPORT_CONNECTIONS,
      },
      TEAM_REPORT,
    );

  // A member's own records over the whole spread of its movements (the 30-day preset), page 1, each
  // request alone as the team reports are.
  const recordsHeaders = {
    'X-Merchant-Code': BENCH_RECORDS_MERCHANT,
    Authorization: `Bearer ${await logIn(api.base, publicKey.jwk, BENCH_RECORDS_MERCHANT, BENCH_RECORDS_MEMBER, BENCH_RECORDS_PASSWORD)}`,
  };
  const recordsRange = localDaysEndingToday(BENCH_RECORDS_DAYS);
  const recordsQuery = `startDate=${recordsRange.start}&endDate=${recordsRange.end}&pageNo=1&pageSize=20`;
  for (const [record, endpoint] of [
    ['account', contract.reports.account],
    ['betting', contract.reports.betting],
  ] as const)
    await measure(
      `${record} record, ${BENCH_RECORDS_MOVEMENTS.toLocaleString('en-US')} movements, ${BENCH_RECORDS_DAYS} days (${TEAM_REPORT_CONNECTIONS} connection)`,
      {
        url: `${api.base}${endpoint.path}?${recordsQuery}`,
        headers: recordsHeaders,
        connections: TEAM_REPORT_CONNECTIONS,
      },
      RECORDS,
    );

  if (!ONLY || ONLY.test('logins')) {
    // Login bodies are sealed beforehand so this process spends its time sending, not encrypting.
    const loginBodies = await Promise.all(
      Array.from({ length: 64 }, () =>
        encryptBody(
          { type: 'username', username: 'demomember', password: aurora.password, loginArea: 'member' },
          publicKey.jwk,
        ).then((jwe) => JSON.stringify({ jwe })),
      ),
    );
    let loginIndex = 0;
    const [underLogins, logins] = await Promise.all([
      load({ url: api.base, paths: listPaths, headers: token }),
      load({
        url: `${api.base}${contract.auth.login.path}`,
        method: 'POST',
        connections: LOGIN_CONNECTIONS,
        headers: { ...openHeaders, 'Content-Type': 'application/json', 'X-Requested-With': 'bench' },
        each: () => ({ body: loginBodies[loginIndex++ % loginBodies.length] }),
      }),
    ]);
    rows.push(rowOf('game list while logins run flat out', underLogins, UNDER_LOGINS));
    rows.push(rowOf(`logins flat out (${LOGIN_CONNECTIONS} connections; non-2xx = shed)`, logins));
  }

  const rssAsLoadStops = await rssMb(api.pid);
  // Logins still queued when the load stops hash on for a moment, each holding scrypt's 128 MiB.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const rss = await rssMb(api.pid);
  const databasePid = await databaseProcessOf(api.pid);
  const databaseRss = databasePid === null ? null : await rssMb(databasePid);
  const together = databasePid === null ? null : await togetherMb(api.pid, databasePid);
  const memory = await memoryBreakdown(api);
  const load1 = loadavg()[0]?.toFixed(2);
  printTable(
    `${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (a data directory)'}, Node ${process.version}, ${CONNECTIONS} connections, ${DURATION} s per route, load average ${load1} after the run`,
    rows,
    floorRow?.rps ?? Number.NaN,
    {
      asLoadStops: rssAsLoadStops,
      settled: rss,
      breakdown: memory,
      databaseSettled: databaseRss,
      together,
    },
  );

  if (SOAK_SECONDS > 0) {
    console.log(`\nsoak: ${SOAK_SECONDS} s of open reads, game lists and balances; RSS every 10 s`);
    const samples: number[] = [];
    const databaseSamples: number[] = [];
    const sampler = setInterval(() => {
      void rssMb(api.pid).then((mb) => samples.push(mb));
      if (databasePid !== null) void rssMb(databasePid).then((mb) => databaseSamples.push(mb));
    }, 10_000);
    const soakPaths = [
      ...openReads.map(([, urlPath]) => urlPath),
      ...listPaths,
      contract.wallet.balance.path,
    ];
    const soak = await load({ url: api.base, paths: soakPaths, headers: token, seconds: SOAK_SECONDS });
    clearInterval(sampler);
    console.log(
      `${Math.round(soak.requests.average)} req/s, p99 ${soak.latency.p99} ms, non-2xx ${soak.non2xx}`,
    );
    console.log(soakVerdict('server', samples));
    if (databasePid !== null) console.log(soakVerdict('database process', databaseSamples));
  }
} finally {
  await stopServer(api.child);
  await stopServer(floor.child);
}
