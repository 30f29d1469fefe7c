import { eq } from 'drizzle-orm';
import { MemberCache, type CacheBus } from '../cache/member-cache';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { favoriteGames, recentGames } from '../db/schema';

export type MemberGamesView = 'FAV' | 'RECENT';

const MAX_CACHED_LISTS = 20_000;
/** Game ids held in all lists together: some 20 bytes each in a set, so about 10 MB. */
const MAX_CACHED_IDS = 500_000;
/** A bound even for a change no message names. */
const MAX_AGE_SECONDS = 60;

/**
 * The ids of a member's favourite and recently played games, for the game list's FAV and RECENT
 * views, held in memory: a change to either table raises `member.games` at commit (triggers,
 * drizzle/0015) and every instance drops the member's lists; the instance that served the member's
 * write drops them at once (the registrar).
 */
export class MemberGameIds extends MemberCache<ReadonlySet<number>> {
  constructor(
    private readonly db: Db,
    clock: Clock,
    bus: CacheBus,
    maxEntries = MAX_CACHED_LISTS,
  ) {
    super(clock, bus, {
      maxAgeSeconds: MAX_AGE_SECONDS,
      maxEntries,
      maxTotalSize: MAX_CACHED_IDS,
      sizeOf: (ids) => ids.size + 1,
    });
  }

  async idsOf(memberId: number, view: MemberGamesView): Promise<ReadonlySet<number>> {
    const key = `${view}:${memberId}`;
    return (
      this.peek(key) ??
      this.load(key, async () => {
        const table = view === 'FAV' ? favoriteGames : recentGames;
        const rows = await this.db
          .select({ id: table.gameId })
          .from(table)
          .where(eq(table.memberId, memberId));
        return { memberId, value: new Set(rows.map((row) => row.id)) };
      })
    );
  }
}
