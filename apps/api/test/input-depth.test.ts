import { contract, contractEntries, type AnyEndpoint } from '@portal/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstBadStringPath, MAX_INPUT_DEPTH } from '../src/http/input-guards';
import { startTestServer, type TestServer } from './support/server';

// A small body nested thousands of levels deep must be a 400, before any walk of it can overflow
// the stack, with or without a session.

const LEVELS = 20_000;
const deepArray = '['.repeat(LEVELS) + ']'.repeat(LEVELS);
const deepObject = '{"a":'.repeat(LEVELS) + '1' + '}'.repeat(LEVELS);

let api: TestServer;
let token: string;

beforeAll(async () => {
  api = await startTestServer({ rateLimits: false });
  token = await api.loginReady('demomember');
});

afterAll(async () => {
  await api.close();
});

const jsonEndpoints: AnyEndpoint[] = [
  contract.support.feedback,
  ...contractEntries.filter(
    (endpoint) =>
      endpoint.method !== 'GET' &&
      endpoint.bodyEncoding !== 'form' &&
      endpoint !== contract.support.feedback &&
      endpoint.id !== contract.system.uploadImage.id,
  ),
].slice(0, 6);

describe('deeply nested JSON', () => {
  for (const endpoint of jsonEndpoints) {
    for (const [shape, body] of [
      ['array', deepArray],
      ['object', deepObject],
    ] as const) {
      for (const withSession of [false, true]) {
        it(`${endpoint.id}: ${shape} ${LEVELS} deep ${withSession ? 'with' : 'without'} a session is a 400`, async () => {
          const result = await api.call(endpoint, { body, raw: true, token: withSession ? token : null });
          expect(result.status).toBe(400);
          expect(result.body.success).toBe(false);
        });
      }
    }
  }

  it('refuses the feedback body with the maxDepth issue code', async () => {
    const result = await api.call(contract.support.feedback, { body: deepObject, raw: true });
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body)).toContain('maxDepth');
  });

  it('walks nesting up to the limit and refuses one level more', () => {
    const nest = (levels: number): unknown => {
      let value: unknown = 'x\u0000';
      for (let level = 0; level < levels; level += 1) value = [value];
      return value;
    };
    expect(firstBadStringPath(nest(MAX_INPUT_DEPTH), (text) => text.includes('\u0000'))).toBe(
      Array.from({ length: MAX_INPUT_DEPTH }, () => '0').join('.'),
    );
    expect(() => firstBadStringPath(nest(MAX_INPUT_DEPTH + 1), () => false)).toThrow();
  });

  it('still reports the first bad string in document order', () => {
    const isBad = (text: string) => text.startsWith('bad');
    expect(firstBadStringPath({ a: ['ok', { bad1: 1 }], b: 'bad2' }, isBad)).toBe('a.1.bad1');
    expect(firstBadStringPath({ a: ['ok', 'bad1'], bad2: 1 }, isBad)).toBe('a.1');
    expect(firstBadStringPath({ a: ['ok'], b: { c: 'fine' } }, isBad)).toBeNull();
  });
});
