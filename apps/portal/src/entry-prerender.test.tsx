import { contract } from '@portal/api-contract';
import { createHandlers, override } from '@portal/api-contract/mocks';
import { createI18n, DEFAULT_LANGUAGE } from '@portal/i18n';
import { act, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPortalEnvironment, createQueryClient } from './environment/environment';
import { pageReadsJson, pageReadsOf, seedPageReads, PAGE_READS_ELEMENT_ID } from './environment/pageReads';
import { PortalApp } from './app/PortalApp';
import { PortalProviders } from './app/providers';
import { pageWithReads, renderHomeWithReads } from './entry-prerender';
import { PRERENDERED_ATTRIBUTE } from './prerender/markers';
import { createPortalRoutes, PortalRoutes } from './router/routes';
import { HomeScreen } from './screens/home/HomeScreen';
import { MOCK_API_ORIGIN, memoryStorage, silentSocket } from './storybook/harness';

const server = setupServer(...createHandlers());
const asked: string[] = [];
server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers(...createHandlers());
  asked.length = 0;
});
afterAll(() => server.close());

const site = { brand: 'aurora', merchantCode: 'aurora', currency: 'PHP' } as const;
const hotGamesPath = new URL(contract.games.hot.path, MOCK_API_ORIGIN).pathname;

describe('the home drawn with its reads (the API serves it per merchant)', () => {
  it('shows the hot games, banners and notices in the markup and carries those answers', async () => {
    const home = await renderHomeWithReads(site, fetch);
    const page = document.createElement('div');
    page.innerHTML = home.markup;
    document.body.append(page);
    expect(within(page).getByRole('heading', { name: 'Hot games' })).toBeInTheDocument();
    const hot = home.reads.find((read) => read.queryKey[1] === 'games.hot');
    const [firstGame] = hot?.data as { gameName: string }[];
    expect(within(page).getAllByText(firstGame?.gameName ?? '-').length).toBeGreaterThan(0);
    page.remove();
    expect(home.reads.map((read) => read.queryKey[1])).toEqual(
      expect.arrayContaining([
        'games.hot',
        'games.menus',
        'system.announcements',
        'system.permission',
        'system.whiteLabel',
      ]),
    );
  });

  it('leaves a read that fails as its placeholder, for the browser to fill in', async () => {
    server.use(override(contract.games.hot, { error: 'UNKNOWN', status: 500 }));
    const home = await renderHomeWithReads(site, fetch);
    expect(home.reads.map((read) => read.queryKey[1])).not.toContain('games.hot');
    expect(home.reads.map((read) => read.queryKey[1])).toContain('system.announcements');
  });

  it('puts the markup in the prerendered page with the reads after it', async () => {
    const home = await renderHomeWithReads(site, fetch);
    const prerendered = `<html><head></head><body><div id="root" ${PRERENDERED_ATTRIBUTE}="/"><p>skeleton</p></div>\n</body></html>`;
    const served = pageWithReads(prerendered, home);
    expect(served).toContain(`<div id="root" ${PRERENDERED_ATTRIBUTE}="/">${home.markup}</div><script`);
    expect(served).not.toContain('skeleton');
    const page = new DOMParser().parseFromString(served, 'text/html');
    expect(page.getElementById(PAGE_READS_ELEMENT_ID)?.previousElementSibling?.id).toBe('root');
    expect(pageReadsOf(page)).toEqual(JSON.parse(JSON.stringify(home.reads)));
    expect(() => pageWithReads('<html><body><div id="root"></div></body></html>', home)).toThrow();
  });

  it('hydrates in the browser as drawn, without asking for those reads again', async () => {
    const home = await renderHomeWithReads(site, fetch);
    asked.length = 0;
    const container = document.createElement('div');
    container.innerHTML = home.markup;
    document.body.append(container);
    const queryClient = createQueryClient();
    const environment = createPortalEnvironment({
      site,
      baseUrl: MOCK_API_ORIGIN,
      session: memoryStorage(),
      local: memoryStorage(),
      language: DEFAULT_LANGUAGE,
      openSocket: silentSocket,
      queryClient,
      pageReads: seedPageReads(queryClient, JSON.parse(pageReadsJson(home.reads)) as typeof home.reads),
    });
    const routes = createPortalRoutes({ home: HomeScreen });
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <PortalProviders environment={environment} i18n={createI18n({ lng: DEFAULT_LANGUAGE })} staticPage>
            <PortalApp>
              <MemoryRouter>
                <PortalRoutes routes={routes} />
              </MemoryRouter>
            </PortalApp>
          </PortalProviders>
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(within(container).getByRole('heading', { name: 'Hot games' })).toBeInTheDocument();
    expect(asked).not.toContain(hotGamesPath);
    act(() => root?.unmount());
    container.remove();
  });
});
