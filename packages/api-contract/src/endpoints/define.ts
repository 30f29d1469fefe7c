import type { z } from 'zod/mini';

export const httpMethods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
export type HttpMethod = (typeof httpMethods)[number];
export type AuthMode = 'token' | 'none';
export type BodyEncoding = 'json' | 'form';

export interface EndpointConfig {
  /** `<group>.<name>`, unique across the contract. */
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  /** `token`: sends `Authorization: Bearer <session token>`. */
  readonly auth: AuthMode;
  /** The body travels as `{ jwe }`, encrypted with the server public key. */
  readonly encrypted: boolean;
  /** Moves money or rewards: carries an `Idempotency-Key` so a retried operation runs once. */
  readonly moneyMoving: boolean;
  /**
   * Open to anyone and worth abusing (logins, sign-ups, texts, tickets): the call carries a solved
   * proof-of-work challenge in the X-Human-Proof header (../humanCheck), which the server checks.
   */
  readonly humanCheck?: boolean;
  readonly query?: z.ZodMiniObject;
  readonly body?: z.ZodMiniType;
  /** Schema of the envelope `value` on success. */
  readonly response: z.ZodMiniType;
  readonly bodyEncoding?: BodyEncoding;
  /** Values the client fills in when the caller leaves them out (./queryDefaults). */
  readonly queryDefaults?: Readonly<Record<string, string | number | boolean>>;
  readonly summary: string;
}

export type Endpoint<TConfig extends EndpointConfig = EndpointConfig> = TConfig & {
  readonly bodyEncoding: TConfig['bodyEncoding'] extends BodyEncoding ? TConfig['bodyEncoding'] : 'json';
};
export type AnyEndpoint = EndpointConfig & { readonly bodyEncoding: BodyEncoding };

const bodylessMethods: readonly HttpMethod[] = ['GET', 'DELETE'];

/** Declares one call. Inconsistent declarations fail at import time, not at the first request. */
export function defineEndpoint<const TConfig extends EndpointConfig>(config: TConfig): Endpoint<TConfig> {
  if (config.body && bodylessMethods.includes(config.method))
    throw new Error(`${config.id}: ${config.method} cannot carry a body`);
  if (config.encrypted && !config.body) throw new Error(`${config.id}: an encrypted endpoint needs a body`);
  if (config.encrypted && config.bodyEncoding === 'form')
    throw new Error(`${config.id}: encrypted bodies are JSON`);
  if (config.queryDefaults && !config.query)
    throw new Error(`${config.id}: query defaults without a query schema`);
  return { ...config, bodyEncoding: config.bodyEncoding ?? 'json' } as Endpoint<TConfig>;
}

/** Legacy gateway calls keep their names under one path prefix. */
export function relayPath<const TName extends string>(name: TName): `/wps/relay/${TName}` {
  return `/wps/relay/${name}`;
}

type WithOptional<T, TKey extends PropertyKey> = [TKey] extends [never]
  ? T
  : Omit<T, TKey & keyof T> & Partial<Pick<T, TKey & keyof T>>;
type DefaultedKeys<E> = E extends { readonly queryDefaults: infer D } ? keyof D : never;

/** What a caller passes as `query` (defaulted keys optional). Undefined when the call has none. */
export type QueryOf<E> = E extends { readonly query: infer Q extends z.ZodMiniType }
  ? WithOptional<z.input<Q>, DefaultedKeys<E>>
  : undefined;
/** What a caller passes as `body` (before defaults). Undefined when the call has none. */
export type BodyOf<E> = E extends { readonly body: infer B extends z.ZodMiniType } ? z.input<B> : undefined;
/** The query a server handler receives after parsing. */
export type ParsedQueryOf<E> = E extends { readonly query: infer Q extends z.ZodMiniType }
  ? z.output<Q>
  : undefined;
/** The body a server handler receives after decrypting and parsing. */
export type ParsedBodyOf<E> = E extends { readonly body: infer B extends z.ZodMiniType }
  ? z.output<B>
  : undefined;
/** The envelope `value` of a successful call. */
export type ResponseOf<E> = E extends { readonly response: infer R extends z.ZodMiniType }
  ? z.output<R>
  : never;

type Part<TKey extends string, TValue> = [TValue] extends [undefined]
  ? { [K in TKey]?: undefined }
  : object extends TValue
    ? { [K in TKey]?: TValue }
    : { [K in TKey]: TValue };

/** `{ query, body }` as the call needs them; a part whose fields are all optional may be left out. */
export type RequestOf<E> = Part<'query', QueryOf<E>> & Part<'body', BodyOf<E>>;
