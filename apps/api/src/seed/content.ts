import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appReleases, games, liveHosts, liveRooms, lotteryGames } from '../db/schema';

/**
 * Lotteries of the in-house vendor, two per prize mode, each with its draw rules: lotto-style
 * (distinct balls, listed ascending), digit games (each digit drawn on its own) and races (a finish
 * order of distinct runners).
 */
const lotterySeeds = [
  {
    gameCode: 'BGS-LOTT-0001',
    prizeMode: 'LOTT',
    every: 3600,
    balls: 6,
    min: 1,
    max: 45,
    repeats: false,
    sorted: true,
  },
  {
    gameCode: 'BGS-LOTT-0002',
    prizeMode: 'LOTT',
    every: 1800,
    balls: 5,
    min: 1,
    max: 35,
    repeats: false,
    sorted: true,
  },
  {
    gameCode: 'BGS-LOTT-0003',
    prizeMode: 'ZY',
    every: 600,
    balls: 3,
    min: 0,
    max: 9,
    repeats: true,
    sorted: false,
  },
  {
    gameCode: 'BGS-LOTT-0004',
    prizeMode: 'ZY',
    every: 300,
    balls: 5,
    min: 0,
    max: 9,
    repeats: true,
    sorted: false,
  },
  {
    gameCode: 'BGS-ELOTT-0001',
    prizeMode: 'ELOTT',
    every: 60,
    balls: 10,
    min: 1,
    max: 10,
    repeats: false,
    sorted: false,
  },
  {
    gameCode: 'BGS-ELOTT-0002',
    prizeMode: 'ELOTT',
    every: 120,
    balls: 3,
    min: 1,
    max: 6,
    repeats: true,
    sorted: false,
  },
  {
    gameCode: 'BGS-ELOTT-0003',
    prizeMode: 'SEA',
    every: 900,
    balls: 4,
    min: 0,
    max: 9,
    repeats: true,
    sorted: false,
  },
  {
    gameCode: 'BGS-ELOTT-0004',
    prizeMode: 'SEA',
    every: 1800,
    balls: 2,
    min: 0,
    max: 9,
    repeats: true,
    sorted: false,
  },
] as const;

const dealers = [
  'Aileen',
  'Bea',
  'Carmela',
  'Dara',
  'Erika',
  'Faye',
  'Gwen',
  'Hana',
  'Isla',
  'Jasmine',
  'Kira',
  'Lea',
];

/** Live tables: six LIVE games of each live vendor; two close for the night (UTC minutes of day). */
const liveRoomSeeds = ['EG2', 'PT'].flatMap((vendor, vendorIndex) =>
  [1, 2, 3, 4, 5, 6].map((number, index) => {
    const sort = vendorIndex * 6 + index;
    const nightly = number >= 5;
    return {
      roomId: `${vendor}-T${String(number).padStart(2, '0')}`,
      gameCode: `${vendor}-LIVE-${String(number).padStart(4, '0')}`,
      tableName: `${vendor} Table ${number}`,
      dealerName: dealers[sort % dealers.length] ?? 'Dealer',
      // 10.00 to 5,000.00 on the first tables, higher limits on the later ones (minor units).
      minBet: number <= 3 ? 1_000 : 10_000,
      maxBet: number <= 3 ? 500_000 : 5_000_000,
      opensAtMinute: nightly ? 10 * 60 : 0,
      closesAtMinute: nightly ? 22 * 60 : 0,
      sort,
    };
  }),
);

/** Hosts in three eight-hour shifts (UTC), so some are online at any time. */
const hostSeeds = ['Mika', 'Yuna', 'Reese', 'Sol', 'Tala', 'Ivy', 'Luna', 'Nina', 'Pia'].map(
  (nickname, sort) => ({
    modelId: `host-${String(sort + 1).padStart(2, '0')}`,
    nickname,
    shiftStartMinute: (sort % 3) * 480,
    shiftMinutes: 480,
    sort,
  }),
);

/** Lotteries, live tables and hosts: shared by every white label, like the catalogue. */
export async function seedLotteryAndLive(tx: Db): Promise<void> {
  const codes = [...lotterySeeds.map((seed) => seed.gameCode), ...liveRoomSeeds.map((seed) => seed.gameCode)];
  const rows = await tx
    .select({ id: games.id, gameCode: games.gameCode })
    .from(games)
    .where(inArray(games.gameCode, codes));
  const idOf = (gameCode: string) => {
    const row = rows.find((candidate) => candidate.gameCode === gameCode);
    if (!row) throw new Error(`seed game ${gameCode} is not in the catalogue`);
    return row.id;
  };
  await tx.insert(lotteryGames).values(
    lotterySeeds.map((seed, sort) => ({
      gameId: idOf(seed.gameCode),
      prizeMode: seed.prizeMode,
      drawIntervalSeconds: seed.every,
      ballCount: seed.balls,
      minNumber: seed.min,
      maxNumber: seed.max,
      repeats: seed.repeats,
      sorted: seed.sorted,
      sort,
    })),
  );
  await tx
    .insert(liveRooms)
    .values(liveRoomSeeds.map(({ gameCode, ...room }) => ({ ...room, gameId: idOf(gameCode) })));
  await tx.insert(liveHosts).values(hostSeeds);
}

/** The app versions a white label offers; the download links are its IOS, ANDROID and LITE_APP resources. */
export async function seedAppReleases(tx: Db, merchantId: number, now: Date): Promise<void> {
  await tx.insert(appReleases).values([
    { merchantId, platform: 'IOS', version: '3.4.1', releasedAt: now },
    { merchantId, platform: 'ANDROID', version: '3.4.2', releasedAt: now },
    { merchantId, platform: 'LITE', version: '1.9.0', releasedAt: now },
  ]);
}
