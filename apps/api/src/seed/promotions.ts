import type { Db } from '../db/database';
import { leaderboardPrizes, missions, promotions } from '../db/schema';
import type { PromotionRequirement, RafflePrize } from '../promotions/promotions';

const DAY = 86_400_000;

type PromotionSeed = Omit<
  typeof promotions.$inferInsert,
  'merchantId' | 'imageUrl' | 'sort' | 'startsAt' | 'endsAt' | 'requirement' | 'prizes'
> & {
  /** Days from the seed time; `endsInDays` null never ends. */
  startsInDays: number;
  endsInDays: number | null;
  requirement?: PromotionRequirement;
  prizes?: RafflePrize[];
};

/**
 * One activity in each state the reward centre shows, as demomember meets them right after the seed:
 * an application to make (the home banner links `welcome-bonus`), rewards to claim or still to earn,
 * a repeating application, the referral reward, a raffle, one coming soon and one closed.
 */
const promotionSeeds: readonly PromotionSeed[] = [
  {
    code: 'welcome-bonus',
    title: 'Welcome bonus',
    content:
      '<p>New here? Apply with a screenshot of your first deposit and get a bonus of 88.00 once we have checked it.</p>',
    category: 'NEW_MEMBER',
    mode: 'APPLY',
    commentRequired: true,
    maxImages: 3,
    bonus: 8_800,
    startsInDays: -30,
    endsInDays: 30,
  },
  {
    code: 'daily-reload',
    title: 'Reload reward',
    content: '<p>Deposit 500.00 or more while the promotion runs and claim 50.00 in the reward centre.</p>',
    category: 'DEPOSIT',
    mode: 'CLAIM',
    bonus: 5_000,
    requirement: { kind: 'DEPOSIT', amount: 50_000 },
    startsInDays: -30,
    endsInDays: 30,
  },
  {
    code: 'turnover-rebate',
    title: 'Turnover rebate',
    content: '<p>Bet 100.00 of valid bet on any real-money game and claim a rebate of 18.88.</p>',
    category: 'REBATE',
    mode: 'CLAIM',
    bonus: 1_888,
    requirement: { kind: 'VALID_BET', amount: 10_000 },
    startsInDays: -30,
    endsInDays: 30,
  },
  {
    code: 'vip-weekly',
    title: 'VIP weekly gift',
    content: '<p>VIP members apply every week; our VIP team approves the gift of 200.00.</p>',
    category: 'VIP',
    mode: 'APPLY',
    repeats: true,
    bonus: 20_000,
    startsInDays: -30,
    endsInDays: null,
  },
  {
    code: 'invite-friends',
    title: 'Invite a friend',
    content: '<p>Share your referral link. When a friend registers with it, claim 100.00.</p>',
    category: 'REFERRAL',
    mode: 'CLAIM',
    bonus: 10_000,
    requirement: { kind: 'INVITES', count: 1 },
    startsInDays: -30,
    endsInDays: null,
  },
  {
    code: 'lucky-raffle',
    title: 'Lucky raffle',
    content: '<p>One free draw per member: win up to 188.88.</p>',
    category: 'RAFFLE',
    mode: 'RAFFLE',
    prizes: [
      { name: 'Prize 8.88', amount: 888, weight: 50 },
      { name: 'Prize 18.88', amount: 1_888, weight: 30 },
      { name: 'Prize 88.88', amount: 8_888, weight: 15 },
      { name: 'Grand prize 188.88', amount: 18_888, weight: 5 },
    ],
    startsInDays: -30,
    endsInDays: 30,
  },
  {
    code: 'slots-festival',
    title: 'Slots festival',
    content: '<p>The slots festival starts next week. Watch this space.</p>',
    category: 'OTHER',
    mode: 'APPLY',
    bonus: 5_000,
    startsInDays: 7,
    endsInDays: 37,
  },
  {
    code: 'summer-deposit',
    title: 'Summer deposit bonus',
    content: '<p>Deposited 1,000.00 during the summer? This promotion has ended.</p>',
    category: 'DEPOSIT',
    mode: 'CLAIM',
    bonus: 10_000,
    requirement: { kind: 'DEPOSIT', amount: 100_000 },
    startsInDays: -60,
    endsInDays: -1,
  },
];

type MissionSeed = Omit<typeof missions.$inferInsert, 'merchantId' | 'sort' | 'startsAt' | 'endsAt'> & {
  startsInDays: number;
  endsInDays: number | null;
};

const missionSeeds: readonly MissionSeed[] = [
  {
    code: 'daily-spins',
    title: 'Daily spins',
    description: 'Play 10 real-money rounds of any game today.',
    metric: 'BETS',
    target: 10,
    reward: 1_000,
    window: 'DAILY',
    startsInDays: -30,
    endsInDays: null,
  },
  {
    code: 'daily-turnover',
    title: 'Daily turnover',
    description: 'Reach 500.00 of valid bet today.',
    metric: 'VALID_BET',
    target: 50_000,
    reward: 2_500,
    window: 'DAILY',
    startsInDays: -30,
    endsInDays: null,
  },
  {
    code: 'weekly-slots',
    title: 'Slots week',
    description: 'Play 50 slot rounds this week.',
    metric: 'BETS',
    categoryCode: 'RNG',
    target: 50,
    reward: 10_000,
    window: 'WEEKLY',
    startsInDays: -30,
    endsInDays: null,
  },
  {
    code: 'weekly-turnover',
    title: 'Weekly turnover',
    description: 'Reach 5,000.00 of valid bet this week.',
    metric: 'VALID_BET',
    target: 500_000,
    reward: 20_000,
    window: 'WEEKLY',
    startsInDays: -30,
    endsInDays: null,
  },
  {
    code: 'launch-challenge',
    title: 'Launch challenge',
    description: 'Play 30 real-money rounds before the challenge ends.',
    metric: 'BETS',
    target: 30,
    reward: 8_800,
    window: 'FIXED',
    startsInDays: -1,
    endsInDays: 7,
  },
  {
    code: 'spring-challenge',
    title: 'Spring challenge',
    description: 'Play 100 real-money rounds during the spring challenge.',
    metric: 'BETS',
    target: 100,
    reward: 15_000,
    window: 'FIXED',
    startsInDays: -14,
    endsInDays: -7,
  },
];

/** Prizes of the leaderboard's top ranks, per period. */
const leaderboardLadders = {
  DAILY: [50_000, 30_000, 10_000],
  WEEKLY: [100_000, 90_000, 80_000, 70_000, 60_000, 50_000, 40_000, 30_000, 20_000, 10_000],
  MONTHLY: [500_000, 300_000, 200_000, 100_000, 100_000, 50_000, 50_000, 50_000, 50_000, 50_000],
} as const;

const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY);

/** The white label's activities, missions and leaderboard prizes. */
export async function seedPromotionsAndMissions(
  tx: Db,
  merchantId: number,
  brandCode: string,
  now: Date,
): Promise<void> {
  await tx.insert(promotions).values(
    promotionSeeds.map(({ startsInDays, endsInDays, requirement, prizes, ...seed }, index) => ({
      ...seed,
      merchantId,
      imageUrl: `/assets/promotions/${brandCode}/${index + 1}.svg`,
      requirement: requirement ?? null,
      prizes: prizes ?? [],
      startsAt: daysFrom(now, startsInDays),
      endsAt: endsInDays === null ? null : daysFrom(now, endsInDays),
      sort: index,
    })),
  );
  await tx.insert(missions).values(
    missionSeeds.map(({ startsInDays, endsInDays, ...seed }, index) => ({
      ...seed,
      merchantId,
      startsAt: daysFrom(now, startsInDays),
      endsAt: endsInDays === null ? null : daysFrom(now, endsInDays),
      sort: index,
    })),
  );
  await tx
    .insert(leaderboardPrizes)
    .values(
      Object.entries(leaderboardLadders).flatMap(([period, prizes]) =>
        prizes.map((prize, index) => ({ merchantId, period, rank: index + 1, prize })),
      ),
    );
}
