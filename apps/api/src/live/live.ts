import type { LiveModel, LiveRoom } from '@portal/api-contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { games, liveHosts, liveRooms } from '../db/schema';
import { ApiError } from '../errors';
import { gameIconUrl } from '../games/catalogue';

const MINUTES_PER_DAY = 1440;

function minuteOfDay(now: Date): number {
  return now.getUTCHours() * 60 + now.getUTCMinutes();
}

/** Whether a daily window [opens, closes) of UTC minutes holds `minute`; it may wrap past midnight. */
export function isWithinDailyWindow(minute: number, opens: number, closes: number): boolean {
  if (opens === closes) return true;
  return opens < closes ? minute >= opens && minute < closes : minute >= opens || minute < closes;
}

/** `games.liveRooms`: the live tables, of one vendor if asked, open or closed by their hours. */
export async function liveRoomsOf(
  db: Db,
  vassalage: string | undefined,
  now: Date,
  origin: string,
): Promise<LiveRoom[]> {
  const rows = await db
    .select({ room: liveRooms, gameCode: games.gameCode, vendorCode: games.vendorCode })
    .from(liveRooms)
    .innerJoin(games, eq(games.id, liveRooms.gameId))
    .where(vassalage ? eq(games.vendorCode, vassalage.toUpperCase()) : undefined)
    .orderBy(asc(liveRooms.sort));
  const minute = minuteOfDay(now);
  return rows.map(({ room, gameCode, vendorCode }) => ({
    roomId: room.roomId,
    gameCode,
    tableName: room.tableName,
    dealerName: room.dealerName,
    vassalage: vendorCode,
    minBet: room.minBet,
    maxBet: room.maxBet,
    open: isWithinDailyWindow(minute, room.opensAtMinute, room.closesAtMinute),
    imageUrl: gameIconUrl(origin, gameCode, true),
  }));
}

type HostRow = typeof liveHosts.$inferSelect;

function isOnline(host: HostRow, now: Date): boolean {
  return (minuteOfDay(now) - host.shiftStartMinute + MINUTES_PER_DAY) % MINUTES_PER_DAY < host.shiftMinutes;
}

function liveModelOf(host: HostRow, now: Date, origin: string): LiveModel {
  return {
    modelId: host.modelId,
    nickname: host.nickname,
    avatarUrl: `${origin}/assets/avatars/${encodeURIComponent(host.modelId)}.svg`,
    online: isOnline(host, now),
  };
}

/** `games.liveModels`: the hosts, online during their shift. */
export async function liveModelsOf(db: Db, now: Date, origin: string): Promise<LiveModel[]> {
  const hosts = await db.select().from(liveHosts).orderBy(asc(liveHosts.sort));
  return hosts.map((host) => liveModelOf(host, now, origin));
}

/** A host with their current status, or NOT_FOUND. */
export async function liveModel(db: Db, modelId: string, now: Date, origin: string) {
  const [host] = await db.select().from(liveHosts).where(eq(liveHosts.modelId, modelId));
  if (!host) throw new ApiError('NOT_FOUND');
  return {
    ...liveModelOf(host, now, origin),
    shiftStartMinute: host.shiftStartMinute,
    shiftMinutes: host.shiftMinutes,
  };
}

/** `games.launchLiveChat`: the URL of the host's room page (routes/live-chat.ts serves it). */
export async function launchLiveChat(db: Db, modelId: string, now: Date, origin: string) {
  const host = await liveModel(db, modelId, now, origin);
  return { url: `${origin}/live-chat/${encodeURIComponent(host.modelId)}` };
}
