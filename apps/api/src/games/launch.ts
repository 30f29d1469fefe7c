import type { contract, GameLaunch, ParsedBodyOf } from '@portal/api-contract';
import { and, eq } from 'drizzle-orm';
import { audit } from '../auth/audit';
import type { AuthSession } from '../auth/sessions';
import type { AppContext } from '../context';
import { games, gameVendors, recentGames } from '../db/schema';
import { ApiError } from '../errors';
import { isTrial } from '../members/members';
import type { Merchant } from '../merchants/merchants';
import { refuseDuringPlayBreak } from '../protection/exclusions';

/**
 * Launches a game through the game provider and remembers it as recently played. A "try for fun"
 * launch plays with demo credit; a real launch is audited. A trial session launches nothing, for
 * real or for fun (SPEC §6: trial users cannot launch games): the portal answers the refusal with
 * the real-account message.
 */
export async function launchGame(
  app: AppContext,
  session: AuthSession,
  merchant: Merchant,
  request: ParsedBodyOf<typeof contract.games.launch>,
  where: { origin: string; language: string },
  ip: string,
  now: Date,
): Promise<GameLaunch> {
  if (isTrial(session.member)) throw new ApiError('TRIAL_ACCOUNT_REFUSED');
  if (!request.trial) await refuseDuringPlayBreak(app.database.db, session.member.id, now);
  const [row] = await app.database.db
    .select({ game: games, vendor: gameVendors })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
    .where(
      and(
        eq(games.gameCode, request.gameCode),
        eq(games.vendorCode, request.vassalage.toUpperCase()),
        eq(games.categoryCode, request.gameType),
      ),
    );
  if (!row) throw new ApiError('NOT_FOUND');
  if (row.game.maintenance || row.vendor.maintenance) throw new ApiError('GAME_MAINTENANCE');
  const demo = request.trial;
  return app.database.transaction(async (tx) => {
    await tx
      .insert(recentGames)
      .values({ memberId: session.member.id, gameId: row.game.id, lastPlayedAt: now })
      .onConflictDoUpdate({
        target: [recentGames.memberId, recentGames.gameId],
        set: { lastPlayedAt: now },
      });
    const launched = await app.games.launch({
      tx,
      sessionId: session.sessionId,
      memberId: session.member.id,
      game: row.game,
      demo,
      origin: where.origin,
      language: where.language,
      now,
    });
    if (!demo) {
      await audit(tx, {
        event: 'game.launch',
        at: now,
        merchantId: merchant.id,
        memberId: session.member.id,
        ip,
        details: { gameCode: row.game.gameCode, vendor: row.game.vendorCode },
      });
    }
    return launched;
  });
}
