import { sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import { rowsOf, type Database, type Db } from '../db/database';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * Adds one to the fixed-window counter `key` of the `rate_limits` table (a window that has run out
 * starts again at 1) and returns the new count and when the window ends.
 */
export async function countInWindow(
  db: Db,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ count: number; resetAt: Date }> {
  const resetAt = new Date(now.getTime() + windowMs);
  const result = await db.execute(
    sql`insert into rate_limits (key, count, reset_at) values (${key}, 1, ${resetAt.toISOString()})
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= ${now.toISOString()} then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= ${now.toISOString()} then excluded.reset_at else rate_limits.reset_at end
        returning count, reset_at`,
  );
  const [row] = rowsOf<{ count: number; reset_at: string | Date }>(result);
  if (!row) throw new Error('rate limit counter was not written');
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}

/** The count of `key` in its current window, without adding to it. */
export async function countSoFar(db: Db, key: string, now: Date): Promise<number> {
  const result = await db.execute(
    sql`select count from rate_limits where key = ${key} and reset_at > ${now.toISOString()}`,
  );
  const [row] = rowsOf<{ count: number }>(result);
  return row ? Number(row.count) : 0;
}

/**
 * A @fastify/rate-limit store that counts in the `rate_limits` table, so every instance of the server
 * shares the same counters, and that reads time from the application clock.
 */
export function databaseRateLimitStore(database: Database, clock: Clock) {
  return class DatabaseRateLimitStore {
    /** Counters of each route are kept apart: `child` sets the route's prefix. */
    prefix = '';

    // The plugin passes the route's window (ms) and limit after the callback; its typings omit them.
    incr(key: string, callback: IncrCallback, timeWindow = 60_000): void {
      const now = clock.now();
      countInWindow(database.db, `${this.prefix}${key}`, timeWindow, now)
        .then(({ count, resetAt }) =>
          callback(null, { current: count, ttl: Math.max(0, resetAt.getTime() - now.getTime()) }),
        )
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    // Called with the route's merged limit options, which carry the route as `routeInfo`.
    child(routeOptions: object): DatabaseRateLimitStore {
      const route = 'routeInfo' in routeOptions ? (routeOptions as RouteInfo).routeInfo : undefined;
      const method = route?.method;
      const url = route?.url ?? '';
      const store = new DatabaseRateLimitStore();
      store.prefix = `${Array.isArray(method) ? method.join(',') : (method ?? '')} ${url}|`;
      return store;
    }
  };
}
