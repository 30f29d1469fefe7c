import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { addToBetDays } from '../agents/bet-days';
import { addSeconds } from '../clock';
import type { Db } from '../db/database';
import { bets, gameLaunches, gameVendors, games, members, recentGames, sessions } from '../db/schema';
import { ApiError } from '../errors';
import { DEMO_CURRENCY, ensureAccount, post, type LedgerAccount } from '../ledger/ledger';
import { isTrial } from '../members/members';
import type { Merchant } from '../merchants/merchants';
import { newToken, sha256Hex } from '../security/tokens';
import { demoSlotLanguage } from './demo-slot-text';
import type { GameLaunchRequest, GameLaunchResult, GameProvider } from './provider';

export const LAUNCH_TICKET_HOURS = 2;
/** Largest stake of one spin, in minor units. */
export const MAX_STAKE = 1_000_000;

export const slotSymbols = ['CHERRY', 'LEMON', 'BELL', 'STAR', 'SEVEN'] as const;
export type SlotSymbol = (typeof slotSymbols)[number];

const WEIGHTS: Record<SlotSymbol, number> = { CHERRY: 8, LEMON: 6, BELL: 4, STAR: 2, SEVEN: 1 };
/** Three of a kind pays stake × multiplier; exactly two cherries return the stake. RTP ≈ 97 %. */
export const THREE_OF_A_KIND: Record<SlotSymbol, number> = {
  CHERRY: 5,
  LEMON: 10,
  BELL: 20,
  STAR: 50,
  SEVEN: 100,
};
const TOTAL_WEIGHT = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);

export type Random = () => number;

/** Uniform in [0, 1) from the operating system's CSPRNG. */
export const cryptoRandom: Random = () => randomInt(0, 2 ** 32) / 2 ** 32;

function reel(random: Random): SlotSymbol {
  let ticket = random() * TOTAL_WEIGHT;
  for (const symbol of slotSymbols) {
    ticket -= WEIGHTS[symbol];
    if (ticket < 0) return symbol;
  }
  return 'CHERRY';
}

export function spinReels(random: Random): [SlotSymbol, SlotSymbol, SlotSymbol] {
  return [reel(random), reel(random), reel(random)];
}

export function payoutFor(reels: readonly SlotSymbol[], stake: number): number {
  const [a, b, c] = reels;
  if (a && a === b && b === c) return stake * THREE_OF_A_KIND[a];
  if (reels.filter((symbol) => symbol === 'CHERRY').length === 2) return stake;
  return 0;
}

/** The local GameProvider: every vendor's games open the in-house demo slot served by this server. */
export class DemoSlotProvider implements GameProvider {
  async launch(request: GameLaunchRequest): Promise<GameLaunchResult> {
    const ticket = newToken();
    const [session] = await request.tx
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.id, request.sessionId));
    const ticketExpiry = addSeconds(request.now, LAUNCH_TICKET_HOURS * 3600);
    await request.tx.insert(gameLaunches).values({
      id: randomUUID(),
      ticketHash: sha256Hex(ticket),
      sessionId: request.sessionId,
      memberId: request.memberId,
      gameId: request.game.id,
      demo: request.demo,
      expiresAt: session && session.expiresAt < ticketExpiry ? session.expiresAt : ticketExpiry,
      createdAt: request.now,
    });
    const language = demoSlotLanguage(request.language);
    return {
      url: `${request.origin}/demo-game/index.html?ticket=${ticket}&lang=${language}`,
      mode: 'iframe',
    };
  }
}

export interface OpenLaunch {
  launchId: string;
  demo: boolean;
  member: typeof members.$inferSelect;
  game: typeof games.$inferSelect;
  inHouse: boolean;
  /** The game or its vendor was put into maintenance after the launch. */
  gameMaintenance: boolean;
}

/** The launch a ticket opens, while the ticket and the session that launched it are both live. */
export async function launchForTicket(db: Db, ticket: string, now: Date): Promise<OpenLaunch | null> {
  if (!/^[A-Za-z0-9_-]{43}$/u.test(ticket)) return null;
  const [row] = await db
    .select({
      launch: gameLaunches,
      member: members,
      game: games,
      inHouse: gameVendors.inHouse,
      vendorMaintenance: gameVendors.maintenance,
    })
    .from(gameLaunches)
    .innerJoin(sessions, eq(sessions.id, gameLaunches.sessionId))
    .innerJoin(members, eq(members.id, gameLaunches.memberId))
    .innerJoin(games, eq(games.id, gameLaunches.gameId))
    .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
    .where(
      and(
        eq(gameLaunches.ticketHash, sha256Hex(ticket)),
        gt(gameLaunches.expiresAt, now),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  if (!row || row.member.status !== 'active') return null;
  return {
    launchId: row.launch.id,
    demo: row.launch.demo,
    member: row.member,
    game: row.game,
    inHouse: row.inHouse,
    gameMaintenance: row.game.maintenance || row.vendorMaintenance,
  };
}

/**
 * The wallet a spin plays from: demo credit for demo play; in a multi-wallet white label the
 * vendor's wallet (the in-house vendor plays from the main wallet); else the main wallet.
 */
export async function playerAccountFor(
  tx: Db,
  merchant: Merchant,
  launch: Pick<OpenLaunch, 'demo' | 'member' | 'game' | 'inHouse'>,
  now: Date,
): Promise<LedgerAccount> {
  const memberId = launch.member.id;
  if (launch.demo || isTrial(launch.member)) {
    return ensureAccount(
      tx,
      { merchantId: merchant.id, memberId, kind: 'demo_player', currency: DEMO_CURRENCY },
      now,
    );
  }
  if (merchant.settings.walletMode === 'multi' && !launch.inHouse) {
    return ensureAccount(
      tx,
      {
        merchantId: merchant.id,
        memberId,
        kind: 'player_vendor',
        vendorCode: launch.game.vendorCode,
        currency: merchant.currency,
      },
      now,
    );
  }
  return ensureAccount(
    tx,
    { merchantId: merchant.id, memberId, kind: 'player_main', currency: merchant.currency },
    now,
  );
}

/** A member's demo wallet starts with the white label's trial credit and is topped up when it runs dry. */
async function demoAccountWithCredit(
  tx: Db,
  merchant: Merchant,
  account: LedgerAccount,
  stake: number,
  now: Date,
): Promise<void> {
  if (account.balance >= stake) return;
  const house = await ensureAccount(
    tx,
    { merchantId: merchant.id, memberId: null, kind: 'demo_house', currency: DEMO_CURRENCY },
    now,
  );
  await post(tx, {
    merchantId: merchant.id,
    memberId: account.memberId,
    kind: 'demo_credit',
    details: { reason: 'demo credit top-up' },
    legs: [
      { accountId: house.id, amount: -merchant.settings.trialCredit },
      { accountId: account.id, amount: merchant.settings.trialCredit },
    ],
    at: now,
  });
}

export interface SpinInput {
  merchant: Merchant;
  launch: Pick<OpenLaunch, 'demo' | 'member' | 'game' | 'inHouse'>;
  stake: number;
  now: Date;
  random: Random;
  reference?: string;
}

export interface SpinResult {
  betId: number;
  transactionId: number;
  reels: [SlotSymbol, SlotSymbol, SlotSymbol];
  stake: number;
  payout: number;
  balance: number;
  demo: boolean;
}

/**
 * One spin: the stake leaves the player's wallet for the house and the win comes back, as one
 * balanced ledger transaction, plus a bet row (game, vendor, stake, valid bet, payout, time).
 * Demo play books demo credit against the demo house, never touching real balances.
 */
export async function playSpin(tx: Db, input: SpinInput): Promise<SpinResult> {
  const { merchant, launch, stake, now } = input;
  if (!Number.isSafeInteger(stake) || stake < launch.game.minBet || stake > MAX_STAKE) {
    throw new ApiError('VALIDATION_FAILED', {
      issues: [{ path: 'stake', code: 'amountInvalid', params: { min: launch.game.minBet, max: MAX_STAKE } }],
    });
  }
  const demo = launch.demo || isTrial(launch.member);
  const player = await playerAccountFor(tx, merchant, launch, now);
  if (demo) await demoAccountWithCredit(tx, merchant, player, stake, now);
  const house = demo
    ? await ensureAccount(
        tx,
        { merchantId: merchant.id, memberId: null, kind: 'demo_house', currency: DEMO_CURRENCY },
        now,
      )
    : await ensureAccount(
        tx,
        { merchantId: merchant.id, memberId: null, kind: 'house', currency: merchant.currency },
        now,
      );
  const reels = spinReels(input.random);
  const payout = payoutFor(reels, stake);
  const legs = [
    { accountId: player.id, amount: -stake },
    { accountId: house.id, amount: stake },
    ...(payout > 0
      ? [
          { accountId: house.id, amount: -payout },
          { accountId: player.id, amount: payout },
        ]
      : []),
  ];
  const posted = await post(tx, {
    merchantId: merchant.id,
    memberId: launch.member.id,
    kind: 'bet',
    ...(input.reference ? { reference: input.reference } : {}),
    details: { gameCode: launch.game.gameCode, vendor: launch.game.vendorCode, demo },
    legs,
    at: now,
  });
  const [bet] = await tx
    .insert(bets)
    .values({
      merchantId: merchant.id,
      memberId: launch.member.id,
      gameId: launch.game.id,
      vendorCode: launch.game.vendorCode,
      demo,
      stake,
      validBet: stake,
      payout,
      ledgerTransactionId: posted.transactionId,
      outcome: { reels },
      createdAt: now,
    })
    .returning({ id: bets.id });
  if (!bet) throw new Error('bet row was not written');
  if (!demo) await addToBetDays(tx, sql`b.id = ${bet.id}`);
  await tx
    .insert(recentGames)
    .values({ memberId: launch.member.id, gameId: launch.game.id, lastPlayedAt: now })
    .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.gameId], set: { lastPlayedAt: now } });
  return {
    betId: bet.id,
    transactionId: posted.transactionId,
    reels,
    stake,
    payout,
    balance: posted.balances.get(player.id) ?? player.balance,
    demo,
  };
}
