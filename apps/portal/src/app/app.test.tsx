import { contract } from '@portal/api-contract';
import { createHandlers, mockTokens, siteStatusAnswer } from '@portal/api-contract/mocks';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../site/storage';
import { createPortalHarness, type PortalHarnessOptions } from '../storybook/harness';

const server = setupServer(...createHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Each test starts from a fresh mock world: one that signs out or adds a favourite leaves the next alone.
afterEach(() => server.resetHandlers(...createHandlers()));
afterAll(() => server.close());

function renderPortal(options: Partial<PortalHarnessOptions> = {}) {
  const harness = createPortalHarness({
    brand: 'aurora',
    popups: {
      login: () => <p>Login popup</p>,
      help: ({ params }) => <p>Help popup {params.section ?? 'index'}</p>,
      feedback: () => <p>Feedback popup</p>,
      changePassword: ({ params }) => <p>Change password popup {params.reason}</p>,
    },
    ...options,
  });
  render(<>{harness.element}</>);
  return harness;
}

describe('the root view by system status (SPEC §2)', () => {
  it('shows the application when the system is up and the region allowed', async () => {
    renderPortal();
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it('shows the maintenance page with its customer-service link under maintenance', async () => {
    server.use(siteStatusAnswer({ maintenance: true, ip: '203.0.113.7' }));
    renderPortal();
    expect(await screen.findByRole('heading', { name: "We'll be right back" })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Contact customer service/ })).toHaveAttribute(
        'href',
        'https://chat.example.com/portal',
      ),
    );
  });

  it('shows the region-blocked page with the visitor IP when the region is restricted', async () => {
    server.use(siteStatusAnswer({ regionRestriction: true, ip: '198.51.100.23' }));
    renderPortal();
    expect(
      await screen.findByRole('heading', { name: 'Service unavailable in your region' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/198\.51\.100\.23/)).toBeInTheDocument();
  });
});

describe('the login guard and the popup routes (SPEC §2)', () => {
  it('sends a visitor without a token from /favorite to /login, which shows home and opens the login popup', async () => {
    const { router } = renderPortal({ path: '/favorite' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Login popup')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it('lets a logged-in member open /favorite', async () => {
    const { router } = renderPortal({ path: '/favorite', token: mockTokens.member });
    expect(await screen.findByRole('heading', { level: 1, name: 'Favourites' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/favorite');
  });

  it('adds a favourite through its heart on home: the server keeps it', async () => {
    const user = userEvent.setup();
    const { environment } = renderPortal({ token: mockTokens.member });
    // The member's favourites arrive after the cards: only then does an unpressed heart stay so.
    await screen.findAllByRole('button', { pressed: true, name: /to favourites/ });
    const hearts = screen.getAllByRole('button', { pressed: false, name: /to favourites/ });
    const heart = hearts[0]!;
    const label = heart.getAttribute('aria-label') ?? '';
    const before = (await environment.api.api.games.favoriteIds()).favGameIds.length;
    await user.click(heart);
    // Optimistic: pressed at once; then the server holds one favourite more.
    expect(screen.getAllByRole('button', { name: label })[0]).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () =>
      expect((await environment.api.api.games.favoriteIds()).favGameIds).toHaveLength(before + 1),
    );
  });

  it('opens the help popup on the section the hash names', async () => {
    renderPortal({ path: '/help#term' });
    expect(await screen.findByText('Help popup term')).toBeInTheDocument();
  });

  it("opens the feedback popup, not the help centre, on the footer's /help#feedback", async () => {
    renderPortal({ path: '/help#feedback' });
    expect(await screen.findByText('Feedback popup')).toBeInTheDocument();
    expect(screen.queryByText(/Help popup/u)).not.toBeInTheDocument();
  });

  it('brings a pending forced password change back after a reload, the page waiting behind it', async () => {
    renderPortal({
      path: '/member',
      token: mockTokens.member,
      sessionEntries: {
        [SESSION_KEYS.pendingPasswordChange]: JSON.stringify({
          reason: 'defaultPassword',
          firstTimeLogin: true,
        }),
      },
    });
    expect(await screen.findByText('Change password popup defaultPassword')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a trial account the member centre with the real-account message', async () => {
    renderPortal({ path: '/member', token: mockTokens.trial });
    expect(
      await screen.findByRole('heading', {
        name: 'This feature is for registered players. Please sign up for a real account to continue.',
      }),
    ).toBeInTheDocument();
  });

  it('sends a member who is not an agent from /agentHome back to /agent', async () => {
    const { router } = renderPortal({ path: '/agentHome', token: mockTokens.member });
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
  });
});

describe('the slot lobby (SPEC §2)', () => {
  it('searches once typing settles, with the whole keyword, and lists what the server found', async () => {
    const user = userEvent.setup();
    const keywords: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === contract.games.list.path) keywords.push(url.searchParams.get('keyword') ?? '');
    };
    server.events.on('request:start', onRequest);
    try {
      renderPortal({ path: '/rng', token: mockTokens.member });
      await user.type(await screen.findByRole('searchbox', { name: 'Search games' }), 'zzzzzz');
      expect(await screen.findByRole('heading', { name: 'No games match “zzzzzz”' })).toBeInTheDocument();
      expect(keywords.filter(Boolean)).toEqual(['zzzzzz']);
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
  });
});

describe('the shell (SPEC §2)', () => {
  it('hides the side menu on /seamless and shows it on game pages', async () => {
    const { router } = renderPortal({ path: '/seamless', token: mockTokens.member });
    expect(await screen.findByRole('heading', { level: 1, name: 'Play' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await act(() => router.navigate('/rng'));
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('shows only the agent view on /agent', async () => {
    renderPortal({ path: '/agent' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent centre' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('scrolls to the top when the route changes, not when only its query does', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderPortal({ path: '/rng?vassalage=PG', token: mockTokens.member });
    await screen.findByRole('heading', { level: 1, name: 'Slots' });
    scrollTo.mockClear();
    await act(() => router.navigate('/rng?vassalage=JL'));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/live'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 }));
    scrollTo.mockRestore();
  });

  it('shows login and register to guests, and the balance and account menu to members', async () => {
    renderPortal();
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('lists every account-menu item, with the agent centre for agents only', async () => {
    const user = userEvent.setup();
    renderPortal({ token: mockTokens.agent });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('group', { name: 'Balance' })).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Account menu' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual([
      // The member's VIP level, which opens the VIP page.
      expect.stringMatching(/^VIP \d+ · Level \d+$/u),
      'Betting record',
      'Account record',
      'Profit and loss',
      // With the count of rewards to claim: its digits and the words a screen reader hears.
      expect.stringMatching(/^Reward centre(\d+\d+ rewards? to claim)?$/u),
      // With the count of missions to claim.
      expect.stringMatching(/^Missions(\d+\d+ missions? ready to claim)?$/u),
      // With the unread badge: its digits and the words a screen reader hears.
      expect.stringMatching(/^Platform information(\d+\d+ unread)?$/u),
      'My account',
      'Agent centre',
      'Sign out',
    ]);
  });
});

describe('sign out (SPEC §2/§8)', () => {
  it('asks first; cancel keeps the session, confirm ends it and shows the guest header', async () => {
    const user = userEvent.setup();
    const { environment } = renderPortal({ token: mockTokens.member });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('group', { name: 'Balance' })).toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    const question = await screen.findByRole('alertdialog', { name: 'Log out' });
    expect(question).toHaveTextContent('Are you sure you want to log out?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(banner).getByRole('group', { name: 'Balance' })).toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    const again = await screen.findByRole('alertdialog', { name: 'Log out' });
    await user.click(within(again).getByRole('button', { name: 'Log out' }));
    expect(await within(banner).findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    // Logout clears session storage and puts the merchant code back (SPEC §4).
    expect(environment.session.getItem('token')).toBeNull();
    expect(environment.session.getItem('merchantCode')).toBe(environment.site.merchantCode);
  });
});
