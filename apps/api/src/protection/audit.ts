import type { ProtectionChange as ProtectionChangeLine } from '@portal/api-contract/operator';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { members, merchants, operators, protectionChanges } from '../db/schema';
import type { Operator } from '../operator/operators';

/** Who made a change: the member themself, or an operator acting for them. */
export type ProtectionChangeAuthor = 'member' | Operator;

/** One change to a member's limits or exclusions, as the audit trail keeps it. */
export interface ProtectionChange {
  merchantId: number;
  memberId: number;
  /** What changed, e.g. `limit.DEPOSIT.DAY`, `limit.SESSION`. */
  kind: string;
  oldValue: unknown;
  newValue: unknown;
  /** When the new value takes (took) effect: `at`, or the end of a cooling-off. */
  effectiveAt: Date;
  at: Date;
  by: ProtectionChangeAuthor;
}

/**
 * Writes one change to the audit trail, in the caller's transaction so the trail and the change
 * commit together. Every change to a limit or an exclusion goes through here.
 */
export async function recordProtectionChange(tx: Db, change: ProtectionChange): Promise<void> {
  await tx.insert(protectionChanges).values({
    merchantId: change.merchantId,
    memberId: change.memberId,
    kind: change.kind,
    oldValue: change.oldValue ?? null,
    newValue: change.newValue ?? null,
    effectiveAt: change.effectiveAt,
    at: change.at,
    by: change.by === 'member' ? 'member' : 'operator',
    operatorId: change.by === 'member' ? null : change.by.id,
  });
}

/** Most changes the operator listing answers at once; the trail of one member rarely comes close. */
const MAX_LISTED = 500;

/**
 * One member's trail, newest first, for the operator API: `merchantId` null searches every white
 * label the operator sees (an account name may exist in several).
 */
export async function protectionChangesOf(
  db: Db,
  account: string,
  merchantId: number | null,
): Promise<ProtectionChangeLine[]> {
  const rows = await db
    .select({
      change: protectionChanges,
      account: members.account,
      merchant: merchants.code,
      operatorName: operators.name,
    })
    .from(protectionChanges)
    .innerJoin(members, eq(members.id, protectionChanges.memberId))
    .innerJoin(merchants, eq(merchants.id, protectionChanges.merchantId))
    .leftJoin(operators, eq(operators.id, protectionChanges.operatorId))
    .where(
      and(
        eq(members.account, account),
        merchantId === null ? undefined : eq(protectionChanges.merchantId, merchantId),
      ),
    )
    .orderBy(desc(protectionChanges.at), desc(protectionChanges.id))
    .limit(MAX_LISTED);
  return rows.map(({ change, account: name, merchant, operatorName }) => ({
    id: change.id,
    merchant,
    account: name,
    kind: change.kind,
    oldValue: change.oldValue ?? null,
    newValue: change.newValue ?? null,
    effectiveAt: change.effectiveAt.toISOString(),
    at: change.at.toISOString(),
    by: change.by === 'operator' ? 'operator' : 'member',
    operator:
      change.operatorId === null || operatorName === null
        ? null
        : { id: change.operatorId, name: operatorName },
  }));
}
