import wretch, { type Wretch } from 'wretch';
import { ApiError } from './apiError';
import type { Contract, GroupName } from './endpoints';
import type { AnyEndpoint, BodyOf, QueryOf, RequestOf, ResponseOf } from './endpoints/define';
import { contractGroups } from './endpoints/groups';
import { DEFAULT_RETRY_AFTER_SECONDS, isSessionEndCode, type ErrorCode, type SessionEndCode } from './errors';
import type { HumanChallenge, HumanProof } from './humanCheck';
import type { RsaPublicJwk } from './schemas/system';

export interface RetryOptions {
  /** Total tries of an idempotent read, the first included. */
  attempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export interface ApiClientOptions {
  baseUrl: string;
  merchantCode: string;
  getToken: () => string | null | undefined;
  getLanguage: () => string;
  timeoutMs?: number;
  /** After this long `onSlow` fires once for the call ("The page took longer time to load…"). */
  slowAfterMs?: number;
  retry?: RetryOptions;
  fetch?: typeof fetch;
  /** Jitter source in [0, 1]; inject for deterministic tests. */
  random?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** The server ended the session (any 401 to a call that sent a token), and why. */
  onSessionExpired?: (reason: SessionEndCode) => void;
  onSlow?: (info: { endpointId: string }) => void;
  /** Supplies the server public key; without it the key is fetched once from system.publicKey. */
  getPublicKey?: () => RsaPublicJwk | Promise<RsaPublicJwk>;
  createIdempotencyKey?: () => string;
  /** Solves the proof-of-work challenge of a `humanCheck` call; by default in this thread (humanCheckSolver). */
  solveHumanChallenge?: (challenge: HumanChallenge, signal?: AbortSignal) => Promise<HumanProof>;
}

export interface CallExtras {
  /** Reuse the key of an earlier attempt of the same money-moving operation. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export type CallOptions<E> = RequestOf<E> & CallExtras;
type CallArgs<E> = object extends RequestOf<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

type OptionalWhenEmpty<TValue, TRest> = object extends TValue
  ? (value?: TValue, options?: CallExtras) => TRest
  : (value: TValue, options?: CallExtras) => TRest;

/** The named function for one entry: body first if it has one, else the query, else options only. */
export type EndpointFunction<E> = E extends { readonly body: unknown }
  ? OptionalWhenEmpty<BodyOf<E>, Promise<ResponseOf<E>>>
  : E extends { readonly query: unknown }
    ? OptionalWhenEmpty<QueryOf<E>, Promise<ResponseOf<E>>>
    : (options?: CallExtras) => Promise<ResponseOf<E>>;

export type ApiFunctions = {
  [G in keyof Contract]: { [K in keyof Contract[G]]: EndpointFunction<Contract[G][K]> };
};

export interface ApiClient {
  call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>>;
  api: ApiFunctions;
}

export const CLIENT_DEFAULTS = {
  timeoutMs: 15_000,
  slowAfterMs: 8_000,
  retry: { attempts: 3, baseDelayMs: 300, maxDelayMs: 3_000 },
} as const;

/** Statuses a gateway returns when the upstream is briefly unavailable. */
export const RETRYABLE_STATUSES: readonly number[] = [502, 503, 504];

/**
 * Capped exponential backoff with "equal jitter": half the step is fixed, half random, so
 * clients that failed together do not retry together. `retryIndex` is 0 for the first retry.
 */
export function backoffDelay(
  retryIndex: number,
  retry: Required<RetryOptions>,
  random: () => number,
): number {
  const step = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** retryIndex);
  return Math.round(step / 2 + random() * (step / 2));
}

/** Retry-After is delta-seconds or an HTTP date; absent or unreadable means 5 minutes (SPEC §9). */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number {
  if (header === null || header.trim() === '') return DEFAULT_RETRY_AFTER_SECONDS;
  const trimmed = header.trim();
  if (/^\d+$/u.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? DEFAULT_RETRY_AFTER_SECONDS : Math.max(0, Math.ceil((date - now) / 1000));
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Some fetch implementations do not abort a body that is still streaming: race it. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error as Error);
      },
    );
  });
}

type AttemptResult =
  | { kind: 'response'; status: number; headers: Headers; text: string }
  | { kind: 'network'; error: unknown }
  | { kind: 'timeout' };

function isRetryable(result: AttemptResult): boolean {
  if (result.kind === 'network') return true;
  return result.kind === 'response' && RETRYABLE_STATUSES.includes(result.status);
}

function serializeQuery(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value as string | number | boolean));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

function isStateChanging(method: string): boolean {
  return method !== 'GET';
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * A module loaded on first use, once; a failed load (a chunk that did not arrive) is tried again by
 * the next call. zod and the schemas load this way with a call's group (./endpoints/groups), never
 * with the client: a page that has not called yet carries none of them.
 */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      const started = load();
      started.catch(() => {
        if (loading === started) loading = undefined;
      });
      loading = started;
    }
    return loading;
  };
}
const loadEnvelope = loadOnce(() => import('./envelope'));
const loadHumanCheckSolver = loadOnce(() => import('./humanCheckSolver'));
const loadJwe = loadOnce(() => import('./jwe'));

export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? CLIENT_DEFAULTS.timeoutMs;
  const slowAfterMs = options.slowAfterMs ?? CLIENT_DEFAULTS.slowAfterMs;
  const retry: Required<RetryOptions> = { ...CLIENT_DEFAULTS.retry, ...options.retry };
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? defaultSleep;
  const createIdempotencyKey = options.createIdempotencyKey ?? (() => crypto.randomUUID());
  const solveChallenge =
    options.solveHumanChallenge ??
    (async (challenge: HumanChallenge, signal?: AbortSignal) =>
      (await loadHumanCheckSolver()).solveHumanChallenge(challenge, signal));

  // The one wretch instance: every call derives its request from it.
  const http: Wretch = wretch(options.baseUrl.replace(/\/$/u, ''))
    .polyfills(options.fetch ? { fetch: options.fetch } : {})
    .headers({ Accept: 'application/json', 'X-Merchant-Code': options.merchantCode });

  let publicKey: Promise<RsaPublicJwk> | undefined;
  function serverPublicKey(): Promise<RsaPublicJwk> {
    if (!publicKey) {
      const lookup = Promise.resolve(
        options.getPublicKey
          ? options.getPublicKey()
          : contractGroups.system().then(async (system) => (await call(system.publicKey)).jwk),
      );
      // A failed lookup must not poison later calls.
      lookup.catch(() => {
        if (publicKey === lookup) publicKey = undefined;
      });
      publicKey = lookup;
    }
    return publicKey;
  }

  async function attempt(
    request: Wretch,
    method: string,
    signal: AbortSignal | undefined,
  ): Promise<AttemptResult> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException('request timed out', 'TimeoutError'));
    }, timeoutMs);
    const forwardAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', forwardAbort, { once: true });
    try {
      const response = await untilAborted(
        request.options({ signal: controller.signal }).fetch(method).res(),
        controller.signal,
      );
      return {
        kind: 'response',
        status: response.status,
        headers: response.headers,
        text: await untilAborted(response.text(), controller.signal),
      };
    } catch (error) {
      if (error instanceof wretch.WretchError) {
        return {
          kind: 'response',
          status: error.status,
          headers: error.response.headers,
          text: typeof error.text === 'string' ? error.text : '',
        };
      }
      if (signal?.aborted) throw signal.reason;
      return timedOut ? { kind: 'timeout' } : { kind: 'network', error };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function settle<E extends AnyEndpoint>(
    endpoint: E,
    result: AttemptResult,
    tokenSent: boolean,
  ): Promise<ResponseOf<E>> {
    const endpointId = endpoint.id;
    const failWith = (
      code: ErrorCode,
      extra: Omit<ConstructorParameters<typeof ApiError>[0], 'code' | 'endpointId'> = {},
    ) => new ApiError({ code, endpointId, ...extra });

    if (result.kind === 'timeout') throw failWith('NETWORK_TIMEOUT');
    if (result.kind === 'network') throw failWith('NETWORK_ERROR', { cause: result.error });

    const { status, headers, text } = result;
    const json = parseJson(text);
    const { anyEnvelopeSchema } = await loadEnvelope();
    const envelope = json.ok ? anyEnvelopeSchema.safeParse(json.value) : undefined;
    const serverMessage = envelope?.success ? envelope.data.message : undefined;

    if (status === 401) {
      // Every 401 ends the session; the body may say it was the member's session-time limit.
      const reason =
        envelope?.success && isSessionEndCode(envelope.data.code) ? envelope.data.code : 'SESSION_EXPIRED';
      if (tokenSent) options.onSessionExpired?.(reason);
      throw failWith(reason, { status, message: serverMessage });
    }
    if (status === 429) {
      throw failWith('TOO_MANY_REQUESTS', {
        status,
        message: serverMessage,
        retryAfterSeconds: parseRetryAfter(headers.get('Retry-After')),
      });
    }
    if (!envelope?.success) {
      // A gateway error page is a transport problem, anything else a broken answer.
      if (RETRYABLE_STATUSES.includes(status) && !json.ok) throw failWith('NETWORK_ERROR', { status });
      throw failWith('RESPONSE_INVALID', {
        status,
        cause: envelope?.error ?? new SyntaxError('response is not JSON'),
      });
    }

    const body = envelope.data;
    if (!body.success) {
      // Legacy gateways answer some failures with 200: the code decides, not the status.
      if (isSessionEndCode(body.code) && tokenSent) options.onSessionExpired?.(body.code);
      throw failWith(body.code, {
        status,
        message: body.message,
        issues: body.value?.issues,
        captchaRequired: body.value?.captchaRequired,
        secondVerification: body.value?.secondVerification,
        playBreakUntil: body.value?.playBreakUntil,
        retryAfterSeconds:
          body.code === 'TOO_MANY_REQUESTS' ? parseRetryAfter(headers.get('Retry-After')) : undefined,
      });
    }
    if (status < 200 || status >= 300)
      throw failWith('RESPONSE_INVALID', { status, message: 'success envelope with an error status' });

    const value = endpoint.response.safeParse(body.value);
    if (!value.success) throw failWith('RESPONSE_INVALID', { status, cause: value.error });
    return value.data as ResponseOf<E>;
  }

  async function call<E extends AnyEndpoint>(
    endpoint: E,
    ...[callOptions]: CallArgs<E>
  ): Promise<ResponseOf<E>> {
    const { query, body, idempotencyKey, signal } = (callOptions ?? {}) as CallOptions<AnyEndpoint> & {
      query?: unknown;
      body?: unknown;
    };
    const endpointId = endpoint.id;

    const token = endpoint.auth === 'token' ? options.getToken() : undefined;
    if (endpoint.auth === 'token' && !token) throw new ApiError({ code: 'NOT_LOGGED_IN', endpointId });

    // A malformed request never leaves the client: it fails like the server would.
    let search = '';
    if (endpoint.query) {
      const parsed = endpoint.query.safeParse({
        ...endpoint.queryDefaults,
        ...(query as object | undefined),
      });
      if (!parsed.success)
        throw new ApiError({
          code: 'VALIDATION_FAILED',
          endpointId,
          issues: (await loadEnvelope()).issuesFromZodError(parsed.error),
        });
      search = serializeQuery(parsed.data as Record<string, unknown>);
    }
    let request = http.url(`${endpoint.path}${search}`).headers({ 'Accept-Language': options.getLanguage() });
    if (endpoint.body) {
      const parsed = endpoint.body.safeParse(body);
      if (!parsed.success)
        throw new ApiError({
          code: 'VALIDATION_FAILED',
          endpointId,
          issues: (await loadEnvelope()).issuesFromZodError(parsed.error),
        });
      if (endpoint.encrypted) {
        const { encryptBody } = await loadJwe();
        request = request.json({ jwe: await encryptBody(parsed.data, await serverPublicKey()) });
      } else if (endpoint.bodyEncoding === 'form') {
        const form = new URLSearchParams(
          Object.entries(parsed.data as Record<string, unknown>).map(([key, value]) => [
            key,
            String(value as string),
          ]),
        );
        request = request.content('application/x-www-form-urlencoded').body(form.toString());
      } else request = request.json(parsed.data as object);
    }
    if (token) request = request.auth(`Bearer ${token}`);
    if (isStateChanging(endpoint.method)) request = request.headers({ 'X-Requested-With': 'portal' });
    if (endpoint.moneyMoving)
      request = request.headers({ 'Idempotency-Key': idempotencyKey ?? createIdempotencyKey() });

    const slowTimer = options.onSlow
      ? setTimeout(() => options.onSlow?.({ endpointId }), slowAfterMs)
      : undefined;
    try {
      if (!endpoint.humanCheck) return await send(endpoint, request, signal, Boolean(token));
      try {
        return await send(endpoint, await withHumanProof(request, signal), signal, Boolean(token));
      } catch (error) {
        // A solution that took too long to reach the server: once more with a fresh challenge.
        if (!(error instanceof ApiError) || error.code !== 'HUMAN_CHECK_EXPIRED') throw error;
        return await send(endpoint, await withHumanProof(request, signal), signal, Boolean(token));
      }
    } finally {
      clearTimeout(slowTimer);
    }
  }

  async function send<E extends AnyEndpoint>(
    endpoint: E,
    request: Wretch,
    signal: AbortSignal | undefined,
    tokenSent: boolean,
  ): Promise<ResponseOf<E>> {
    // Only reads are repeated: a write that may have reached the server is never sent twice.
    const attempts = endpoint.method === 'GET' ? Math.max(1, retry.attempts) : 1;
    for (let attemptNo = 1; ; attemptNo += 1) {
      const result = await attempt(request, endpoint.method, signal);
      if (attemptNo < attempts && isRetryable(result)) {
        await sleep(backoffDelay(attemptNo - 1, retry, random), signal);
        continue;
      }
      return await settle(endpoint, result, tokenSent);
    }
  }

  /** The request with a freshly solved challenge: each solution is accepted once. */
  async function withHumanProof(request: Wretch, signal: AbortSignal | undefined): Promise<Wretch> {
    const [system, { humanProofHeader }] = await Promise.all([
      contractGroups.system(),
      loadHumanCheckSolver(),
    ]);
    const challenge = await call(system.humanChallenge, signal ? { signal } : {});
    const proof = await solveChallenge(challenge, signal);
    return request.headers(humanProofHeader(proof));
  }

  /** A named function's arguments: the body or the query first (when the call has one), then the extras. */
  function callWith(endpoint: AnyEndpoint, [value, extras]: readonly unknown[]) {
    if (!endpoint.body && !endpoint.query) return call(endpoint, { ...(value as CallExtras | undefined) });
    const part = endpoint.body ? 'body' : 'query';
    return call(endpoint, {
      ...(extras as CallExtras | undefined),
      [part]: value,
    } as CallOptions<AnyEndpoint>);
  }

  /**
   * One group's functions. The group's endpoints, with their schemas, load on its first call
   * (./endpoints/groups), so the names are only known then: a proxy hands out a function for any
   * name, which fails for a name the contract does not have. `then` is never an endpoint (an
   * awaited group must not look like a promise).
   */
  function groupFunctions(groupName: GroupName): Record<string, (...args: unknown[]) => Promise<unknown>> {
    const load = loadOnce(() => contractGroups[groupName]() as Promise<Record<string, AnyEndpoint>>);
    return new Proxy({} as Record<string, (...args: unknown[]) => Promise<unknown>>, {
      get: (_target, name) =>
        typeof name === 'string' && name !== 'then'
          ? async (...args: unknown[]) => {
              const endpoint = (await load())[name];
              if (!endpoint) throw new Error(`The contract has no endpoint ${groupName}.${name}`);
              return callWith(endpoint, args);
            }
          : undefined,
    });
  }

  // The contract's group names are the `api` object's keys; a type cannot map each entry to its
  // own function type through Object.fromEntries, hence the `as`.
  const api = Object.fromEntries(
    (Object.keys(contractGroups) as GroupName[]).map((groupName) => [groupName, groupFunctions(groupName)]),
  ) as unknown as ApiFunctions;

  return { call, api };
}
