import { contractEntries } from '@portal/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { UNSERVED_ENDPOINTS } from './support/unserved-endpoints';

// What the server answers is whatever buildServer registered, read from the running server.

let api: TestServer;
let servedIds: string[];

beforeAll(async () => {
  api = await startTestServer();
  servedIds = api.app.endpoints.map((endpoint) => endpoint.id);
});

afterAll(async () => {
  await api.close();
});

describe('contract coverage of the reference server', () => {
  it('serves every contract endpoint except the allow-listed ones', () => {
    const served = new Set(servedIds);
    const unserved = contractEntries.map((entry) => entry.id).filter((id) => !served.has(id));
    console.info(
      `Served ${served.size} of ${contractEntries.length} contract endpoints; not served (${unserved.length}):\n  ${unserved.join('\n  ')}`,
    );
    const allowed = new Set<string>(UNSERVED_ENDPOINTS);
    expect(
      unserved.filter((id) => !allowed.has(id)),
      'served by nobody and missing from test/support/unserved-endpoints.ts',
    ).toEqual([]);
  });

  it('lists no endpoint the server serves, so the allow-list only shrinks', () => {
    expect(
      UNSERVED_ENDPOINTS.filter((id) => servedIds.includes(id)),
      'served now: delete these lines from test/support/unserved-endpoints.ts',
    ).toEqual([]);
    expect(new Set(UNSERVED_ENDPOINTS).size, 'an id listed twice').toBe(UNSERVED_ENDPOINTS.length);
  });

  it('registers each served entry once, as the contract declares it', () => {
    expect(new Set(servedIds).size, 'an endpoint registered twice').toBe(servedIds.length);
    for (const endpoint of api.app.endpoints) {
      expect(contractEntries, `${endpoint.id} is not the contract's own entry`).toContain(endpoint);
    }
  });
});
