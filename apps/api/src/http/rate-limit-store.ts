import { sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import { rowsOf, type Database } from '../db/database';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
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
      const resetAt = new Date(now.getTime() + timeWindow);
      const storedKey = `${this.prefix}${key}`;
      database.db
        .execute(
          sql`insert into rate_limits (key, count, reset_at) values (${storedKey}, 1, ${resetAt.toISOString()})
              on conflict (key) do update set
                count = case when rate_limits.reset_at <= ${now.toISOString()} then 1 else rate_limits.count + 1 end,
                reset_at = case when rate_limits.reset_at <= ${now.toISOString()} then excluded.reset_at else rate_limits.reset_at end
              returning count, reset_at`,
        )
        .then((result) => {
          const [row] = rowsOf<{ count: number; reset_at: string | Date }>(result);
          if (!row) throw new Error('rate limit counter was not written');
          const ttl = Math.max(0, new Date(row.reset_at).getTime() - now.getTime());
          callback(null, { current: Number(row.count), ttl });
        })
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
