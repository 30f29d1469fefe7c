import { and, eq, gt, isNull, or, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { merchants, operators } from '../db/schema';
import { newToken, sha256Hex } from '../security/tokens';

/** Who calls the operator API (@portal/api-contract/operator), as a handler sees them. */
export interface Operator {
  id: number;
  name: string;
  /** The one white label this operator may act for; null: every white label. */
  merchantId: number | null;
}

/** Operator tokens look like session tokens: 256 random bits, URL-safe, kept only as SHA-256. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/u;

/** The demo token main.ts issues outside production lives this long. */
export const DEMO_OPERATOR_TOKEN_HOURS = 24;

/** Issues a token for a new operator; the token itself is returned once and never stored. */
export async function issueOperatorToken(
  db: Db,
  input: { name: string; merchantId: number | null; now: Date; expiresAt: Date | null },
): Promise<{ operator: Operator; token: string }> {
  const token = newToken();
  const [row] = await db
    .insert(operators)
    .values({
      name: input.name,
      merchantId: input.merchantId,
      tokenHash: sha256Hex(token),
      createdAt: input.now,
      expiresAt: input.expiresAt,
    })
    .returning();
  if (!row) throw new Error('operator was not written');
  return { operator: { id: row.id, name: row.name, merchantId: row.merchantId }, token };
}

/** The live operator a bearer token stands for, or null (unknown, expired or revoked). */
export async function operatorForToken(db: Db, token: string, now: Date): Promise<Operator | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select()
    .from(operators)
    .where(
      and(
        eq(operators.tokenHash, sha256Hex(token)),
        isNull(operators.revokedAt),
        or(isNull(operators.expiresAt), gt(operators.expiresAt, now)),
      ),
    );
  return row ? { id: row.id, name: row.name, merchantId: row.merchantId } : null;
}

export async function revokeOperator(db: Db, operatorId: number, now: Date): Promise<void> {
  await db.update(operators).set({ revokedAt: now }).where(eq(operators.id, operatorId));
}

/**
 * The white label an operator's list or check covers: their own if they are bound to one, else the
 * one `merchantCode` names, else null (all). Naming a white label the operator does not serve, or
 * none that exists, gives -1, which no row has.
 */
export async function operatorMerchantId(
  db: Db,
  operator: Operator,
  merchantCode: string | undefined,
): Promise<number | null> {
  let merchantId = operator.merchantId;
  if (merchantCode !== undefined) {
    const [named] = await db
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.code, merchantCode));
    const id = named?.id ?? -1;
    merchantId = merchantId === null || merchantId === id ? id : -1;
  }
  return merchantId;
}

/** operatorMerchantId as a condition on `merchantColumn` (none: every white label). */
export async function operatorMerchantFilter(
  db: Db,
  operator: Operator,
  merchantCode: string | undefined,
  merchantColumn: Column,
): Promise<SQL | undefined> {
  const merchantId = await operatorMerchantId(db, operator, merchantCode);
  return merchantId === null ? undefined : eq(merchantColumn, merchantId);
}
