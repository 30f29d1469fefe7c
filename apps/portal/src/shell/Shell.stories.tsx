import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  appCodesDrawn,
  consolidatedWithReferral,
  contract,
  mocks,
  mockTokens,
  portalStoryMeta,
  shellReady,
  type PortalStoryArgs,
} from '../storybook/PortalStory';

const meta = {
  title: 'Portal/Shell',
  ...portalStoryMeta,
  args: { path: '/', token: null },
  parameters: { ...portalStoryMeta.parameters, msw: mocks(), visual: { fit: 'page', selector: 'header' } },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The side menu, opened from the header's button where it starts collapsed (below desktop). */
async function sideMenuOf(canvasElement: HTMLElement) {
  const canvas = await shellReady(canvasElement);
  const header = canvas.getByRole('banner');
  const expand = within(header).queryByRole('button', { name: 'Expand menu' });
  if (expand) await userEvent.click(expand);
  return canvas.getByRole('navigation', { name: 'Main menu' });
}

/** Logged out: the logo, Home, In-house, each category with a vendor, Promotions; login and sign up. */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Slots' })).toBeVisible());
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(links[0]).toBe('Home');
    await expect(links[1]).toBe('In-house');
    await expect(links.at(-1)).toBe('Promotions');
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeVisible();
    // The white label offers free play (FREEPLAY3).
    await expect(await canvas.findByRole('button', { name: 'Try for free' })).toBeVisible();
  },
};

/** Logged in: the session clock, balance with hide and refresh, deposit, withdraw and the account menu. */
export const LoggedIn: Story = {
  args: { token: mockTokens.member },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const balance = await canvas.findByRole('group', { name: 'Balance' });
    await expect(within(balance).getByRole('button', { name: 'Refresh balance' })).toBeVisible();
    await userEvent.click(within(balance).getByRole('button', { name: 'Hide balance' }));
    await expect(within(balance).getByText('Balance hidden')).toBeInTheDocument();
    await userEvent.click(within(balance).getByRole('button', { name: 'Hide balance' }));
    await expect(canvas.getByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    // The session clock: one slot shown at each width (beside the logo on a phone).
    const clock = await canvas.findByRole('group', { name: 'This session' });
    await expect(clock).toHaveTextContent(/Session time .*Net /);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** An agent's account menu: every item of the spec, the agent centre included, then sign out. */
export const AgentAccountMenu: Story = {
  args: { token: mockTokens.agent },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu' }));
    const menu = await within(document.body).findByRole('menu');
    // The VIP label and level head the menu, once the header state has arrived: they open the VIP page.
    await expect(await within(menu).findByRole('menuitem', { name: 'VIP 2 · Level 2' })).toBeVisible();
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(items).toEqual([
      'VIP 2 · Level 2',
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
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).not.toBeInTheDocument());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A trial (free play) account: the header of a logged-in visitor, without the agent centre. */
export const Trial: Story = {
  args: { token: mockTokens.trial },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Deposit' })).toBeVisible();
  },
};

/** A round with no envelope left to open. */
const noEnvelope = { available: false, remaining: 0, nextRoundAt: null, roundEndsAt: null };

/** The side menu of a member whose referral promotion is on: invite friends shows, with the reward count. */
export const SideMenuReferralOn: Story = {
  // The phone's menu opens from the header's button (sideMenuOf).
  tags: ['remount-per-width'],
  args: { token: mockTokens.member },
  parameters: {
    msw: mocks(
      answer(contract.member.consolidated, { value: consolidatedWithReferral(true) }),
      // No envelope this round, so the menu stays as shot; the envelope's entry has its own stories.
      answer(contract.redEnvelope.status, { value: noEnvelope }),
    ),
    visual: { fit: 'page', selector: 'nav[aria-label="Main menu"]' },
  },
  play: async ({ canvasElement }) => {
    const menu = await sideMenuOf(canvasElement);
    await expect(await within(menu).findByRole('link', { name: 'Invite friends' })).toBeVisible();
    await expect(within(menu).getByRole('link', { name: /Claim your rewards/ })).toBeVisible();
    await appCodesDrawn(menu);
    await expect(within(menu).getByRole('img', { name: 'iOS app' })).toBeVisible();
    await expect(within(menu).getByRole('button', { name: /Language/ })).toBeVisible();
  },
};

/** The same member with the referral promotion off: no invite friends. */
export const SideMenuReferralOff: Story = {
  // The phone's menu opens from the header's button (sideMenuOf).
  tags: ['remount-per-width'],
  args: { token: mockTokens.member },
  parameters: {
    msw: mocks(
      answer(contract.member.consolidated, { value: consolidatedWithReferral(false) }),
      // No envelope this round, so the menu stays as shot; the envelope's entry has its own stories.
      answer(contract.redEnvelope.status, { value: noEnvelope }),
    ),
    visual: { fit: 'page', selector: 'nav[aria-label="Main menu"]' },
  },
  play: async ({ canvasElement }) => {
    const menu = await sideMenuOf(canvasElement);
    await expect(await within(menu).findByRole('link', { name: /Claim your rewards/ })).toBeVisible();
    await expect(within(menu).queryByRole('link', { name: 'Invite friends' })).not.toBeInTheDocument();
    await appCodesDrawn(menu);
  },
};

/** A guest's side menu: no invite friends; the reward promo asks for a login. */
export const SideMenuGuest: Story = {
  // The phone's menu opens from the header's button (sideMenuOf).
  tags: ['remount-per-width'],
  parameters: { visual: { fit: 'page', selector: 'nav[aria-label="Main menu"]' } },
  play: async ({ canvasElement }) => {
    const menu = await sideMenuOf(canvasElement);
    await expect(await within(menu).findByRole('link', { name: /Customer service/ })).toBeVisible();
    await expect(within(menu).getByRole('button', { name: 'Claim your rewards' })).toBeVisible();
    await expect(within(menu).queryByRole('link', { name: 'Invite friends' })).not.toBeInTheDocument();
    await appCodesDrawn(menu);
  },
};

/** Footer: products, help, contact, social links from the resources, vendors and the age notice. */
export const Footer: Story = {
  parameters: { visual: { fit: 'page', selector: 'footer' } },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    await expect(await within(footer).findByRole('link', { name: /YouTube/ })).toBeVisible();
    await expect(within(footer).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/help#term',
    );
    await expect(
      within(footer).getByText('Players must be over 18 years old to play. Please play responsibly.'),
    ).toBeVisible();
  },
};

/** /seamless hides the side menu (SPEC §2); the page shows the seamless wallet. */
export const SideMenuHidden: Story = {
  args: { path: '/seamless', token: mockTokens.member },
  parameters: { visual: { fit: 'page', selector: 'main' } },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Play' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  },
};

/** Agent paths show only the agent view: no side menu, navigation or footer. */
export const AgentView: Story = {
  args: { path: '/agent' },
  parameters: { visual: { fit: 'page' } },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Agent centre' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Agent login' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('contentinfo')).not.toBeInTheDocument();
  },
};
