import { contract as endpoints, createApiClient } from '@portal/api-contract';
import {
  createHandlers,
  createMockWorld,
  mockCredentials,
  mockTokens,
  mockWhiteLabel,
  override,
  spendSmsCodesToday,
} from '@portal/api-contract/mocks';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RealtimeSocket } from '../environment/environment';
import { createPortalHarness, MOCK_API_ORIGIN, type PortalHarnessOptions } from '../storybook/harness';
import { portalPopups } from './portalPopups';

const server = setupServer(...createHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Every popup but the announcements and contracts, which open by themselves on load (tested on their own). */
const { announcements, contract, ...popupsOnDemand } = portalPopups;

function renderPortal(options: Partial<PortalHarnessOptions> = {}) {
  const harness = createPortalHarness({ brand: 'aurora', popups: popupsOnDemand, ...options });
  render(<>{harness.element}</>);
  return harness;
}

async function banner() {
  return screen.findByRole('banner');
}

/** The header's balance once the session has loaded it. */
async function headerBalance() {
  return within(await banner()).findByRole('group', { name: 'Balance' });
}

/** A realtime server the test drives: records what the portal sends and pushes frames to it. */
function fakeRealtime() {
  const sockets: { url: string; sent: string[]; target: EventTarget; closed: boolean }[] = [];
  const openSocket = (url: string): RealtimeSocket => {
    const target = new EventTarget();
    const entry = { url, sent: [] as string[], target, closed: false };
    sockets.push(entry);
    queueMicrotask(() => target.dispatchEvent(new Event('open')));
    return {
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
      send: (data: string) => void entry.sent.push(data),
      close: () => {
        entry.closed = true;
      },
    };
  };
  const push = (frame: unknown) => {
    const open = sockets.filter((socket) => !socket.closed).at(-1);
    if (!open) throw new Error('No open realtime socket');
    open.target.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(frame) }));
  };
  return { openSocket, sockets, push };
}

describe('the login popup (SPEC §2)', () => {
  it('opens from the header, logs in on the real actors and shows the balance', async () => {
    const user = userEvent.setup();
    const { environment } = renderPortal();
    await user.click(within(await banner()).getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    const { username, password } = mockCredentials.returningMember;
    await user.type(await within(dialog).findByLabelText(/^Username/, { selector: 'input' }), username);
    await user.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), password);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(await headerBalance()).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(environment.tokens.get()).not.toBeNull();
    expect(within(await banner()).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('opens on /login and shows the server refusal of a wrong password', async () => {
    const user = userEvent.setup();
    renderPortal({ path: '/login' });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(
      await within(dialog).findByLabelText(/^Username/, { selector: 'input' }),
      'returningmember',
    );
    await user.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'wrong-one1');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText(/username or password/i)).toBeInTheDocument();
  });

  it('makes a seeded account on the default password change it before the session starts', async () => {
    const user = userEvent.setup();
    renderPortal({ path: '/login' });
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(await within(login).findByLabelText(/^Username/, { selector: 'input' }), 'demomember');
    await user.type(within(login).getByLabelText(/^Password/, { selector: 'input' }), '{{secret}');
    await user.click(within(login).getByRole('button', { name: 'Log in' }));

    const change = await screen.findByRole('dialog', { name: 'Change password' });
    // Forced: no close button, and no balance until it is done.
    expect(within(change).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Balance', hidden: true })).not.toBeInTheDocument();
    await user.type(within(change).getByLabelText(/^New password/, { selector: 'input' }), 'Fresh2026');
    await user.type(
      within(change).getByLabelText(/^Confirm new password/, { selector: 'input' }),
      'Fresh2026',
    );
    await user.click(within(change).getByRole('button', { name: 'Change password' }));

    expect(await headerBalance()).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('the register popup (SPEC §2)', () => {
  it('registers a new player with the SMS code and the captcha and logs them in', async () => {
    const user = userEvent.setup();
    renderPortal();
    await user.click(within(await banner()).getByRole('button', { name: 'Sign up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
    await user.type(await within(dialog).findByLabelText(/^Username/, { selector: 'input' }), 'newplayer7');
    await user.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'Player2026');
    await user.type(within(dialog).getByLabelText(/Confirm password/, { selector: 'input' }), 'Player2026');
    // The send-code button sends to the number typed beside it (SmsCountdownButton on the real actor).
    await user.type(within(dialog).getByLabelText(/^Mobile number/, { selector: 'input' }), '9170000001');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: /Resend in/ })).toBeInTheDocument();
    await user.type(
      within(dialog).getByLabelText(/^Verification code/, { selector: 'input' }),
      mockCredentials.smsCode,
    );
    await within(dialog).findByRole('img', { name: /Captcha image/ });
    await user.type(within(dialog).getByLabelText(/Captcha/, { selector: 'input' }), mockCredentials.captcha);
    await user.click(within(dialog).getByRole('checkbox', { name: /terms and conditions/i }));
    await user.click(within(dialog).getByRole('checkbox', { name: /over 18/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));

    // Signed in, the popup offers a deposit limit on the limits form; the player skips it.
    const offer = await screen.findByRole('dialog', { name: 'Set a deposit limit?' });
    expect(await within(offer).findByRole('form', { name: 'Change a limit' })).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await headerBalance()).toBeInTheDocument();
  });

  it('takes the affiliate code from a referral link and applies it', async () => {
    renderPortal({ path: `/register?affiliateCode=${mockCredentials.affiliateCode}` });
    const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
    expect(await within(dialog).findByText(new RegExp(mockCredentials.affiliateCode))).toBeInTheDocument();
  });
});

describe("the phone fields start on the brand's dialing code (white-label settings)", () => {
  it('in the register, SMS login and forgot-password popups, still letting the player pick another', async () => {
    // lagoon's settings: Thai numbers (+66), the password reset by mobile.
    server.use(
      override(endpoints.system.whiteLabel, {
        value: { ...mockWhiteLabel, defaultDialingCode: '+66', forgotPasswordMethod: 'mobile' },
      }),
    );
    const user = userEvent.setup();
    renderPortal({ brand: 'lagoon' });
    const dialingCodeIn = async (dialog: HTMLElement) =>
      within(dialog).findByRole('combobox', { name: 'Dialing code' });
    // The codes offered arrive with GET countries.
    const expectStartsOn = async (dialog: HTMLElement, code: string) => {
      const select = await dialingCodeIn(dialog);
      await waitFor(() => expect(select).toHaveValue(code));
    };

    await user.click(within(await banner()).getByRole('button', { name: 'Sign up' }));
    const register = await screen.findByRole('dialog', { name: 'Sign up' });
    await expectStartsOn(register, '+66');
    await user.selectOptions(await dialingCodeIn(register), '+63');
    expect(await dialingCodeIn(register)).toHaveValue('+63');
    await user.click(within(register).getAllByRole('button', { name: 'Close' }).at(-1)!);

    await user.click(within(await banner()).getByRole('button', { name: 'Log in' }));
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(await within(login).findByRole('tab', { name: /SMS/ }));
    await expectStartsOn(login, '+66');
    await user.click(within(login).getByRole('button', { name: /Forgot password/ }));
    const forgot = await screen.findByRole('dialog', { name: /Forgot password/ });
    await expectStartsOn(forgot, '+66');
  });
});

describe('the SMS code buttons from the third code of the day', () => {
  it('ask for the captcha in the SMS login, forgot-password and register popups and send with it', async () => {
    // demomember's number has had its two codes today, as has the mocks' busy (unregistered) number.
    const world = createMockWorld();
    spendSmsCodesToday(world, mockCredentials.mobile);
    server.use(
      override(endpoints.system.whiteLabel, { value: { ...mockWhiteLabel, forgotPasswordMethod: 'mobile' } }),
      ...createHandlers({ world }),
    );
    const user = userEvent.setup();
    renderPortal();
    const sendWithCaptcha = async (dialog: HTMLElement, mobileNum: string) => {
      // The number goes with the dialing code the countries list brings.
      await waitFor(() =>
        expect(within(dialog).getByRole('combobox', { name: 'Dialing code' })).toHaveValue('+63'),
      );
      const mobileInput = within(dialog).getByLabelText(/^Mobile number/, { selector: 'input' });
      await user.type(mobileInput, mobileNum);
      await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
      // The refusal and the picture are two answers away: slow on a loaded machine.
      const captcha = await screen.findByRole('dialog', { name: 'Security check' });
      await within(captcha).findByRole('img', { name: /Captcha image/ });
      await user.type(
        within(captcha).getByLabelText(/Captcha/, { selector: 'input' }),
        `${mockCredentials.captcha}{Enter}`,
      );
      expect(await within(dialog).findByRole('button', { name: /Resend in/ })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Security check' })).not.toBeInTheDocument();
    };
    const sentWithCaptcha = () =>
      world.received.filter(
        ({ endpointId, body }) =>
          (endpointId === 'auth.smsCode' || endpointId === 'auth.registerSmsCode') &&
          (body as { captcha?: string }).captcha === mockCredentials.captcha,
      );

    await user.click(within(await banner()).getByRole('button', { name: 'Log in' }));
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(await within(login).findByRole('tab', { name: /SMS/ }));
    await sendWithCaptcha(login, mockCredentials.mobile.mobileNum);

    await user.click(within(login).getByRole('button', { name: /Forgot password/ }));
    const forgot = await screen.findByRole('dialog', { name: /Forgot password/ });
    await sendWithCaptcha(forgot, mockCredentials.mobile.mobileNum);
    await user.click(within(forgot).getAllByRole('button', { name: 'Close' }).at(-1)!);

    await user.click(within(await banner()).getByRole('button', { name: 'Sign up' }));
    const register = await screen.findByRole('dialog', { name: 'Sign up' });
    await sendWithCaptcha(register, mockCredentials.busyMobile.mobileNum);

    expect(sentWithCaptcha()).toHaveLength(3);
  });
});

describe('the game popup (SPEC §2, §6)', () => {
  /** Clicks the first hot game of home (its card's button carries the game's name). */
  async function launchFirstGame(
    user: ReturnType<typeof userEvent.setup>,
    { environment }: ReturnType<typeof renderPortal>,
  ) {
    const [first] = await environment.api.api.games.hot();
    const buttons = await screen.findAllByRole('button', { name: first!.displayName });
    await user.click(buttons[0]!);
  }

  it('asks a guest to log in', async () => {
    const user = userEvent.setup();
    const harness = renderPortal();
    await launchFirstGame(user, harness);
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByText('You are not logged in, please login')).toBeInTheDocument();
  });

  it('refuses a trial account with the real-account message and its OK', async () => {
    const user = userEvent.setup();
    const harness = renderPortal({ token: mockTokens.trial });
    await headerBalance();
    await launchFirstGame(user, harness);
    const refusal = await screen.findByRole('alertdialog', { name: 'Real account needed' });
    expect(refusal).toHaveTextContent('This feature is for registered players.');
    await user.click(within(refusal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("opens a member's game in an iframe at its launch URL", async () => {
    const user = userEvent.setup();
    const harness = renderPortal({ token: mockTokens.member });
    await headerBalance();
    await launchFirstGame(user, harness);
    const dialog = await screen.findByRole('dialog');
    const frame = await within(dialog).findByTitle(/ game$/);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/games\.example\.com\/launch\?vendor=/);
  });
});

describe('the realtime channel (SPEC §2 "a socket-event listener runs when logged in")', () => {
  it('authenticates with the session token and moves the header balance on a balance frame', async () => {
    const realtime = fakeRealtime();
    renderPortal({ token: mockTokens.member, openSocket: realtime.openSocket });
    const balance = await headerBalance();
    await waitFor(() => expect(realtime.sockets).toHaveLength(1));
    const [socket] = realtime.sockets;
    expect(socket!.url).toBe('ws://portal.mock/ws');
    await waitFor(() =>
      expect(socket!.sent).toEqual([JSON.stringify({ type: 'auth', token: mockTokens.member })]),
    );
    act(() => realtime.push({ type: 'ready', memberId: 1005 }));
    act(() => realtime.push({ type: 'balance', wallet: 'MAIN', demo: false, balance: 4_321_00 }));
    await waitFor(() => expect(balance).toHaveTextContent('4,321.00'));
    // The free-play wallet is not a member's balance.
    act(() => realtime.push({ type: 'balance', wallet: 'MAIN', demo: true, balance: 1_00 }));
    expect(balance).toHaveTextContent('4,321.00');
  });

  it('opens no socket for a guest', async () => {
    const realtime = fakeRealtime();
    renderPortal({ openSocket: realtime.openSocket });
    await banner();
    expect(realtime.sockets).toHaveLength(0);
  });
});

describe('the session-time limit (responsible gaming)', () => {
  it('signs the player out saying the limit was reached, not asking a guest to log in', async () => {
    const realtime = fakeRealtime();
    const { environment } = renderPortal({ token: mockTokens.member, openSocket: realtime.openSocket });
    await headerBalance();
    await waitFor(() => expect(realtime.sockets).toHaveLength(1));
    act(() => realtime.push({ type: 'error', code: 'SESSION_TIME_LIMIT_REACHED' }));

    const login = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(login).getByText(/You reached your session-time limit/)).toBeInTheDocument();
    expect(within(login).queryByText(/not logged in/i)).not.toBeInTheDocument();
    expect(environment.tokens.get()).toBeNull();
    expect(screen.queryByRole('group', { name: 'Balance', hidden: true })).not.toBeInTheDocument();
  });
});

describe('the realtime unread count (SPEC §2 badges)', () => {
  it("moves the header's unread badge on an unread frame, without reloading the session", async () => {
    const realtime = fakeRealtime();
    const { environment } = renderPortal({ token: mockTokens.member, openSocket: realtime.openSocket });
    await headerBalance();
    await waitFor(() => expect(realtime.sockets).toHaveLength(1));
    const header = await banner();
    act(() => realtime.push({ type: 'unread', count: 12 }));
    expect(await within(header).findByText('12 unread')).toBeInTheDocument();
    act(() => realtime.push({ type: 'unread', count: 0 }));
    await waitFor(() => expect(within(header).queryByText(/unread$/u)).not.toBeInTheDocument());
    // The count came with the frame: the session did not ask the server again.
    expect(environment.queryClient.isFetching()).toBe(0);
  });
});

describe('the contract popup (SPEC §2, §4: contract requests while logged in)', () => {
  // Each test starts from the mock world's own requests (one of each type waits for demomember).
  beforeEach(() => server.use(...createHandlers()));

  it('opens after the login loads with every waiting request, and accepts one through the contract machine', async () => {
    const user = userEvent.setup();
    renderPortal({ token: mockTokens.member, popups: { ...popupsOnDemand, contract } });
    const dialog = await screen.findByRole('dialog', { name: 'Contract requests' });
    const daily = await within(dialog).findByRole('region', { name: 'Daily salary' });
    expect(within(dialog).getAllByRole('button', { name: 'Accept' })).toHaveLength(4);
    expect(within(daily).getByText('Awaiting response')).toBeInTheDocument();
    await user.click(within(daily).getByRole('button', { name: 'Accept' }));
    // The server's answer stays on screen after the consolidated info is refetched.
    expect(await within(daily).findByText('Active')).toBeInTheDocument();
    expect(within(daily).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: 'Accept' })).toHaveLength(3);
  });

  it('opens again on a contract frame with a new request after being closed, and refreshes on one while open', async () => {
    const user = userEvent.setup();
    const realtime = fakeRealtime();
    const { environment } = renderPortal({
      token: mockTokens.member,
      popups: { ...popupsOnDemand, contract },
      openSocket: realtime.openSocket,
    });
    // The upline's own session, for what agentone does meanwhile.
    const upline = createApiClient({
      baseUrl: MOCK_API_ORIGIN,
      merchantCode: 'aurora',
      getToken: () => mockTokens.agent,
      getLanguage: () => 'en',
    }).api.agent;
    const first = await screen.findByRole('dialog', { name: 'Contract requests' });
    await within(first).findByRole('region', { name: 'Hourly salary' });
    await user.click(within(first).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(realtime.sockets).toHaveLength(1));

    // Answered in another tab: a frame about requests already closed does not bring the popup back.
    await environment.api.api.agent.processHourlySalary({
      action: 'ACCEPT',
      contractId: 'CT-HOURLY_SALARY-PENDING',
    });
    const frame = {
      type: 'contract',
      contractId: 'CT-HOURLY_SALARY-PENDING',
      contractType: 'HOURLY_SALARY',
      status: 'ACTIVE',
      awaitingAnswer: false,
    };
    act(() => realtime.push(frame));
    await waitFor(() => expect(environment.queryClient.isFetching()).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The upline asks to end the new contract: that request opens the popup again.
    await upline.processHourlySalary({
      action: 'REQUEST_TERMINATION',
      contractId: 'CT-HOURLY_SALARY-PENDING',
    });
    act(() => realtime.push({ ...frame, status: 'TERMINATION_REQUESTED', awaitingAnswer: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Contract requests' });
    const hourly = await within(dialog).findByRole('region', { name: 'Hourly salary' });
    expect(within(hourly).getByText('Termination requested')).toBeInTheDocument();
    const daily = within(dialog).getByRole('region', { name: 'Daily salary' });
    expect(within(daily).getByText('Awaiting response')).toBeInTheDocument();

    // While it is open, a request answered elsewhere moves on in it.
    await environment.api.api.agent.processDailySalary({
      action: 'REJECT',
      contractId: 'CT-DAILY_SALARY-PENDING',
    });
    act(() =>
      realtime.push({
        ...frame,
        contractId: 'CT-DAILY_SALARY-PENDING',
        contractType: 'DAILY_SALARY',
        status: 'REJECTED',
      }),
    );
    await waitFor(() =>
      expect(within(daily).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument(),
    );
    expect(within(daily).getByText('No contracts yet')).toBeInTheDocument();
  });
});

describe('the announcement popups (SPEC §2 publicModal)', () => {
  it("shows a visitor the visitors' popup on load, once per session", async () => {
    const user = userEvent.setup();
    const { environment } = renderPortal({ popups: { ...popupsOnDemand, announcements } });
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(within(dialog).getByRole('heading', { name: 'Popup for B' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Popup for A')).not.toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(environment.session.getItem('shownAnnouncementExecutions')).toContain('B');
  });

  it('opens a notice picked from the home marquee in the notices view, for a member too', async () => {
    const user = userEvent.setup();
    renderPortal({ token: mockTokens.member, popups: { ...popupsOnDemand, announcements } });
    // The member's own popup opens first, once per session; closed, it stays closed.
    const popup = await screen.findByRole('dialog', { name: 'Announcements' });
    await user.click(within(popup).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const marquee = await screen.findByRole('region', { name: 'Announcements' });
    await user.click(within(marquee).getByRole('button', { name: 'Notice 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(within(dialog).getByRole('tab', { name: 'Notices' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('heading', { name: 'Notice 12' })).toBeInTheDocument();
    expect(within(dialog).getByText('Platform notice number 12.')).toBeInTheDocument();
    // Nine a page: notice 12 is on the second page, whose list starts at notice 10.
    const titles = within(dialog).getByRole('navigation', { name: 'Titles' });
    expect(within(titles).getByRole('button', { name: 'Notice 10' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Announcements' }));
    expect(within(dialog).getByRole('heading', { name: 'Popup for A' })).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
