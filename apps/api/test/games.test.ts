import { randomUUID } from 'node:crypto';
import {
  contract,
  LANE_GAME_LIMIT,
  type GameCard,
  type GameMenu,
  type PagedGames,
  type VendorLane,
} from '@portal/api-contract';
import { and, asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets, gameCategories, games, gameVendors, ledgerAccounts, ledgerEntries } from '../src/db/schema';
import { gameIconSvg } from '../src/games/art';
import { startTestServer, type TestServer } from './support/server';

let api: TestServer;
let token: string;

beforeAll(async () => {
  api = await startTestServer();
  token = await api.loginReady('demomember');
});

afterAll(async () => {
  await api.close();
});

async function list(query: Record<string, string | number | undefined>, as = token) {
  const answer = await api.call<PagedGames>(contract.games.list, { token: as, query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  if (!answer.body.success) throw new Error('list failed');
  return answer.body.value;
}

/** Every card the list gives for `query`, read page by page at the largest page size. */
async function everyCard(query: Record<string, string | number | undefined>): Promise<GameCard[]> {
  const cards: GameCard[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await list({ ...query, pageNo, pageSize: 999 });
    cards.push(...page.content);
    if (pageNo >= page.totalPages) return cards;
  }
}

describe('catalogue', () => {
  it('lists every game of the catalogue once, page by page', async () => {
    const stored = await api.testDb.database.db.select({ gameCode: games.gameCode }).from(games);
    expect(stored.length).toBeGreaterThan(20);
    const page = await list({});
    expect(page).toMatchObject({
      pageNo: 1,
      pageSize: 20,
      totalElements: stored.length,
      totalPages: Math.ceil(stored.length / 20),
    });
    expect(page.content).toHaveLength(20);
    const listed = await everyCard({});
    expect(listed.map((card) => card.gameCode).sort()).toEqual(stored.map((row) => row.gameCode).sort());
  });

  it('lists menus: each category with its vendors, in navigation order', async () => {
    const answer = await api.call<{ category: string; vendors: { vassalage: string }[] }[]>(
      contract.games.menus,
    );
    expect(answer.body.success).toBe(true);
    if (!answer.body.success) return;
    expect(answer.body.value.map((menu) => menu.category)).toEqual([
      'ELOTT',
      'BGS',
      'LOTT',
      'LIVE',
      'FISH',
      'RNG',
      'PVP',
      'ESPORTS',
      'COCKFIGHT',
    ]);
    const rng = answer.body.value.find((menu) => menu.category === 'RNG');
    expect(rng?.vendors.map((vendor) => vendor.vassalage)).toEqual([
      'PG',
      'EG2',
      'PT',
      'JDB',
      'CQ9',
      'FC',
      'JL',
    ]);
    expect(
      answer.body.value
        .find((menu) => menu.category === 'ESPORTS')
        ?.vendors.map((vendor) => vendor.vassalage),
    ).toEqual(['IMES']);
    expect(
      answer.body.value
        .find((menu) => menu.category === 'COCKFIGHT')
        ?.vendors.map((vendor) => vendor.vassalage),
    ).toEqual(['DS88']);
  });

  it("gives home lanes of each category's first games, as its list orders them, with their count", async () => {
    const answer = await api.call<VendorLane[]>(contract.games.vendors, { token });
    if (!answer.body.success) throw new Error('lanes failed');
    const lanes = answer.body.value;
    const menus = await api.call<GameMenu[]>(contract.games.menus);
    if (!menus.body.success) throw new Error('menus failed');
    expect(lanes.map((lane) => lane.title)).toEqual(menus.body.value.map((menu) => menu.category));
    for (const lane of lanes) {
      const page = await list({ gameType: lane.title, pageSize: LANE_GAME_LIMIT });
      expect(lane.cards, lane.title).toEqual(page.content);
      expect(lane.gameCount, lane.title).toBe(page.totalElements);
      expect(lane.cards.every((card) => card.isGame === 'GAME')).toBe(true);
    }
    expect(lanes.find((lane) => lane.title === 'RNG')?.cards).toHaveLength(LANE_GAME_LIMIT);
    // A category without games has no lane.
    const [sports] = await api.testDb.database.db
      .select({ code: gameCategories.code })
      .from(gameCategories)
      .where(eq(gameCategories.code, 'SPORTS'));
    expect(sports).toBeDefined();
    expect((await list({ gameType: 'SPORTS' })).totalElements).toBe(0);
    expect(lanes.some((lane) => lane.title === 'SPORTS')).toBe(false);
  });

  it('gives the game types of a vendor', async () => {
    const types = await api.call(contract.games.vendorGameTypes, { token, query: { vassalage: 'jl' } });
    expect(types.body).toMatchObject({
      success: true,
      value: { vassalage: 'JL', gameTypes: ['FISH', 'RNG', 'PVP'] },
    });
    const unknown = await api.call(contract.games.vendorGameTypes, { token, query: { vassalage: 'NOPE' } });
    expect(unknown.status).toBe(404);
  });

  it('filters by type and vendor and pages with the spec query shape', async () => {
    const [stored] = await api.testDb.database.db
      .select({ n: count() })
      .from(games)
      .where(and(eq(games.categoryCode, 'RNG'), eq(games.vendorCode, 'PG')));
    const total = stored?.n ?? 0;
    const pages = Math.ceil(total / 20);
    // Enough of them for a second page and a last one, or the paging below proves little.
    expect(pages).toBeGreaterThan(2);
    const pg = await list({
      clientType: 3,
      platform: 'html5-desktop',
      merchant: 'aurora',
      gameType: 'RNG',
      vassalage: 'PG',
      pageNo: 2,
      pageSize: 20,
      language: 'en',
    });
    expect(pg).toMatchObject({ pageNo: 2, totalElements: total, totalPages: pages });
    expect(pg.content.every((card) => card.vassalage === 'PG' && card.gameType === 'RNG')).toBe(true);
    // The pages are one list cut in twenties: page 2 holds its 21st to 40th games, the last the rest.
    const all = await everyCard({ gameType: 'RNG', vassalage: 'PG' });
    expect(all).toHaveLength(total);
    expect(pg.content).toEqual(all.slice(20, 40));
    const last = await list({ gameType: 'RNG', vassalage: 'PG', pageNo: pages });
    expect(last.content).toEqual(all.slice((pages - 1) * 20));
    const beyond = await list({ gameType: 'RNG', vassalage: 'PG', pageNo: pages + 1 });
    expect(beyond.content).toEqual([]);
    // The in-house vendor has no RNG games: /rng never lists BGS.
    expect((await list({ gameType: 'RNG', vassalage: 'BGS' })).totalElements).toBe(0);
  });

  it('builds cards with icons this server draws, served as WebP', async () => {
    const [card] = (await list({ gameType: 'FISH', vassalage: 'FC', pageSize: 1 })).content;
    expect(card).toMatchObject({ vassalage: 'FC', gameType: 'FISH', isGame: 'GAME', showIcon: true });
    expect(card?.iconUrl).toBe(`${api.baseUrl}/assets/games/${card?.gameCode}.webp`);
    const icon = await api.fetch(new URL(card?.iconUrl ?? '').pathname);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await icon.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 240, height: 240 });
    // Deterministic: the same code draws the same picture.
    const again = await api.fetch(new URL(card?.iconUrl ?? '').pathname);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    const large = await api.fetch(new URL(card?.lagerIcon ?? '').pathname + '?size=large');
    expect(await sharp(Buffer.from(await large.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 300,
    });
    // At card size the picture carries the initials only (the card prints the name and vendor);
    // the large one adds both.
    const [name, vendor] = [card?.displayName ?? '', card?.vassalage ?? ''];
    expect(gameIconSvg(card?.gameCode ?? '', name, vendor, false).match(/<text /gu)).toHaveLength(1);
    expect(gameIconSvg(card?.gameCode ?? '', name, vendor, true).match(/<text /gu)).toHaveLength(3);
    expect((await api.fetch('/assets/games/NOPE-0001.webp')).status).toBe(404);
    expect((await api.fetch(`/assets/games/${card?.gameCode}.svg`)).status).toBe(404);
    expect((await api.fetch('/assets/vendors/PG.svg')).status).toBe(200);
  });

  it('searches by keyword, case-insensitively, and treats wildcards as text', async () => {
    const found = await list({ keyword: 'DRAGON', pageSize: 50 });
    expect(found.totalElements).toBeGreaterThan(0);
    expect(found.content.every((card) => card.displayName.toLowerCase().includes('dragon'))).toBe(true);
    expect((await list({ keyword: '%' })).totalElements).toBe(0);
    expect((await list({ keyword: 'zzzz-no-such-game' })).totalElements).toBe(0);
  });

  it('lists hot games by rank and new games first', async () => {
    const flagged = await api.testDb.database.db
      .select({ gameCode: games.gameCode })
      .from(games)
      .where(eq(games.isHot, true))
      .orderBy(asc(games.hotRank));
    expect(flagged.length).toBeGreaterThan(20);
    const hot = await api.call<GameCard[]>(contract.games.hot);
    // Every game flagged hot, by rank.
    expect(hot.body.success && hot.body.value.map((card) => card.gameCode)).toEqual(
      flagged.map((row) => row.gameCode),
    );
    expect(hot.body.success && hot.body.value.every((card) => card.isHot === 1)).toBe(true);
    const hotPage = await list({ filter: 'HOT' });
    expect(hotPage.totalElements).toBe(flagged.length);
    expect(hotPage.content.map((card) => card.gameCode)).toEqual(
      hot.body.success ? hot.body.value.slice(0, 20).map((card) => card.gameCode) : [],
    );
    expect((await list({ filter: 'NEW' })).totalElements).toBeGreaterThan(100);
  });

  it('needs a session for the game list', async () => {
    const answer = await api.call(contract.games.list, { query: {} });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('NOT_LOGGED_IN');
  });
});

describe('favourites and recent games', () => {
  it('adds, lists and removes favourites', async () => {
    const [first, second] = (await list({ gameType: 'RNG', vassalage: 'JDB', pageSize: 2 })).content;
    if (!first || !second) throw new Error('no games');
    const added = await api.call(contract.games.addFavorite, {
      token,
      body: { nodeId: first.nodeId, vendor: 'JDB', gameType: 'RNG' },
    });
    expect(added.body).toEqual({
      success: true,
      code: 'OK',
      message: 'OK',
      value: { favGameIds: [first.nodeId] },
    });
    // Adding twice is harmless.
    await api.call(contract.games.addFavorite, {
      token,
      body: { nodeId: first.nodeId, vendor: 'JDB', gameType: 'RNG' },
    });
    const both = await api.call(contract.games.addFavorite, {
      token,
      body: { nodeId: second.nodeId, vendor: 'JDB', gameType: 'RNG' },
    });
    expect(both.body.success && both.body.value).toEqual({
      favGameIds: [first.nodeId, second.nodeId].sort((a, b) => a - b),
    });
    const ids = await api.call(contract.games.favoriteIds, { token });
    expect(ids.body.success && ids.body.value).toEqual({
      favGameIds: [first.nodeId, second.nodeId].sort((a, b) => a - b),
    });
    const listed = await api.call<{ content: GameCard[]; pageNum: number; totalPages: number }>(
      contract.games.favorites,
      { token, query: { pageNo: 1, pageSize: 999, gameType: 'RNG' } },
    );
    expect(listed.body.success && listed.body.value.content.map((card) => card.nodeId).sort()).toEqual(
      [first.nodeId, second.nodeId].sort(),
    );
    expect(listed.body.success && listed.body.value).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect((await list({ filter: 'FAV' })).totalElements).toBe(2);
    const removed = await api.call(contract.games.removeFavorite, {
      token,
      query: { nodeId: first.nodeId, vendor: 'JDB', gameType: 'RNG' },
    });
    expect(removed.body.success && removed.body.value).toEqual({ favGameIds: [second.nodeId] });
  });

  it('refuses a favourite whose vendor or type does not match the game', async () => {
    const [game] = (await list({ gameType: 'RNG', vassalage: 'JDB', pageSize: 1 })).content;
    const before = await api.rowCounts();
    const answer = await api.call(contract.games.addFavorite, {
      token,
      body: { nodeId: game?.nodeId ?? 1, vendor: 'PG', gameType: 'RNG' },
    });
    expect(answer.status).toBe(404);
    expect(await api.rowCounts()).toEqual(before);
  });
});

describe('winners', () => {
  it('lists the largest wins first with masked names', async () => {
    const answer = await api.call<
      { customerName: string; winAmount: number; gameName: string; iconUrl: string }[]
    >(contract.games.winners);
    expect(answer.body.success).toBe(true);
    if (!answer.body.success) return;
    const amounts = answer.body.value.map((entry) => entry.winAmount);
    expect(amounts.length).toBeGreaterThan(0);
    expect(amounts.length).toBeLessThanOrEqual(20);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    expect(answer.body.value.every((entry) => /^\w{2}\*+\w{2}$/u.test(entry.customerName))).toBe(true);
    const limited = await api.call<unknown[]>(contract.games.winners, {
      query: { gameCategory: 'ALL', limitNum: 3 },
    });
    expect(limited.body.success && limited.body.value).toHaveLength(Math.min(3, amounts.length));
  });
});

describe('game launch and the demo slot', () => {
  let bgsGame: GameCard;

  it('launches the in-house demo slot and records the game as recent', async () => {
    [bgsGame] = (await list({ gameType: 'BGS', vassalage: 'BGS', pageSize: 1 })).content as [GameCard];
    const answer = await api.call<{ url: string; mode: string }>(contract.games.launch, {
      token,
      body: { gameCode: bgsGame.gameCode, vassalage: 'BGS', gameType: 'BGS' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.success && answer.body.value.mode).toBe('iframe');
    const url = new URL(answer.body.success ? answer.body.value.url : '');
    expect(url.pathname).toBe('/demo-game/index.html');
    const page = await api.fetch(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<script src="slot.js" defer></script>');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const recent = await api.call<PagedGames>(contract.games.recent, {
      token,
      query: { pageNo: 1, pageSize: 20, gameType: 'BGS' },
    });
    expect(recent.body.success && recent.body.value.content[0]?.gameCode).toBe(bgsGame.gameCode);
  });

  it('spins through the ledger: stake out, win in, a bet row, one balanced transaction', async () => {
    const launched = await api.call<{ url: string }>(contract.games.launch, {
      token,
      body: { gameCode: bgsGame.gameCode, vassalage: 'BGS', gameType: 'BGS' },
    });
    const ticket =
      new URL(launched.body.success ? launched.body.value.url : '').searchParams.get('ticket') ?? '';
    const state = await (await api.fetch(`/demo-game/state?ticket=${ticket}`)).json();
    const startBalance = state.value.balance as number;
    expect(state.value).toMatchObject({ demo: false, currencySymbol: '₱', currency: 'PHP' });

    let balance = startBalance;
    let staked = 0;
    let paid = 0;
    for (let i = 0; i < 15; i += 1) {
      const key = randomUUID();
      const response = await api.fetch('/demo-game/spin', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          'Idempotency-Key': key,
        },
        body: JSON.stringify({ ticket, stake: 500 }),
      });
      const spin = await response.json();
      expect(response.status, JSON.stringify(spin)).toBe(200);
      expect(spin.value.balance).toBe(balance - 500 + spin.value.payout);
      balance = spin.value.balance;
      staked += 500;
      paid += spin.value.payout;
      if (i === 0) {
        // The same spin retried with its key is answered, not played again.
        const replay = await api.fetch('/demo-game/spin', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Requested-With': 'XMLHttpRequest',
            'Idempotency-Key': key,
          },
          body: JSON.stringify({ ticket, stake: 500 }),
        });
        expect(await replay.json()).toEqual(spin);
      }
    }
    expect(balance).toBe(startBalance - staked + paid);
    const db = api.testDb.database.db;
    const rows = await db
      .select()
      .from(bets)
      .where(and(eq(bets.gameId, bgsGame.nodeId), eq(bets.demo, false)));
    const mine = rows.filter((row) => row.createdAt >= api.clock.now());
    expect(mine).toHaveLength(15);
    expect(mine.every((row) => row.stake === 500 && row.validBet === 500 && row.vendorCode === 'BGS')).toBe(
      true,
    );
    for (const row of mine) {
      const legs = await db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.transactionId, row.ledgerTransactionId));
      expect(legs.reduce((sum, leg) => sum + leg.amount, 0)).toBe(0);
    }
  });

  it('refuses stakes outside the limits and spins without the CSRF header', async () => {
    const launched = await api.call<{ url: string }>(contract.games.launch, {
      token,
      body: { gameCode: bgsGame.gameCode, vassalage: 'BGS', gameType: 'BGS' },
    });
    const ticket =
      new URL(launched.body.success ? launched.body.value.url : '').searchParams.get('ticket') ?? '';
    const before = await api.rowCounts();
    const spin = (
      stake: unknown,
      headers: Record<string, string> = {
        'X-Requested-With': 'XMLHttpRequest',
        'Idempotency-Key': randomUUID(),
      },
    ) =>
      api.fetch('/demo-game/spin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ ticket, stake }),
      });
    expect((await spin(1)).status).toBe(400);
    expect((await spin(10_000_000)).status).toBe(400);
    expect((await spin('500')).status).toBe(400);
    expect((await spin(500, { 'Idempotency-Key': randomUUID() })).status).toBe(403);
    expect((await spin(500, { 'X-Requested-With': 'XMLHttpRequest' })).status).toBe(400);
    const badTicket = await api.fetch('/demo-game/spin', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'Idempotency-Key': randomUUID(),
      },
      body: JSON.stringify({ ticket: 'x'.repeat(43), stake: 500 }),
    });
    expect(badTicket.status).toBe(401);
    const counts = await api.rowCounts();
    // Refused spins with a key store their refusal (so a retry gets it again); nothing else is written.
    expect({ ...counts, idempotency_keys: before.idempotency_keys }).toEqual(before);
  });

  it('stops a ticket when its session ends', async () => {
    const session = await api.login('demomember', 'Changed2026');
    const own = session.body.success ? session.body.value.token : '';
    const launched = await api.call<{ url: string }>(contract.games.launch, {
      token: own,
      body: { gameCode: bgsGame.gameCode, vassalage: 'BGS', gameType: 'BGS' },
    });
    const ticket =
      new URL(launched.body.success ? launched.body.value.url : '').searchParams.get('ticket') ?? '';
    await api.call(contract.auth.logout, { token: own });
    const state = await api.fetch(`/demo-game/state?ticket=${ticket}`);
    expect(state.status).toBe(401);
  });

  it('plays other vendors from their own wallet in a multi-wallet brand', async () => {
    const emberToken = await api.loginReady('demomember', { merchant: 'ember' });
    const [pgGame] = (await list({ gameType: 'RNG', vassalage: 'PG', pageSize: 1 }, emberToken)).content;
    const launched = await api.call<{ url: string }>(contract.games.launchFB, {
      token: emberToken,
      merchant: 'ember',
      body: { gameCode: pgGame?.gameCode, vassalage: 'PG', gameType: 'RNG' },
    });
    const ticket =
      new URL(launched.body.success ? launched.body.value.url : '').searchParams.get('ticket') ?? '';
    const spin = () =>
      api.fetch('/demo-game/spin', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          'Idempotency-Key': randomUUID(),
        },
        body: JSON.stringify({ ticket, stake: 1000 }),
      });
    const empty = await (await spin()).json();
    expect(empty.code).toBe('INSUFFICIENT_FUNDS');
    await api.call(contract.wallet.transfer, {
      token: emberToken,
      idempotencyKey: randomUUID(),
      body: { from: 'MAIN', to: 'PG', amount: 5000 },
    });
    const played = await (await spin()).json();
    expect(played.success).toBe(true);
    const [pgWallet] = await api.testDb.database.db
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.kind, 'player_vendor'),
          eq(ledgerAccounts.vendorCode, 'PG'),
          eq(ledgerAccounts.merchantId, 2),
        ),
      );
    expect(pgWallet?.balance).toBe(4000 + played.value.payout);
  });

  it("speaks the player's portal language and explains a refusal for funds in words", async () => {
    const [game] = (await list({ gameType: 'BGS', vassalage: 'BGS', pageSize: 1 })).content;
    const launch = async (language: string) => {
      const answer = await api.call<{ url: string }>(contract.games.launch, {
        token,
        headers: { 'Accept-Language': language },
        body: { gameCode: game?.gameCode, vassalage: 'BGS', gameType: 'BGS' },
      });
      return new URL(answer.body.success ? answer.body.value.url : '').searchParams.get('lang');
    };
    expect(await launch('ty')).toBe('ty');
    expect(await launch('fr-FR,ty;q=0.8')).toBe('ty');
    expect(await launch('xx')).toBe('en');

    const text = async (lang: string) =>
      (
        (await (await api.fetch(`/demo-game/text?lang=${lang}`)).json()) as {
          value: {
            ui: Record<string, string>;
            errors: Record<string, string>;
            validation: Record<string, string>;
          };
        }
      ).value;
    const tagalog = await text('ty');
    expect(tagalog.ui.spin).toBe('Paikutin');
    expect(tagalog.ui.insufficientFunds).toMatch(/Magdeposito/u);
    const english = await text('nonsense');
    expect(english.ui.deposit).toBe('Deposit');
    // Every code a spin or the state call can answer has words in every language.
    for (const code of [
      'INSUFFICIENT_FUNDS',
      'SESSION_EXPIRED',
      'GAME_MAINTENANCE',
      'SYSTEM_MAINTENANCE',
      'ACCESS_RESTRICTED',
      'VALIDATION_FAILED',
      'FORBIDDEN',
      'IDEMPOTENCY_IN_FLIGHT',
      'IDEMPOTENCY_KEY_REUSED',
      'UNKNOWN',
    ]) {
      expect(english.errors[code], code).toBeTruthy();
      expect(tagalog.errors[code], code).toBeTruthy();
    }
    // And every field issue of a spin: a stake out of range, or over the member's play limits.
    for (const code of ['amountInvalid', 'playLimitReached']) {
      expect(english.validation[code], code).toBeTruthy();
      expect(tagalog.validation[code], code).not.toBe(english.validation[code]);
    }
    expect(english.validation.playLimitReached).toContain('{{max}}');
  });

  it('refuses a game under maintenance and an unknown game', async () => {
    const [game] = (await list({ gameType: 'LIVE', vassalage: 'PT', pageSize: 1 })).content;
    await api.testDb.database.db
      .update(gameVendors)
      .set({ maintenance: true })
      .where(eq(gameVendors.code, 'PT'));
    const answer = await api.call(contract.games.launch, {
      token,
      body: { gameCode: game?.gameCode, vassalage: 'PT', gameType: 'LIVE' },
    });
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe('GAME_MAINTENANCE');
    await api.testDb.database.db
      .update(gameVendors)
      .set({ maintenance: false })
      .where(eq(gameVendors.code, 'PT'));
    const unknown = await api.call(contract.games.launch, {
      token,
      body: { gameCode: 'NOPE', vassalage: 'PT', gameType: 'LIVE' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('trial play', () => {
  // SPEC §6: a trial (type 4) session cannot launch games, for real or in demo mode.
  it('refuses every launch of a trial session, demo included, and records none', async () => {
    const trial = await api.call<{ token: string }>(contract.auth.freePlayLogin, {
      body: { os: 'Linux', platform: 'W', encryption: false, gatewayVersion: 3 },
    });
    const trialToken = trial.body.success ? trial.body.value.token : '';
    const [game] = (await list({ gameType: 'BGS', pageSize: 1 }, trialToken)).content;
    const before = await api.rowCounts();
    for (const endpoint of [contract.games.launch, contract.games.launchFB])
      for (const demo of [false, true]) {
        const answer = await api.call(endpoint, {
          token: trialToken,
          body: { gameCode: game?.gameCode, vassalage: 'BGS', gameType: 'BGS', trial: demo },
        });
        expect(answer.status, `${endpoint.id} trial: ${demo}`).toBe(403);
        expect(answer.body.code).toBe('TRIAL_ACCOUNT_REFUSED');
      }
    expect(await api.rowCounts()).toEqual(before);
  });

  it("plays a member's try-for-fun launch on demo credit that never touches real balances", async () => {
    const [game] = (await list({ gameType: 'BGS', pageSize: 1 })).content;
    const demo = await api.call<{ url: string }>(contract.games.launch, {
      token,
      body: { gameCode: game?.gameCode, vassalage: 'BGS', gameType: 'BGS', trial: true },
    });
    expect(demo.status, JSON.stringify(demo.body)).toBe(200);
    const ticket = new URL(demo.body.success ? demo.body.value.url : '').searchParams.get('ticket') ?? '';

    const db = api.testDb.database.db;
    const realMoney = async () =>
      (await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.currency, 'PHP')))
        .map((account) => `${account.id}:${account.balance}`)
        .sort();
    const before = await realMoney();
    const response = await api.fetch('/demo-game/spin', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'Idempotency-Key': randomUUID(),
      },
      body: JSON.stringify({ ticket, stake: 1000 }),
    });
    const spin = await response.json();
    expect(spin.success).toBe(true);
    expect(spin.value.balance).toBe(200_000 - 1000 + spin.value.payout);
    expect(await realMoney()).toEqual(before);
    const [demoBet] = await db.select().from(bets).where(eq(bets.demo, true));
    expect(demoBet).toMatchObject({ stake: 1000, demo: true });
  });
});
