import path from 'node:path';
import { openDatabase } from './db/database';
import { scheduledJobs, SCHEDULER_TICK_MS } from './jobs';
import { startScheduler } from './jobs/scheduler';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './seed/seed';
import { portalOptionsFromEnv } from './http/portal';
import { trustProxyFromEnv } from './http/client-network';
import { configureHashing, defaultHashingLimits } from './security/password';
import { buildServer, DEFAULT_DATA_DIR } from './server';
import { DEMO_OPERATOR_TOKEN_HOURS, issueOperatorToken } from './operator/operators';

// Environment: HOST (127.0.0.1), PORT (8787), DATABASE_URL (PostgreSQL; else embedded PGlite in
// PGLITE_DIR, default apps/api/.data/pglite), PUBLIC_ORIGIN, TRUST_PROXY=<proxy hops> or
// TRUST_PROXY_CIDRS=<balancer ranges>, HASH_CONCURRENCY and HASH_QUEUE (password hashing), DEFAULT_MERCHANT,
// FRAME_ANCESTORS (space-separated origins allowed to frame the demo game), PORTAL_DIST (the built
// portal, default apps/portal/dist; served on the same port when present), PORTAL_BRAND, NODE_ENV
// (production: no demo operator token), DEMO_MODE=1 (the SMS and e-mail outbox logs, codes in clear).
const env = process.env;
const hashingDefaults = defaultHashingLimits();
configureHashing({
  concurrency: Number(env.HASH_CONCURRENCY) || hashingDefaults.concurrency,
  queue: Number(env.HASH_QUEUE) || hashingDefaults.queue,
});
const databaseUrl = env.DATABASE_URL || undefined;
const database = openDatabase(
  databaseUrl ? { databaseUrl } : { pgliteDir: env.PGLITE_DIR ?? path.join(DEFAULT_DATA_DIR, 'pglite') },
);

const applied = await migrate(database);
const seeded = await seedIfEmpty(database, { now: new Date() });
const { server, app } = await buildServer({
  database,
  logger: true,
  portal: portalOptionsFromEnv(env),
  options: {
    ...(env.PUBLIC_ORIGIN ? { publicOrigin: env.PUBLIC_ORIGIN } : {}),
    ...(env.DEFAULT_MERCHANT ? { defaultMerchantCode: env.DEFAULT_MERCHANT } : {}),
    ...(env.FRAME_ANCESTORS ? { frameAncestors: env.FRAME_ANCESTORS.split(/\s+/u).filter(Boolean) } : {}),
    trustProxy: trustProxyFromEnv(env),
    demoMode: env.DEMO_MODE === '1',
  },
});
server.log.info({ database: database.kind, migrationsApplied: applied, seeded }, 'database ready');
if (env.NODE_ENV !== 'production') {
  // Demo mode: a fresh operator token for the back-office API and CLI, shown once, here.
  const now = new Date();
  const { token } = await issueOperatorToken(database.db, {
    name: 'demo operator',
    merchantId: null,
    now,
    expiresAt: new Date(now.getTime() + DEMO_OPERATOR_TOKEN_HOURS * 3_600_000),
  });
  server.log.info(
    `demo operator token (every white label, ${DEMO_OPERATOR_TOKEN_HOURS} h): ${token} — try: OPERATOR_TOKEN=${token} npm run operator -w @portal/api -- deposits`,
  );
}
const scheduler = startScheduler(app, scheduledJobs, {
  tickMs: SCHEDULER_TICK_MS,
  onError: (error) => server.log.error({ err: error }, 'scheduled jobs failed'),
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  server.log.info({ signal }, 'shutting down');
  await scheduler.stop();
  await server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await server.listen({ host: env.HOST ?? '127.0.0.1', port: Number(env.PORT ?? 8787) });
