import type { ParsedQueryOf, ResponseOf } from '@portal/api-contract';
import type { ApplicationStatus, OperatorApplication, operatorContract } from '@portal/api-contract/operator';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  members,
  merchants,
  promotionApplicationImages,
  promotionApplications,
  promotions,
} from '../db/schema';
import { ApiError } from '../errors';
import { merchantById } from '../merchants/merchants';
import { uploadUrlOf } from '../members/members';
import type { Operator } from '../operator/operators';
import { decideQueued, listQueued, reviewerOf, type ReviewQueue } from '../operator/review-queue';
import { payBonus } from './bonus';

// The back office's side of promotions.apply: list the applications, approve one (the activity's
// bonus is paid through the ledger, once: the application row is locked and must still be APPLYING,
// src/operator/review-queue.ts) or reject it.

type ApplicationRow = typeof promotionApplications.$inferSelect;

const columns = {
  application: promotionApplications,
  merchant: merchants.code,
  account: members.account,
  promotionId: promotions.code,
  promotionTitle: promotions.title,
  bonus: promotions.bonus,
};

function applicationQuery(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(promotionApplications)
    .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
    .innerJoin(members, eq(members.id, promotionApplications.memberId))
    .innerJoin(merchants, eq(merchants.id, promotionApplications.merchantId))
    .where(where);
}

async function operatorApplicationsOf(
  db: Db,
  rows: Awaited<ReturnType<typeof applicationQuery>>,
): Promise<OperatorApplication[]> {
  const ids = rows.map((row) => row.application.id);
  const images = ids.length
    ? await db
        .select()
        .from(promotionApplicationImages)
        .where(inArray(promotionApplicationImages.applicationId, ids))
        .orderBy(asc(promotionApplicationImages.position))
    : [];
  return rows.map(({ application, ...row }) => ({
    applicationId: application.id,
    merchant: row.merchant,
    account: row.account,
    promotionId: row.promotionId,
    promotionTitle: row.promotionTitle,
    comment: application.comment,
    imageUrls: images
      .filter((image) => image.applicationId === application.id)
      .map((image) => uploadUrlOf(image.imageId)),
    status: application.status as ApplicationStatus,
    bonus: application.status === 'APPROVED' ? application.amount : row.bonus,
    createdAt: application.createdAt.toISOString(),
    decidedAt: application.decidedAt?.toISOString() ?? null,
    remark: application.remark,
  }));
}

async function operatorApplicationById(db: Db, id: string): Promise<OperatorApplication> {
  const [application] = await operatorApplicationsOf(
    db,
    await applicationQuery(db, eq(promotionApplications.id, id)),
  );
  if (!application) throw new Error(`application ${id} vanished`);
  return application;
}

/** applications.list: open applications oldest first (the queue), decided ones newest first. */
export async function listApplications(
  db: Db,
  operator: Operator,
  query: ParsedQueryOf<typeof operatorContract.applications.list>,
): Promise<ResponseOf<typeof operatorContract.applications.list>> {
  // Open applications wait their turn: the oldest first. Decided ones read newest first.
  return listQueued(
    db,
    operator,
    query,
    promotionApplications,
    async ({ where, order, limit, offset }) =>
      operatorApplicationsOf(
        db,
        await applicationQuery(db, where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      ),
    { oldestFirst: query.status === 'APPLYING' },
  );
}

const applicationQueue: ReviewQueue<ApplicationRow, OperatorApplication> = {
  auditKey: 'applicationId',
  lock: async (tx, id) =>
    (await tx.select().from(promotionApplications).where(eq(promotionApplications.id, id)).for('update'))[0],
  view: operatorApplicationById,
};

/** applications.approve: pays the activity's bonus to the member and closes the application. */
export async function approveApplication(
  tx: Db,
  operator: Operator,
  id: string,
  now: Date,
): Promise<OperatorApplication> {
  return decideQueued(
    tx,
    applicationQueue,
    reviewerOf(operator),
    id,
    {
      from: ['APPLYING'],
      event: 'promotion.application_approved',
      apply: async (application) => {
        const merchant = await merchantById(tx, application.merchantId);
        const [promotion] = await tx
          .select()
          .from(promotions)
          .where(eq(promotions.id, application.promotionId));
        if (!merchant || !promotion) throw new Error(`application ${id} lost its white label or activity`);
        // An approval with nothing to pay still needs its ledger row (the table's CHECK): refuse it instead.
        if (promotion.bonus <= 0) throw new ApiError('OPERATION_NOT_ALLOWED');
        const paid = await payBonus(
          tx,
          merchant,
          application.memberId,
          {
            amount: promotion.bonus,
            reference: `application:${application.id}`,
            details: { source: 'promotion', promotionId: promotion.code, applicationId: application.id },
          },
          now,
        );
        await tx
          .update(promotionApplications)
          .set({
            status: 'APPROVED',
            amount: promotion.bonus,
            ledgerTransactionId: paid.transactionId,
            operatorId: operator.id,
            decidedAt: now,
          })
          .where(eq(promotionApplications.id, application.id));
        return { amount: promotion.bonus };
      },
    },
    now,
  );
}

/** applications.reject: closes the application with the operator's reason; nothing is paid. */
export async function rejectApplication(
  tx: Db,
  operator: Operator,
  id: string,
  reason: string,
  now: Date,
): Promise<OperatorApplication> {
  return decideQueued(
    tx,
    applicationQueue,
    reviewerOf(operator),
    id,
    {
      from: ['APPLYING'],
      event: 'promotion.application_rejected',
      apply: async (application) => {
        await tx
          .update(promotionApplications)
          .set({ status: 'REJECTED', remark: reason, operatorId: operator.id, decidedAt: now })
          .where(eq(promotionApplications.id, application.id));
        return { reason };
      },
    },
    now,
  );
}
