import { compileErrors, validate } from '@readme/openapi-parser';
import { contract, contractEntries } from '@portal/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

interface Operation {
  operationId: string;
  security: { sessionToken?: string[] }[];
  parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: {
    content: Record<string, { schema: Record<string, unknown>; 'x-plaintext-schema'?: unknown }>;
  };
  responses: Record<string, { content: Record<string, { schema: Record<string, unknown> }> }>;
  'x-encrypted-body': boolean;
  'x-money-moving': boolean;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let api: TestServer;
let document: Document;

const operationOf = (endpoint: { path: string; method: string }) => {
  const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
  if (!operation) throw new Error(`${endpoint.method} ${endpoint.path} is not in the document`);
  return operation;
};
const valueSchemaOf = (operation: Operation) =>
  (operation.responses['200']?.content['application/json']?.schema['properties'] as Record<string, unknown>)[
    'value'
  ] as Record<string, unknown>;

beforeAll(async () => {
  api = await startTestServer();
  const answer = await api.fetch('/openapi.json');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('application/json');
  document = (await answer.json()) as Document;
});

afterAll(async () => {
  await api.close();
});

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toMatch(/^3\.1\./u);
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(result.warnings).toEqual([]);
  });

  it('describes every served endpoint, and only those, once each', () => {
    const served = api.app.endpoints;
    const expected = contractEntries.map((entry) => entry.id);
    expect(served.map((endpoint) => endpoint.id).sort()).toEqual(expected.sort());
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(expected.sort());
  });

  it('gives each its request and response schemas, auth, encryption and idempotency', () => {
    for (const endpoint of api.app.endpoints) {
      const operation = operationOf(endpoint);
      expect(operation.responses['200'], endpoint.id).toBeDefined();
      expect(operation.responses['default'], endpoint.id).toBeDefined();
      expect(operation.requestBody !== undefined, endpoint.id).toBe(endpoint.body !== undefined);
      expect(
        operation.security.some((scheme) => 'sessionToken' in scheme),
        endpoint.id,
      ).toBe(endpoint.auth === 'token');
      expect(operation['x-encrypted-body'], endpoint.id).toBe(endpoint.encrypted);
      expect(
        operation.parameters.some((parameter) => parameter.name === 'Idempotency-Key' && parameter.required),
        endpoint.id,
      ).toBe(endpoint.moneyMoving);
      const queryNames = operation.parameters
        .filter((parameter) => parameter.in === 'query')
        .map((p) => p.name);
      expect(queryNames, endpoint.id).toEqual(Object.keys(endpoint.query?.shape ?? {}));
      if (endpoint.encrypted) {
        const media = operation.requestBody?.content['application/json'];
        expect(media?.schema['required'], endpoint.id).toEqual(['jwe']);
        expect(media?.['x-plaintext-schema'], endpoint.id).toBeDefined();
      }
    }
  });

  it('carries the contract schemas: enums, bounds and query defaults as zod declares them', () => {
    const menu = operationOf(contract.games.lotteryMenu);
    const prizeMode = menu.parameters.find((parameter) => parameter.name === 'prizeMode');
    expect(prizeMode).toMatchObject({ required: false, schema: { enum: ['LOTT', 'ZY', 'ELOTT', 'SEA'] } });
    const game = valueSchemaOf(menu)['items'] as { required: string[] };
    expect(game.required).toEqual([
      'gameCode',
      'gameName',
      'vassalage',
      'gameType',
      'prizeMode',
      'iconUrl',
      'drawIntervalSeconds',
    ]);

    const draws = operationOf(contract.games.openedNumbers);
    expect(draws.parameters.find((parameter) => parameter.name === 'pageSize')).toMatchObject({
      required: false,
      schema: { default: 20 },
    });
    expect(draws.parameters.find((parameter) => parameter.name === 'gameCode')).toMatchObject({
      required: true,
    });

    const login = operationOf(contract.auth.login);
    expect(login['x-encrypted-body']).toBe(true);
  });
});

describe('the reference page', () => {
  it('serves Swagger UI from this server under a CSP that allows only this origin', async () => {
    const page = await api.fetch('/docs/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/gu)].map((match) => match[1] ?? '');
    expect(assets.every((asset) => asset.startsWith('/docs/'))).toBe(true);
    const statusOf = async (path: string) => {
      const answer = await api.fetch(path);
      await answer.arrayBuffer(); // read it all, so the connection is free when the server closes
      return answer.status;
    };
    for (const asset of assets) expect(await statusOf(asset), asset).toBe(200);
    expect(await statusOf('/docs/ui/package.json')).toBe(404);
  });
});
