import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { addSeconds } from '../clock';
import type { Database, Db } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from '../errors';

/** How long a request may hold its key before another try may take it over (a crashed server). */
export const IN_FLIGHT_LEASE_SECONDS = 30;

export interface IdempotentRequest {
  /** Who the key belongs to, e.g. `member:42`: keys of different callers never meet. */
  scope: string;
  key: string;
  endpoint: string;
  /** Hash of the validated request (see `requestFingerprint`). */
  requestHash: string;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export type IdempotencyClaim = { kind: 'claimed' } | { kind: 'replay'; answer: StoredAnswer };

/** JSON with object keys sorted, so that key order and spacing do not make two bodies differ. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestFingerprint(endpoint: string, input: unknown): string {
  return createHash('sha256').update(endpoint).update('\n').update(canonicalJson(input)).digest('hex');
}

/**
 * Claims the key for this request in a committed write of its own, so that a concurrent retry sees
 * it: a fresh key is claimed by one autocommitted insert (the common case, one round trip); a
 * finished one replays its stored answer; a key used for another request is refused with
 * IDEMPOTENCY_KEY_REUSED; one still being processed with IDEMPOTENCY_IN_FLIGHT, unless its lease ran
 * out (the server handling it died), then it is taken over by a conditional update.
 */
export async function claimKey(
  database: Database,
  request: IdempotentRequest,
  now: Date,
): Promise<IdempotencyClaim> {
  const db = database.db;
  const inserted = await db
    .insert(idempotencyKeys)
    .values({
      scope: request.scope,
      key: request.key,
      endpoint: request.endpoint,
      requestHash: request.requestHash,
      state: 'in_flight',
      lockedUntil: addSeconds(now, IN_FLIGHT_LEASE_SECONDS),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { kind: 'claimed' };

  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key)));
  if (!existing) throw new ApiError('IDEMPOTENCY_IN_FLIGHT');
  if (existing.endpoint !== request.endpoint || existing.requestHash !== request.requestHash) {
    throw new ApiError('IDEMPOTENCY_KEY_REUSED');
  }
  if (existing.state === 'done' && existing.responseStatus !== null) {
    return { kind: 'replay', answer: { status: existing.responseStatus, body: existing.responseBody } };
  }
  if (existing.lockedUntil > now) throw new ApiError('IDEMPOTENCY_IN_FLIGHT', {}, { 'Retry-After': '1' });
  // Only one of several tries that all saw the lease run out takes the key over.
  const takenOver = await db
    .update(idempotencyKeys)
    .set({ lockedUntil: addSeconds(now, IN_FLIGHT_LEASE_SECONDS) })
    .where(
      and(
        eq(idempotencyKeys.scope, request.scope),
        eq(idempotencyKeys.key, request.key),
        eq(idempotencyKeys.state, 'in_flight'),
        lt(idempotencyKeys.lockedUntil, now),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (takenOver.length === 0) throw new ApiError('IDEMPOTENCY_IN_FLIGHT', {}, { 'Retry-After': '1' });
  return { kind: 'claimed' };
}

/**
 * Stores the answer. Called inside the same database transaction as the money movement on success,
 * so the movement and its stored answer commit together or not at all.
 */
export async function storeAnswer(
  db: Db,
  request: IdempotentRequest,
  answer: StoredAnswer,
  now: Date,
): Promise<void> {
  const stored = await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: answer.status, responseBody: answer.body, completedAt: now })
    .where(
      and(
        eq(idempotencyKeys.scope, request.scope),
        eq(idempotencyKeys.key, request.key),
        eq(idempotencyKeys.state, 'in_flight'),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  // Another try took the key over and finished first: roll this movement back, it already happened.
  if (stored.length === 0) throw new ApiError('IDEMPOTENCY_IN_FLIGHT', {}, { 'Retry-After': '1' });
}

/** Gives the key back after an unexpected failure (nothing was written), so a retry can run. */
export async function releaseKey(database: Database, request: IdempotentRequest): Promise<void> {
  await database.db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, request.scope),
        eq(idempotencyKeys.key, request.key),
        eq(idempotencyKeys.state, 'in_flight'),
      ),
    );
}
