import { contract } from '@portal/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

// An id that cannot be a uuid names nothing: the server answers 404 before the database sees it
// (the database would refuse the cast and surface as a 500).

let api: TestServer;
let token: string;

beforeAll(async () => {
  api = await startTestServer({ rateLimits: false });
  token = await api.loginReady('demomember');
});

afterAll(async () => {
  await api.close();
});

const contractCalls = [
  contract.agent.processDividend,
  contract.agent.processDailySalary,
  contract.agent.processHourlySalary,
  contract.agent.processRealTimeSalary,
];

describe('malformed contract ids', () => {
  for (const endpoint of contractCalls) {
    for (const action of ['ACCEPT', 'REJECT', 'REQUEST_TERMINATION', 'TERMINATE'] as const) {
      for (const contractId of ['not-a-uuid', '00000000-0000-0000-0000-00000000000g']) {
        it(`${endpoint.id} ${action} ${contractId} is a 404`, async () => {
          const before = await api.rowCounts();
          const result = await api.call(endpoint, { token, body: { action, contractId } });
          expect(result.status).toBe(404);
          expect(result.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
          expect(await api.rowCounts()).toEqual(before);
        });
      }
    }
  }
});
