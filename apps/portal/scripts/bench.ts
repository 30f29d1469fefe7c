// Benchmark (not a test): `npm run bench -w @portal/portal`. Builds the portal when its sources
// changed (scripts/start.sh decides), serves it with the API the way `npm start` does on a free port
// with a throwaway database, and prints one table, each number beside its target:
// - `/` on every brand host: JS and CSS the page loads (gzipped, measured from chromium's network),
//   the part of that JS the page's HTML loads before its first paint, the part that runs before
//   React's first render (that, plus the app the entry imports after the paint, with its static
//   imports), and Lighthouse's mobile run (performance score, LCP, TBT, CLS; median of BENCH_RUNS, 3);
// - each screen group's chunks on top of the shell, and each chunk a group loads lazily (charts),
//   gzipped from the build's manifest, against the per-page budget. The shell is every chunk `/`
//   loads on every brand until the network settles (as measured above, lazy chunks such as the
//   schemas the API client parses its first answer with included), with their static imports:
//   a visitor reaches any screen from `/` with those already loaded, so no group is charged for
//   them. A chunk only some brands load on `/` is still charged. What runs before the first render
//   is the separate row above;
// - the floor: a minimal Vite + React page (one button, one controlled search field) built and
//   served here, measured the same way; every portal number that has a floor counterpart is also
//   printed as a ratio to it, so a noisy machine cannot hide a regression;
// - the slot lobby (lagoon's /rng, thousands of games) as a signed-in member: time from a search
//   keystroke's input event to React's commit (median of 20; the floor's field typed the same way),
//   and the most DOM nodes mounted in the grid while scrolling to the last game;
// - the login's human check (a proof of work the page solves before the call) on a phone-class CPU:
//   chromium slowed four times, as Lighthouse's mobile run is, from the challenge's arrival to the
//   login request it guards (median of 10 logins of unknown names, each a fresh challenge).
// Environment: CHROMIUM_PATH (/usr/bin/chromium), PORT (else a free one), BENCH_RUNS (3),
// BENCH_JSON (also write the numbers to this file), BENCH_SIZES_ONLY=1 (only the byte counts, which
// do not depend on how busy the machine is: no Lighthouse, no slot lobby).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page, type Response } from '@playwright/test';
import { contract, createApiClient, type Envelope } from '@portal/api-contract';
import react from '@vitejs/plugin-react';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build as viteBuild } from 'vite';
import { en, requiredField } from '../e2e/support/i18n';
import {
  appKeys,
  appStartKeys,
  firstPaintScripts,
  readManifest,
  servedPath,
  staticClosure,
  type Manifest,
} from './buildManifest';

const env = process.env;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const chromePath = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** TOOLING.md: no sandbox in containers, and no lookups of outside hosts. */
const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--gaia-url=http://127.0.0.1:9',
  '--component-updater=url-source=http://127.0.0.1:9',
];
const brands = ['aurora', 'ember', 'lagoon'] as const;
const lighthouseRuns = Number(env.BENCH_RUNS ?? 3);
const KEYSTROKES = 20;
/** The brand whose slot lobby is measured. */
const LOBBY_BRAND = 'lagoon';
/** Prefixes of seeded game names, typed and erased: every step still lists games. */
const SEARCH_WORD = 'lucky';
const SERVER_START_TIMEOUT_MS = 10 * 60_000;
const sizesOnly = env.BENCH_SIZES_ONLY === '1';
const portalDist = path.join(repoRoot, 'apps/portal/dist');
/** What a screen group (or a chunk it loads lazily) may add on top of the shell, gzipped. */
const GROUP_BUDGET_KB = 40;

type Unit = 'KB' | 'score' | 's' | 'ms' | 'ratio' | 'nodes';
interface Measurement {
  measure: string;
  where: string;
  value: number;
  unit: Unit;
  /** Lower is better unless `atLeast`. */
  target: number;
  atLeast?: boolean;
  note?: string;
  /** The same measure of the floor page, for the ratio column. */
  floor?: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function freePort(): Promise<number> {
  if (env.PORT) return Number(env.PORT);
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject()));
    });
  });
}

async function waitForServer(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer on ${origin} within ${SERVER_START_TIMEOUT_MS / 1000} s`);
}

/** `npm start` (build when needed, migrate and seed, serve) on its own port and database. */
async function startPortal(
  port: number,
  dataDir: string,
): Promise<{ stop: () => Promise<void>; startSeconds: number }> {
  const started = Date.now();
  const server = spawn('bash', ['scripts/start.sh'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, PORT: String(port), PGLITE_DIR: path.join(dataDir, 'pglite') },
  });
  // The whole process group: start.sh execs tsx, which runs node as its child.
  const kill = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  process.once('exit', kill);
  /** Stops the server and waits (up to 10 s) until it has, so its database files are closed. */
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    kill();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  };
  await waitForServer(`http://127.0.0.1:${port}`, server);
  return { stop, startSeconds: (Date.now() - started) / 1000 };
}

/** The byte counts of a page's weight, each printed as a row. */
type KilobyteMeasure = 'js' | 'jsBeforeFirstPaint' | 'jsBeforeFirstRender' | 'css';

interface PageWeight {
  js: number;
  /** Of `js`: what the HTML starts (the entry and its modulepreloads), loaded before the first paint. */
  jsBeforeFirstPaint: number;
  /** Of `js`: that and the app the entry starts, evaluated before React first renders the page. */
  jsBeforeFirstRender: number;
  css: number;
  files: string[];
  /** The JS files' paths, as served. */
  jsFiles: Set<string>;
}

/**
 * Every JS and CSS file `url` loads until the network settles (lazy chunks included), gzipped; of
 * the JS, what the HTML starts (the entry and its modulepreloads) loads before the first paint, and
 * that with `appStart` (paths as served) runs before the first render.
 */
async function pageWeight(page: Page, url: string, appStart: ReadonlySet<string>): Promise<PageWeight> {
  const bodies = new Map<string, { kind: 'js' | 'css'; bytes: Promise<Buffer> }>();
  const collect = (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    const kind = type.includes('javascript') ? 'js' : type.includes('text/css') ? 'css' : undefined;
    // A body still arriving when the page closes counts as empty instead of failing the run.
    if (kind && !bodies.has(response.url()))
      bodies.set(response.url(), { kind, bytes: response.body().catch(() => Buffer.alloc(0)) });
  };
  page.on('response', collect);
  const html = await page.goto(url, { waitUntil: 'networkidle' });
  const firstPaint = firstPaintScripts((await html?.text()) ?? '');
  page.off('response', collect);
  const totals = { js: 0, jsBeforeFirstPaint: 0, jsBeforeFirstRender: 0, css: 0 };
  const files: string[] = [];
  const jsFiles = new Set<string>();
  for (const [fileUrl, { kind, bytes }] of bodies) {
    const gzipped = gzipSync(await bytes, { level: 9 }).length;
    const { pathname } = new URL(fileUrl);
    totals[kind] += gzipped;
    if (kind === 'js') jsFiles.add(pathname);
    const beforePaint = kind === 'js' && firstPaint.has(pathname);
    const beforeRender = beforePaint || (kind === 'js' && appStart.has(pathname));
    if (beforePaint) totals.jsBeforeFirstPaint += gzipped;
    if (beforeRender) totals.jsBeforeFirstRender += gzipped;
    const when = beforePaint ? ' (first paint)' : beforeRender ? ' (first render)' : '';
    files.push(`${pathname} ${(gzipped / 1024).toFixed(1)} KB${when}`);
  }
  return { ...totals, files, jsFiles };
}

function gzippedKB(distDir: string, file: string): number {
  return gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length / 1024;
}

/** The chunks (paths as served) the entry imports after the first paint, with their static imports. */
function appStartFiles(manifest: Manifest): Set<string> {
  return new Set([...appStartKeys(manifest)].map((key) => servedPath(manifest, key)));
}

/**
 * What each screen group adds on top of the shell, and each chunk a group loads lazily (a page, a
 * chart) on top of what loaded before it, gzipped — from the build's manifest, so exact. The shell
 * is the entry and the app it starts, with their static imports, and `homeFiles` (the JS `/` loads
 * on every brand, paths as served) with theirs.
 */
function screenGroupRows(distDir: string, manifest: Manifest, homeFiles: ReadonlySet<string>): Measurement[] {
  const app = appKeys(manifest);
  const sizeOf = (keys: Iterable<string>, without: ReadonlySet<string>) =>
    [...keys]
      .filter((key) => !without.has(key))
      .reduce((sum, key) => sum + gzippedKB(distDir, manifest[key]?.file ?? ''), 0);
  const nameOf = (key: string) => path.basename(key).replace(/(Screen)?\.tsx?$/u, '');
  const rows: Measurement[] = [];
  // A chunk on top of what is loaded before it, then each chunk it loads lazily on top of both.
  const measure = (key: string, where: string, loaded: ReadonlySet<string>) => {
    const own = staticClosure(manifest, key);
    rows.push({
      measure: 'screen group on top of what / loads (gzip)',
      where,
      value: sizeOf(own, loaded),
      unit: 'KB',
      target: GROUP_BUDGET_KB,
    });
    const withOwn = new Set([...loaded, ...own]);
    // What the chunk and the chunks it brings import lazily (a page table may sit in a shared chunk).
    const lazies = new Set(
      [...own]
        .filter((chunk) => !loaded.has(chunk))
        .flatMap((chunk) => manifest[chunk]?.dynamicImports ?? []),
    );
    for (const lazy of lazies)
      if (!withOwn.has(lazy)) measure(lazy, `${where} › ${nameOf(lazy)} (lazy)`, withOwn);
  };
  const started = new Set<string>();
  for (const key of app) staticClosure(manifest, key, started);
  const shell = new Set(started);
  for (const key of Object.keys(manifest))
    if (homeFiles.has(servedPath(manifest, key))) staticClosure(manifest, key, shell);
  // The screens the app's chunks import lazily, whichever of its chunks holds the routes.
  const groups = [...started].flatMap((key) => manifest[key]?.dynamicImports ?? []);
  for (const group of groups.filter((key) => key.includes('/screens/'))) measure(group, nameOf(group), shell);
  return rows;
}

/**
 * The floor: a minimal Vite + React page with one button and one controlled search field, built with
 * the portal's Vite and React.
 */
async function buildFloor(): Promise<string> {
  // Under the repository's node_modules, so `react` resolves the way the portal's does.
  const root = path.join(repoRoot, 'node_modules/.cache/bench-floor');
  await rm(root, { recursive: true, force: true });
  await mkdir(path.join(root, 'src'), { recursive: true });
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><title>Floor</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
  );
  await writeFile(
    path.join(root, 'src/main.tsx'),
    [
      "import { StrictMode, useState } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      'function App() {',
      '  const [count, setCount] = useState(0);',
      "  const [search, setSearch] = useState('');",
      '  return (',
      '    <main>',
      '      <h1>Floor</h1>',
      '      <button type="button" onClick={() => setCount(count + 1)}>Count {count}</button>',
      '      <input type="search" aria-label="Search" value={search} onChange={(event) => setSearch(event.target.value)} />',
      '    </main>',
      '  );',
      '}',
      "createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);",
      '',
    ].join('\n'),
  );
  await viteBuild({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir: path.join(root, 'dist'), emptyOutDir: true },
  });
  return path.join(root, 'dist');
}

/** Serves a built static page on a free port. */
async function serveStatic(dir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
  };
  const server = createHttpServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://floor').pathname;
    const file = path.join(dir, pathname === '/' ? 'index.html' : path.normalize(pathname));
    if (!file.startsWith(dir)) return void response.writeHead(404).end();
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  const floorPort = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(address && typeof address === 'object' ? address.port : 0);
    }),
  );
  return {
    origin: `http://127.0.0.1:${floorPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface LighthouseNumbers {
  score: number;
  lcpSeconds: number;
  tbtMs: number;
  cls: number;
  /** The element that moved most (Lighthouse's layout-shifts audit), to say where CLS comes from. */
  mostShifted: string | undefined;
}

function mostShiftedElement(details: unknown): string | undefined {
  const items = (details as { items?: { score?: number; node?: { selector?: string } }[] } | undefined)
    ?.items;
  const top = [...(items ?? [])].sort((a, b) => (b.score ?? 0) - (a.score ?? 0))[0];
  return top?.node?.selector ? `${top.node.selector} ${(top.score ?? 0).toFixed(3)}` : undefined;
}

/** One Lighthouse run in a fresh chromium, like the CLI (a reused one can lose the trace: NO_NAVSTART). */
async function lighthouseMobile(url: string, attempts = 2): Promise<LighthouseNumbers> {
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...chromeFlags] });
  let result;
  try {
    result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
  } finally {
    chrome.kill();
  }
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) {
    if (attempts > 1) return lighthouseMobile(url, attempts - 1);
    throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcpSeconds: audit('largest-contentful-paint') / 1000,
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    mostShifted: mostShiftedElement(lhr.audits['layout-shifts']?.details),
  };
}

/**
 * A lagoon member session whose first-login password change is done, so it may list games; through
 * the contract's own client, which solves the login's human check. (Lagoon verifies a password
 * change without a captcha; aurora asks for one.)
 */
async function memberToken(origin: string): Promise<string> {
  let token: string | null = null;
  const { api } = createApiClient({
    baseUrl: origin,
    merchantCode: LOBBY_BRAND,
    getToken: () => token,
    getLanguage: () => 'en',
  });
  ({ token } = await api.auth.login({ type: 'username', username: 'demomember', password: '{secret}' }));
  const newPassword = 'Bench2026x';
  await api.member.changePassword({ oldPassword: '{secret}', newPassword, confirmNewPassword: newPassword });
  return token;
}

interface LobbyNumbers {
  keystrokeMs: number[];
  maxGridNodes: number;
  maxPageNodes: number;
  gamesScrolled: number;
  total: number;
}

/**
 * A member meets the announcements meant for members (and any contract request) first: close each
 * popup with Escape, as a player would, so the page behind takes input again.
 */
async function closePopups(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog').first();
  for (let closed = 0; closed < 5; closed += 1) {
    const opened = await dialog.waitFor({ state: 'visible', timeout: 3_000 }).then(
      () => true,
      () => false,
    );
    if (!opened) return;
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: 5_000 });
  }
}

/** Lighthouse's mobile CPU slowdown: a mid-range phone against this machine. */
const PHONE_CPU_SLOWDOWN = 4;
const HUMAN_CHECK_LOGINS = 10;

/**
 * Milliseconds from each human challenge's arrival to the login request it guards, on `url`'s
 * login popup with the CPU slowed to a phone's: what the proof of work costs a player before the
 * login is even sent. Unknown names, so no account's failures bring the captcha step-up.
 */
async function humanCheckSolveMs(context: BrowserContext, url: string): Promise<number[]> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await closePopups(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  await page
    .getByRole('banner')
    .getByRole('button', { name: en('nav:header.login') })
    .click();
  const popup = page.getByRole('dialog', { name: en('auth:login.title') });
  const field = (label: string) => popup.getByRole('textbox', { name: requiredField(label), exact: true });
  const solved: number[] = [];
  for (let attempt = 0; attempt < HUMAN_CHECK_LOGINS; attempt += 1) {
    await field(en('auth:login.username')).fill(`benchnobody${attempt}`);
    await field(en('auth:login.password')).fill('Bench2026x');
    const answered = page.waitForResponse((response) => response.url().includes(contract.auth.login.path));
    await popup.getByRole('button', { name: en('auth:login.submit'), exact: true }).click();
    await answered;
    solved.push(
      await page.evaluate(
        ({ challengePath, loginPath }) => {
          const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const login = entries.findLast((entry) => entry.name.includes(loginPath));
          // The challenge this login carries: the page asks for the next one as soon as a login fails,
          // so the newest challenge can have arrived after the login it follows.
          const challenge = entries.findLast(
            (entry) => entry.name.includes(challengePath) && entry.responseEnd <= (login?.startTime ?? 0),
          );
          return challenge && login ? login.startTime - challenge.responseEnd : Number.NaN;
        },
        { challengePath: contract.system.humanChallenge.path, loginPath: contract.auth.login.path },
      ),
    );
  }
  await page.close();
  return solved;
}

/** Opens `url` once its network settles, ready for functions passed to evaluate(). */
async function openForEvaluate(page: Page, url: string): Promise<void> {
  // tsx compiles with keepNames: functions passed to evaluate() call its `__name` helper.
  await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
  await page.goto(url, { waitUntil: 'networkidle' });
}

/**
 * Types the search word into the page's search field and deletes it again, KEYSTROKES keys, each
 * timed from its input event to the end of the task it runs in. React renders a controlled input's
 * change synchronously inside that task, so the next task (a MessageChannel message, queued before
 * React sees the event) starts after the commit.
 */
async function keystrokes(page: Page, settle: () => Promise<void>): Promise<number[]> {
  await page.evaluate(() => {
    const durations: number[] = [];
    (window as unknown as { keystrokes: number[] }).keystrokes = durations;
    window.addEventListener(
      'input',
      (event) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => durations.push(performance.now() - event.timeStamp);
        channel.port2.postMessage(null);
      },
      { capture: true },
    );
  });
  const search = page.locator('input[type="search"]');
  await search.click();
  const keys = [...SEARCH_WORD, ...Array.from(SEARCH_WORD, () => 'Backspace')];
  for (let index = 0; index < KEYSTROKES; index += 1) {
    await page.keyboard.press(keys[index % keys.length] ?? 'Backspace');
    await settle();
  }
  return page.evaluate(() => (window as unknown as { keystrokes: number[] }).keystrokes);
}

/** Search keystrokes and a scroll to the end of the slot lobby, as the signed-in member. */
async function slotLobby(page: Page, url: string): Promise<LobbyNumbers> {
  let total = 0;
  page.on('response', async (response) => {
    if (!response.url().includes(contract.games.list.path)) return;
    const body = (await response.json().catch(() => null)) as Envelope<{ totalElements: number }> | null;
    if (body?.success && !new URL(response.url()).searchParams.get('keyword'))
      total = body.value.totalElements;
  });
  await openForEvaluate(page, url);
  const grid = page.locator('[data-columns]');
  await grid.waitFor();
  await closePopups(page);

  // Let the debounced search land after each keystroke, so the next meets a page with fresh results.
  const keystrokeMs = await keystrokes(page, async () => {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
  });
  await page.waitForLoadState('networkidle');

  // Scroll to the last game: the grid loads 20 more near its end; count what is mounted.
  await grid.evaluate((scroller) => {
    const peaks = { grid: 0, page: 0 };
    (window as unknown as { peaks: typeof peaks }).peaks = peaks;
    const sample = () => {
      peaks.grid = Math.max(peaks.grid, scroller.getElementsByTagName('*').length);
      peaks.page = Math.max(peaks.page, document.getElementsByTagName('*').length);
    };
    sample();
    new MutationObserver(sample).observe(scroller, { childList: true, subtree: true });
  });
  // In the page, without round trips: a screen at a time through the loaded rows, then wait at the
  // end for the next 20 (up to 10 s) until the last game is in.
  const gamesScrolled = await grid.evaluate(async (scroller, expected) => {
    const loaded = () => Number(scroller.querySelector('[aria-setsize]')?.getAttribute('aria-setsize') ?? 0);
    const frame = () => new Promise(requestAnimationFrame);
    while (loaded() < expected) {
      const before = loaded();
      while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
        scroller.scrollBy(0, scroller.clientHeight);
        await frame();
      }
      const waitUntil = performance.now() + 10_000;
      while (loaded() === before && performance.now() < waitUntil) await frame();
      if (loaded() === before) break;
    }
    return loaded();
  }, total);
  const peaks = await page.evaluate(
    () => (window as unknown as { peaks: { grid: number; page: number } }).peaks,
  );
  return { keystrokeMs, maxGridNodes: peaks.grid, maxPageNodes: peaks.page, gamesScrolled, total };
}

function formatValue({ value, unit }: Measurement): string {
  if (!Number.isFinite(value)) return 'n/a';
  switch (unit) {
    case 'KB':
      return `${value.toFixed(1)} KB`;
    case 's':
      return `${value.toFixed(2)} s`;
    case 'ms':
      return `${value.toFixed(value < 10 ? 2 : 0)} ms`;
    case 'ratio':
      return value.toFixed(3);
    default:
      return String(Math.round(value));
  }
}

function printTable(rows: readonly Measurement[]): void {
  const cells = rows.map((row) => {
    const pass = row.atLeast ? row.value >= row.target : row.value <= row.target;
    return [
      row.measure,
      row.where,
      formatValue(row),
      `${row.atLeast ? '≥' : '≤'} ${formatValue({ ...row, value: row.target })}`,
      pass ? 'PASS' : 'MISS',
      row.floor === undefined ? '' : formatValue({ ...row, value: row.floor }),
      row.floor === undefined || !Number.isFinite(row.value / row.floor)
        ? ''
        : `${(row.value / row.floor).toFixed(2)}×`,
      row.note ?? '',
    ];
  });
  const header = ['measure', 'where', 'value', 'target', 'result', 'floor', '÷ floor', 'note'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((cell) => cell[column]?.length ?? 0)),
  );
  const line = (cell: readonly string[]) =>
    cell
      .map((text, column) => text.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(
    ['', line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n'),
  );
}

const port = await freePort();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
const origin = `http://127.0.0.1:${port}`;
console.log(`npm start on ${origin} (database in ${dataDir})…`);
const portal = await startPortal(port, dataDir);
console.log('building the floor page (Vite + React, one button and a search field)…');
const floorSite = await serveStatic(await buildFloor());
const rows: Measurement[] = [];
const lobbyRows: Measurement[] = [];
const humanCheckRows: Measurement[] = [];
let groupRows: Measurement[] = [];
try {
  console.log(`serving after ${portal.startSeconds.toFixed(0)} s`);
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  try {
    const weigh = async (url: string, appStart: ReadonlySet<string>) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const weight = await pageWeight(page, url, appStart);
      await page.close();
      return weight;
    };
    // The floor's entry renders at once: everything its HTML starts runs before its first render.
    const floor = await weigh(`${floorSite.origin}/`, new Set());
    const portalManifest = await readManifest(portalDist);
    const portalAppStart = appStartFiles(portalManifest);
    console.log(`floor / loads: ${floor.files.join(', ')}`);
    const homeFilesByBrand: Set<string>[] = [];
    for (const brand of brands) {
      const weight = await weigh(`http://${brand}.localhost:${port}/`, portalAppStart);
      console.log(`${brand} / loads: ${weight.files.join(', ')}`);
      homeFilesByBrand.push(weight.jsFiles);
      const sizeRow = (
        measure: string,
        size: KilobyteMeasure,
        target: number,
        note?: string,
      ): Measurement => ({
        measure,
        where: brand,
        value: weight[size] / 1024,
        unit: 'KB',
        target,
        floor: floor[size] / 1024,
        ...(note ? { note } : {}),
      });
      rows.push(
        sizeRow('JS on / (gzip)', 'js', 135),
        sizeRow(
          'JS on / before first paint (gzip)',
          'jsBeforeFirstPaint',
          100,
          'what the HTML starts: the entry and its static imports',
        ),
        sizeRow(
          'JS on / before first render (gzip)',
          'jsBeforeFirstRender',
          100,
          'that and the app the entry starts after the paint, with its static imports',
        ),
        sizeRow('CSS on / (gzip)', 'css', 20),
      );
    }
    const [firstBrandFiles = new Set<string>(), ...otherBrandFiles] = homeFilesByBrand;
    const homeFilesOnEveryBrand = new Set(
      [...firstBrandFiles].filter((file) => otherBrandFiles.every((files) => files.has(file))),
    );
    groupRows = screenGroupRows(portalDist, portalManifest, homeFilesOnEveryBrand);
    // The lobby needs a signed-in member; when none can sign in, the rest of the table still prints.
    const token = sizesOnly
      ? null
      : await memberToken(origin).catch((error: unknown) => {
          console.log(`slot lobby skipped: ${String(error)}`);
          return null;
        });
    if (token) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript((value) => sessionStorage.setItem('token', value), token);
      const lobby = await slotLobby(await context.newPage(), `http://${LOBBY_BRAND}.localhost:${port}/rng`);
      await context.close();
      console.log(`slot lobby: ${JSON.stringify(lobby)}`);
      const floorPage = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await openForEvaluate(floorPage, `${floorSite.origin}/`);
      const floorKeystrokeMs = await keystrokes(floorPage, () => floorPage.waitForTimeout(400));
      await floorPage.close();
      lobbyRows.push(
        {
          measure: 'filter keystroke (input→commit)',
          where: `${LOBBY_BRAND} /rng`,
          value: median(lobby.keystrokeMs),
          unit: 'ms',
          target: 5,
          floor: median(floorKeystrokeMs),
          note: `median of ${lobby.keystrokeMs.length}, max ${Math.max(...lobby.keystrokeMs).toFixed(1)} ms; the floor's controlled search field`,
        },
        {
          measure: 'DOM nodes in the grid, max',
          where: `${LOBBY_BRAND} /rng`,
          value: lobby.maxGridNodes,
          unit: 'nodes',
          target: 300,
          note: `scrolled ${lobby.gamesScrolled} of ${lobby.total} games; whole page max ${lobby.maxPageNodes}`,
        },
      );
    }
    if (!sizesOnly) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const solved = await humanCheckSolveMs(context, `http://${LOBBY_BRAND}.localhost:${port}/`);
      await context.close();
      humanCheckRows.push({
        measure: `human check before login, CPU ${PHONE_CPU_SLOWDOWN}x slower`,
        where: LOBBY_BRAND,
        value: median(solved),
        unit: 'ms',
        target: 300,
        note: `median of ${solved.length}, max ${Math.max(...solved).toFixed(0)} ms`,
      });
    }
  } finally {
    await browser.close();
  }

  const lighthouseMedians = async (url: string) => {
    const runs: LighthouseNumbers[] = [];
    for (let run = 0; run < lighthouseRuns; run += 1) runs.push(await lighthouseMobile(url));
    const of = (pick: (numbers: LighthouseNumbers) => number) => median(runs.map(pick));
    return {
      runs,
      score: of((r) => r.score),
      lcpSeconds: of((r) => r.lcpSeconds),
      tbtMs: of((r) => r.tbtMs),
      cls: of((r) => r.cls),
    };
  };
  const floor = sizesOnly ? undefined : await lighthouseMedians(`${floorSite.origin}/`);
  for (const brand of brands) {
    if (!floor) break;
    const { runs, ...medians } = await lighthouseMedians(`http://${brand}.localhost:${port}/`);
    const note = `median of ${runs.length}`;
    rows.push(
      {
        measure: 'Lighthouse mobile performance',
        where: brand,
        value: medians.score,
        unit: 'score',
        target: 95,
        atLeast: true,
        floor: floor.score,
        note,
      },
      {
        measure: 'LCP',
        where: brand,
        value: medians.lcpSeconds,
        unit: 's',
        target: 1.3,
        floor: floor.lcpSeconds,
        note,
      },
      {
        measure: 'TBT',
        where: brand,
        value: medians.tbtMs,
        unit: 'ms',
        target: 100,
        floor: floor.tbtMs,
        note,
      },
      {
        measure: 'CLS',
        where: brand,
        value: medians.cls,
        unit: 'ratio',
        target: 0.02,
        floor: floor.cls,
        note: `${note}; moved most: ${runs.map((r) => r.mostShifted ?? 'none').join(' | ')}`,
      },
    );
  }
} finally {
  await portal.stop();
  await floorSite.close();
  // A server slow to close its database can still be writing: retried, and a leftover temporary
  // directory never costs the numbers measured.
  await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 }).catch(
    (error: unknown) => console.warn(`could not remove ${dataDir}: ${String(error)}`),
  );
}

const order = (row: Measurement) => rows.findIndex((other) => other.measure === row.measure);
const table = [
  ...[...rows].sort((a, b) => order(a) - order(b)),
  ...groupRows,
  ...lobbyRows,
  ...humanCheckRows,
];
printTable(table);
if (env.BENCH_JSON) await writeFile(env.BENCH_JSON, `${JSON.stringify(table, null, 2)}\n`);
