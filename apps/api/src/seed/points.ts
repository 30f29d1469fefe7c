import type { Db } from '../db/database';
import { pointRewards, pointsConfigs, redEnvelopeConfigs } from '../db/schema';
import type { Merchant } from '../merchants/merchants';
import { movePoints, type PointSource } from '../points/balance';
import { placeRedemption } from '../points/mall';
import { decideRedemption } from '../points/redemptions';

// Each white label's points mall and red envelope, and a points history for its demo member so the
// portal's points mall has something to show. The seeded players' bets earn their points through
// the real accrual (src/points/accrual.ts), as the job would have done.

type ConfigSeed = Omit<typeof pointsConfigs.$inferInsert, 'merchantId'>;
type EnvelopeSeed = Omit<typeof redEnvelopeConfigs.$inferInsert, 'merchantId'>;

const pointsConfigByBrand: Readonly<Record<string, ConfigSeed>> = {
  // 100 points are 1.00 in the wallet; 100 bp: a 100.00 slot bet earns 100 points.
  aurora: {
    ratioPoints: 100,
    ratioAmount: 100,
    convertEnabled: true,
    minConvertPoints: 100,
    liveRate: 50,
    lotteryRate: 80,
    pvpRate: 60,
    slotsRate: 100,
    sportsRate: 70,
    depositRate: 100,
  },
  ember: {
    ratioPoints: 50,
    ratioAmount: 25,
    convertEnabled: true,
    minConvertPoints: 500,
    liveRate: 40,
    lotteryRate: 40,
    pvpRate: 40,
    slotsRate: 80,
    sportsRate: 60,
    depositRate: 50,
  },
  // Lagoon keeps points for goods only.
  lagoon: {
    ratioPoints: 100,
    ratioAmount: 50,
    convertEnabled: false,
    minConvertPoints: 1_000,
    liveRate: 100,
    lotteryRate: 100,
    pvpRate: 100,
    slotsRate: 100,
    sportsRate: 100,
    depositRate: 0,
  },
};

const envelopeConfigByBrand: Readonly<Record<string, EnvelopeSeed>> = {
  aurora: {
    enabled: true,
    minAmount: 100,
    maxAmount: 8_800,
    envelopesPerRound: 3,
    roundMinutes: 240,
    openMinutes: 120,
  },
  ember: {
    enabled: true,
    minAmount: 500,
    maxAmount: 18_800,
    envelopesPerRound: 1,
    roundMinutes: 1_440,
    openMinutes: 1_440,
  },
  lagoon: {
    enabled: false,
    minAmount: 100,
    maxAmount: 1_000,
    envelopesPerRound: 1,
    roundMinutes: 60,
    openMinutes: 30,
  },
};

const rewardSeeds = [
  { name: 'Mobile load', units: 'credit', requiresAddress: false, requiresMobile: true },
  { name: 'Bonus credit', units: 'credit', requiresAddress: false, requiresMobile: false },
  { name: 'Headphones', units: 'pcs', requiresAddress: true, requiresMobile: false },
  { name: 'Smart watch', units: 'pcs', requiresAddress: true, requiresMobile: false },
  { name: 'Gift card', units: 'pcs', requiresAddress: true, requiresMobile: false },
  { name: 'T-shirt', units: 'pcs', requiresAddress: true, requiresMobile: false },
  { name: 'Power bank', units: 'pcs', requiresAddress: true, requiresMobile: false },
  { name: 'Phone', units: 'pcs', requiresAddress: true, requiresMobile: false },
] as const;

/** What the demo member earned before the seed's moment: source and points, oldest first. */
const demoHistory: readonly [PointSource, number][] = [
  ['DEPOSIT', 5_000],
  ['SLOTS', 1_240],
  ['LIVE', 620],
  ['SPORTS', 380],
  ['LOTTERY', 410],
  ['PVP', 150],
  ['SLOTS', 2_750],
  ['DEPOSIT', 3_000],
  ['LIVE', 940],
  ['SLOTS', 1_880],
];

export async function seedPointsMall(
  tx: Db,
  merchant: Merchant,
  demoMemberId: number | null,
  demoMobile: string,
  now: Date,
): Promise<void> {
  const config = pointsConfigByBrand[merchant.code];
  const envelope = envelopeConfigByBrand[merchant.code];
  if (!config || !envelope) throw new Error(`no points seed for ${merchant.code}`);
  await tx.insert(pointsConfigs).values({ merchantId: merchant.id, ...config });
  await tx.insert(redEnvelopeConfigs).values({ merchantId: merchant.id, ...envelope });
  await tx.insert(pointRewards).values(
    rewardSeeds.map((reward, index) => {
      const code = `REWARD-${index + 1}`;
      return {
        merchantId: merchant.id,
        code,
        name: reward.name,
        imageUrl: `/assets/rewards/${merchant.code}/${code}.svg`,
        quantity: index === 7 ? 0 : 10 + ((index * 7) % 40),
        pointsRequired: (index + 1) * 500,
        // The cheap rewards need no betting; the rest need some valid bet first.
        amountRequired: index < 2 ? 0 : index * 50_000,
        units: reward.units,
        remark: index === 7 ? 'Restocked monthly' : '',
        requiresAddress: reward.requiresAddress,
        requiresMobile: reward.requiresMobile,
        sort: index,
      };
    }),
  );
  if (demoMemberId !== null) await seedDemoHistory(tx, merchant, demoMemberId, demoMobile, now);
}

async function seedDemoHistory(
  tx: Db,
  merchant: Merchant,
  memberId: number,
  mobile: string,
  now: Date,
): Promise<void> {
  const hour = 3_600_000;
  for (const [index, [source, points]] of demoHistory.entries()) {
    await movePoints(tx, {
      merchantId: merchant.id,
      memberId,
      source,
      points,
      sourceKey: `seed:${merchant.code}:${memberId}:${index}`,
      at: new Date(now.getTime() - (demoHistory.length - index) * 12 * hour),
    });
  }
  // Three redemptions of the cheap rewards: one approved, one rejected (points back), one in process.
  const redeem = (rewardCode: string, at: Date) =>
    placeRedemption(tx, {
      merchant,
      memberId,
      rewardCode,
      quantity: 1,
      receivingAddress: null,
      mobileNumber: mobile,
      now: at,
    });
  const seedBackOffice = { operatorId: null, merchantId: merchant.id };
  const approved = await redeem('REWARD-1', new Date(now.getTime() - 30 * hour));
  await decideRedemption(
    tx,
    seedBackOffice,
    approved.redeemId,
    { status: 'APPROVED' },
    new Date(now.getTime() - 29 * hour),
  );
  const rejected = await redeem('REWARD-2', new Date(now.getTime() - 20 * hour));
  await decideRedemption(
    tx,
    seedBackOffice,
    rejected.redeemId,
    { status: 'REJECTED', reason: 'Out of stock this week' },
    new Date(now.getTime() - 19 * hour),
  );
  await redeem('REWARD-1', new Date(now.getTime() - 2 * hour));
}
