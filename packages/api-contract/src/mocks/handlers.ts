import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { contract, type Contract, type GroupName } from '../endpoints';
import type { AnyEndpoint, ResponseOf } from '../endpoints/define';
import {
  fail,
  ok,
  validationFailed,
  type Envelope,
  type FailureEnvelope,
  type FailureOptions,
} from '../envelope';
import { DEFAULT_RETRY_AFTER_SECONDS, httpStatusOf, type ErrorCode } from '../errors';
import { HUMAN_PROOF_HEADER } from '../humanCheck';
import { verifyHumanProof } from '../humanCheckIssuer';
import { generateEncryptionKeyPair, type EncryptionKeyPair } from '../jwe';
import { parseEndpointRequest } from '../requestParsing';
import { mockCredentials, mockTokens } from './fixtures/accounts';
import { MOCK_HUMAN_CHECK_KEYS } from './humanCheck';
import { mockResolvers } from './resolvers';
import {
  MockFailure,
  type GroupResolvers,
  type MockContext,
  type MockResolver,
  type MockResolvers,
  type MockSession,
} from './resolvers/define';
import { createMockWorld, type MockWorld } from './world';

const methodHandlers = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  DELETE: http.delete,
  PATCH: http.patch,
} as const;

/** `*` matches any origin and base path, so the same handlers serve Node tests and the browser. */
export const ANY_ORIGIN = '*';

export function mockUrl(endpoint: AnyEndpoint, baseUrl: string = ANY_ORIGIN): string {
  return `${baseUrl.replace(/\/$/u, '')}${endpoint.path}`;
}

let sharedKeyPair: Promise<EncryptionKeyPair> | undefined;

/** The mocks' own RSA key pair (one per process): served by system.publicKey, used to decrypt. */
export function mockKeyPair(): Promise<EncryptionKeyPair> {
  sharedKeyPair ??= generateEncryptionKeyPair({ kid: 'mock-key' });
  return sharedKeyPair;
}

function respond(
  envelope: Envelope<unknown>,
  status: number = httpStatusOf(envelope.code),
  retryAfterSeconds?: number,
): HttpResponse<Envelope<unknown>> {
  const headers = new Headers();
  if (envelope.code === 'TOO_MANY_REQUESTS')
    headers.set('Retry-After', String(retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS));
  return HttpResponse.json(envelope, { status, headers });
}

const tokenPattern = /^mock-(.+?)(?:-\d+)?$/u;

function resolveSession(world: MockWorld, authorization: string | null): MockSession | FailureEnvelope {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length).trim() : '';
  if (token === '') return fail('NOT_LOGGED_IN');
  if (token === mockTokens.expired || world.revokedTokens.has(token)) return fail('SESSION_EXPIRED');
  if (token === mockTokens.timeLimitReached) return fail('SESSION_TIME_LIMIT_REACHED');
  const accountName =
    world.sessions.get(token) ?? tokenPattern.exec(token)?.[1] ?? mockCredentials.member.username;
  const account = world.accounts.get(accountName);
  return account ? { token, account } : fail('SESSION_EXPIRED');
}

async function handle<E>(
  endpoint: AnyEndpoint,
  resolver: MockResolver<E>,
  request: Request,
  world: MockWorld,
): Promise<HttpResponse<Envelope<unknown>>> {
  // Mirrors the server's CSRF rule for state-changing calls.
  if (endpoint.method !== 'GET' && request.headers.get('X-Requested-With') !== 'portal')
    return respond(fail('FORBIDDEN', { message: 'X-Requested-With: portal is required' }));

  let session: MockSession | null = null;
  if (endpoint.auth === 'token') {
    const resolved = resolveSession(world, request.headers.get('Authorization'));
    if ('success' in resolved) return respond(resolved);
    session = resolved;
  }

  let rawBody: unknown;
  if (endpoint.body) {
    const text = await request.text();
    if (endpoint.bodyEncoding === 'form') rawBody = text;
    else {
      try {
        rawBody = JSON.parse(text) as unknown;
      } catch {
        return respond(fail('VALIDATION_FAILED', { message: 'body is not JSON' }));
      }
    }
  }

  const keyPair = await mockKeyPair();
  const parsed = await parseEndpointRequest(endpoint, {
    query: new URL(request.url).searchParams,
    body: rawBody,
    decryptionKey: keyPair.privateKey,
  });
  if (!parsed.ok) return respond(parsed.failure, parsed.status);
  if (endpoint.humanCheck) {
    // The server's check, with the mocks' key and world (expired proofs age on the real clock).
    const refused = await verifyHumanProof(request.headers.get(HUMAN_PROOF_HEADER), {
      ...MOCK_HUMAN_CHECK_KEYS,
      now: new Date(),
      markUsed: async (signature) => {
        if (world.usedHumanProofs.has(signature)) return false;
        world.usedHumanProofs.add(signature);
        return true;
      },
    });
    if (refused) return respond(fail(refused));
  }
  world.received.push({ endpointId: endpoint.id, query: parsed.request.query, body: parsed.request.body });

  let idempotency: { key: string; fingerprint: string } | undefined;
  if (endpoint.moneyMoving) {
    const key = request.headers.get('Idempotency-Key');
    if (!key) return respond(validationFailed([{ path: 'Idempotency-Key', code: 'required' }]));
    const fingerprint = JSON.stringify([endpoint.id, session?.account.account, parsed.request.body]);
    const stored = world.idempotency.get(key);
    if (stored) {
      // Same key, same operation: answer as before without running it again.
      if (stored.fingerprint === fingerprint)
        return HttpResponse.json(stored.body as Envelope<unknown>, { status: stored.status });
      return respond(fail('IDEMPOTENCY_KEY_REUSED'));
    }
    idempotency = { key, fingerprint };
  }

  // `session` is a MockSession whenever the entry is `auth: 'token'` (checked above); TypeScript
  // cannot narrow the generic entry's conditional session type from that run-time check.
  const context = { ...parsed.request, session, world, keyPair, request } as MockContext<E>;
  let envelope: Envelope<unknown>;
  try {
    envelope = ok(await resolver(context));
  } catch (error) {
    if (!(error instanceof MockFailure)) throw error;
    envelope = fail(error.code, error.details);
  }
  const status = httpStatusOf(envelope.code);
  if (idempotency)
    world.idempotency.set(idempotency.key, { fingerprint: idempotency.fingerprint, status, body: envelope });
  return respond(envelope, status);
}

const allResolvers: MockResolvers = mockResolvers;

/** One handler per entry of a group, each bound to the resolver of the same name. */
function groupHandlers<G extends GroupName>(
  group: G,
  serve: <E>(endpoint: AnyEndpoint, resolver: MockResolver<E>) => HttpHandler,
): HttpHandler[] {
  const endpoints: Contract[G] = contract[group];
  const resolvers: GroupResolvers<G> = allResolvers[group];
  // Every entry is an AnyEndpoint (`contract` satisfies that in ../endpoints); TypeScript cannot
  // see it through the generic group. The resolver comes from the same group and name,
  // so `MockResolver<E>` stays the resolver of exactly this entry.
  return (Object.keys(endpoints) as (keyof Contract[G])[]).map((name) =>
    serve(endpoints[name] as AnyEndpoint, resolvers[name]),
  );
}

export interface CreateHandlersOptions {
  /** PRNG seed of the fixtures (default DEFAULT_MOCK_SEED). */
  seed?: number;
  /** Prefix of the mocked URLs; `*` (default) matches any origin and base path. */
  baseUrl?: string;
  /** Added to every response, e.g. to show loaders in stories. */
  latencyMs?: number;
  /** Share state between handler sets; by default each call gets a fresh world. */
  world?: MockWorld;
  /** Handlers from `override()`, checked before the defaults. */
  overrides?: readonly HttpHandler[];
}

/** One MSW handler per contract entry, serving deterministic fixtures. */
export function createHandlers(options: CreateHandlersOptions = {}): HttpHandler[] {
  const world = options.world ?? createMockWorld({ seed: options.seed });
  const serve = <E>(endpoint: AnyEndpoint, resolver: MockResolver<E>) =>
    methodHandlers[endpoint.method](mockUrl(endpoint, options.baseUrl), async ({ request }) => {
      if (options.latencyMs) await delay(options.latencyMs);
      return handle(endpoint, resolver, request, world);
    });
  const groups = Object.keys(contract) as GroupName[];
  return [...(options.overrides ?? []), ...groups.flatMap((group) => groupHandlers(group, serve))];
}

interface DelayBehaviour {
  /** Waits before answering (`'infinite'` never answers: use it for timeouts). */
  delayMs?: number | 'infinite';
}

export type MockBehaviour<E extends AnyEndpoint = AnyEndpoint> =
  | (DelayBehaviour &
      FailureOptions & {
        error: ErrorCode;
        status?: number;
        /** Sent as Retry-After for TOO_MANY_REQUESTS (default 300). */
        retryAfterSeconds?: number;
      })
  | (DelayBehaviour & { networkError: true })
  | (DelayBehaviour & { value: ResponseOf<E> })
  | (DelayBehaviour & { malformed: 'notJson' | 'wrongShape'; status?: number })
  | Required<DelayBehaviour>;

export interface OverrideOptions {
  baseUrl?: string;
  /** Applies to the next matching request only. */
  once?: boolean;
  /**
   * Applies only while this holds, asked on every request; otherwise the default fixture answers.
   * A switch a person flips at run time (a walkable statechart's "the server demands a captcha").
   */
  when?: () => boolean;
}

/**
 * Switches one endpoint to an error, a network failure, a broken answer, fixed data or a slow
 * answer. Use with `server.use(...)` / `worker.use(...)`, or `createHandlers({ overrides })`.
 * A delay on its own falls through to the default fixture afterwards.
 */
export function override<E extends AnyEndpoint>(
  endpoint: E,
  behaviour: MockBehaviour<E>,
  options: OverrideOptions = {},
): HttpHandler {
  return methodHandlers[endpoint.method](
    mockUrl(endpoint, options.baseUrl),
    async () => {
      if (options.when && !options.when()) return undefined;
      if (behaviour.delayMs !== undefined) await delay(behaviour.delayMs);
      if ('networkError' in behaviour) return HttpResponse.error();
      if ('error' in behaviour) {
        const { error, status, delayMs: _delay, retryAfterSeconds, ...details } = behaviour;
        return respond(fail(error, details), status, retryAfterSeconds);
      }
      if ('value' in behaviour) return respond(ok(behaviour.value));
      if ('malformed' in behaviour) {
        const status = behaviour.status ?? 200;
        return behaviour.malformed === 'notJson'
          ? new HttpResponse('<html><body>Bad gateway</body></html>', {
              status,
              headers: { 'Content-Type': 'text/html' },
            })
          : HttpResponse.json(ok({ unexpected: true }), { status });
      }
      // Delay only: let the default handler answer.
      return undefined;
    },
    { once: options.once ?? false },
  );
}
