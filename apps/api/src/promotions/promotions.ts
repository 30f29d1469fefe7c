import { randomInt, randomUUID } from 'node:crypto';
import {
  type ActivityStatus,
  type contract,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type Promotion,
  type ResponseOf,
} from '@portal/api-contract';
import { and, asc, count, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { referralLinkOf } from '../agents/tree';
import { audit } from '../auth/audit';
import type { AuthSession } from '../auth/sessions';
import type { Db } from '../db/database';
import {
  bets,
  depositOrders,
  members,
  promotionApplicationImages,
  promotionApplications,
  promotionClaims,
  promotions,
  uploadedImages,
} from '../db/schema';
import { ApiError } from '../errors';
import { isUuid } from '../members/images';
import { isAgent, lockMember, mainWalletOf, type MemberRow } from '../members/members';
import type { Merchant } from '../merchants/merchants';
import type { MoneyTransaction } from '../wallet/wallets';
import { payBonus, totalOf } from './bonus';
import { richHtml } from '../content/richHtml';

// Activities (SPEC §4 activity status, §5 activity apply). How a member takes part is the
// activity's `mode` (see the `promotions` table); what they see is one of the contract's statuses:
//
//   APPLY   JOIN → APPLYING → ISSUED (approved: the bonus is paid) or REJECTED; a repeating activity
//           shows JOIN again once the last application was decided.
//   CLAIM   PROCESS (the requirement is not met yet) → CLAIM → CLAIMED (the reward centre paid it).
//   RAFFLE  PROCESS → CLAIM → CLAIMED (a prize was drawn and paid).
//   any     COMING_SOON before the window opens; CLOSE after it ends, unless the member's own
//           outcome (ISSUED, REJECTED, CLAIMED) says more.
//
// JOINED is the contract's word for an opt-in without a form; no activity here has one.

export type PromotionRow = typeof promotions.$inferSelect;
type ApplicationRow = typeof promotionApplications.$inferSelect;

/** What a member must have done inside the activity's window before CLAIM or RAFFLE opens. */
export const promotionRequirementSchema = z.discriminatedUnion('kind', [
  /** Valid bet of settled real-money rounds, minor units. */
  z.object({ kind: z.literal('VALID_BET'), amount: z.int().positive() }),
  /** Credited deposits, minor units. */
  z.object({ kind: z.literal('DEPOSIT'), amount: z.int().positive() }),
  /** Accounts registered with the member's referral code. */
  z.object({ kind: z.literal('INVITES'), count: z.int().positive() }),
]);
export type PromotionRequirement = z.infer<typeof promotionRequirementSchema>;

export const rafflePrizesSchema = z
  .array(z.object({ name: z.string().min(1), amount: z.int().nonnegative(), weight: z.int().positive() }))
  .min(1);
export type RafflePrize = z.infer<typeof rafflePrizesSchema>[number];

function hasStarted(promotion: PromotionRow, now: Date): boolean {
  return promotion.startsAt.getTime() <= now.getTime();
}

function hasEnded(promotion: PromotionRow, now: Date): boolean {
  return promotion.endsAt !== null && promotion.endsAt.getTime() <= now.getTime();
}

/** The activity window [startsAt, endsAt) as a condition on a timestamp column. */
function inWindow(promotion: PromotionRow, column: Parameters<typeof gte>[0]): SQL | undefined {
  return and(gte(column, promotion.startsAt), promotion.endsAt ? lt(column, promotion.endsAt) : undefined);
}

/** Whether the member has met the activity's requirement in its window (no requirement: yes). */
export async function requirementMet(db: Db, promotion: PromotionRow, memberId: number): Promise<boolean> {
  if (promotion.requirement === null) return true;
  const requirement = promotionRequirementSchema.parse(promotion.requirement);
  switch (requirement.kind) {
    case 'VALID_BET': {
      const [row] = await db
        .select({ total: totalOf(bets.validBet) })
        .from(bets)
        .where(and(eq(bets.memberId, memberId), eq(bets.demo, false), inWindow(promotion, bets.createdAt)));
      return (row?.total ?? 0) >= requirement.amount;
    }
    case 'DEPOSIT': {
      const [row] = await db
        .select({ total: totalOf(depositOrders.amount) })
        .from(depositOrders)
        .where(
          and(
            eq(depositOrders.memberId, memberId),
            eq(depositOrders.status, 'CREDITED'),
            inWindow(promotion, depositOrders.closedAt),
          ),
        );
      return (row?.total ?? 0) >= requirement.amount;
    }
    case 'INVITES': {
      const [row] = await db
        .select({ n: count() })
        .from(members)
        .where(and(eq(members.parentId, memberId), inWindow(promotion, members.createdAt)));
      return (row?.n ?? 0) >= requirement.count;
    }
  }
}

function promotionOf(row: PromotionRow, status: ActivityStatus): Promotion {
  return {
    promotionId: row.code,
    title: row.title,
    content: richHtml(row.content),
    imageUrl: row.imageUrl,
    category: row.category as Promotion['category'],
    status,
    applyForm:
      row.mode === 'APPLY' ? { commentRequired: row.commentRequired, maxImages: row.maxImages } : null,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

async function promotionRows(
  db: Db,
  merchantId: number,
  category: Promotion['category'] | undefined,
): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(
      and(eq(promotions.merchantId, merchantId), category ? eq(promotions.category, category) : undefined),
    )
    .orderBy(asc(promotions.sort), asc(promotions.id));
}

/** promotions.list: what a visitor sees, before anyone joined. */
export async function publicPromotions(
  db: Db,
  merchant: Merchant,
  query: ParsedQueryOf<typeof contract.promotions.list>,
  now: Date,
): Promise<Promotion[]> {
  const rows = await promotionRows(db, merchant.id, query.category);
  return rows.map((row) =>
    promotionOf(row, !hasStarted(row, now) ? 'COMING_SOON' : hasEnded(row, now) ? 'CLOSE' : 'JOIN'),
  );
}

/** The status a member sees, from their applications or their claim (see the top of the file). */
async function memberStatusOf(
  db: Db,
  row: PromotionRow,
  member: Pick<MemberRow, 'id'>,
  applications: readonly ApplicationRow[],
  claimed: boolean,
  now: Date,
): Promise<ActivityStatus> {
  if (!hasStarted(row, now)) return 'COMING_SOON';
  if (row.mode === 'APPLY') {
    if (applications.some((application) => application.status === 'APPLYING')) return 'APPLYING';
    // Without repeats there is at most one application, and it was decided.
    const [decided] = row.repeats ? [] : applications;
    if (decided) return decided.status === 'APPROVED' ? 'ISSUED' : 'REJECTED';
    return hasEnded(row, now) ? 'CLOSE' : 'JOIN';
  }
  if (claimed) return 'CLAIMED';
  if (hasEnded(row, now)) return 'CLOSE';
  return (await requirementMet(db, row, member.id)) ? 'CLAIM' : 'PROCESS';
}

/** promotions.mine: every activity with the member's own status. */
export async function memberPromotions(
  db: Db,
  merchant: Merchant,
  member: Pick<MemberRow, 'id'>,
  now: Date,
): Promise<Promotion[]> {
  const rows = await promotionRows(db, merchant.id, undefined);
  const applications = await db
    .select()
    .from(promotionApplications)
    .where(eq(promotionApplications.memberId, member.id));
  const claims = await db
    .select({ promotionId: promotionClaims.promotionId })
    .from(promotionClaims)
    .where(eq(promotionClaims.memberId, member.id));
  const claimed = new Set(claims.map((claim) => claim.promotionId));
  const answer: Promotion[] = [];
  for (const row of rows) {
    const own = applications.filter((application) => application.promotionId === row.id);
    answer.push(promotionOf(row, await memberStatusOf(db, row, member, own, claimed.has(row.id), now)));
  }
  return answer;
}

/** The reward centre's badge (`availablePromoCount`): the member's activities showing CLAIM. */
export async function claimableCountOf(
  db: Db,
  merchant: Merchant,
  member: Pick<MemberRow, 'id'>,
  now: Date,
): Promise<number> {
  const list = await memberPromotions(db, merchant, member, now);
  return list.filter((promotion) => promotion.status === 'CLAIM').length;
}

/** The member's activity for a change, or NOT_FOUND; refused unless its window is open now. */
async function openPromotion(tx: Db, merchant: Merchant, code: string, now: Date): Promise<PromotionRow> {
  const [row] = await tx
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchant.id), eq(promotions.code, code)));
  if (!row) throw new ApiError('NOT_FOUND');
  if (!hasStarted(row, now) || hasEnded(row, now)) throw new ApiError('OPERATION_NOT_ALLOWED');
  return row;
}

/** The pictures of an application: the member's own ACTIVITY uploads, each backing no other application. */
async function applicationImages(tx: Db, memberId: number, imageIds: readonly string[]): Promise<string[]> {
  // A malformed id is simply not usable (the uuid column would refuse it as a query parameter).
  const wellFormed = imageIds.filter(isUuid);
  const owned = wellFormed.length
    ? await tx
        .select({ id: uploadedImages.id, usedBy: promotionApplicationImages.applicationId })
        .from(uploadedImages)
        .leftJoin(promotionApplicationImages, eq(promotionApplicationImages.imageId, uploadedImages.id))
        .where(
          and(
            inArray(uploadedImages.id, wellFormed),
            eq(uploadedImages.memberId, memberId),
            eq(uploadedImages.purpose, 'ACTIVITY'),
          ),
        )
    : [];
  const usable = new Set(owned.filter((image) => image.usedBy === null).map((image) => image.id));
  const issues = imageIds.flatMap((imageId, index) =>
    usable.has(imageId) && imageIds.indexOf(imageId) === index
      ? []
      : [{ path: `imageIds.${index}`, code: 'invalid' }],
  );
  if (issues.length) throw new ApiError('VALIDATION_FAILED', { issues });
  return [...imageIds];
}

/**
 * promotions.apply: an application for an open APPLY activity, with the comment and pictures its
 * form asks for. One application per member and activity; a repeating activity takes a new one
 * once the last was decided.
 */
export async function applyForPromotion(
  transaction: MoneyTransaction,
  session: AuthSession,
  merchant: Merchant,
  body: ParsedBodyOf<typeof contract.promotions.apply>,
  ip: string,
  now: Date,
): Promise<ResponseOf<typeof contract.promotions.apply>> {
  return transaction(async (tx) => {
    const promotion = await openPromotion(tx, merchant, body.promotionId, now);
    if (promotion.mode !== 'APPLY') throw new ApiError('OPERATION_NOT_ALLOWED');
    const issues = [
      ...(promotion.commentRequired && body.comment === '' ? [{ path: 'comment', code: 'required' }] : []),
      ...(body.imageIds.length > promotion.maxImages
        ? [{ path: 'imageIds', code: 'imageTooMany', params: { max: promotion.maxImages } }]
        : []),
    ];
    if (issues.length) throw new ApiError('VALIDATION_FAILED', { issues });
    const memberId = session.member.id;
    await lockMember(tx, memberId);
    const earlier = await tx
      .select({ status: promotionApplications.status })
      .from(promotionApplications)
      .where(
        and(
          eq(promotionApplications.promotionId, promotion.id),
          eq(promotionApplications.memberId, memberId),
        ),
      );
    const open = earlier.some((application) => application.status === 'APPLYING');
    if (open || (earlier.length > 0 && !promotion.repeats)) throw new ApiError('OPERATION_NOT_ALLOWED');
    const imageIds = await applicationImages(tx, memberId, body.imageIds);

    const id = randomUUID();
    await tx.insert(promotionApplications).values({
      id,
      promotionId: promotion.id,
      memberId,
      merchantId: merchant.id,
      comment: body.comment,
      status: 'APPLYING',
      createdAt: now,
    });
    if (imageIds.length)
      await tx
        .insert(promotionApplicationImages)
        .values(imageIds.map((imageId, position) => ({ applicationId: id, imageId, position })));
    await audit(tx, {
      event: 'promotion.applied',
      at: now,
      merchantId: merchant.id,
      memberId,
      ip,
      details: { applicationId: id, promotionId: promotion.code, images: imageIds.length },
    });
    return { promotionId: promotion.code, status: 'APPLYING' };
  });
}

/**
 * The shared part of promotions.claim and promotions.claimRaffle: an open activity of `mode`, not
 * claimed yet, its requirement met. `payout` decides the amount; a positive one is paid through the
 * ledger, and the claim row (one per member and activity) records it in the same transaction.
 */
async function claimOnce<T extends { amount: number; prizeName: string | null }>(
  tx: Db,
  session: AuthSession,
  merchant: Merchant,
  promotionId: string,
  mode: 'CLAIM' | 'RAFFLE',
  payout: (promotion: PromotionRow) => T,
  now: Date,
): Promise<T & { balance: number }> {
  const promotion = await openPromotion(tx, merchant, promotionId, now);
  if (promotion.mode !== mode) throw new ApiError('OPERATION_NOT_ALLOWED');
  const member = session.member;
  await lockMember(tx, member.id);
  const [claimed] = await tx
    .select({ n: count() })
    .from(promotionClaims)
    .where(and(eq(promotionClaims.promotionId, promotion.id), eq(promotionClaims.memberId, member.id)));
  if ((claimed?.n ?? 0) > 0) throw new ApiError('OPERATION_NOT_ALLOWED');
  if (!(await requirementMet(tx, promotion, member.id))) throw new ApiError('OPERATION_NOT_ALLOWED');

  const outcome = payout(promotion);
  const paid =
    outcome.amount > 0
      ? await payBonus(
          tx,
          merchant,
          member.id,
          {
            amount: outcome.amount,
            reference: `promotion:${promotion.id}:${member.id}`,
            details: { source: mode === 'CLAIM' ? 'promotion' : 'raffle', promotionId: promotion.code },
          },
          now,
        )
      : null;
  await tx.insert(promotionClaims).values({
    promotionId: promotion.id,
    memberId: member.id,
    amount: outcome.amount,
    prizeName: outcome.prizeName,
    ledgerTransactionId: paid?.transactionId ?? null,
    claimedAt: now,
  });
  const balance = paid?.balance ?? (await mainWalletOf(tx, merchant, member, now)).balance;
  return { ...outcome, balance };
}

/** promotions.claim: the reward centre pays a CLAIM activity's bonus once. */
export async function claimPromotion(
  transaction: MoneyTransaction,
  session: AuthSession,
  merchant: Merchant,
  body: ParsedBodyOf<typeof contract.promotions.claim>,
  now: Date,
): Promise<ResponseOf<typeof contract.promotions.claim>> {
  return transaction(async (tx) => {
    const claimed = await claimOnce(
      tx,
      session,
      merchant,
      body.promotionId,
      'CLAIM',
      (promotion) => ({ amount: promotion.bonus, prizeName: null }),
      now,
    );
    return { amount: claimed.amount, balance: claimed.balance };
  });
}

/** One prize by weight, with the server's cryptographic randomness. */
export function drawPrize(prizes: readonly RafflePrize[], roll = randomInt): RafflePrize {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  let ticket = roll(total);
  for (const prize of prizes) {
    if (ticket < prize.weight) return prize;
    ticket -= prize.weight;
  }
  throw new Error('a raffle without prizes');
}

/** promotions.claimRaffle: draws one prize of a RAFFLE activity, once per member, and pays it. */
export async function claimRaffle(
  transaction: MoneyTransaction,
  session: AuthSession,
  merchant: Merchant,
  body: ParsedBodyOf<typeof contract.promotions.claimRaffle>,
  now: Date,
): Promise<ResponseOf<typeof contract.promotions.claimRaffle>> {
  return transaction(async (tx) => {
    const drawn = await claimOnce(
      tx,
      session,
      merchant,
      body.promotionId,
      'RAFFLE',
      (promotion) => {
        const prize = drawPrize(rafflePrizesSchema.parse(promotion.prizes));
        return { amount: prize.amount, prizeName: prize.name };
      },
      now,
    );
    return { prizeName: drawn.prizeName, amount: drawn.amount, balance: drawn.balance };
  });
}

/**
 * promotions.referral: the member's invite code and link (handed out on first ask, as agents'
 * are), how many registered with it, and what REFERRAL activities have paid the member. Agents may
 * always invite; members only while the white label runs the referral promotion.
 */
export async function referralOf(
  db: Db,
  merchant: Merchant,
  member: MemberRow,
): Promise<ResponseOf<typeof contract.promotions.referral>> {
  const enabled = merchant.settings.features.referral || isAgent(member);
  if (!enabled) throw new ApiError('OPERATION_NOT_ALLOWED');
  const link = await referralLinkOf(db, merchant, member);
  const referral = and(eq(promotions.category, 'REFERRAL'), eq(promotions.merchantId, merchant.id));
  const [claims] = await db
    .select({ total: totalOf(promotionClaims.amount) })
    .from(promotionClaims)
    .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
    .where(and(eq(promotionClaims.memberId, member.id), referral));
  const [approved] = await db
    .select({ total: totalOf(promotionApplications.amount) })
    .from(promotionApplications)
    .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
    .where(and(eq(promotionApplications.memberId, member.id), referral));
  return { enabled, ...link, rewardTotal: (claims?.total ?? 0) + (approved?.total ?? 0) };
}
