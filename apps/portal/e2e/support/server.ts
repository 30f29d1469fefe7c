import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The white labels the seed creates; each answers on its own host name. */
export const brandCodes = ['aurora', 'ember', 'lagoon'] as const;
export type BrandCode = (typeof brandCodes)[number];

/** Ports 8850–8859 are this suite's (E2E_PORT moves them): the server on the first, a closed one beside it. */
const port = Number(process.env.E2E_PORT ?? 8850);

/**
 * One throwaway data folder per run: the runner wipes it when it loads the config, and its
 * workers (which load the config again) find it through the environment they inherit.
 */
function runDataDir(): string {
  const existing = process.env.E2E_DATA_DIR;
  if (existing) return existing;
  const dir = path.join(tmpdir(), `portal-e2e-${port}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  process.env.E2E_DATA_DIR = dir;
  return dir;
}
const dataDir = runDataDir();

function originOf(serverPort: number, brand?: BrandCode): string {
  return `http://${brand ? `${brand}.localhost` : '127.0.0.1'}:${serverPort}`;
}

/**
 * What scripts/start.sh reads: the port, the embedded database's folder, the listening address, and
 * demo mode (explicit, so the seed script run before it seeds the demo accounts too).
 */
function serverEnv(serverPort: number, pgliteDir: string): Record<string, string> {
  // Demo mode: the server logs texted codes to apps/api/.data/sms-outbox.log, where smsCodeSentTo reads them.
  // Hashing at the process's own priority: the suite's browsers keep both cores busy, and behind
  // them each login and sign-up waited 10–15 s for a hash at the lowest priority.
  return {
    PORT: String(serverPort),
    PGLITE_DIR: pgliteDir,
    HOST: '127.0.0.1',
    DEMO_MODE: '1',
    HASH_THREAD_PRIORITY: '0',
  };
}

const pgliteDir = path.join(dataDir, 'pglite');
/** A copy of the freshly seeded database for the server whose brands are closed (startClosedServer). */
const closedPgliteDir = path.join(dataDir, 'closed-pglite');
/**
 * An operator token of the suite's server (every white label), issued before it starts
 * (apps/api/scripts/operator-token.ts): the back office's steps go through the operator CLI.
 */
export const operatorTokenFile = path.join(dataDir, 'operator-token');
/**
 * The operator CLI (apps/api/scripts/operator.ts) bundled for plain Node as the server is
 * (apps/api/scripts/bundle.ts), while the database is seeded: tsx would compile the CLI afresh for
 * each back-office step of a walk (about 2 s of CPU, 7 s of waiting on a loaded machine), and the
 * bundle starts in a quarter of that.
 */
export const operatorCliBundle = path.join(dataDir, 'operator-cli.mjs');
const bundleOperatorCli = `import("./apps/api/scripts/bundle.ts").then(({ bundleServer }) => bundleServer("apps/api/scripts/operator.ts", ${JSON.stringify(operatorCliBundle)}))`;

/** The suite's server, which Playwright's webServer starts. */
export const e2eServer = {
  env: serverEnv(port, pgliteDir),
  /**
   * `npm start` (scripts/start.sh) on a fresh database. Its `--prepare` builds the portal (when its
   * sources changed) beside the seed and exits; the seeded database is then copied while no process
   * has it open, so the closed server needs no second seed, and start.sh serves at once. The
   * operator CLI is bundled meanwhile (operatorCliBundle).
   */
  command: [
    `node_modules/.bin/tsx -e '${bundleOperatorCli}' & bundling=$!`,
    'bash scripts/start.sh --prepare',
    `cp -R ${JSON.stringify(pgliteDir)} ${JSON.stringify(closedPgliteDir)}`,
    `node_modules/.bin/tsx apps/api/scripts/operator-token.ts e2e > ${JSON.stringify(operatorTokenFile)}`,
    'wait $bundling',
    'exec bash scripts/start.sh',
  ].join(' && '),
  /** A brand's address, or 127.0.0.1 (the default brand) without one. */
  origin: (brand?: BrandCode) => originOf(port, brand),
};

const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');

function runOrThrow(args: readonly string[], env: Record<string, string>): void {
  const result = spawnSync(tsx, args, { cwd: repoRoot, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`tsx ${args.join(' ')} exited ${result.status}:\n${result.stdout}${result.stderr}`);
}

async function waitUntilServing(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited ${server.exitCode} before serving`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** How a white label is closed: `maintenance`, or `blocked` with the visitor IPs it refuses. */
export type SiteStatus =
  { brand: BrandCode; mode: 'maintenance' } | { brand: BrandCode; mode: 'blocked'; ips: string[] };

export interface ClosedServer {
  origin: (brand?: BrandCode) => string;
  stop: () => Promise<void>;
}

/**
 * A second server like the suite's (scripts/start.sh on its own copy of the seeded database) whose
 * white labels are closed before it starts, through apps/api's site-status script: the operator API has no call
 * that switches the system status, and the embedded database admits one process at a time.
 * Closing brands on a server of their own keeps that state away from every other test.
 */
export async function startClosedServer(statuses: readonly SiteStatus[]): Promise<ClosedServer> {
  const closedPort = port + 1;
  const env = serverEnv(closedPort, closedPgliteDir);
  for (const status of statuses)
    runOrThrow(
      [
        'apps/api/scripts/site-status.ts',
        status.brand,
        status.mode,
        ...(status.mode === 'blocked' ? status.ips : []),
      ],
      env,
    );
  // Its own process group, so stopping it also stops the processes start.sh runs.
  const server = spawn('bash', ['scripts/start.sh'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    detached: true,
    stdio: 'ignore',
  });
  const stop = async () => {
    if (server.exitCode !== null || server.pid === undefined) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  };
  try {
    await waitUntilServing(`${originOf(closedPort)}/wps/system/status`, server, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: (brand) => originOf(closedPort, brand), stop };
}
