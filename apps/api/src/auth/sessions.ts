import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { addSeconds } from '../clock';
import type { Db } from '../db/database';
import { members, sessions } from '../db/schema';
import { newToken, sha256Hex } from '../security/tokens';

export const TRIAL_SESSION_HOURS = 2;

export type SessionKind = 'member' | 'trial';
export type LoginMethod = 'password' | 'sms' | 'freeplay' | 'register' | 'reset';

export interface AuthSession {
  sessionId: string;
  kind: SessionKind;
  mustChangePassword: boolean;
  merchantId: number;
  member: typeof members.$inferSelect;
  loginMethod: string;
  expiresAt: Date;
}

export interface NewSession {
  memberId: number;
  merchantId: number;
  kind: SessionKind;
  loginMethod: LoginMethod;
  mustChangePassword: boolean;
  ip: string;
  now: Date;
  hours: number;
}

/** Starts a session: a fresh random 256-bit token, of which only the SHA-256 is stored. */
export async function createSession(
  tx: Db,
  input: NewSession,
): Promise<{ token: string; sessionId: string }> {
  const token = newToken();
  const sessionId = randomUUID();
  await tx.insert(sessions).values({
    id: sessionId,
    tokenHash: sha256Hex(token),
    memberId: input.memberId,
    merchantId: input.merchantId,
    kind: input.kind,
    loginMethod: input.loginMethod,
    mustChangePassword: input.mustChangePassword,
    ip: input.ip,
    createdAt: input.now,
    expiresAt: addSeconds(input.now, (input.kind === 'trial' ? TRIAL_SESSION_HOURS : input.hours) * 3600),
  });
  return { token, sessionId };
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/u;

function prepareSessionLookup(db: Db) {
  return db
    .select({ session: sessions, member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('session_for_token');
}

/** The lookup every token request makes, built once per database (PostgreSQL also plans it once per connection). */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

/**
 * The live session a bearer token stands for, or null (unknown, expired, revoked, or a locked
 * account). Never cached: a revoked session is refused by every instance from the next request on.
 */
export async function sessionForToken(db: Db, token: string, now: Date): Promise<AuthSession | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash: sha256Hex(token), now });
  if (!row || row.member.status !== 'active') return null;
  return {
    sessionId: row.session.id,
    kind: row.session.kind === 'trial' ? 'trial' : 'member',
    mustChangePassword: row.session.mustChangePassword,
    merchantId: row.session.merchantId,
    member: row.member,
    loginMethod: row.session.loginMethod,
    expiresAt: row.session.expiresAt,
  };
}

export async function revokeSession(tx: Db, sessionId: string, now: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a member (a password change), optionally keeping the one that asked. */
export async function revokeMemberSessions(
  tx: Db,
  memberId: number,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        ...(keepSessionId ? [ne(sessions.id, keepSessionId)] : []),
      ),
    );
}

export async function clearMustChangePassword(tx: Db, sessionId: string): Promise<void> {
  await tx.update(sessions).set({ mustChangePassword: false }).where(eq(sessions.id, sessionId));
}
