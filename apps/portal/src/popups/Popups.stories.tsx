import { ok } from '@portal/api-contract';
import { resources } from '@portal/i18n';
import { createMockWorld } from '@portal/api-contract/mocks';
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
  await canvas.findByRole('group', { name: 'Balance' }, { timeout: 10_000 });
  // The section and its carousel are both named "Hot games": the carousel is the inner one.
  const hot = (await canvas.findAllByRole('region', { name: 'Hot games' }, { timeout: 10_000 })).at(-1)!;
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
    const login = await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 10_000 });
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
    const register = await screen.findByRole('dialog', { name: 'Sign up' }, { timeout: 10_000 });
    await expect(await within(register).findByRole('img', { name: /Captcha image/ })).toBeVisible();
    await expect(within(register).getByRole('button', { name: 'Send code' })).toBeVisible();
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
    const requests = await screen.findByRole('dialog', { name: 'Contract requests' }, { timeout: 10_000 });
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
    const game = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    const frame = (await within(game).findByTitle(/ game$/)) as HTMLIFrameElement;
    await waitFor(
      () => expect(frame.contentDocument?.getElementById('balance')?.textContent).toBe('₱10,000.00'),
      { timeout: 10_000 },
    );
    // The popup is named after the card launched; the page inside shows the state the API answers.
    await expect(game).toHaveAccessibleName(launched);
    await expect(frame.contentDocument?.getElementById('game-name')).toHaveTextContent(firstHotGame.gameName);
    await expect(frame.contentDocument?.getElementById('spin')).toHaveTextContent('Spin');
  },
};
