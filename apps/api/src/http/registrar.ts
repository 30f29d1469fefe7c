import {
  contract,
  fail,
  ok,
  parseEndpointRequest,
  type AnyEndpoint,
  type Contract,
  type FieldIssue,
  type GroupName,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type ResponseOf,
  type SessionEndCode,
} from '@portal/api-contract';
import {
  operatorContract,
  type OperatorContract,
  type OperatorGroupName,
} from '@portal/api-contract/operator';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { ApiError, asApiError } from '../errors';
import { originOf } from '../games/catalogue';
import {
  claimKey,
  releaseKey,
  requestFingerprint,
  storeAnswer,
  type IdempotentRequest,
} from '../idempotency/idempotency';
import { sessionEndCodeForToken, type AuthSession } from '../auth/sessions';
import { merchantByCode, merchantByDomain, merchantById, type Merchant } from '../merchants/merchants';
import { operatorForToken, type Operator } from '../operator/operators';
import { requireHumanProof } from '../security/human-check';
import { DEFAULT_MAX_STRING_LENGTH, firstBadStringPath, refuseControlCharactersInBody } from './input-guards';
import { closedSiteRefuses, requireSiteOpen } from './site-gate';

export interface EndpointPolicy {
  /** Trial (free play, type 4) sessions may call it. Token endpoints refuse them unless set. */
  trial?: boolean;
  /** Callable while the session must still change its default or expired password. */
  duringPasswordChange?: boolean;
  /** Requests per client IP within the window (counted in the database, shared by instances). */
  rateLimit?: RequestLimit;
  /** Largest request body in bytes, when the server default is too small (image uploads). */
  bodyLimit?: number;
  /** Longest string any field may hold (default 4096), whatever the contract allows. */
  maxStringLength?: number;
  /**
   * HTTP caching of a read: an ETag (a matching If-None-Match gets 304 without a body) and a
   * Cache-Control header. `shared`: the answer depends only on the white label, the query and the
   * origin — never on who asks — so it is also kept serialised in the read cache and the handler
   * runs once per staleness bound; browsers and (for calls without a token) a CDN may keep it that
   * long. `visitor`: it depends on the visitor (their IP), so it is built for each request and only
   * revalidated.
   */
  cache?: 'shared' | 'visitor';
}

export interface RequestLimit {
  max: number;
  windowSeconds: number;
}

/** The route config that has @fastify/rate-limit count requests per client network (see server.ts). */
export function rateLimitConfig(limit: RequestLimit | undefined): {
  rateLimit?: { max: number; timeWindow: number };
} {
  return limit ? { rateLimit: { max: limit.max, timeWindow: limit.windowSeconds * 1000 } } : {};
}

type SessionOf<E> = E extends { readonly auth: 'token' } ? AuthSession : AuthSession | null;

/** What every handler gets, whoever calls. */
interface CallContext<E extends AnyEndpoint> {
  app: AppContext;
  request: FastifyRequest;
  reply: FastifyReply;
  query: ParsedQueryOf<E>;
  body: ParsedBodyOf<E>;
  ip: string;
  now: Date;
  merchant: Merchant;
  /**
   * Runs a database transaction. On a money-moving endpoint the stored idempotent answer is written
   * in the same transaction, so a handler must do its whole movement in one call of this.
   */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
}

/** A player contract call: the member's session (null on a call that needs none and got none). */
export interface HandlerContext<E extends AnyEndpoint> extends CallContext<E> {
  session: SessionOf<E>;
}

export type Handler<E extends AnyEndpoint> = (context: HandlerContext<E>) => Promise<ResponseOf<E>>;

/** An operator contract call: every one needs an operator token. */
export interface OperatorHandlerContext<E extends AnyEndpoint> extends CallContext<E> {
  operator: Operator;
}

export type OperatorHandler<E extends AnyEndpoint> = (
  context: OperatorHandlerContext<E>,
) => Promise<ResponseOf<E>>;

/** How this server answers one contract entry. */
export interface Route<E extends AnyEndpoint> {
  handler: Handler<E>;
  policy?: EndpointPolicy;
}

/** The entry `name` of contract group `G`, with the optional fields every entry may have. */
type GroupEndpoint<G extends GroupName, Name extends keyof Contract[G]> = Contract[G][Name] & AnyEndpoint;

/**
 * The calls of one contract group this server answers, keyed by their names in the group. A route
 * file declares its object `satisfies GroupHandlers<'auth'>`, so a name the contract does not have,
 * or a handler whose answer disagrees with the contract's response schema, does not compile.
 */
export type GroupHandlers<G extends GroupName> = {
  readonly [Name in keyof Contract[G]]?: Route<GroupEndpoint<G, Name>>;
};

/** Everything this server answers, group by group as the contract names them (cf. the mocks' `MockResolvers`). */
export type ServerHandlers = { readonly [G in GroupName]?: GroupHandlers<G> };

type OperatorEndpoint<
  G extends OperatorGroupName,
  Name extends keyof OperatorContract[G],
> = OperatorContract[G][Name] & AnyEndpoint;

/** The operator calls of one group; every call of the operator contract is served. */
export type OperatorGroupHandlers<G extends OperatorGroupName> = {
  readonly [Name in keyof OperatorContract[G]]: {
    handler: OperatorHandler<OperatorEndpoint<G, Name>>;
    policy?: EndpointPolicy;
  };
};

export type OperatorHandlers = { readonly [G in OperatorGroupName]: OperatorGroupHandlers<G> };

/**
 * Who calls one contract with a bearer token: how the token is looked up, what a known caller may
 * still be refused, which white label they act for, and whose idempotency keys they share.
 */
interface Audience<TCaller> {
  /** Where the registered entries are listed (the coverage and bad-input tests read it). */
  registered(app: AppContext): AnyEndpoint[];
  callerForToken(app: AppContext, token: string, now: Date): Promise<TCaller | null>;
  /** Why a token that stands for no caller was refused (401). */
  refusalForToken(app: AppContext, token: string, now: Date): Promise<SessionEndCode>;
  /**
   * After a call that may have written (any but GET/HEAD/OPTIONS), before its answer leaves: what
   * this instance holds of the caller is dropped, so their next read sees the write (other
   * instances drop it when the cluster bus brings the change).
   */
  afterWrite(app: AppContext, caller: TCaller): void;
  /** Throws the refusal for a known caller that the endpoint's policy does not admit. */
  admit(caller: TCaller, policy: EndpointPolicy): void;
  merchantIdOf(caller: TCaller): number | null;
  idempotencyScope(caller: TCaller): string;
  /** Whether the white label's maintenance or region block refuses this call (members, not the back office). */
  gatedBySiteStatus(endpoint: AnyEndpoint): boolean;
}

const memberAudience: Audience<AuthSession> = {
  registered: (app) => app.endpoints,
  callerForToken: (app, token, now) => app.sessions.sessionFor(token, now),
  refusalForToken: (app, token, now) =>
    sessionEndCodeForToken(app.database.db, token, now, app.options.sessionIdleMinutes),
  afterWrite(app, session) {
    app.sessions.forgetMember(session.member.id);
    app.balances.forgetMember(session.member.id);
    app.memberGames.forgetMember(session.member.id);
  },
  admit(session, policy) {
    if (session.mustChangePassword && !policy.duringPasswordChange)
      throw new ApiError('PASSWORD_CHANGE_REQUIRED');
    if (session.kind === 'trial' && !policy.trial) throw new ApiError('TRIAL_ACCOUNT_REFUSED');
  },
  merchantIdOf: (session) => session.merchantId,
  idempotencyScope: (session) => `member:${session.member.id}`,
  gatedBySiteStatus: closedSiteRefuses,
};

const operatorAudience: Audience<Operator> = {
  registered: (app) => app.operatorEndpoints,
  callerForToken: (app, token, now) => operatorForToken(app.database.db, token, now),
  refusalForToken: async () => 'SESSION_EXPIRED',
  // An operator's write may touch any member (a bonus, a lock, a favourite game removed): this
  // instance drops what it holds of members, so it shows the change at once, as the member's own
  // write would (other instances drop it when the bus brings it). Operator writes are rare.
  afterWrite(app) {
    app.sessions.clear();
    app.balances.clear();
    app.memberGames.clear();
  },
  admit: () => undefined,
  merchantIdOf: (operator) => operator.merchantId,
  idempotencyScope: (operator) => `operator:${operator.id}`,
  gatedBySiteStatus: () => false,
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/u;

function issue(path: string, code: string): FieldIssue {
  return { path, code };
}

/** The `Authorization: Bearer` token: null without the header, '' when it is not a bearer token. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/iu.exec(header);
  return match?.[1] ?? '';
}

function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A white label looked up by `key` (id, code or domain), through the read cache. */
function cachedMerchant(
  app: AppContext,
  key: string,
  load: (db: Db) => Promise<Merchant | null>,
): Promise<Merchant | null> {
  return app.readCache.get(`merchant:${key}`, () => load(app.database.db));
}

/** The white label with this id (a session's, a socket's), through the read cache. */
export function cachedMerchantById(app: AppContext, merchantId: number): Promise<Merchant | null> {
  return cachedMerchant(app, `id:${merchantId}`, (db) => merchantById(db, merchantId));
}

/** The white label a request is for: its caller's, else the X-Merchant-Code header, the Host, the default. */
async function resolveMerchant(
  app: AppContext,
  request: FastifyRequest,
  callerMerchantId: number | null,
): Promise<Merchant> {
  if (callerMerchantId !== null) {
    const merchant = await cachedMerchantById(app, callerMerchantId);
    if (merchant) return merchant;
  }
  const code = singleHeader(request, 'x-merchant-code');
  if (code !== undefined) {
    const merchant = /^[a-z0-9_-]{1,32}$/iu.test(code)
      ? await cachedMerchant(app, `code:${code.toLowerCase()}`, (db) => merchantByCode(db, code))
      : null;
    if (!merchant) throw new ApiError('DOMAIN_NOT_ALLOWED');
    return merchant;
  }
  const byHost = await merchantOfHost(app, request.hostname);
  if (!byHost) throw new ApiError('DOMAIN_NOT_ALLOWED');
  return byHost;
}

/** The white label whose domain `hostname` is, else the default one: through the read cache. */
export async function merchantOfHost(app: AppContext, hostname: string): Promise<Merchant | null> {
  const host = hostname.toLowerCase();
  const byHost = host
    ? await cachedMerchant(app, `domain:${host}`, (db) => merchantByDomain(db, host))
    : null;
  if (byHost) return byHost;
  const fallbackCode = app.options.defaultMerchantCode;
  return cachedMerchant(app, `code:${fallbackCode}`, (db) => merchantByCode(db, fallbackCode));
}

/** Query defaults the client would have filled in: a bare request still gets the legacy query shape. */
function queryWithDefaults(endpoint: AnyEndpoint, request: FastifyRequest): Record<string, unknown> {
  return { ...(endpoint.queryDefaults ?? {}), ...((request.query ?? {}) as Record<string, unknown>) };
}

/** A serialised success envelope and its entity tag. */
interface CacheableAnswer {
  body: string;
  etag: string;
}

/**
 * Weak (W/): the same JSON goes out as identity, gzip or brotli (server.ts compresses), and a
 * strong tag would claim those bodies are byte for byte one representation.
 */
function cacheableAnswer(envelope: unknown): CacheableAnswer {
  const body = JSON.stringify(envelope);
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): a tag matches with or without its W/. */
function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = singleHeader(request, 'if-none-match');
  if (!header) return false;
  const opaque = etag.replace(/^W\//u, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//u, '') === opaque;
  });
}

/** Sends a cacheable answer, or 304 when the client already holds it. */
function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CacheableAnswer,
  cacheControl: string,
): FastifyReply {
  reply.header('ETag', answer.etag).header('Cache-Control', cacheControl);
  // Which white label answers depends on these besides the URL and Host (see resolveMerchant); the
  // encoding on Accept-Encoding (server.ts compresses), so a shared cache never hands one client
  // another's encoding — also when this answer goes out as it is. Lower case: @fastify/compress
  // looks for it so and would add it a second time.
  reply.header('Vary', 'Authorization, X-Merchant-Code, accept-encoding');
  if (matchesEtag(request, answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

export function sendFailure(reply: FastifyReply, error: ApiError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.code(error.status).send(fail(error.code, error.details));
}

/**
 * Registers one contract entry: CSRF header check, authentication, JWE opening, zod validation of
 * query and body (bad input is 400 VALIDATION_FAILED with field issues), idempotency for money-moving
 * calls, and the `{ success, code, message, value }` envelope around the handler's value. Reached
 * only through `registerHandlers`, so everything served is in the registry.
 */
function registerEndpoint<E extends AnyEndpoint, TCaller>(
  server: FastifyInstance,
  app: AppContext,
  audience: Audience<TCaller>,
  endpoint: E,
  handler: (context: CallContext<E>, caller: TCaller | null) => Promise<ResponseOf<E>>,
  policy: EndpointPolicy = {},
): void {
  audience.registered(app).push(endpoint);
  server.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(policy.bodyLimit ? { bodyLimit: policy.bodyLimit } : {}),
    config: rateLimitConfig(policy.rateLimit),
    handler: async (request, reply) => {
      const now = app.clock.now();
      if (!SAFE_METHODS.has(request.method) && !singleHeader(request, 'x-requested-with')) {
        // Browsers send custom headers cross-origin only after a CORS preflight this server never allows.
        throw new ApiError('FORBIDDEN', { message: 'X-Requested-With header required' });
      }

      const token = bearerToken(request);
      let caller: TCaller | null = null;
      if (token !== null) caller = await audience.callerForToken(app, token, now);
      try {
        if (endpoint.auth === 'token') {
          reply.header('Cache-Control', 'no-store');
          if (token === null) throw new ApiError('NOT_LOGGED_IN');
          if (!caller) throw new ApiError(await audience.refusalForToken(app, token, now));
          audience.admit(caller, policy);
        } else if (
          !SAFE_METHODS.has(request.method) ||
          endpoint.id === 'system.captcha' ||
          endpoint.id === 'system.humanChallenge'
        ) {
          reply.header('Cache-Control', 'no-store');
        }

        const merchant = await resolveMerchant(app, request, caller ? audience.merchantIdOf(caller) : null);
        if (audience.gatedBySiteStatus(endpoint)) requireSiteOpen(merchant, request.ip);
        const parsed = await parseEndpointRequest(endpoint, {
          query: queryWithDefaults(endpoint, request),
          // No body at all reads as {}; a JSON `null` is a body of the wrong type and is refused.
          body: request.body === undefined && endpoint.body ? {} : request.body,
          decryptionKey: app.keys.jwePrivateKey,
        });
        if (!parsed.ok) return reply.code(parsed.status).send(parsed.failure);
        const { query, body } = parsed.request;
        // The input guard saw the sealed body; an encrypted call's fields are first seen here.
        if (endpoint.encrypted) refuseControlCharactersInBody(body);
        const maxLength = policy.maxStringLength ?? DEFAULT_MAX_STRING_LENGTH;
        const isOverlong = (text: string) => text.length > maxLength;
        const overlong = firstBadStringPath(query, isOverlong) ?? firstBadStringPath(body, isOverlong);
        if (overlong !== null)
          throw new ApiError('VALIDATION_FAILED', {
            issues: [{ path: overlong, code: 'maxLength', params: { max: maxLength } }],
          });

        // After the input checks, so a request refused for its fields does not spend its solution.
        if (endpoint.humanCheck) await requireHumanProof(app, request, now);

        const respond = (value: ResponseOf<E>) => {
          if (app.options.validateResponses) {
            const checked = endpoint.response.safeParse(value);
            if (!checked.success) {
              throw new Error(
                `${endpoint.id} answered outside its contract: ${JSON.stringify(checked.error.issues)}`,
              );
            }
          }
          return ok(value);
        };

        const base = { app, request, reply, query, body, ip: request.ip, now, merchant };

        if (!endpoint.moneyMoving) {
          const answer = async () =>
            respond(
              await handler({ ...base, transaction: (work) => app.database.transaction(work) }, caller),
            );
          if (policy.cache === 'shared') {
            const key = `answer:${endpoint.id}:${merchant.id}:${originOf(app, request)}:${JSON.stringify(query ?? null)}`;
            const cached = await app.readCache.get(key, async () => cacheableAnswer(await answer()));
            const maxAge = app.options.readCacheSeconds;
            const visibility = endpoint.auth === 'token' ? 'private' : 'public';
            return sendCacheable(request, reply, cached, `${visibility}, max-age=${maxAge}`);
          }
          if (policy.cache === 'visitor')
            return sendCacheable(request, reply, cacheableAnswer(await answer()), 'private, no-cache');
          return reply.send(await answer());
        }

        if (!caller) throw new ApiError('NOT_LOGGED_IN');
        return runIdempotent(app, request, reply, {
          scope: audience.idempotencyScope(caller),
          endpoint: endpoint.id,
          input: { query, body },
          now,
          work: async (store) => {
            let envelope: ReturnType<typeof respond> | undefined;
            await handler(
              {
                ...base,
                transaction: (work) =>
                  app.database.transaction(async (tx) => {
                    const result = await work(tx);
                    envelope = respond(result as ResponseOf<E>);
                    await store(tx, envelope);
                    return result;
                  }),
              },
              caller,
            );
            if (!envelope) throw new Error(`${endpoint.id} moved no money inside ctx.transaction`);
            return envelope;
          },
        });
      } finally {
        if (caller !== null && !SAFE_METHODS.has(request.method)) audience.afterWrite(app, caller);
      }
    },
  });
}

/**
 * Runs a money-moving request once per Idempotency-Key: the same key and request replay the stored
 * answer; the same key with another request is IDEMPOTENCY_KEY_REUSED (422); a key still being
 * processed is IDEMPOTENCY_IN_FLIGHT (409). `work` must call `store` inside the transaction that
 * moves the money, so the movement and its answer commit together.
 */
export async function runIdempotent(
  app: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    scope: string;
    endpoint: string;
    input: unknown;
    now: Date;
    work: (store: (tx: Db, envelope: unknown) => Promise<void>) => Promise<unknown>;
  },
): Promise<FastifyReply> {
  const key = singleHeader(request, 'idempotency-key');
  if (!key || !IDEMPOTENCY_KEY.test(key)) {
    throw new ApiError('VALIDATION_FAILED', {
      issues: [issue('Idempotency-Key', key ? 'invalid' : 'required')],
    });
  }
  const idempotent: IdempotentRequest = {
    scope: options.scope,
    key,
    endpoint: options.endpoint,
    requestHash: requestFingerprint(options.endpoint, options.input),
  };
  const claim = await claimKey(app.database, idempotent, options.now);
  if (claim.kind === 'replay') {
    reply.header('Idempotent-Replayed', 'true');
    return reply.code(claim.answer.status).send(claim.answer.body);
  }
  try {
    const envelope = await options.work((tx, body) =>
      storeAnswer(tx, idempotent, { status: 200, body }, options.now),
    );
    return reply.send(envelope);
  } catch (error) {
    const refusal = asApiError(error);
    if (refusal && refusal.status < 500 && refusal.code !== 'IDEMPOTENCY_IN_FLIGHT') {
      // A refusal is an answer too: the same request with the same key gets it again.
      await app.database.transaction((tx) =>
        storeAnswer(
          tx,
          idempotent,
          { status: refusal.status, body: fail(refusal.code, refusal.details) },
          options.now,
        ),
      );
      throw refusal;
    }
    await releaseKey(app.database, idempotent);
    throw error;
  }
}

function registerGroup<G extends GroupName>(
  server: FastifyInstance,
  app: AppContext,
  group: G,
  routes: GroupHandlers<G>,
): void {
  const endpoints = contract[group];
  for (const name of Object.keys(routes) as (keyof Contract[G])[]) {
    const route = routes[name];
    // Every contract entry is an AnyEndpoint; TypeScript cannot see it through the generic index.
    if (route)
      registerEndpoint(
        server,
        app,
        memberAudience,
        endpoints[name] as GroupEndpoint<G, typeof name>,
        // The registrar has refused a token call without a session, so the session is there.
        (context, session) =>
          route.handler({ ...context, session: session as SessionOf<GroupEndpoint<G, typeof name>> }),
        route.policy,
      );
  }
}

/** Registers every route of the registry, group by group in the contract's order: the one way in. */
export function registerHandlers(server: FastifyInstance, app: AppContext, handlers: ServerHandlers): void {
  for (const group of Object.keys(contract) as GroupName[]) {
    const routes = handlers[group];
    if (routes) registerGroup(server, app, group, routes);
  }
}

/**
 * Registers the operator API (@portal/api-contract/operator) through the same registrar: the
 * bearer token is an operator's, idempotency keys are scoped to the operator, and the white
 * label is the operator's own (or, for one who serves every white label, the request's).
 */
export function registerOperatorHandlers(
  server: FastifyInstance,
  app: AppContext,
  handlers: OperatorHandlers,
): void {
  for (const group of Object.keys(operatorContract) as OperatorGroupName[])
    registerOperatorGroup(server, app, group, handlers[group]);
}

function registerOperatorGroup<G extends OperatorGroupName>(
  server: FastifyInstance,
  app: AppContext,
  group: G,
  routes: OperatorGroupHandlers<G>,
): void {
  const endpoints = operatorContract[group];
  for (const name of Object.keys(routes) as (keyof OperatorContract[G])[]) {
    const route = routes[name];
    registerEndpoint(
      server,
      app,
      operatorAudience,
      endpoints[name] as OperatorEndpoint<G, typeof name>,
      (context, operator) => {
        // Every operator call needs a token: the registrar refused the call without an operator.
        if (!operator) throw new ApiError('NOT_LOGGED_IN');
        return route.handler({ ...context, operator });
      },
      route.policy,
    );
  }
}
