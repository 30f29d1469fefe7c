import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApiClient } from '@portal/api-contract';
import { createHandlers, type CreateHandlersOptions } from '@portal/api-contract/mocks';
import type { HumanVerification } from '@portal/machines';
import { createFlowActors } from '../actors';
import { FLOW_STORAGE_KEYS, memoryCookies, memoryStorage } from '../actors/storage';

const BASE_URL = 'http://api.test';

/** The human-verification widget is a third party, not a contract call: it always passes here. */
export const passingHumanVerification = async (): Promise<HumanVerification> => ({
  provider: 'test',
  token: 'human',
});

/**
 * Flow tests drive the real actors over the wretch client against the MSW handlers (ADR 0004), so
 * a contract change breaks them. Call once per test file; `flowActors()` per test.
 */
export function withMockApi() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  return function flowActors({
    token = null as string | null,
    ...options
  }: CreateHandlersOptions & { token?: string | null } = {}) {
    server.use(...createHandlers(options));
    const sessionStorage = memoryStorage();
    if (token) sessionStorage.setItem(FLOW_STORAGE_KEYS.token, token);
    const client = createApiClient({
      baseUrl: BASE_URL,
      merchantCode: 'aurora',
      getToken: () => sessionStorage.getItem(FLOW_STORAGE_KEYS.token),
      getLanguage: () => 'en',
      retry: { attempts: 1 },
    });
    return {
      sessionStorage,
      actors: createFlowActors(client, {
        sessionStorage,
        cookies: memoryCookies(),
        merchantCode: 'aurora',
        verifyHuman: passingHumanVerification,
      }),
    };
  };
}
