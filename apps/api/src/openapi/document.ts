import {
  contract,
  encryptedBodySchema,
  failureEnvelopeSchema,
  JWE_ALGORITHM,
  JWE_ENCRYPTION,
  successEnvelopeSchema,
  type AnyEndpoint,
} from '@portal/api-contract';
import { REALTIME_PATH } from '@portal/api-contract/realtime';
import { z } from 'zod';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as zod writes it. */
type JsonSchema = Record<string, unknown>;

/** The browsable reference page (routes/openapi.ts). */
export const OPENAPI_PAGE_PATH = '/docs';
export const OPENAPI_DOCUMENT_PATH = '/openapi.json';

/**
 * The contract's zod schemas as JSON Schema: requests as the client sends them (`input`: strings
 * that parse to numbers, optional fields with defaults), responses as the server answers (`output`).
 * Types JSON cannot carry become unconstrained rather than failing the whole document.
 */
function jsonSchemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  if ('$defs' in rest) throw new Error('a contract schema with $defs cannot be inlined into OpenAPI');
  return rest;
}

const failureResponse = {
  description:
    'Failure envelope: `code` is machine-readable (VALIDATION_FAILED with field `issues`, ' +
    'UNAUTHORIZED, NOT_FOUND, TOO_MANY_REQUESTS…); the HTTP status follows the code.',
  content: { 'application/json': { schema: jsonSchemaOf(failureEnvelopeSchema, 'output') } },
};

function headerParameter(name: string, required: boolean, description: string) {
  return { name, in: 'header', required, description, schema: { type: 'string', minLength: 1 } };
}

function queryParameters(endpoint: AnyEndpoint) {
  if (!endpoint.query) return [];
  const schema = jsonSchemaOf(endpoint.query, 'input');
  const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const fallback = endpoint.queryDefaults?.[name];
    return {
      name,
      in: 'query',
      required: required.has(name) && fallback === undefined,
      schema: fallback === undefined ? property : { ...property, default: fallback },
    };
  });
}

function requestBodyOf(endpoint: AnyEndpoint) {
  if (!endpoint.body) return undefined;
  const plaintext = jsonSchemaOf(endpoint.body, 'input');
  if (endpoint.encrypted) {
    return {
      required: true,
      description:
        `Encrypted body: the JSON of \`x-plaintext-schema\`, sealed as a compact JWE ` +
        `(${JWE_ALGORITHM}, ${JWE_ENCRYPTION}) with the key from \`GET ${contract.system.publicKey.path}\`, ` +
        'sent as `{ "jwe": "<compact JWE>" }`. A body sent in the clear is refused.',
      content: {
        'application/json': {
          schema: jsonSchemaOf(encryptedBodySchema, 'input'),
          'x-plaintext-schema': plaintext,
        },
      },
    };
  }
  const mediaType =
    endpoint.bodyEncoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  return { required: true, content: { [mediaType]: { schema: plaintext } } };
}

function operationOf(endpoint: AnyEndpoint) {
  const [group] = endpoint.id.split('.');
  const notes = [
    endpoint.auth === 'token' ? 'Needs a session token (`Authorization: Bearer`).' : 'No session needed.',
    endpoint.encrypted ? 'The body is encrypted (JWE).' : null,
    endpoint.moneyMoving
      ? 'Moves money: send an `Idempotency-Key`; a retry with the same key and body replays the first answer.'
      : null,
  ].filter((note) => note !== null);
  const parameters = [
    ...queryParameters(endpoint),
    headerParameter(
      'X-Merchant-Code',
      false,
      'The white label, when neither the session nor the Host names it (e.g. `aurora`).',
    ),
    ...(endpoint.method === 'GET'
      ? []
      : [headerParameter('X-Requested-With', true, 'Any value (e.g. `XMLHttpRequest`): a CSRF guard.')]),
    ...(endpoint.moneyMoving
      ? [headerParameter('Idempotency-Key', true, 'A fresh random key per operation, reused on retry.')]
      : []),
  ];
  const requestBody = requestBodyOf(endpoint);
  return {
    operationId: endpoint.id,
    tags: [group],
    summary: endpoint.summary,
    description: notes.join(' '),
    ...(endpoint.auth === 'token' ? { security: [{ sessionToken: [] }] } : { security: [] }),
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '200': {
        description: 'Success envelope; `value` is the answer.',
        content: {
          'application/json': { schema: jsonSchemaOf(successEnvelopeSchema(endpoint.response), 'output') },
        },
      },
      default: failureResponse,
    },
    'x-encrypted-body': endpoint.encrypted,
    'x-money-moving': endpoint.moneyMoving,
  };
}

export interface OpenApiInfo {
  readonly title: string;
  readonly version: string;
}

/**
 * The OpenAPI 3.1 document of the calls this server serves, generated from the contract's zod
 * schemas at start-up (never written by hand): every registered endpoint with its query, body,
 * response envelope, auth, encryption and idempotency notes.
 */
export function openApiDocument(endpoints: readonly AnyEndpoint[], info: OpenApiInfo) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of [...endpoints].sort((a, b) => a.path.localeCompare(b.path))) {
    paths[endpoint.path] = {
      ...paths[endpoint.path],
      [endpoint.method.toLowerCase()]: operationOf(endpoint),
    };
  }
  const tags = [...new Set(endpoints.map((endpoint) => endpoint.id.split('.')[0] ?? ''))].sort();
  return {
    openapi: '3.1.1',
    info: {
      title: info.title,
      version: info.version,
      description:
        'Every call answers an envelope `{ success, code, message, value }`. Sessions come from ' +
        `the auth calls; the realtime channel is a websocket at \`${REALTIME_PATH}\`. ` +
        `A browsable reference is at \`${OPENAPI_PAGE_PATH}\`.`,
    },
    servers: [{ url: '/' }],
    tags: tags.map((name) => ({ name })),
    components: {
      securitySchemes: {
        sessionToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token a login call answers.',
        },
      },
    },
    paths,
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
