import { randomUUID } from 'node:crypto';
import { contractEntries, type AnyEndpoint } from '@portal/api-contract';
import { mockExamples, mockTokens } from '@portal/api-contract/mocks';
import { operatorEntries } from '@portal/api-contract/operator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstBadStringPath, MAX_INPUT_DEPTH } from '../src/http/input-guards';
import { startTestServer, type CallResult, type TestServer } from './support/server';

// No input answers 5xx. Every id, code and key of every endpoint's query and body (found in the
// contract's schemas, not listed by hand) gets malformed values on top of a valid request, and
// every JSON endpoint a body nested far past the limit; each must be a 4xx with an error code that
// wrote nothing.

let api: TestServer;
let memberToken: string;
let agentToken: string;
let operatorToken: string;

beforeAll(async () => {
  api = await startTestServer({ rateLimits: false });
  memberToken = await api.loginReady('demomember');
  agentToken = await api.loginReady('agentone');
  operatorToken = await api.operatorToken();
});

afterAll(async () => {
  await api.close();
});

type Path = readonly (string | number)[];

/** Zod 4's definition of a schema: its kind and the schemas inside it. */
interface SchemaDef {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  element?: z.core.$ZodType;
  left?: z.core.$ZodType;
  right?: z.core.$ZodType;
  format?: string;
}
const defOf = (schema: z.core.$ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** Names that say a field identifies something: ids, codes, keys, numbers of a thing. */
const ID_LIKE_NAME = /(?:^id|Id|Ids|^code|Code|Codes|^key|Key|No)$/u;

/** The paths of the id-like fields a schema declares (an array's items at index 0). */
function idLikePaths(schema: z.core.$ZodType | undefined, path: Path = [], name = ''): Path[] {
  if (!schema) return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) =>
        idLikePaths(child, [...path, key], key),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return idLikePaths(def.innerType, path, name);
    case 'pipe':
      return idLikePaths(def.in, path, name);
    case 'union':
      return uniquePaths((def.options ?? []).flatMap((option) => idLikePaths(option, path, name)));
    case 'intersection':
      return uniquePaths([...idLikePaths(def.left, path, name), ...idLikePaths(def.right, path, name)]);
    case 'array':
      return idLikePaths(def.element, [...path, 0], name);
    default: {
      const isUuid = def.type === 'string' && def.format === 'uuid';
      return path.length > 0 && (ID_LIKE_NAME.test(name) || isUuid) ? [path] : [];
    }
  }
}

function uniquePaths(paths: Path[]): Path[] {
  const seen = new Map(paths.map((path) => [path.join('.'), path]));
  return [...seen.values()];
}

/** A copy of `value` with `replacement` at `path`, or null when the path's parent is not there. */
function withValueAt(value: unknown, path: Path, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> | undefined = copy;
  for (const key of path.slice(0, -1)) {
    const next: unknown = parent?.[key];
    parent =
      next !== null && typeof next === 'object' ? (next as Record<string | number, unknown>) : undefined;
  }
  const last = path.at(-1);
  if (!parent || last === undefined) return null;
  parent[last] = replacement;
  return copy;
}

const MALFORMED_VALUES: readonly [label: string, value: unknown][] = [
  ['not a uuid', 'not-a-uuid'],
  ['empty', ''],
  ['5,000 characters', 'x'.repeat(5000)],
  ['a number', 12345],
  ['a path', '../'],
  ['a NUL character', 'a\u0000b'],
  ['an emoji', '\u{1F600}'],
];

const operatorEndpoints = new Set<AnyEndpoint>(operatorEntries);

function tokenFor(endpoint: AnyEndpoint): string | null {
  if (endpoint.auth !== 'token') return null;
  if (operatorEndpoints.has(endpoint)) return operatorToken;
  const example = (mockExamples as Record<string, { token?: string } | undefined>)[endpoint.id];
  return example?.token === mockTokens.agent ? agentToken : memberToken;
}

/** What is wrong with an answer that should refuse: null when it is a 4xx failure with an error code. */
function refusalProblem(label: string, answer: CallResult): string | null {
  const refused =
    answer.status >= 400 &&
    answer.status < 500 &&
    answer.body.success === false &&
    /^[A-Z_]+$/u.test(answer.body.code ?? '');
  return refused ? null : `${label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
}

/**
 * Runs `send` between two row counts (one pair for a batch of refusals keeps the file fast) and
 * names the tables it wrote to, if any.
 */
async function writesOf(
  label: string,
  endpoint: AnyEndpoint,
  send: () => Promise<void>,
): Promise<string | null> {
  const before = await api.rowCounts();
  await send();
  const after = await api.rowCounts();
  // A money-moving call keeps its refusal under its idempotency key, to answer a retry the same.
  if (endpoint.moneyMoving) after.idempotency_keys = before.idempotency_keys ?? 0;
  const wrote = Object.keys(after).filter((table) => after[table] !== before[table]);
  return wrote.length > 0 ? `${label}: wrote to ${wrote.join(', ')}` : null;
}

const examples = mockExamples as Record<
  string,
  { request: { query?: Record<string, unknown>; body?: unknown } } | undefined
>;

describe('malformed ids, codes and keys', () => {
  const cases = contractEntries.flatMap((endpoint) => {
    const request = examples[endpoint.id]?.request ?? {};
    const query = idLikePaths(endpoint.query).map((path) => ({ part: 'query' as const, path }));
    const body = idLikePaths(endpoint.body)
      .filter((path) => withValueAt(request.body ?? {}, path, null) !== null)
      .map((path) => ({ part: 'body' as const, path }));
    return [...query, ...body].map((field) => ({ endpoint, request, ...field }));
  });

  it('finds the id-like fields in the schemas', () => {
    const names = cases.map(({ endpoint, part, path }) => `${endpoint.id} ${part}.${path.join('.')}`);
    expect(names.length).toBeGreaterThan(40);
    expect(names).toEqual(
      expect.arrayContaining([
        'agent.processDividend body.contractId',
        'funds.withdraw body.accountId',
        'system.captcha query.captchaKey',
        'promotions.apply body.imageIds.0',
      ]),
    );
  });

  it('answers each malformed value with a 4xx and a code, writing nothing', async () => {
    const problems: string[] = [];
    for (const { endpoint, request, part, path } of cases) {
      const field = `${endpoint.id} ${part}.${path.join('.')}`;
      const attempts = MALFORMED_VALUES.flatMap(([label, value]) => {
        // A query carries text only: a number there is a well-formed string.
        if (part === 'query' && typeof value !== 'string') return [];
        const query =
          part === 'query'
            ? { ...(request.query ?? {}), [String(path[0])]: value as string }
            : (request.query ?? undefined);
        const body = part === 'body' ? withValueAt(request.body ?? {}, path, value) : request.body;
        // A value the schema takes (a captcha key of the client's choosing) may name nothing, or
        // something: any answer but a 5xx.
        const wellFormed =
          (endpoint.query?.safeParse(query ?? {}).success ?? true) &&
          (endpoint.body?.safeParse(body).success ?? true);
        const send = () =>
          api.call(endpoint, {
            token: tokenFor(endpoint),
            ...(query ? { query: query as Record<string, string> } : {}),
            ...(body !== undefined ? { body } : {}),
            ...(endpoint.moneyMoving ? { idempotencyKey: randomUUID() } : {}),
          });
        return [{ label: `${field} ${label}`, wellFormed, send }];
      });
      const wrote = await writesOf(field, endpoint, async () => {
        for (const attempt of attempts.filter(({ wellFormed }) => !wellFormed)) {
          const problem = refusalProblem(attempt.label, await attempt.send());
          if (problem) problems.push(problem);
        }
      });
      if (wrote) problems.push(wrote);
      for (const attempt of attempts.filter(({ wellFormed }) => wellFormed)) {
        const answer = await attempt.send();
        if (answer.status >= 500) problems.push(`${attempt.label}: ${answer.status} ${answer.body.code}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('deeply nested JSON', () => {
  const LEVELS = 20_000;
  const deepArray = '['.repeat(LEVELS) + ']'.repeat(LEVELS);
  const deepObject = '{"a":'.repeat(LEVELS) + '1' + '}'.repeat(LEVELS);
  const jsonEndpoints = [...contractEntries, ...operatorEntries].filter(
    (endpoint) => endpoint.body && endpoint.bodyEncoding === 'json',
  );

  it(`refuses a body ${LEVELS} levels deep on every JSON endpoint, with and without a session`, async () => {
    expect(jsonEndpoints.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const endpoint of jsonEndpoints) {
      const wrote = await writesOf(endpoint.id, endpoint, async () => {
        for (const [shape, body, token] of [
          ['array', deepArray, tokenFor(endpoint)],
          ['object', deepObject, tokenFor(endpoint)],
          ['object without a session', deepObject, null],
        ] as const) {
          const label = `${endpoint.id} ${shape}`;
          const answer = await api.call(endpoint, { body, raw: true, token });
          const problem = refusalProblem(label, answer);
          if (problem) problems.push(problem);
          else if (!JSON.stringify(answer.body).includes('maxDepth'))
            problems.push(`${label}: refused, but not for its depth`);
        }
      });
      if (wrote) problems.push(wrote);
    }
    expect(problems).toEqual([]);
  });

  it('walks nesting up to the limit and refuses one level more, without recursion', () => {
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
