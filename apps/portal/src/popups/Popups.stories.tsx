import { ok } from '@portal/api-contract';
import { resources } from '@portal/i18n';
import { createMockWorld, mockCredentials } from '@portal/api-contract/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  contract,
  mocks,
  mockTokens,
  portalStoryMeta,
  shellReady,
  type PortalStoryArgs,
} from '../storybook/PortalStory';
import { portalPopups } from './portalPopups';

// The announcements and the contract requests open by themselves on load; these stories are about
// the popup they open.
const { announcements: _announcements, contract: _contract, ...popups } = portalPopups;

const dialog = '[role="dialog"]';

const meta = {
  title: 'Portal/Popups',
  // A page's layout is the same in every brand: shot in the default brand, except each file's
  // one smoke story (tagged `!visual-one-brand`), which every brand shows.
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: { path: '/', token: null, popups },
  parameters: { ...portalStoryMeta.parameters, msw: mocks(), visual: { fit: 'page', selector: dialog } },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Clicks the first hot game on home, once the stored session is back (the header shows the balance). */
/** Launches the first hot game on screen; answers its name (the card's launch button reads it). */
async function launchHotGame(canvasElement: HTMLElement): Promise<string> {
  const canvas = await shellReady(canvasElement);
  await canvas.findByRole('group', { name: 'Balance' });
  // The section and its carousel are both named "Hot games": the carousel is the inner one.
  const hot = (await canvas.findAllByRole('region', { name: 'Hot games' })).at(-1)!;
  const [first] = await within(hot).findAllByRole('button', { name: /^(?!.*favourites)/ });
  await userEvent.click(first!);
  return first!.textContent ?? '';
}

/** /login opens the login popup on home: username and SMS tabs, remember me, links. */
export const LoginOpen: Story = {
  tags: ['!visual-one-brand'],
  args: { path: '/login' },
  play: async ({ canvasElement }) => {
    await shellReady(canvasElement);
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await expect(await within(login).findByRole('tab', { name: 'Username', selected: true })).toBeVisible();
    await expect(within(login).getByRole('checkbox', { name: 'Remember me' })).toBeVisible();
    await expect(within(login).getByRole('button', { name: 'Sign up now' })).toBeVisible();
  },
};

/** /register opens the register popup: username and mobile tabs, the server's fields, captcha, SMS code. */
export const RegisterOpen: Story = {
  args: { path: '/register' },
  play: async ({ canvasElement }) => {
    await shellReady(canvasElement);
    const register = await screen.findByRole('dialog', { name: 'Sign up' });
    await expect(await within(register).findByRole('img', { name: /Captcha image/ })).toBeVisible();
    await expect(within(register).getByRole('button', { name: 'Send code' })).toBeVisible();
  },
};

/** Fills and sends the register popup's username form with the mock server's SMS code and captcha. */
async function signUp(canvasElement: HTMLElement, username: string) {
  await shellReady(canvasElement);
  const register = await screen.findByRole('dialog', { name: 'Sign up' });
  const field = (label: RegExp) => within(register).getByLabelText(label, { selector: 'input' });
  await userEvent.type(await within(register).findByLabelText(/^Username/, { selector: 'input' }), username);
  await userEvent.type(field(/^Password/), 'Player2026');
  await userEvent.type(field(/Confirm password/), 'Player2026');
  await userEvent.type(field(/^Mobile number/), '9170000002');
  await userEvent.click(within(register).getByRole('button', { name: 'Send code' }));
  await within(register).findByRole('button', { name: /Resend in/ });
  await userEvent.type(field(/^Verification code/), mockCredentials.smsCode);
  await within(register).findByRole('img', { name: /Captcha image/ });
  await userEvent.type(field(/Captcha/), mockCredentials.captcha);
  await userEvent.click(within(register).getByRole('checkbox', { name: /terms and conditions/i }));
  await userEvent.click(within(register).getByRole('checkbox', { name: /over 18/ }));
  await userEvent.click(within(register).getByRole('button', { name: 'Sign up' }));
  const offer = await screen.findByRole('dialog', { name: 'Set a deposit limit?' });
  return { offer, form: await within(offer).findByRole('form', { name: 'Change a limit' }) };
}

/**
 * Signed in by the sign-up, the popup offers a deposit limit on the limits page's own form, which
 * starts on the 24-hour deposit limit; "Not now" skips it.
 */
export const RegisterDepositLimitOffer: Story = {
  args: { path: '/register' },
  play: async ({ canvasElement }) => {
    const { offer, form } = await signUp(canvasElement, 'offeredlimit1');
    await expect(within(offer).getByText(/A deposit limit helps you keep your play in check/)).toBeVisible();
    await expect(within(form).getByRole('combobox', { name: /^Limit/ })).toHaveTextContent('Deposit limit');
    await expect(within(form).getByRole('combobox', { name: /^Period/ })).toHaveTextContent('24 hours');
    await expect(within(offer).getByRole('button', { name: 'Not now' })).toBeVisible();
  },
};

/** A limit set from the offer is saved at once; "Continue" then closes the popup on the signed-in page. */
export const RegisterDepositLimitOfferSaved: Story = {
  tags: ['no-visual'],
  args: { path: '/register' },
  play: async ({ canvasElement }) => {
    const { offer, form } = await signUp(canvasElement, 'offeredlimit2');
    await userEvent.type(within(form).getByRole('textbox', { name: /^New limit amount/ }), '500');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
    await expect(await within(offer).findByText('Your limit is saved and applies now.')).toBeVisible();
    await userEvent.click(within(offer).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await within(canvasElement).findByRole('group', { name: 'Balance' })).toBeVisible();
  },
};

/**
 * The server ended the session at the member's session-time limit: the login popup says so, not
 * the guest's "please log in".
 */
export const SessionTimeLimitReached: Story = {
  args: { token: mockTokens.member },
  parameters: {
    msw: mocks(answer(contract.wallet.balance, { error: 'SESSION_TIME_LIMIT_REACHED' })),
  },
  play: async ({ canvasElement }) => {
    await shellReady(canvasElement);
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await expect(
      within(login).getByText(/^You reached your session-time limit, so you have been logged out/),
    ).toBeVisible();
    await expect(within(login).queryByText(/not logged in/i)).not.toBeInTheDocument();
  },
};

/** A trial account launching a game: the real-account message and its OK (SPEC §6, §8). */
export const TrialRefused: Story = {
  args: { token: mockTokens.trial },
  parameters: { visual: { fit: 'page', selector: '[role="alertdialog"]' } },
  play: async ({ canvasElement }) => {
    await launchHotGame(canvasElement);
    const refusal = await screen.findByRole('alertdialog', { name: 'Real account needed' });
    await expect(refusal).toHaveTextContent('This feature is for registered players.');
    await expect(within(refusal).getByRole('button', { name: 'OK' })).toHaveFocus();
  },
};

/**
 * A member with contract requests waiting (the mock world's agentone offered one of each type):
 * the contract popup opens after the login loads, each request with its accept and reject.
 */
export const ContractRequests: Story = {
  args: { token: mockTokens.member, popups: { ...popups, contract: portalPopups.contract } },
  play: async ({ canvasElement }) => {
    await shellReady(canvasElement);
    const requests = await screen.findByRole('dialog', { name: 'Contract requests' });
    await expect(await within(requests).findByRole('heading', { name: 'Daily salary' })).toBeVisible();
    await expect(within(requests).getAllByRole('button', { name: 'Accept' })).toHaveLength(4);
    await expect(within(requests).getAllByRole('button', { name: 'Reject' })).toHaveLength(4);
  },
};

/** The first hot game on home, which the story launches: the popup's title and the page's name. */
const firstHotGame = createMockWorld().catalogue.games.find((game) => game.isHot)!;

/** The demo slot's state as the API's /demo-game/state answers it for a member. */
const demoSlotState = {
  gameName: firstHotGame.gameName,
  vendor: firstHotGame.vendor,
  demo: false,
  currencySymbol: '₱',
  currency: 'PHP',
  balance: 1_000_000,
  minStake: 100,
  maxStake: 10_000,
  paytable: {},
};

/**
 * A member launches a game: the API's in-house demo slot page plays in the popup's iframe (its
 * page is Storybook's static copy; MSW answers its state call as the API would).
 */
export const GameDemoSlot: Story = {
  // Shot again after a fresh render at the phone width: a centred dialog (stories.visual.ts).
  tags: ['remount-per-width'],
  args: { token: mockTokens.member },
  parameters: {
    msw: mocks(
      answer(contract.games.launch, {
        value: { url: `${window.location.origin}/demo-game/index.html?ticket=story`, mode: 'iframe' },
      }),
      http.get('*/demo-game/state', () => HttpResponse.json(ok(demoSlotState))),
      // The page's words from the portal's catalogues, as the API's /demo-game/text serves them.
      http.get('*/demo-game/text', () =>
        HttpResponse.json(ok({ ui: resources.en?.games?.demoSlot, errors: resources.en?.errors })),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const launched = await launchHotGame(canvasElement);
    const game = await screen.findByRole('dialog');
    const frame = (await within(game).findByTitle(/ game$/)) as HTMLIFrameElement;
    await waitFor(() =>
      expect(frame.contentDocument?.getElementById('balance')?.textContent).toBe('₱10,000.00'),
    );
    // The popup is named after the card launched; the page inside shows the state the API answers.
    await expect(game).toHaveAccessibleName(launched);
    await expect(frame.contentDocument?.getElementById('game-name')).toHaveTextContent(firstHotGame.gameName);
    await expect(frame.contentDocument?.getElementById('spin')).toHaveTextContent('Spin');
  },
};
