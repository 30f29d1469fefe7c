import { contract } from '@portal/api-contract';
import { createHandlers } from '@portal/api-contract/mocks';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { publicQuery } from '../api/contractQuery';
import { createPortalHarness } from '../storybook/harness';
import { flowActorsOf } from './flowActors';

const server = setupServer(...createHandlers());
const calls: string[] = [];
server.events.on('request:start', ({ request }) => {
  calls.push(new URL(request.url).pathname);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  calls.length = 0;
});
afterAll(() => server.close());

const callsTo = (path: string) => calls.filter((called) => called === path).length;

/** Runs one of a machine's promise actors to its answer. */
function run<T>(logic: unknown): Promise<T> {
  return toPromise(createActor(logic as Parameters<typeof createActor>[0]).start()) as Promise<T>;
}

describe("the shell machines' reads", () => {
  it('share the page’s permission and announcements answers instead of asking again', async () => {
    const { environment } = createPortalHarness({ brand: 'aurora' });
    const { api, queryClient } = environment;
    // What the page asks for as it renders: the status's permission, the home's announcements.
    await queryClient.fetchQuery(publicQuery(api, 'system.permission', undefined));
    await queryClient.fetchQuery(publicQuery(api, 'system.announcements', {}, environment.getLanguage()));
    calls.length = 0;

    const actors = flowActorsOf(environment);
    const status = await run<{ maintenance: boolean }>(actors.systemStatus.actors.loadSystemStatus);
    const announcements = await run<{ popups: unknown[] }>(actors.announcementPopup.actors.loadAnnouncements);

    expect(status.maintenance).toBe(false);
    expect(Array.isArray(announcements.popups)).toBe(true);
    expect(callsTo(contract.system.permission.path)).toBe(0);
    expect(callsTo(contract.system.announcements.path)).toBe(0);
  });

  it('ask the API when the page has not read them', async () => {
    const { environment } = createPortalHarness({ brand: 'aurora' });
    const actors = flowActorsOf(environment);
    await run(actors.systemStatus.actors.loadSystemStatus);
    await run(actors.announcementPopup.actors.loadAnnouncements);
    expect(callsTo(contract.system.permission.path)).toBe(1);
    expect(callsTo(contract.system.announcements.path)).toBe(1);
  });
});
