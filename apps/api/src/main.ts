import path from 'node:path';
import { DEFAULT_HUMAN_CHECK_WORK } from '@portal/api-contract';
import { ConfigError, readConfig, type RuntimeConfig } from './config';
import { openDatabase } from './db/database';
import { scheduledJobs, SCHEDULER_TICK_MS } from './jobs';
import { startScheduler } from './jobs/scheduler';
import { migrate } from './db/migrate';
import { exitWhenLost } from './db/pglite-process';
import { seedIfEmpty } from './seed/seed';
import { portalOptionsFromEnv } from './http/portal';
import { trustProxyFromEnv } from './http/client-network';
import { collectWhenIdle } from './http/idle-collection';
import { configureHashing } from './security/password';
import { buildServer, DEFAULT_DATA_DIR } from './server';
import { DEFAULT_WEAK_PASSWORD } from './auth/passwords';
import { merchants } from './db/schema';
import { DEMO_OPERATOR_TOKEN_HOURS, issueOperatorToken } from './operator/operators';

// Environment: HOST (127.0.0.1), PORT (8787), DATABASE_URL (PostgreSQL; else embedded PGlite in
// PGLITE_DIR, default apps/api/.data/pglite, run in a child process), PUBLIC_ORIGIN, TRUST_PROXY=<proxy hops> or
// TRUST_PROXY_CIDRS=<balancer ranges>, HASH_CONCURRENCY, HASH_QUEUE and HASH_THREAD_PRIORITY (password hashing), DEFAULT_MERCHANT,
// FRAME_ANCESTORS (space-separated origins allowed to frame the demo game), PORTAL_DIST (the built
// portal, default apps/portal/dist; served on the same port when present), PORTAL_BRAND,
// DEMO_MODE=1 (seed the demo world, log the demo operator token, outbox logs with codes in clear),
// NODE_ENV=production or --production (refuses DEMO_MODE), READ_CACHE_SECONDS (staleness bound of
// the read cache, 5), HUMAN_CHECK_SECRET (signs the human-check challenges; required in production).
const env = process.env;
let config: RuntimeConfig;
try {
  config = readConfig(env, process.argv.slice(2));
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`refusing to start: ${error.message}`);
  process.exit(1);
}
configureHashing(config.hashing);
const databaseUrl = env.DATABASE_URL || undefined;
const database = openDatabase(
  databaseUrl
    ? { databaseUrl }
    : {
        pgliteDir: env.PGLITE_DIR ?? path.join(DEFAULT_DATA_DIR, 'pglite'),
        pgliteProcess: { onLost: exitWhenLost },
      },
);

const applied = await migrate(database);
const seeded = await seedIfEmpty(database, { now: new Date(), demoMode: config.demoMode });
const { server, app } = await buildServer({
  database,
  // Readable lines in a terminal, JSON lines for log collectors and in production (LOG_FORMAT overrides).
  logger: {
    level: env.LOG_LEVEL ?? 'info',
    pretty: env.LOG_FORMAT
      ? env.LOG_FORMAT === 'pretty'
      : Boolean(process.stdout.isTTY) && !config.production,
  },
  portal: portalOptionsFromEnv(env),
  options: {
    ...(config.publicOrigin ? { publicOrigin: config.publicOrigin } : {}),
    ...(env.DEFAULT_MERCHANT ? { defaultMerchantCode: env.DEFAULT_MERCHANT } : {}),
    ...(config.frameAncestors ? { frameAncestors: config.frameAncestors } : {}),
    trustProxy: trustProxyFromEnv(env),
    demoMode: config.demoMode,
    ...(env.READ_CACHE_SECONDS ? { readCacheSeconds: Number(env.READ_CACHE_SECONDS) } : {}),
    humanCheck: { secret: config.humanCheckSecret, work: DEFAULT_HUMAN_CHECK_WORK },
  },
});
server.log.info({ database: database.kind, migrationsApplied: applied, seeded }, 'database ready');
if (config.demoMode) {
  // A fresh operator token for the back-office API and CLI, shown once, here.
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
// A burst's garbage goes back to the system once the server falls idle, not at the next burst.
collectWhenIdle(server);
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

const port = Number(env.PORT ?? 8787);
await server.listen({ host: env.HOST ?? '127.0.0.1', port });
if (config.demoMode) {
  const brands = await database.db.select({ code: merchants.code }).from(merchants).orderBy(merchants.id);
  server.log.info(
    `open the portal: ${brands.map(({ code }) => `http://${code}.localhost:${port}`).join('  ')}`,
  );
  server.log.info(
    `demo logins: demomember (player), agentone (agent), password ${DEFAULT_WEAK_PASSWORD} — the rest in apps/api/README.md; texted and e-mailed codes: ${path.join(DEFAULT_DATA_DIR, 'sms-outbox.log')}, email-outbox.log beside it`,
  );
}
