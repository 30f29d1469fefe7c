import { randomInt } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import { DEFAULT_HUMAN_CHECK_WORK, fail } from '@portal/api-contract';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { ReadCache } from './cache/read-cache';
import { SessionCache } from './auth/session-cache';
import { DEFAULT_SESSION_IDLE_MINUTES } from './auth/sessions';
import { systemClock, type Clock } from './clock';
import { openClusterBus } from './cluster/bus';
import { DEVELOPMENT_HUMAN_CHECK_SECRET } from './config';
import type { AppContext, ServerOptions } from './context';
import type { Database } from './db/database';
import { ApiError, asApiError } from './errors';
import { DemoSlotProvider } from './games/demo-slot';
import { MemberGameIds } from './games/member-game-ids';
import type { GameProvider } from './games/provider';
import { registerInputGuards } from './http/input-guards';
import { logSerializers } from './http/log-redaction';
import { clientNetwork, fastifyTrustProxy } from './http/client-network';
import { databaseRateLimitStore } from './security/rate-limits';
import { registerPortal, type PortalOptions } from './http/portal';
import { registerHandlers, registerOperatorHandlers, sendFailure } from './http/registrar';
import { OutboxEmailProvider, type EmailProvider } from './providers/email';
import { OutboxSmsProvider, type SmsProvider } from './providers/sms';
import { registerAssetRoutes } from './routes/assets';
import { registerDemoGameRoutes } from './routes/demo-game';
import { registerLiveChatRoutes } from './routes/live-chat';
import { registerOpenApiRoutes } from './routes/openapi';
import { serverHandlers } from './routes/index';
import { operatorHandlers } from './routes/operator';
import { registerRealtimeRoutes, type RealtimeStats } from './routes/realtime';
import { loadServerKeys } from './security/keys';
import { configureHashing, type HashingSettings } from './security/password';
import { BalanceCache } from './wallet/balance-cache';

/** apps/api/.data: PGlite data and the local SMS/email outbox logs. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data', import.meta.url));

export interface BuildServerOptions {
  database: Database;
  clock?: Clock;
  sms?: SmsProvider;
  email?: EmailProvider;
  games?: GameProvider;
  /** Prize draws (red envelopes); default: the operating system's cryptographic random. */
  random?: () => number;
  /** Where the outbox log files go in demo mode; null keeps them only in the database. */
  dataDir?: string | null;
  /**
   * Log (to stdout, or to `stream`); secrets in URLs are redacted. JSON lines unless `pretty`,
   * which writes readable lines for a terminal and shows requests only at `debug` or `trace`.
   */
  logger?: boolean | { stream?: { write(line: string): void }; level?: string; pretty?: boolean };
  /** Turn the per-IP request limits off (benchmarks only). */
  rateLimits?: boolean;
  /**
   * Password hashing: the pool's size and queue, the cost of new hashes, the hashing threads'
   * priority. One pool serves the whole process, so these are the process's settings from here on
   * (src/security/password.ts); omitted, they stay as they are (main.ts sets them from the
   * environment). Test servers hash cheaply at normal priority (test/support/hashing.ts).
   */
  hashing?: Partial<HashingSettings>;
  options?: Partial<ServerOptions>;
  /** Serve the built portal beside the API (npm start); omitted, the server is the API alone. */
  portal?: PortalOptions | null;
}

export interface BuiltServer {
  server: FastifyInstance;
  app: AppContext;
  realtime: RealtimeStats;
}

/** A uniform float in [0, 1) from 48 random bits: members cannot predict a prize from earlier ones. */
const cryptoRandom = () => randomInt(2 ** 47) / 2 ** 47;

const defaultOptions: ServerOptions = {
  defaultMerchantCode: 'aurora',
  publicOrigin: null,
  trustProxy: false,
  frameAncestors: ['http://localhost:*', 'http://127.0.0.1:*'],
  validateResponses: false,
  sessionHours: 12,
  sessionIdleMinutes: DEFAULT_SESSION_IDLE_MINUTES,
  realtimeAuthTimeoutMs: 10_000,
  demoMode: false,
  readCacheSeconds: 5,
  humanCheck: { secret: DEVELOPMENT_HUMAN_CHECK_SECRET, work: DEFAULT_HUMAN_CHECK_WORK },
};

/** Builds the HTTP server over an already migrated database. Call `listen` on the result. */
export async function buildServer(input: BuildServerOptions): Promise<BuiltServer> {
  const clock = input.clock ?? systemClock;
  if (input.hashing) configureHashing(input.hashing);
  const options: ServerOptions = { ...defaultOptions, ...input.options };
  const dataDir = input.dataDir === undefined ? DEFAULT_DATA_DIR : input.dataDir;
  const logSettings = typeof input.logger === 'object' ? input.logger : {};
  const logLevel = logSettings.level ?? 'info';
  const logger = input.logger
    ? {
        serializers: logSerializers,
        level: logLevel,
        ...(logSettings.stream ? { stream: logSettings.stream } : {}),
        ...(logSettings.pretty
          ? {
              transport: {
                target: 'pino-pretty',
                options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
              },
            }
          : {}),
      }
    : false;
  // The bus exists before the server (its handlers report through the server's log once built).
  let reportBusError: (error: unknown, topic: string) => void = () => undefined;
  const bus = await openClusterBus(input.database, (error, topic) => reportBusError(error, topic));
  // The logs show codes in clear: written in demo mode only.
  const outboxLog = (file: string) => (dataDir && options.demoMode ? path.join(dataDir, file) : null);
  const app: AppContext = {
    database: input.database,
    bus,
    clock,
    keys: await loadServerKeys(input.database, clock.now()),
    sms: input.sms ?? new OutboxSmsProvider(outboxLog('sms-outbox.log')),
    email: input.email ?? new OutboxEmailProvider(outboxLog('email-outbox.log')),
    captchaOutboxLog: outboxLog('captcha-outbox.log'),
    games: input.games ?? new DemoSlotProvider(),
    random: input.random ?? cryptoRandom,
    options,
    readCache: new ReadCache(clock, options.readCacheSeconds),
    sessions: new SessionCache(input.database.db, clock, bus, options.sessionIdleMinutes),
    balances: new BalanceCache(input.database.db, clock, bus),
    memberGames: new MemberGameIds(input.database.db, clock, bus),
    endpoints: [],
    operatorEndpoints: [],
  };

  bus.subscribe('member.changed', ({ memberId }) => app.sessions.forgetMember(memberId));
  bus.subscribe('member.balance', ({ memberId }) => app.balances.forgetMember(memberId));
  bus.subscribe('member.games', ({ memberId }) => app.memberGames.forgetMember(memberId));

  const server = Fastify({
    logger,
    // A terminal shows start-up, warnings and errors; each request only when asked for (LOG_LEVEL=debug).
    logController: new LogController({
      disableRequestLogging: Boolean(logSettings.pretty) && !['debug', 'trace'].includes(logLevel),
    }),
    trustProxy: fastifyTrustProxy(options.trustProxy),
    // Requests carry small JSON bodies; the image upload is the only large one and sets its own limit.
    bodyLimit: 256 * 1024,
  });

  await server.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'", ...options.frameAncestors],
      },
    },
    // frame-ancestors above decides who may frame the demo game; X-Frame-Options cannot name origins.
    frameguard: false,
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    noSniff: true,
    referrerPolicy: { policy: 'no-referrer' },
    // The portal, on another origin, shows game icons and banners served here.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  // Answers over 1 KB go compressed to clients that ask (browsers: hot games ~22 KB of JSON become
  // ~3 KB) at brotli quality 4, a fraction of a millisecond each; a client that sends no
  // Accept-Encoding (the API bench, scripts) gets them as they are. The portal's pages and files
  // arrive here already compressed (http/portal.ts) and are left alone.
  await server.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await server.register(formbody, { bodyLimit: 16 * 1024 });
  await server.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.database, clock),
    keyGenerator: (request) => clientNetwork(request.ip),
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        'TOO_MANY_REQUESTS',
        {},
        { 'Retry-After': String(Math.max(1, Math.ceil(context.ttl / 1000))) },
      ),
    ...(input.rateLimits === false ? { allowList: () => true } : {}),
  });
  await server.register(websocket, { options: { maxPayload: 64 * 1024 } });

  server.setErrorHandler((error, request, reply) => {
    const apiError = asApiError(error);
    if (apiError) return sendFailure(reply, apiError);
    const status =
      typeof error === 'object' && error && 'statusCode' in error && typeof error.statusCode === 'number'
        ? error.statusCode
        : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (malformed JSON, body too large, unsupported media type): bad input.
      const code =
        typeof error === 'object' && error && 'code' in error && typeof error.code === 'string'
          ? error.code
          : 'bad_request';
      return reply.code(status).send(fail('VALIDATION_FAILED', { message: code }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(fail('UNKNOWN'));
  });
  server.setNotFoundHandler((_request, reply) => reply.code(404).send(fail('NOT_FOUND')));
  reportBusError = (error, topic) => server.log.error({ err: error, topic }, 'cluster message failed');
  server.addHook('onClose', () => bus.close());

  registerInputGuards(server);
  registerHandlers(server, app, serverHandlers);
  registerOperatorHandlers(server, app, operatorHandlers);
  registerDemoGameRoutes(server, app);
  registerAssetRoutes(server, app);
  registerLiveChatRoutes(server, app);
  registerOpenApiRoutes(server, app);
  const realtime = registerRealtimeRoutes(server, app);
  if (input.portal) await registerPortal(server, app, input.portal);

  return { server, app, realtime };
}
