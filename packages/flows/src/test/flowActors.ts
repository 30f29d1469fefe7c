import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AnyEndpoint } from '@portal/api-contract';
import { createHandlers, mockKeyPair, type CreateHandlersOptions } from '@portal/api-contract/mocks';
import { mockFlowActors } from '../storybook/mockApi';

const BASE_URL = 'http://api.test';

interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** A sent body as the server reads it: JSON, or a form (the contract's form-encoded entries). */
function parseBody(text: string, contentType: string | null): unknown {
  if (text === '') return null;
  if (contentType?.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  return JSON.parse(text) as unknown;
}

/**
 * Flow tests drive the real actors over the wretch client against the MSW handlers (ADR 0004), so
 * a contract change breaks them. Call once per test file; `flowActors()` per test.
 */
export function withMockApi() {
  const server = setupServer();
  let sent: SentRequest[] = [];
  beforeAll(async () => {
    // The mocks' RSA key pair takes a second or two to make: not inside the first test's wait.
    await mockKeyPair();
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', ({ request }) => {
      const entry: SentRequest = { method: request.method, path: new URL(request.url).pathname, body: null };
      sent.push(entry);
      if (request.method !== 'GET')
        void request
          .clone()
          .text()
          .then((text) => {
            entry.body = parseBody(text, request.headers.get('Content-Type'));
          });
    });
  });
  afterEach(() => {
    server.resetHandlers();
    sent = [];
  });
  afterAll(() => server.close());

  return function flowActors({
    token = null,
    ...options
  }: CreateHandlersOptions & { token?: string | null } = {}) {
    server.use(...createHandlers(options));
    return {
      ...mockFlowActors({ baseUrl: BASE_URL, token }),
      /** The JSON bodies the client sent to one endpoint, in order: what the server would read. */
      sentTo: (endpoint: AnyEndpoint) =>
        sent
          .filter((request) => request.method === endpoint.method && request.path === endpoint.path)
          .map((request) => request.body),
    };
  };
}
