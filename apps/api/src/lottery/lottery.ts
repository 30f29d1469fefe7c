import { randomInt } from 'node:crypto';
import type { GameType, LotteryDraw, LotteryGame, PrizeMode } from '@portal/api-contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { games, lotteryDraws, lotteryGames, recentGames } from '../db/schema';
import { ApiError } from '../errors';
import { gameIconUrl, offsetOf } from '../games/catalogue';
import type { JobPeriod, ScheduledJob } from '../jobs/scheduler';

const DAY_MS = 86_400_000;
/** How many lottery games `games.recentLottery` lists. */
const RECENT_LOTTERY_LIMIT = 10;

type LotteryRow = typeof lotteryGames.$inferSelect;

interface LotteryWithGame {
  lottery: LotteryRow;
  gameCode: string;
  displayName: string;
  vendorCode: string;
  categoryCode: string;
}

function lotteryGameOf(
  { lottery, gameCode, displayName, vendorCode, categoryCode }: LotteryWithGame,
  origin: string,
): LotteryGame {
  return {
    gameCode,
    gameName: displayName,
    vassalage: vendorCode,
    gameType: categoryCode as GameType,
    prizeMode: lottery.prizeMode as PrizeMode,
    iconUrl: gameIconUrl(origin, gameCode),
    drawIntervalSeconds: lottery.drawIntervalSeconds,
  };
}

function lotteriesQuery(db: Db) {
  return db
    .select({
      lottery: lotteryGames,
      gameCode: games.gameCode,
      displayName: games.displayName,
      vendorCode: games.vendorCode,
      categoryCode: games.categoryCode,
    })
    .from(lotteryGames)
    .innerJoin(games, eq(games.id, lotteryGames.gameId));
}

/** `games.lotteryMenu`: every lottery, or those of one prize mode, in menu order. */
export async function lotteryMenu(db: Db, prizeMode: PrizeMode | undefined, origin: string) {
  const rows = await lotteriesQuery(db)
    .where(prizeMode ? eq(lotteryGames.prizeMode, prizeMode) : undefined)
    .orderBy(asc(lotteryGames.sort));
  return rows.map((row) => lotteryGameOf(row, origin));
}

/** `games.recentLottery`: the lotteries the member launched, the latest first. */
export async function recentLotteries(db: Db, memberId: number, origin: string) {
  const rows = await lotteriesQuery(db)
    .innerJoin(
      recentGames,
      and(eq(recentGames.gameId, lotteryGames.gameId), eq(recentGames.memberId, memberId)),
    )
    .orderBy(desc(recentGames.lastPlayedAt))
    .limit(RECENT_LOTTERY_LIMIT);
  return rows.map((row) => lotteryGameOf(row, origin));
}

/** `games.openedNumbers` and `games.lottoOpenedNumbers`: a page of a lottery's draws, newest first. */
export async function openedNumbers(
  db: Db,
  query: { gameCode: string; pageNo: number; pageSize: number },
): Promise<LotteryDraw[]> {
  const [lottery] = await lotteriesQuery(db).where(eq(games.gameCode, query.gameCode));
  if (!lottery) throw new ApiError('NOT_FOUND');
  const draws = await db
    .select()
    .from(lotteryDraws)
    .where(eq(lotteryDraws.gameId, lottery.lottery.gameId))
    .orderBy(desc(lotteryDraws.periodStart))
    .limit(query.pageSize)
    .offset(offsetOf(query.pageNo, query.pageSize));
  return draws.map((draw) => ({
    gameCode: lottery.gameCode,
    issueNo: draw.issueNo,
    numbers: draw.numbers,
    openedAt: draw.openedAt.toISOString(),
  }));
}

/** yyyyMMdd-nnnn: the UTC day a draw period starts in and the period's number within that day. */
export function issueNoOf(periodStart: Date, drawIntervalSeconds: number): string {
  const dayStart = Math.floor(periodStart.getTime() / DAY_MS) * DAY_MS;
  const number = Math.floor((periodStart.getTime() - dayStart) / (drawIntervalSeconds * 1000)) + 1;
  const day = periodStart.toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}-${String(number).padStart(4, '0')}`;
}

/**
 * One draw's numbers from the CSPRNG: `ballCount` numbers in [min, max], each at most once unless
 * the lottery repeats (digit games), ascending for lotto-style games; zero-padded to the widest.
 */
export function drawNumbers(
  lottery: Pick<LotteryRow, 'ballCount' | 'minNumber' | 'maxNumber' | 'repeats' | 'sorted'>,
): string[] {
  const { ballCount, minNumber, maxNumber } = lottery;
  let numbers: number[];
  if (lottery.repeats) {
    numbers = Array.from({ length: ballCount }, () => randomInt(minNumber, maxNumber + 1));
  } else {
    // A partial Fisher–Yates shuffle of the pool: every ball at most once, uniformly.
    const pool = Array.from({ length: maxNumber - minNumber + 1 }, (_, index) => minNumber + index);
    for (let index = 0; index < ballCount; index += 1) {
      const pick = randomInt(index, pool.length);
      [pool[index], pool[pick]] = [pool[pick] as number, pool[index] as number];
    }
    numbers = pool.slice(0, ballCount);
  }
  if (lottery.sorted) numbers.sort((a, b) => a - b);
  const width = String(maxNumber).length;
  return numbers.map((number) => String(number).padStart(width, '0'));
}

/** The draw periods of a lottery that end within the job period (start, end]. */
function drawPeriodsEndingIn(period: JobPeriod, drawIntervalSeconds: number): JobPeriod[] {
  const interval = drawIntervalSeconds * 1000;
  const periods: JobPeriod[] = [];
  const firstEnd = Math.floor(period.start.getTime() / interval) * interval + interval;
  for (let end = firstEnd; end <= period.end.getTime(); end += interval) {
    periods.push({ start: new Date(end - interval), end: new Date(end) });
  }
  return periods;
}

/**
 * Draws every lottery whose draw period ended in the job's minute: the scheduler runs each minute
 * once (job_runs), and the unique (game, period) key makes a second draw of a period impossible
 * even outside it. After downtime it catches up an hour of draws, each opened at its period's end.
 */
export const lotteryDrawJob: ScheduledJob = {
  name: 'lottery-draws',
  periodMs: 60_000,
  catchUpPeriods: 60,
  async run({ app, tx, period }) {
    const lotteries = await tx.select().from(lotteryGames).orderBy(asc(lotteryGames.sort));
    const drawnAt = app.clock.now();
    const draws = lotteries.flatMap((lottery) =>
      drawPeriodsEndingIn(period, lottery.drawIntervalSeconds).map((drawPeriod) => ({
        gameId: lottery.gameId,
        issueNo: issueNoOf(drawPeriod.start, lottery.drawIntervalSeconds),
        periodStart: drawPeriod.start,
        openedAt: drawPeriod.end,
        numbers: drawNumbers(lottery),
        drawnAt,
      })),
    );
    if (draws.length > 0) await tx.insert(lotteryDraws).values(draws);
  },
};
