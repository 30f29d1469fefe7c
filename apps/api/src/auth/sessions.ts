import { randomUUID } from 'node:crypto';
import type { SessionEndCode } from '@portal/api-contract';
import { and, eq, gt, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import { addSeconds } from '../clock';
import { publish } from '../cluster/bus';
import type { Db } from '../db/database';
import { members, sessions } from '../db/schema';
import { sessionExpiryWithLimit } from '../protection/limits';
import { newToken, sha256Hex } from '../security/tokens';

export const TRIAL_SESSION_HOURS = 2;
/** A session with no request for this long ends (ASVS 7.3.1); ServerOptions.sessionIdleMinutes. */
export const DEFAULT_SESSION_IDLE_MINUTES = 30;
/** Last-seen is written at most this often per session, so authenticated reads stay reads. */
export const LAST_SEEN_RESOLUTION_SECONDS = 60;
const REVOKED_PER_MESSAGE = 100;

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
  lastSeenAt: Date;
}

export interface NewSession {
  memberId: number;
  merchantId: number;
  kind: SessionKind;
  loginMethod: LoginMethod;
  mustChangePassword: boolean;
  ip: string;
  userAgent?: string | undefined;
  now: Date;
  hours: number;
}

/** Longest User-Agent kept with a session (enough to name the browser and system). */
const USER_AGENT_MAX_LENGTH = 512;

/** Starts a session: a fresh random 256-bit token, of which only the SHA-256 is stored. */
export async function createSession(
  tx: Db,
  input: NewSession,
): Promise<{ token: string; sessionId: string }> {
  const token = newToken();
  const sessionId = randomUUID();
  const lifetime = addSeconds(input.now, (input.kind === 'trial' ? TRIAL_SESSION_HOURS : input.hours) * 3600);
  // A member's session-time limit ends the session early (src/protection/limits.ts).
  const expiresAt =
    input.kind === 'member'
      ? await sessionExpiryWithLimit(tx, input.memberId, lifetime, input.now)
      : lifetime;
  const timeLimited = expiresAt < lifetime;
  await tx.insert(sessions).values({
    id: sessionId,
    tokenHash: sha256Hex(token),
    memberId: input.memberId,
    merchantId: input.merchantId,
    kind: input.kind,
    loginMethod: input.loginMethod,
    mustChangePassword: input.mustChangePassword,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt,
    timeLimited,
  });
  return { token, sessionId };
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/u;

/** Whether `token` can be one this server handed out (anything else is refused without a look-up). */
export function isTokenShaped(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

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
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .prepare('session_for_token');
}

/** The lookup every token request makes, built once per database (PostgreSQL also plans it once per connection). */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

/**
 * The live session a bearer token stands for, or null (unknown, expired, idle for longer than
 * `idleMinutes`, revoked, or a locked account), read from the database. Requests go through the
 * SessionCache (session-cache.ts); the realtime hub and the asset routes ask here directly.
 */
export async function sessionForToken(
  db: Db,
  token: string,
  now: Date,
  idleMinutes: number,
): Promise<AuthSession | null> {
  return isTokenShaped(token) ? sessionForTokenHash(db, sha256Hex(token), now, idleMinutes) : null;
}

/** `sessionForToken` by the SHA-256 of the token (hex). */
export async function sessionForTokenHash(
  db: Db,
  tokenHash: string,
  now: Date,
  idleMinutes: number,
): Promise<AuthSession | null> {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({
    tokenHash,
    now,
    idleSince: addSeconds(now, -idleMinutes * 60),
  });
  if (!row || row.member.status !== 'active') return null;
  return {
    sessionId: row.session.id,
    kind: row.session.kind === 'trial' ? 'trial' : 'member',
    mustChangePassword: row.session.mustChangePassword,
    merchantId: row.session.merchantId,
    member: row.member,
    loginMethod: row.session.loginMethod,
    expiresAt: row.session.expiresAt,
    lastSeenAt: row.session.lastSeenAt,
  };
}

/**
 * Why a token no longer stands for a live session: SESSION_TIME_LIMIT_REACHED when its session
 * ran to the member's session-time limit (and had not gone idle or been revoked before), otherwise
 * SESSION_EXPIRED. Read only on a refusal, so live requests never pay for it.
 */
export async function sessionEndCodeForToken(
  db: Db,
  token: string,
  now: Date,
  idleMinutes: number,
): Promise<SessionEndCode> {
  if (!isTokenShaped(token)) return 'SESSION_EXPIRED';
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sha256Hex(token)),
        eq(sessions.timeLimited, true),
        isNull(sessions.revokedAt),
        lte(sessions.expiresAt, now),
      ),
    );
  // Gone idle before the limit came, the session ended as any idle one does.
  const reachedLimit = row !== undefined && row.lastSeenAt >= addSeconds(row.expiresAt, -idleMinutes * 60);
  return reachedLimit ? 'SESSION_TIME_LIMIT_REACHED' : 'SESSION_EXPIRED';
}

/**
 * Records activity on a session. Skipped when the last write is under a minute old; the
 * conditional UPDATE makes concurrent requests (and instances) write it once. Answers the last-seen
 * time the session now has (at least).
 */
export async function touchSession(db: Db, session: AuthSession, now: Date): Promise<Date> {
  const stale = addSeconds(now, -LAST_SEEN_RESOLUTION_SECONDS);
  if (session.lastSeenAt > stale) return session.lastSeenAt;
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, session.sessionId), lt(sessions.lastSeenAt, stale)));
  return now;
}

/**
 * Ends sessions; every instance hears it at commit and closes their sockets. (Cached sessions are
 * dropped on `member.changed`, which the revoked_at trigger raises in the same commit.)
 */
async function announceRevoked(tx: Db, revoked: { id: string; memberId: number }[]): Promise<void> {
  const [first] = revoked;
  if (!first) return;
  // Chunks keep each notification far below PostgreSQL's 8000-byte payload limit.
  for (let start = 0; start < revoked.length; start += REVOKED_PER_MESSAGE) {
    await publish(tx, 'session.revoked', {
      memberId: first.memberId,
      sessionIds: revoked.slice(start, start + REVOKED_PER_MESSAGE).map((row) => row.id),
    });
  }
}

export async function revokeSession(tx: Db, sessionId: string, now: Date): Promise<void> {
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id, memberId: sessions.memberId });
  await announceRevoked(tx, revoked);
}

/**
 * Ends every session of a member (a password change), optionally keeping the one that asked;
 * answers how many ended.
 */
export async function revokeMemberSessions(
  tx: Db,
  memberId: number,
  now: Date,
  keepSessionId?: string,
): Promise<number> {
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        ...(keepSessionId ? [ne(sessions.id, keepSessionId)] : []),
      ),
    )
    .returning({ id: sessions.id, memberId: sessions.memberId });
  await announceRevoked(tx, revoked);
  return revoked.length;
}

export async function clearMustChangePassword(tx: Db, sessionId: string): Promise<void> {
  await tx.update(sessions).set({ mustChangePassword: false }).where(eq(sessions.id, sessionId));
}
