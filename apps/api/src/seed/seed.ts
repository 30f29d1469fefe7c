import { count, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import {
  announcements,
  banners,
  countries,
  customerServiceItems,
  gameCategories,
  games,
  gameVendors,
  helpArticles,
  memberMessages,
  members,
  merchantDomains,
  merchants,
  resources,
  vendorCategories,
} from '../db/schema';
import { createRng, deriveSeed } from '@portal/api-contract/random';
import { DEMO_CURRENCY, ensureAccount, post } from '../ledger/ledger';
import { playerAccountFor, playSpin } from '../games/demo-slot';
import { merchantById } from '../merchants/merchants';
import { hashPassword, type ScryptCost } from '../security/password';
import { DEFAULT_WEAK_PASSWORD } from '../auth/passwords';
import { brandSeeds, countrySeeds, type BrandSeed } from './brands';
import { seedAppReleases, seedLotteryAndLive } from './content';
import { gameTypeOrder, generateCatalogue, vendorSeeds } from './catalogue';
import { seedFunds } from './funds';
import { helpSections } from './help';
import { seedBroadcastMessages, seedPersonalMessages } from './messages';
import { seedAgentTeam } from './agents';
import { seedPromotionsAndMissions } from './promotions';
import { seedPointsMall } from './points';
import { accruePoints } from '../points/accrual';

export interface SeedOptions {
  now: Date;
  /** Lower scrypt cost for throwaway test databases; production seeds use the default. */
  passwordCost?: ScryptCost;
  /** Play some rounds for house players so the winner board has entries (default true). */
  betHistory?: boolean;
}

/**
 * Player notices of each white label: as many as the contract's mocks serve (three pages of nine
 * in the notices view, the last one short), so the portal pages the same over the server as in its
 * stories. test/system.test.ts fails when the two differ.
 */
export const PLAYER_NOTICES_PER_BRAND = 23;

/** House players: accounts without a password that only exist to give the boards some history. */
const HOUSE_PLAYERS = ['luckyace', 'spinqueen', 'jadetiger', 'goldrush', 'nightowl', 'reelhero'] as const;
const HISTORY_SPINS_PER_PLAYER = 12;

export interface DemoAccount {
  merchant: string;
  account: string;
  type: number;
  parent: string | null;
  mobile: boolean;
  email: boolean;
  credit: number;
}

/** Demo logins, written in apps/api/README.md. Every one starts with the default weak password. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    merchant: 'aurora',
    account: 'agenttop',
    type: 42,
    parent: null,
    mobile: false,
    email: true,
    credit: 500_000,
  },
  {
    merchant: 'aurora',
    account: 'agentsuper',
    type: 2,
    parent: 'agenttop',
    mobile: false,
    email: true,
    credit: 500_000,
  },
  {
    merchant: 'aurora',
    account: 'agentone',
    type: 1,
    parent: 'agentsuper',
    mobile: false,
    email: true,
    credit: 500_000,
  },
  {
    merchant: 'aurora',
    account: 'agentaff',
    type: 41,
    parent: 'agentsuper',
    mobile: false,
    email: false,
    credit: 0,
  },
  {
    merchant: 'aurora',
    account: 'demomember',
    type: 0,
    parent: 'agentone',
    mobile: true,
    email: true,
    credit: 1_000_000,
  },
  { merchant: 'aurora', account: 'demotrial', type: 4, parent: null, mobile: false, email: false, credit: 0 },
  {
    merchant: 'ember',
    account: 'demomember',
    type: 0,
    parent: null,
    mobile: true,
    email: true,
    credit: 1_000_000,
  },
  {
    merchant: 'lagoon',
    account: 'demomember',
    type: 0,
    parent: null,
    mobile: true,
    email: false,
    credit: 1_000_000,
  },
];

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(merchants);
  return (row?.n ?? 0) > 0;
}

function referralCodeFor(brand: string, account: string): string {
  return `${brand.slice(0, 3)}${account}`.toUpperCase().slice(0, 16);
}

const svg = (path: string) => `/assets/${path}.svg`;

async function seedCatalogue(tx: Db, now: Date): Promise<void> {
  await tx.insert(gameCategories).values(gameTypeOrder.map((code, sort) => ({ code, sort })));
  await tx.insert(gameVendors).values(
    vendorSeeds.map((vendor, sort) => ({
      code: vendor.code,
      name: vendor.name,
      sort,
      inHouse: vendor.inHouse,
    })),
  );
  await tx.insert(vendorCategories).values(
    vendorSeeds.flatMap((vendor) =>
      Object.keys(vendor.games).map((categoryCode, sort) => ({
        vendorCode: vendor.code,
        categoryCode,
        sort,
      })),
    ),
  );
  const catalogue = generateCatalogue();
  for (let start = 0; start < catalogue.length; start += 1000) {
    await tx.insert(games).values(
      catalogue.slice(start, start + 1000).map((game) => ({
        ...game,
        searchName: game.displayName.toLowerCase(),
        // New games were added in the last month; the rest a year ago.
        createdAt: new Date(now.getTime() - (game.isNew ? 7 : 365) * 86_400_000),
      })),
    );
  }
}

async function seedBrandContent(tx: Db, merchantId: number, brand: BrandSeed, now: Date): Promise<void> {
  const host = `${brand.code}.localhost`;
  await tx.insert(merchantDomains).values([
    { domain: host, merchantId, isMain: true, route: 'PORTAL' },
    { domain: `agent.${host}`, merchantId, isMain: false, route: 'AGENT' },
    { domain: `api.${host}`, merchantId, isMain: false, route: 'API' },
    { domain: `cdn.${host}`, merchantId, isMain: false, route: 'CDN' },
  ]);
  await tx.insert(customerServiceItems).values([
    { merchantId, csType: 'CS', path: `https://chat.${host}/live`, title: 'Live chat 24/7', sort: 1 },
    {
      merchantId,
      csType: 'TELEGRAM',
      path: `https://t.me/${brand.code}_support`,
      title: 'Telegram support',
      sort: 2,
    },
    {
      merchantId,
      csType: 'WHATSAPP',
      path: `https://wa.me/${brand.settings.defaultDialingCode.slice(1)}${brand.demoMobile}`,
      title: 'WhatsApp',
      sort: 3,
    },
    { merchantId, csType: 'EMAIL', path: `mailto:support@${host}`, title: 'Email us', sort: 4 },
  ]);
  const resourceRows: [string, string, string][] = [
    ['IOS', `https://download.${host}/ios`, 'iOS app'],
    ['ANDROID', `https://download.${host}/android.apk`, 'Android app'],
    ['LITE_APP', `https://lite.${host}`, 'Lite app'],
    ['APP_DOWNLOAD_2', `https://download.${host}/mirror`, 'Download mirror'],
    ['FACEBOOK', `https://facebook.com/${brand.code}play`, 'Facebook'],
    ['TIKTOK', `https://tiktok.com/@${brand.code}play`, 'TikTok'],
    ['YOUTUBE', `https://youtube.com/@${brand.code}play`, 'YouTube'],
    ['TWITTER', `https://x.com/${brand.code}play`, 'X (Twitter)'],
    ['INSTAGRAM', `https://instagram.com/${brand.code}play`, 'Instagram'],
    ['TELEGRAM', `https://t.me/${brand.code}_channel`, 'Telegram channel'],
    ['WHATSAPP', `https://whatsapp.com/channel/${brand.code}`, 'WhatsApp channel'],
  ];
  await tx.insert(resources).values(
    resourceRows.map(([resourceType, url, labelNameEn], sort) => ({
      merchantId,
      resourceType,
      url,
      labelNameEn,
      sort,
    })),
  );

  const groups = ['w_home', 'w_register', 'w_game', 'w_leftmenu', 'w_login', 'w_forget'] as const;
  await tx.insert(banners).values(
    groups.flatMap((groupName) =>
      [1, 2, 3].slice(0, groupName === 'w_home' ? 3 : 1).map((n) => ({
        merchantId,
        groupName,
        url: svg(`banners/${brand.code}/${groupName}/${n}`),
        linkageType: n === 1 ? 'PROMOTION' : n === 2 ? 'ROUTE' : 'NONE',
        linkageUrl: n === 1 ? 'welcome-bonus' : n === 2 ? '/rng' : null,
        sort: n,
      })),
    ),
  );

  const day = 86_400_000;
  const notices = Array.from({ length: PLAYER_NOTICES_PER_BRAND }, (_, i) => ({
    merchantId,
    type: 'PL',
    title: `${brand.name} notice ${i + 1}`,
    content: `<p>Notice ${i + 1} from ${brand.name}: scheduled maintenance, new games and payment updates are posted here.</p>`,
    execution: null,
    imageUrl: null,
    sequence: i,
    createdAt: new Date(now.getTime() - i * day),
  }));
  const popups = (['B', 'A', 'F'] as const).map((execution, i) => ({
    merchantId,
    type: 'PU',
    title:
      execution === 'B'
        ? `Welcome to ${brand.name}`
        : execution === 'A'
          ? 'Weekend cashback'
          : 'Your first login gift',
    content: `<p>${execution === 'F' ? 'Thanks for joining! Check the reward centre for your first-login gift.' : 'Read the promotions page for the full terms.'}</p>`,
    execution,
    imageUrl: null,
    sequence: i,
    createdAt: new Date(now.getTime() - i * day),
  }));
  const promotions = Array.from({ length: 6 }, (_, i) => ({
    merchantId,
    type: 'PR',
    title:
      ['Welcome bonus', 'Daily reload', 'Slots tournament', 'Referral reward', 'VIP cashback', 'Lucky spin'][
        i
      ] ?? `Promotion ${i + 1}`,
    content: `<p>Promotion ${i + 1}: terms and conditions apply.</p>`,
    execution: null,
    imageUrl: svg(`promotions/${brand.code}/${i + 1}`),
    sequence: i,
    createdAt: new Date(now.getTime() - i * day),
  }));
  const homeImages = Array.from({ length: 3 }, (_, i) => ({
    merchantId,
    type: 'H',
    title: `Home image ${i + 1}`,
    content: '',
    execution: null,
    imageUrl: svg(`home/${brand.code}/${i + 1}`),
    sequence: i,
    createdAt: now,
  }));
  await tx.insert(announcements).values([...notices, ...popups, ...promotions, ...homeImages]);

  await tx.insert(helpArticles).values(
    helpSections(brand.name, brand.settings.legalAge).flatMap((section, sectionIndex) =>
      section.items.flatMap((item, itemIndex) =>
        (['en', 'ty'] as const).map((language) => ({
          merchantId,
          language,
          sectionId: section.id,
          sectionTitle: section.title[language],
          itemId: item.id,
          title: item.title[language],
          content: item.content[language],
          sort: sectionIndex * 100 + itemIndex,
        })),
      ),
    ),
  );
}

async function seedDemoAccounts(
  tx: Db,
  brand: BrandSeed,
  merchantId: number,
  options: SeedOptions,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const funding = await ensureAccount(
    tx,
    { merchantId, memberId: null, kind: 'funding', currency: brand.currency },
    options.now,
  );
  for (const demo of demoAccounts.filter((account) => account.merchant === brand.code)) {
    const isTrial = demo.type === 4;
    const [member] = await tx
      .insert(members)
      .values({
        merchantId,
        account: demo.account,
        accountKey: demo.account.toLowerCase(),
        nickname: demo.account === 'demomember' ? 'Demo Member' : demo.account,
        type: demo.type,
        parentId: demo.parent ? (ids.get(demo.parent) ?? null) : null,
        passwordHash: await hashPassword(DEFAULT_WEAK_PASSWORD, options.passwordCost),
        passwordChangedAt: options.now,
        mobileDialingCode: demo.mobile ? brand.settings.defaultDialingCode : null,
        mobileNumber: demo.mobile ? brand.demoMobile : null,
        email: demo.email ? `${demo.account}@${brand.code}.example` : null,
        payeeName: isTrial
          ? null
          : demo.account === 'demomember'
            ? 'Demo Member'
            : `Agent ${demo.account.slice(5)}`,
        referralCode: [1, 2, 41, 42].includes(demo.type) ? referralCodeFor(brand.code, demo.account) : null,
        createdAt: options.now,
      })
      .returning({ id: members.id });
    if (!member) throw new Error(`demo account ${demo.account} was not created`);
    ids.set(demo.account, member.id);
    if (isTrial) {
      await ensureAccount(
        tx,
        { merchantId, memberId: member.id, kind: 'demo_player', currency: DEMO_CURRENCY },
        options.now,
      );
      continue;
    }
    const wallet = await ensureAccount(
      tx,
      { merchantId, memberId: member.id, kind: 'player_main', currency: brand.currency },
      options.now,
    );
    if (demo.credit > 0) {
      await post(tx, {
        merchantId,
        memberId: member.id,
        kind: 'credit',
        reference: `seed:${brand.code}:${demo.account}`,
        details: { reason: 'demo opening balance' },
        legs: [
          { accountId: funding.id, amount: -demo.credit },
          { accountId: wallet.id, amount: demo.credit },
        ],
        at: options.now,
      });
    }
    await tx.insert(memberMessages).values({
      memberId: member.id,
      title: `Welcome to ${brand.name}`,
      content: 'Your account is ready. Change the default password when asked, then enjoy the games.',
      createdAt: options.now,
    });
    await seedPersonalMessages(tx, member.id, options.now);
  }
  return ids;
}

// Same constant in every instance: two servers starting on one empty database seed it once.
const SEED_LOCK_KEY = 7_352_019_412;

/** Fills an empty database with the three white labels, the catalogue and the demo accounts. */
export async function seed(database: Database, options: SeedOptions): Promise<void> {
  await database.transaction((tx) => seedInto(tx, options));
}

export type SeedOutcome = 'seeded' | 'already seeded' | 'empty, not seeded: demo mode is off';

/**
 * Seeds the demo world when the database has no merchant yet. Its accounts share the published
 * default password, so only demo mode (src/config.ts) seeds: elsewhere an empty database stays empty.
 */
export async function seedIfEmpty(
  database: Database,
  options: SeedOptions & { demoMode: boolean },
): Promise<SeedOutcome> {
  return database.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await isSeeded(tx)) return 'already seeded';
    if (!options.demoMode) return 'empty, not seeded: demo mode is off';
    await seedInto(tx, options);
    return 'seeded';
  });
}

async function seedInto(tx: Db, options: SeedOptions): Promise<void> {
  {
    await tx.insert(countries).values(
      countrySeeds.map((country, sort) => ({
        countryCode: country.code,
        countryDialingCode: country.dialing,
        name: country.name,
        phoneDigitsMin: country.min,
        phoneDigitsMax: country.max,
        sort,
      })),
    );
    await seedCatalogue(tx, options.now);
    await seedLotteryAndLive(tx);
    for (const brand of brandSeeds) {
      const [merchant] = await tx
        .insert(merchants)
        .values({
          code: brand.code,
          name: brand.name,
          currency: brand.currency,
          currencySymbol: brand.currencySymbol,
          flags: brand.flags,
          settings: brand.settings,
          createdAt: options.now,
        })
        .returning({ id: merchants.id });
      if (!merchant) throw new Error(`merchant ${brand.code} was not created`);
      await seedBrandContent(tx, merchant.id, brand, options.now);
      const ids = await seedDemoAccounts(tx, brand, merchant.id, options);
      await seedFunds(tx, merchant.id, brand, ids, options.now);
      if (options.betHistory !== false) await seedBetHistory(tx, merchant.id, options.now);
      await seedBroadcastMessages(tx, merchant.id, brand.name, options.now);
      await seedAppReleases(tx, merchant.id, options.now);
      await seedPromotionsAndMissions(tx, merchant.id, brand.code, options.now);
      // The agent centre's contracts, team players and settled days (src/seed/agents.ts).
      const seededMerchant = await merchantById(tx, merchant.id);
      if (!seededMerchant) throw new Error(`merchant ${brand.code} vanished`);
      await seedAgentTeam(tx, seededMerchant, ids, {
        now: options.now,
        bets: options.betHistory !== false,
      });
      await seedPointsMall(tx, seededMerchant, ids.get('demomember') ?? null, brand.demoMobile, options.now);
    }
    // The seeded bets earn their points as the accrual job would have.
    await accruePoints(tx, options.now, options.now);
  }
}

export async function merchantIdByCode(db: Db, code: string): Promise<number> {
  const [row] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code));
  if (!row) throw new Error(`no merchant ${code}`);
  return row.id;
}

async function seedBetHistory(tx: Db, merchantId: number, now: Date): Promise<void> {
  const merchant = await merchantById(tx, merchantId);
  if (!merchant) throw new Error(`merchant ${merchantId} vanished`);
  const random = createRng(deriveSeed(`history:${merchant.code}`));
  const funding = await ensureAccount(
    tx,
    { merchantId, memberId: null, kind: 'funding', currency: merchant.currency },
    now,
  );
  const candidates = await tx
    .select({ game: games, inHouse: gameVendors.inHouse })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
    .where(eq(games.isHot, true));
  for (const [index, account] of HOUSE_PLAYERS.entries()) {
    const [player] = await tx
      .insert(members)
      .values({
        merchantId,
        account,
        accountKey: account,
        nickname: account,
        type: 0,
        createdAt: new Date(now.getTime() - 30 * 86_400_000),
      })
      .returning();
    if (!player) throw new Error(`house player ${account} was not created`);
    for (let spin = 0; spin < HISTORY_SPINS_PER_PLAYER; spin += 1) {
      const { game, inHouse } = random.pick(candidates);
      const launch = { demo: false, member: player, game, inHouse };
      const stake = Math.max(game.minBet, random.pick([1_000, 2_000, 5_000, 10_000, 20_000]));
      const wallet = await playerAccountFor(tx, merchant, launch, now);
      if (wallet.balance < stake) {
        await post(tx, {
          merchantId,
          memberId: player.id,
          kind: 'credit',
          details: { reason: 'house player float' },
          legs: [
            { accountId: funding.id, amount: -1_000_000 },
            { accountId: wallet.id, amount: 1_000_000 },
          ],
          at: now,
        });
      }
      const at = new Date(now.getTime() - (index * HISTORY_SPINS_PER_PLAYER + spin) * 3_600_000);
      await playSpin(tx, { merchant, launch, stake, now: at, random: random.next });
    }
  }
}
