import { contract, type Envelope } from '@portal/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache } from '../src/cache/read-cache';
import { openDatabase, type Database } from '../src/db/database';
import { games, merchants } from '../src/db/schema';
import { buildServer, type BuiltServer } from '../src/server';
import { heardAbout } from './support/bus';
import { onPostgres } from './support/database';
import { startTestServer, type TestServer } from './support/server';
import { TestClock } from './support/time';

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer();
});

afterAll(async () => {
  await api.close();
});

const tokens = new Map<string, Promise<string>>();
/** A ready session of the white label's demomember (logged in once: the first login changes its password). */
function tokenOf(merchant: string): Promise<string> {
  let token = tokens.get(merchant);
  if (!token) {
    token = api.loginReady('demomember', { merchant });
    tokens.set(merchant, token);
  }
  return token;
}

/** Lets the read cache's staleness bound pass on the server's clock. */
function passBound(server: TestServer = api): void {
  server.clock.advanceSeconds(server.app.options.readCacheSeconds);
}

async function get(
  path: string,
  headers: Record<string, string> = {},
  ip?: string,
): Promise<{ status: number; etag: string; cacheControl: string; text: string }> {
  const response = await api.fetch(path, { headers, ...(ip ? { ip } : {}) });
  return {
    status: response.status,
    etag: response.headers.get('etag') ?? '',
    cacheControl: response.headers.get('cache-control') ?? '',
    text: await response.text(),
  };
}

async function setFlag(code: string, flag: string, on: boolean): Promise<void> {
  const db = api.app.database.db;
  const [row] = await db.select().from(merchants).where(eq(merchants.code, code));
  if (!row) throw new Error(`no merchant ${code}`);
  await db
    .update(merchants)
    .set({ flags: { ...row.flags, [flag]: on } })
    .where(eq(merchants.code, code));
}

describe('the read cache', () => {
  it('serves a value until its bound passes, then loads it again; one load for concurrent misses', async () => {
    const clock = new TestClock();
    const cache = new ReadCache(clock, 5);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    clock.advanceSeconds(4);
    expect(await cache.get('k', load)).toBe(1);
    clock.advanceSeconds(1);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const cache = new ReadCache(new TestClock(), 5);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('reloads a versioned value past its bound only when the version moved', async () => {
    const clock = new TestClock();
    const cache = new ReadCache(clock, 5);
    let version = 1;
    let loads = 0;
    const read = () =>
      cache.getVersioned(
        'k',
        async () => String(version),
        async () => ++loads,
      );
    expect(await read()).toBe(1);
    clock.advanceSeconds(5);
    expect(await read()).toBe(1);
    version = 2;
    expect(await read()).toBe(1);
    clock.advanceSeconds(5);
    expect(await read()).toBe(2);
  });

  it('keeps at most its entry limit, dropping the oldest', async () => {
    const cache = new ReadCache(new TestClock(), 5, 2);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('b', load)).toBe(2);
    expect(await cache.get('a', load)).toBe(4);
  });
});

describe('HTTP caching of open reads', () => {
  const whiteLabel = contract.system.whiteLabel.path;

  it('answers with an ETag and public Cache-Control, and 304 without a body when the tag matches', async () => {
    const first = await get(whiteLabel, { 'X-Merchant-Code': 'aurora' });
    expect(first.status).toBe(200);
    // Weak: the answer goes out identity, gzip or brotli, so its bytes are not one representation.
    expect(first.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/u);
    expect(first.cacheControl).toBe(`public, max-age=${api.app.options.readCacheSeconds}`);
    const again = await get(whiteLabel, { 'X-Merchant-Code': 'aurora', 'If-None-Match': first.etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.etag).toBe(first.etag);
    const strongForm = first.etag.replace(/^W\//u, '');
    const weakCompare = await get(whiteLabel, { 'X-Merchant-Code': 'aurora', 'If-None-Match': strongForm });
    expect(weakCompare.status).toBe(304);
    const other = await get(whiteLabel, { 'X-Merchant-Code': 'aurora', 'If-None-Match': '"other"' });
    expect(other.status).toBe(200);
    expect(other.text).toBe(first.text);
  });

  it('changes the ETag when the content changes, within the staleness bound', async () => {
    const before = await get(whiteLabel, { 'X-Merchant-Code': 'ember' });
    const flags = (JSON.parse(before.text) as Envelope<{ flags: Record<string, boolean> }>).value as {
      flags: Record<string, boolean>;
    };
    const was = flags.flags.FREEPLAY3 === true;
    await setFlag('ember', 'FREEPLAY3', !was);
    // Within the bound the cached answer may still be served...
    expect((await get(whiteLabel, { 'X-Merchant-Code': 'ember' })).etag).toBe(before.etag);
    passBound();
    // ...after it, the new content, with a new tag that a client's old tag no longer matches.
    const after = await get(whiteLabel, { 'X-Merchant-Code': 'ember', 'If-None-Match': before.etag });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(JSON.parse(after.text)).toMatchObject({ value: { flags: { FREEPLAY3: !was } } });
    await setFlag('ember', 'FREEPLAY3', was);
    passBound();
    expect((await get(whiteLabel, { 'X-Merchant-Code': 'ember' })).etag).toBe(before.etag);
  });

  it('keeps each white label its own answer', async () => {
    for (const path of [
      whiteLabel,
      `${contract.system.announcements.path}?types=B,PL,PU,PR,H&platform=W`,
      `${contract.support.helpCenter.path}?lang=en&device=WEB`,
    ]) {
      const answers = await Promise.all(
        ['aurora', 'ember', 'lagoon'].map((code) => get(path, { 'X-Merchant-Code': code })),
      );
      expect(new Set(answers.map((answer) => answer.etag)).size).toBe(3);
      expect(new Set(answers.map((answer) => answer.text)).size).toBe(3);
      // Asked again in another order, each brand still gets its own.
      const again = await get(path, { 'X-Merchant-Code': 'ember' });
      expect(again.text).toBe(answers[1]?.text);
    }
  });

  it('keeps each language its own help centre', async () => {
    const path = contract.support.helpCenter.path;
    const english = await get(`${path}?lang=en&device=WEB`, { 'X-Merchant-Code': 'aurora' });
    const filipino = await get(`${path}?lang=ty&device=WEB`, { 'X-Merchant-Code': 'aurora' });
    expect(filipino.etag).not.toBe(english.etag);
    expect(filipino.text).toContain('Sa pagbukas ng account');
    expect(english.text).not.toContain('Sa pagbukas ng account');
    expect((await get(`${path}?lang=en&device=WEB`, { 'X-Merchant-Code': 'aurora' })).text).toBe(
      english.text,
    );
  });

  it('builds status and permission for each visitor, revalidated but never shared', async () => {
    for (const path of [contract.system.status.path, contract.system.permission.path]) {
      const one = await get(path, { 'X-Merchant-Code': 'aurora' }, '203.0.113.1');
      const two = await get(path, { 'X-Merchant-Code': 'aurora' }, '203.0.113.2');
      expect(one.cacheControl).toBe('private, no-cache');
      expect(one.text).toContain('203.0.113.1');
      expect(two.text).toContain('203.0.113.2');
      expect(two.etag).not.toBe(one.etag);
      const revalidated = await get(
        path,
        { 'X-Merchant-Code': 'aurora', 'If-None-Match': one.etag },
        '203.0.113.1',
      );
      expect(revalidated.status).toBe(304);
    }
  });

  it('marks answers to a token call private', async () => {
    const token = await tokenOf('aurora');
    const vendors = await get(`${contract.games.vendors.path}?platform=html5-desktop`, {
      Authorization: `Bearer ${token}`,
    });
    expect(vendors.status).toBe(200);
    expect(vendors.cacheControl).toBe(`private, max-age=${api.app.options.readCacheSeconds}`);
  });
});

describe('game lists from the in-memory catalogue', () => {
  const listPath = `${contract.games.list.path}?clientType=3&platform=html5-desktop&pageNo=1&pageSize=20`;

  it("never shows one member's favourites to another", async () => {
    const aurora = await tokenOf('aurora');
    const lagoon = await tokenOf('lagoon');
    const page = await api.call<{ content: { nodeId: number; vassalage: string; gameType: string }[] }>(
      contract.games.list,
      { token: aurora, query: { gameType: 'RNG', pageNo: 1, pageSize: 1 } },
    );
    const game = page.body.success ? page.body.value.content[0] : undefined;
    if (!game) throw new Error('no game to favour');
    await api.call(contract.games.addFavorite, {
      token: aurora,
      body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: 'RNG' },
    });
    const favourites = async (token: string) => {
      const response = await api.fetch(`${listPath}&filter=FAV`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as Envelope<{ content: { nodeId: number }[] }>).value as {
        content: { nodeId: number }[];
      };
    };
    expect((await favourites(aurora)).content.map((card) => card.nodeId)).toContain(game.nodeId);
    expect((await favourites(lagoon)).content.map((card) => card.nodeId)).not.toContain(game.nodeId);
  });

  it('shows a catalogue change within the staleness bound', async () => {
    const token = await tokenOf('ember');
    const search = async () => {
      const response = await api.fetch(`${listPath}&keyword=zz%20renamed`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as Envelope<{ totalElements: number }>).value as {
        totalElements: number;
      };
    };
    expect((await search()).totalElements).toBe(0);
    const [game] = await api.app.database.db.select().from(games).orderBy(games.id).limit(1);
    if (!game) throw new Error('no game');
    await api.app.database.db
      .update(games)
      .set({ displayName: 'ZZ Renamed', searchName: 'zz renamed' })
      .where(eq(games.id, game.id));
    passBound();
    expect((await search()).totalElements).toBe(1);
    await api.app.database.db
      .update(games)
      .set({ displayName: game.displayName, searchName: game.searchName })
      .where(eq(games.id, game.id));
    passBound();
    expect((await search()).totalElements).toBe(0);
  });
});

describe.runIf(onPostgres)('two instances on one PostgreSQL', () => {
  let second: { built: BuiltServer; database: Database; baseUrl: string };

  beforeAll(async () => {
    // A second server with its own pool and its own read cache, on the same database and clock.
    const database = openDatabase({ databaseUrl: api.testDb.url ?? '' });
    const built = await buildServer({ database, clock: api.clock, dataDir: null });
    await built.server.listen({ host: '127.0.0.1', port: 0 });
    const address = built.server.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    second = { built, database, baseUrl: `http://127.0.0.1:${port}` };
  });

  afterAll(async () => {
    await second.built.server.close();
    await second.database.close();
  });

  it('both see a catalogue change within the staleness bound', async () => {
    const token = await tokenOf('lagoon');
    const path = `${contract.games.list.path}?clientType=3&platform=html5-desktop&pageNo=1&pageSize=20&keyword=yy%20both`;
    const totalAt = async (baseUrl: string) => {
      const response = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
      return ((await response.json()) as { value: { totalElements: number } }).value.totalElements;
    };
    expect([await totalAt(api.baseUrl), await totalAt(second.baseUrl)]).toEqual([0, 0]);
    const [game] = await api.app.database.db.select().from(games).orderBy(games.id).limit(1);
    if (!game) throw new Error('no game');
    // The change goes in through the first instance's pool; the second learns it from the database.
    await api.app.database.db.update(games).set({ searchName: 'yy both' }).where(eq(games.id, game.id));
    passBound();
    expect([await totalAt(api.baseUrl), await totalAt(second.baseUrl)]).toEqual([1, 1]);
    await api.app.database.db.update(games).set({ searchName: game.searchName }).where(eq(games.id, game.id));
  });

  it('refuses a session revoked on one instance on the other at once', async () => {
    const token = await tokenOf('ember');
    const balanceAt = (baseUrl: string) =>
      fetch(`${baseUrl}${contract.wallet.balance.path}`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await balanceAt(second.baseUrl)).status).toBe(200);
    const info = await api.call<{ id: number }>(contract.member.info, { token });
    if (!info.body.success) throw new Error(JSON.stringify(info.body));
    // The second holds the session in memory: it drops it when its bus brings the revocation.
    const heard = heardAbout(second.built, 'member.changed', info.body.value.id);
    const logout = await api.call(contract.auth.logout, { token });
    expect(logout.status).toBe(200);
    await heard;
    const refused = await balanceAt(second.baseUrl);
    // No clock moved: the refusal waits for no bound.
    expect(refused.status).toBe(401);
  });
});
