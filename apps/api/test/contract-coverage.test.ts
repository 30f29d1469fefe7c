import { contractEntries } from '@portal/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

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
  it('serves every contract endpoint', () => {
    const served = new Set(servedIds);
    expect(
      contractEntries.map((entry) => entry.id).filter((id) => !served.has(id)),
      'contract endpoints the server does not serve',
    ).toEqual([]);
  });

  it('registers each served entry once, as the contract declares it', () => {
    expect(new Set(servedIds).size, 'an endpoint registered twice').toBe(servedIds.length);
    for (const endpoint of api.app.endpoints) {
      expect(contractEntries, `${endpoint.id} is not the contract's own entry`).toContain(endpoint);
    }
  });
});
