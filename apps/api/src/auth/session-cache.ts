import { addSeconds, type Clock } from '../clock';
import type { Db } from '../db/database';
import { MemberCache, type CacheBus } from '../cache/member-cache';
import { sha256Hex } from '../security/tokens';
import {
  isTokenShaped,
  LAST_SEEN_RESOLUTION_SECONDS,
  sessionForTokenHash,
  touchSession,
  type AuthSession,
} from './sessions';

/** About 2 KB each (the member row included): some 20 MB at most. */
const MAX_CACHED_SESSIONS = 10_000;

/**
 * Sessions by token hash, each with its whole member row, so a token request normally reads no
 * database. Every change to a member's row or to what makes a session valid (revoked, must change
 * its password, expiry) raises `member.changed` at commit — a database trigger, so every code path,
 * script and operator is covered — and every instance drops the member's sessions when it hears it.
 * The instance that served a member's write drops them at once (`forgetMember` in the registrar),
 * so the member reads their own change. While the bus is not heard nothing is cached.
 *
 * A held session is served only while its last-seen time is under a minute old: then the database
 * is asked again and the last-seen touched, as without the cache, so the idle timeout and the
 * once-a-minute touch work as before, and a change no message names is seen within a minute.
 */
export class SessionCache extends MemberCache<AuthSession> {
  constructor(
    private readonly db: Db,
    clock: Clock,
    bus: CacheBus,
    private readonly idleMinutes: number,
    maxEntries = MAX_CACHED_SESSIONS,
  ) {
    super(clock, bus, { maxAgeSeconds: LAST_SEEN_RESOLUTION_SECONDS, maxEntries });
  }

  /** The live session of a bearer token, or null; touches its last-seen time once a minute. */
  async sessionFor(token: string, now: Date): Promise<AuthSession | null> {
    if (!isTokenShaped(token)) return null;
    const tokenHash = sha256Hex(token);
    const held = this.peek(tokenHash);
    if (held && this.isCurrent(held, now)) return held;
    return this.load(tokenHash, async () => {
      const session = await sessionForTokenHash(this.db, tokenHash, now, this.idleMinutes);
      if (!session) return null;
      const lastSeenAt = await touchSession(this.db, session, now);
      return { memberId: session.member.id, value: { ...session, lastSeenAt } };
    });
  }

  /** Not expired, and seen recently enough that neither the idle timeout nor a touch is due. */
  private isCurrent(session: AuthSession, now: Date): boolean {
    const recentSeconds = Math.min(LAST_SEEN_RESOLUTION_SECONDS, this.idleMinutes * 60);
    return session.expiresAt > now && session.lastSeenAt > addSeconds(now, -recentSeconds);
  }
}
