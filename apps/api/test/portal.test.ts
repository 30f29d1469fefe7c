import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@portal/api-contract';
import { banners, merchants } from '../src/db/schema';
import { DEFAULT_PORTAL_DIST, portalOptionsFromEnv, SELECT_VIEWPORT_STYLE } from '../src/http/portal';
import { injectedFetch } from '../src/http/portal-home';
import { startTestServer, type TestServer } from './support/server';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The ember brand's canvas colour (tokens/src/brands/ember.ts): its theme class sets it. */
const EMBER_CANVAS = '#140c0a';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** GET with an explicit Host header, as a browser on ember.localhost sends it; the body as sent. */
function get(
  baseUrl: string,
  pathname: string,
  host?: string,
  headers: Record<string, string> = {},
): Promise<Answer & { raw: Buffer }> {
  const url = new URL(pathname, baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        headers: host ? { ...headers, Host: host } : headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: raw.toString('utf8'), raw });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;

/**
 * The path answered three times — accepting brotli, accepting only gzip, accepting nothing — with
 * each encoded body decoded: all three must carry the same bytes.
 */
async function getEncoded(baseUrl: string, pathname: string, host?: string) {
  const identity = await get(baseUrl, pathname, host);
  const br = await get(baseUrl, pathname, host, { 'Accept-Encoding': 'gzip, deflate, br' });
  const gzip = await get(baseUrl, pathname, host, { 'Accept-Encoding': 'gzip' });
  return {
    identity,
    br,
    gzip,
    decoded: (answer: Answer & { raw: Buffer }, encoding: keyof typeof decoders) =>
      decoders[encoding](answer.raw).toString('utf8'),
  };
}

/** The class list of the themed root the portal renders (ThemeProvider's div with data-brand). */
function themedRootClasses(html: string, brand: string): string[] {
  const match = new RegExp(`<div class="([^"]+)" data-brand="${brand}"`, 'u').exec(html);
  return match?.[1]?.split(/\s+/u) ?? [];
}

/** The smoke tests build the portal when no build is there (the build is what `npm start` serves). */
async function ensurePortalBuilt(): Promise<void> {
  if (existsSync(path.join(DEFAULT_PORTAL_DIST, 'prerendered', 'manifest.json'))) return;
  await promisify(execFile)('npm', ['run', 'build', '--silent', '-w', '@portal/portal'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

describe('the API serves the built portal', () => {
  let server: TestServer;
  let css = '';

  beforeAll(async () => {
    await ensurePortalBuilt();
    const staticDir = path.join(DEFAULT_PORTAL_DIST, 'static');
    const cssFiles = (await readdir(staticDir)).filter((file) => file.endsWith('.css'));
    css = (await Promise.all(cssFiles.map((file) => readFile(path.join(staticDir, file), 'utf8')))).join(
      '\n',
    );
    server = await startTestServer({ portal: { distDir: DEFAULT_PORTAL_DIST } });
  }, 300_000);

  afterAll(async () => {
    await server?.server.close();
    await server?.testDb.dispose();
  });

  it.each(['/', '/rng?vassalage=PG', '/login'])(
    'answers %s on ember.localhost with the ember page',
    async (pathname) => {
      const answer = await get(server.baseUrl, pathname, 'ember.localhost');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/u);
      expect(answer.body).toContain('<html lang="en" data-brand="ember">');
      expect(answer.body).toContain('<meta name="portal-merchant" content="ember" />');
      expect(answer.body).toContain('<meta name="portal-currency" content="USD" />');
      // The themed root carries the class whose rule sets ember's tokens.
      const classes = themedRootClasses(answer.body, 'ember');
      const themeRule = classes
        .map((name) => new RegExp(`\\.${name}\\{[^}]*\\}`, 'u').exec(css)?.[0] ?? '')
        .find((rule) => rule.toLowerCase().includes(EMBER_CANVAS));
      expect(themeRule, `a class of ${classes.join(' ')} sets ${EMBER_CANVAS}`).toBeDefined();
    },
  );

  it('allows by its hash the one style element a library writes: the one the installed Radix Select writes', async () => {
    const radixSelect = await readFile(
      path.join(repoRoot, 'node_modules/@radix-ui/react-select/dist/index.mjs'),
      'utf8',
    );
    expect(radixSelect).toContain(`__html: \`${SELECT_VIEWPORT_STYLE}\``);
    const policy = String(
      (await get(server.baseUrl, '/member?page=transferFund')).headers['content-security-policy'],
    );
    const hash = createHash('sha256').update(SELECT_VIEWPORT_STYLE).digest('base64');
    expect(policy.split('; ')).toContain(`style-src 'self' 'sha256-${hash}'`);
  });

  it('pre-renders the home skeleton for home paths and the bare shell elsewhere', async () => {
    const home = await get(server.baseUrl, '/login', 'ember.localhost');
    const lobby = await get(server.baseUrl, '/rng?vassalage=PG', 'ember.localhost');
    expect(home.body).toContain('data-prerendered="/"');
    expect(home.body).toContain('Hot games');
    expect(lobby.body).toContain('data-prerendered="/__shell"');
    expect(lobby.body).not.toContain('Hot games');
    // Both carry the shell: header navigation and the footer's age notice for ember's age (18).
    for (const page of [home, lobby]) {
      expect(page.body).toContain('aria-label="Main navigation"');
      expect(page.body).toContain('Players must be over 18 years old to play.');
    }
  });

  it('draws "Try for free" into the pages of merchants that offer free play, and only theirs', async () => {
    const freePlayMeta = '<meta name="portal-free-play" content="true" />';
    const tryForFree = '>Try for free</span>';
    // Seeded: lagoon offers free play, ember does not.
    for (const pathname of ['/', '/rng?vassalage=PG']) {
      const lagoon = (await get(server.baseUrl, pathname, 'lagoon.localhost')).body;
      expect(lagoon).toContain(freePlayMeta);
      expect(lagoon).toContain(tryForFree);
      const ember = (await get(server.baseUrl, pathname, 'ember.localhost')).body;
      expect(ember).not.toContain(freePlayMeta);
      expect(ember).not.toContain(tryForFree);
    }
    // The merchant's flag decides, as the white label's answer the page reads next says.
    const db = server.app.database.db;
    const [lagoon] = await db.select().from(merchants).where(eq(merchants.code, 'lagoon'));
    if (!lagoon) throw new Error('no lagoon merchant');
    await db
      .update(merchants)
      .set({ flags: { ...lagoon.flags, FREEPLAY3: false } })
      .where(eq(merchants.id, lagoon.id));
    server.app.readCache.clear();
    try {
      const withoutFreePlay = (await get(server.baseUrl, '/', 'lagoon.localhost')).body;
      expect(withoutFreePlay).not.toContain(freePlayMeta);
      expect(withoutFreePlay).not.toContain(tryForFree);
    } finally {
      await db.update(merchants).set({ flags: lagoon.flags }).where(eq(merchants.id, lagoon.id));
      server.app.readCache.clear();
    }
  });

  it('chooses the brand by host and the default merchant elsewhere', async () => {
    expect((await get(server.baseUrl, '/', 'lagoon.localhost')).body).toContain('data-brand="lagoon"');
    const plain = await get(server.baseUrl, '/');
    expect(plain.body).toContain('data-brand="aurora"');
    expect(plain.body).toContain('<meta name="portal-merchant" content="aurora" />');
  });

  it('keeps the API paths the API’s and caches hashed files for long', async () => {
    const unknownApi = await get(server.baseUrl, '/wps/nothing-here', 'ember.localhost');
    expect(unknownApi.status).toBe(404);
    expect(JSON.parse(unknownApi.body)).toMatchObject({ success: false, code: 'NOT_FOUND' });
    // The operator API and the live-chat rooms are the API's too, and the API's documentation page.
    for (const path of ['/ops/nothing-here', '/live-chat/a/b'])
      expect((await get(server.baseUrl, path, 'ember.localhost')).status).toBe(404);
    const docs = await get(server.baseUrl, '/openapi.json', 'ember.localhost');
    expect(docs.status).toBe(200);
    expect(docs.body).not.toContain('data-brand');
    const status = await get(server.baseUrl, '/wps/system/status', 'ember.localhost');
    expect(JSON.parse(status.body)).toMatchObject({ success: true });
    const script = /src="(\/static\/[^"]+\.js)"/u.exec((await get(server.baseUrl, '/')).body)?.[1];
    expect(script).toBeDefined();
    const asset = await get(server.baseUrl, script ?? '');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(String(asset.headers['cache-control'])).toMatch(/max-age=31536000/u);
  });
  it('sends pages, hashed files and large answers compressed to clients that ask, as they are to others', async () => {
    const script = /src="(\/static\/[^"]+\.js)"/u.exec((await get(server.baseUrl, '/')).body)?.[1] ?? '';
    const stylesheet =
      /href="(\/static\/[^"]+\.css)"/u.exec((await get(server.baseUrl, '/')).body)?.[1] ?? '';
    expect(script).not.toBe('');
    expect(stylesheet).not.toBe('');
    const targets: [string, string | undefined][] = [
      ['/', 'ember.localhost'],
      ['/rng', 'lagoon.localhost'],
      [script, undefined],
      [stylesheet, undefined],
      [`${contract.games.hot.path}?clientType=3`, 'ember.localhost'],
    ];
    for (const [pathname, host] of targets) {
      const { identity, br, gzip, decoded } = await getEncoded(server.baseUrl, pathname, host);
      expect(identity.status, pathname).toBe(200);
      expect(identity.headers['content-encoding'], pathname).toBeUndefined();
      expect(identity.raw.length, pathname).toBeGreaterThan(1024);
      expect(br.headers['content-encoding'], pathname).toBe('br');
      expect(gzip.headers['content-encoding'], pathname).toBe('gzip');
      for (const answer of [identity, br, gzip])
        expect(
          String(answer.headers.vary)
            .toLowerCase()
            .match(/accept-encoding/gu),
          pathname,
        ).toHaveLength(1);
      expect(br.raw.length, pathname).toBeLessThan(identity.raw.length / 2);
      expect(decoded(br, 'br'), pathname).toBe(identity.body);
      expect(decoded(gzip, 'gzip'), pathname).toBe(identity.body);
      expect(br.headers['content-type'], pathname).toBe(identity.headers['content-type']);
    }
  });

  it('puts the first home banner of the merchant into the home page, asked for first', async () => {
    const announcements = (
      await server.call<{ banners: { groupName: string; url: string }[] }>(contract.system.announcements, {
        merchant: 'ember',
      })
    ).body;
    if (!announcements.success) throw new Error('announcements failed');
    const first = announcements.value.banners.find((banner) => banner.groupName === 'w_home')?.url;
    expect(first).toMatch(/^\/assets\/banners\/ember\//u);
    const home = await get(server.baseUrl, '/', 'ember.localhost');
    expect(home.body).toContain(`data-first-banner="" src="${first}" fetchpriority="high"`);
    // The preload comes before any script or stylesheet of the head.
    const preload = home.body.indexOf(
      `<link rel="preload" as="image" href="${first}" fetchpriority="high" />`,
    );
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(home.body.indexOf('<script'));
    expect(preload).toBeLessThan(home.body.indexOf('rel="stylesheet"'));
    // Pages that do not show home have no banner to paint.
    const lobby = await get(server.baseUrl, '/rng', 'ember.localhost');
    expect(lobby.body).not.toContain('data-first-banner');
    expect(lobby.body).not.toContain('as="image"');
  });

  it('escapes the banner it writes in, and serves the home without one when the merchant has none', async () => {
    const db = server.app.database.db;
    const [lagoon] = await db.select().from(merchants).where(eq(merchants.code, 'lagoon'));
    if (!lagoon) throw new Error('no lagoon merchant');
    const homeBanners = and(eq(banners.merchantId, lagoon.id), eq(banners.groupName, 'w_home'));
    const hostile = '/assets/banners/x.svg" onerror="alert(1)"><script>alert(2)</script>&amp;';
    await db.update(banners).set({ url: hostile }).where(homeBanners);
    server.app.readCache.clear();
    const escaped = await get(server.baseUrl, '/', 'lagoon.localhost');
    expect(escaped.status).toBe(200);
    expect(escaped.body).toContain(
      'src="/assets/banners/x.svg&quot; onerror=&quot;alert(1)&quot;>&lt;script>alert(2)&lt;/script>&amp;amp;"',
    );
    expect(escaped.body).not.toContain('<script>alert(2)');
    expect(escaped.body).not.toContain('" onerror="');

    await db.delete(banners).where(homeBanners);
    server.app.readCache.clear();
    const bare = await get(server.baseUrl, '/', 'lagoon.localhost', { 'Accept-Encoding': 'br' });
    expect(bare.status).toBe(200);
    const page = brotliDecompressSync(bare.raw).toString('utf8');
    expect(page).toContain('data-first-banner=""/>');
    expect(page).not.toContain('as="image"');
    expect(page).toContain('data-prerendered="/"');
  });
});

/** Text as React writes it into markup. */
function escapeText(text: string): string {
  return text
    .replace(/&/gu, '&amp;')
    .replace(/</gu, '&lt;')
    .replace(/>/gu, '&gt;')
    .replace(/"/gu, '&quot;')
    .replace(/'/gu, '&#x27;');
}

/** The reads a served home carries (its `portal-reads` element), by read id. */
function carriedReads(html: string): Map<string, unknown> {
  const text = /<script type="application\/json" id="portal-reads">(.*?)<\/script>/su.exec(html)?.[1];
  if (!text) return new Map();
  const reads = JSON.parse(text) as { queryKey: unknown[]; data: unknown }[];
  return new Map(reads.map((read) => [String(read.queryKey[1]), read.data]));
}

describe('the API serves the home drawn with its reads (the portal’s server render)', () => {
  let server: TestServer;
  let renderDir = '';
  const failing = { render: false };

  beforeAll(async () => {
    await ensurePortalBuilt();
    const serverRender = portalOptionsFromEnv({})?.serverRender ?? '';
    expect(existsSync(serverRender)).toBe(true);
    // The built render, behind a switch that makes it fail.
    renderDir = await mkdtemp(path.join(tmpdir(), 'portal-render-'));
    const wrapper = path.join(renderDir, 'render.mjs');
    await writeFile(
      wrapper,
      `import * as built from ${JSON.stringify(pathToFileURL(serverRender).href)};\n` +
        'export const pageWithReads = built.pageWithReads;\n' +
        'export function renderHomeWithReads(site, fetch) {\n' +
        "  if (globalThis.portalRenderFails) return Promise.reject(new Error('render failed'));\n" +
        '  return built.renderHomeWithReads(site, fetch);\n' +
        '}\n',
    );
    Object.defineProperty(globalThis, 'portalRenderFails', { get: () => failing.render, configurable: true });
    server = await startTestServer({ portal: { distDir: DEFAULT_PORTAL_DIST, serverRender: wrapper } });
  }, 300_000);

  afterAll(async () => {
    await server?.server.close();
    await server?.testDb.dispose();
    if (renderDir) await rm(renderDir, { recursive: true });
  });

  it('draws the merchant’s hot games, banners and links into the home and carries those answers', async () => {
    const hot = await server.call<{ gameName: string; iconUrl: string }[]>(contract.games.hot, {
      merchant: 'ember',
    });
    if (!hot.body.success) throw new Error('hot games failed');
    const home = (await get(server.baseUrl, '/', 'ember.localhost')).body;
    const reads = carriedReads(home);
    expect([...reads.keys()]).toEqual(
      expect.arrayContaining(['games.hot', 'games.menus', 'system.announcements', 'system.permission']),
    );
    const carriedHot = reads.get('games.hot') as { gameName: string; iconUrl: string }[];
    expect(carriedHot.map((game) => game.gameName)).toEqual(hot.body.value.map((game) => game.gameName));
    // Asked at the page's host: the art is the host's.
    expect(carriedHot[0]?.iconUrl).toMatch(/^http:\/\/ember\.localhost\/assets\//u);
    const firstGame = hot.body.value[0]?.gameName ?? '-';
    expect(home).toContain(`>${escapeText(firstGame)}<`);
    const announcements = reads.get('system.announcements') as {
      banners: { groupName: string; url: string }[];
    };
    const homeBanner = announcements.banners.find((banner) => banner.groupName === 'w_home');
    expect(homeBanner).toBeDefined();
    expect(home).toContain(`src="${homeBanner?.url}"`);
    // The skeleton's banner placeholder is gone: the banners themselves are in the page.
    expect(home).not.toContain('data-first-banner');
    // The first banner, the largest paint, is asked for first; the carousel draws the others once
    // it has hydrated.
    const preload = home.indexOf(
      `<link rel="preload" as="image" href="${homeBanner?.url}" fetchpriority="high" />`,
    );
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(home.indexOf('rel="preload" as="font"'));
    expect(preload).toBeLessThan(home.indexOf('<script'));
    const drawnBanners = [...home.matchAll(/<img [^>]*src="\/assets\/banners\/[^>]*>/gu)].map(([tag]) => tag);
    expect(drawnBanners).toHaveLength(1);
    expect(drawnBanners[0]).toMatch(/fetchpriority="high"/iu);
    // Other paths keep the bare shell, without reads.
    const lobby = (await get(server.baseUrl, '/rng', 'ember.localhost')).body;
    expect(lobby).toContain('data-prerendered="/__shell"');
    expect(carriedReads(lobby).size).toBe(0);
  });

  it('shows a change to the merchant’s banners once the read cache lets it through', async () => {
    const db = server.app.database.db;
    const [ember] = await db.select().from(merchants).where(eq(merchants.code, 'ember'));
    if (!ember) throw new Error('no ember merchant');
    const homeBanners = and(eq(banners.merchantId, ember.id), eq(banners.groupName, 'w_home'));
    const [before] = await db.select().from(banners).where(homeBanners);
    if (!before) throw new Error('ember has no home banner');
    await db.update(banners).set({ url: '/assets/banners/changed.svg' }).where(homeBanners);
    server.app.readCache.clear();
    try {
      const home = (await get(server.baseUrl, '/', 'ember.localhost')).body;
      expect(home).toContain('src="/assets/banners/changed.svg"');
    } finally {
      await db.update(banners).set({ url: before.url }).where(homeBanners);
      server.app.readCache.clear();
    }
  });

  it('serves the prerendered home, whose browser asks for the reads, when the render fails', async () => {
    server.app.readCache.clear();
    failing.render = true;
    try {
      const home = await get(server.baseUrl, '/', 'ember.localhost');
      expect(home.status).toBe(200);
      expect(home.body).toContain('data-prerendered="/"');
      expect(home.body).toContain('data-first-banner=""');
      expect(carriedReads(home.body).size).toBe(0);
    } finally {
      failing.render = false;
      server.app.readCache.clear();
    }
  });

  it('answers the render’s calls in process as at the page’s host, status and body as sent', async () => {
    const fetchAtEmber = injectedFetch(server.server, 'ember.localhost');
    const hot = await fetchAtEmber(`http://render.invalid${contract.games.hot.path}?clientType=3`, {
      headers: { 'X-Merchant-Code': 'ember' },
    });
    expect(hot.status).toBe(200);
    const body = (await hot.json()) as { success: boolean; value: { iconUrl: string }[] };
    expect(body.success).toBe(true);
    expect(body.value[0]?.iconUrl).toMatch(/^http:\/\/ember\.localhost\//u);
    const missing = await fetchAtEmber('http://render.invalid/wps/nothing-here');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
