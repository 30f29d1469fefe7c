import { setupServer } from 'msw/node';
import { afterEach, beforeAll } from 'vitest';
import type { AnyEndpoint } from '@portal/api-contract';
import {
  createHandlers,
  createMockWorld,
  mockKeyPair,
  type CreateHandlersOptions,
} from '@portal/api-contract/mocks';
import { mockFlowActors } from '../storybook/mockApi';

const BASE_URL = 'http://api.test';

// The worker's one interceptor: test files share this module (isolate: false), so a server that one
// file closed would leave the next file's requests unanswered.
const workerServer = setupServer();
let listening = false;

/**
 * The worker's mock server, listening from the file's first test on; each test's handlers and
 * listeners are dropped after it. For files that set their own handlers.
 */
export function mockServerForFile() {
  beforeAll(() => {
    if (!listening) workerServer.listen({ onUnhandledRequest: 'error' });
    listening = true;
  });
  afterEach(() => {
    workerServer.resetHandlers();
    workerServer.events.removeAllListeners();
  });
  return workerServer;
}

/**
 * Flow tests drive the real actors over the wretch client against the MSW handlers (ADR 0004), so
 * a contract change breaks them. Call once per test file; `flowActors()` per test.
 */
export function withMockApi() {
  // The mocks' RSA key pair takes a second or two to make: not inside the first test's wait.
  beforeAll(() => mockKeyPair());
  const server = mockServerForFile();

  return function flowActors({
    token = null,
    world = createMockWorld(),
    ...options
  }: CreateHandlersOptions & { token?: string | null } = {}) {
    server.use(...createHandlers({ ...options, world }));
    return {
      ...mockFlowActors({ baseUrl: BASE_URL, token }),
      world,
      /** The bodies the mocks received for one endpoint, decrypted and parsed as the server reads them. */
      sentTo: (endpoint: AnyEndpoint) =>
        world.received.filter(({ endpointId }) => endpointId === endpoint.id).map(({ body }) => body),
    };
  };
}
