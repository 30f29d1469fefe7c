import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { operators } from '../db/schema';
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
