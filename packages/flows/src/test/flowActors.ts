import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AnyEndpoint } from '@portal/api-contract';
import {
  createHandlers,
  createMockWorld,
  mockKeyPair,
  type CreateHandlersOptions,
} from '@portal/api-contract/mocks';
import { mockFlowActors } from '../storybook/mockApi';

const BASE_URL = 'http://api.test';

/**
 * Flow tests drive the real actors over the wretch client against the MSW handlers (ADR 0004), so
 * a contract change breaks them. Call once per test file; `flowActors()` per test.
 */
export function withMockApi() {
  const server = setupServer();
  beforeAll(async () => {
    // The mocks' RSA key pair takes a second or two to make: not inside the first test's wait.
    await mockKeyPair();
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

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
