import {
  HUMAN_PROOF_HEADER,
  issueHumanChallenge,
  verifyHumanProof,
  type HumanChallenge,
} from '@portal/api-contract';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { rowsOf, type Db } from '../db/database';
import { ApiError } from '../errors';

/** A signed challenge for the client to solve before a `humanCheck` call. */
export function humanChallenge(app: AppContext, now: Date): Promise<HumanChallenge> {
  return issueHumanChallenge(app.options.humanCheck, now, app.options.humanCheck.work);
}

/**
 * Records a solved challenge as spent, in the `rate_limits` table every instance shares (a
 * counter that may count to one before its window, the challenge's life, ends and the prune job
 * deletes it). False when another request spent it first.
 */
export async function spendHumanProof(db: Db, signature: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db.execute(
    sql`insert into rate_limits (key, count, reset_at)
        values (${`human-proof:${signature}`}, 1, ${expiresAt.toISOString()})
        on conflict (key) do nothing
        returning key`,
  );
  return rowsOf(inserted).length === 1;
}

/** Refuses a `humanCheck` call without a right, unexpired and unused solution in its header. */
export async function requireHumanProof(app: AppContext, request: FastifyRequest, now: Date): Promise<void> {
  const header = request.headers[HUMAN_PROOF_HEADER.toLowerCase()];
  const refused = await verifyHumanProof(Array.isArray(header) ? header[0] : header, {
    secret: app.options.humanCheck.secret,
    now,
    markUsed: (signature, expiresAt) => spendHumanProof(app.database.db, signature, expiresAt),
  });
  if (refused) throw new ApiError(refused);
}
