import type { CryptoKey, JWK } from 'jose';
import { fail, issuesFromZodError, type FailureEnvelope } from './envelope';
import type { AnyEndpoint, ParsedBodyOf, ParsedQueryOf } from './endpoints/define';
import { httpStatusOf } from './errors';
import { decryptBody, encryptedBodySchema } from './jwe';

export interface ParsedRequest<E> {
  query: ParsedQueryOf<E>;
  body: ParsedBodyOf<E>;
}

export type RequestParseResult<E> =
  { ok: true; request: ParsedRequest<E> } | { ok: false; status: number; failure: FailureEnvelope };

export interface RawRequest {
  /** URL search params or an already split query object (e.g. Fastify's `request.query`). */
  query?: URLSearchParams | Record<string, unknown>;
  /** JSON body, `{ jwe }` for encrypted endpoints, or form fields. */
  body?: unknown;
  /** Needed for encrypted endpoints. */
  decryptionKey?: CryptoKey | JWK;
}

function rejected(failure: FailureEnvelope): { ok: false; status: number; failure: FailureEnvelope } {
  return { ok: false, status: httpStatusOf(failure.code), failure };
}

function queryObject(query: RawRequest['query']): Record<string, unknown> {
  if (!query) return {};
  return query instanceof URLSearchParams ? Object.fromEntries(query.entries()) : query;
}

function formObject(body: unknown): unknown {
  if (typeof body === 'string') return Object.fromEntries(new URLSearchParams(body).entries());
  if (body instanceof URLSearchParams) return Object.fromEntries(body.entries());
  return body;
}

/**
 * Parses a request the way the contract declares it: query coercion, form decoding, JWE
 * decryption, then the body schema. Failures come back as ready-to-send envelopes.
 */
export async function parseEndpointRequest<E extends AnyEndpoint>(
  endpoint: E,
  raw: RawRequest,
): Promise<RequestParseResult<E>> {
  let query: unknown;
  if (endpoint.query) {
    const parsed = endpoint.query.safeParse(queryObject(raw.query));
    if (!parsed.success)
      return rejected(fail('VALIDATION_FAILED', { issues: issuesFromZodError(parsed.error) }));
    query = parsed.data;
  }

  let body: unknown;
  if (endpoint.body) {
    let plain: unknown = endpoint.bodyEncoding === 'form' ? formObject(raw.body) : raw.body;
    if (endpoint.encrypted) {
      const wire = encryptedBodySchema.safeParse(raw.body);
      if (!wire.success)
        return rejected(
          fail('VALIDATION_FAILED', {
            message: 'encrypted body expected',
            issues: issuesFromZodError(wire.error),
          }),
        );
      if (!raw.decryptionKey)
        throw new Error(`${endpoint.id}: a decryption key is needed for encrypted bodies`);
      try {
        plain = await decryptBody(wire.data.jwe, raw.decryptionKey);
      } catch {
        return rejected(fail('VALIDATION_FAILED', { message: 'body could not be decrypted' }));
      }
    }
    const parsed = endpoint.body.safeParse(plain);
    if (!parsed.success)
      return rejected(fail('VALIDATION_FAILED', { issues: issuesFromZodError(parsed.error) }));
    body = parsed.data;
  }

  return { ok: true, request: { query, body } as ParsedRequest<E> };
}
