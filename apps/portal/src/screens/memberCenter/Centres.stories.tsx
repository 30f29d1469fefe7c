import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  answer,
  contract,
  mocks,
  mockTokens,
  portalStoryMeta,
  shellReady,
  whiteLabelWithFeatures,
  type PortalStoryArgs,
} from '../../storybook/PortalStory';
import { pushSocket } from '../../storybook/harness';

const meta = {
  title: 'Portal/Centres',
  // A page's layout is the same in every brand: shot in the default brand, except each file's
  // one smoke story (tagged `!visual-one-brand`), which every brand shows.
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: { path: '/member', token: mockTokens.member },
  parameters: { ...portalStoryMeta.parameters, msw: mocks(), visual: { fit: 'page', selector: 'main' } },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The member centre: the spec's menu pages with red counts, the account with its balance, and one
 * page in the brand's look (the wallets of a multi-wallet merchant, a page of modest height).
 */
export const MemberCenter: Story = {
  // Code says Center (the spec's ids); the name shown in Storybook is English copy.
  name: 'Member Centre',
  tags: ['!visual-one-brand'],
  args: { path: '/member?page=transferFund', walletMode: 'multi' },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const menu = await canvas.findByRole('navigation', { name: 'Member centre' });
    await expect(within(menu).getAllByRole('listitem')).toHaveLength(15);
    await expect(within(menu).getByRole('button', { name: /^Wallet/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The page under the summary has its own data: shot once it has arrived.
    const wallets = await canvas.findByRole('region', { name: 'Your wallets' });
    await within(wallets).findByText('JDB Gaming');
    // The summary above every page names the main wallet too; both read the same balance.
    const summaryMain = () => canvas.getAllByText('Main wallet').filter((label) => !wallets.contains(label));
    await waitFor(() => expect(summaryMain()).toHaveLength(1));
    await expect(summaryMain()[0]).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Move money between wallets' })).toBeVisible();
  },
};

const claimableSocket = pushSocket();

/**
 * The red counts live: once the page has read its counts, the server's realtime frame says a reward
 * and two missions more became claimable elsewhere (a bet settled, a deposit credited), and the
 * menu's badges follow without a reload.
 */
export const LiveRedCounts: Story = {
  tags: ['no-visual'],
  args: { path: '/member?page=messageV2', openSocket: claimableSocket.open },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const menu = within(await canvas.findByRole('navigation', { name: 'Member centre' }));
    const badge = (item: RegExp, label: string) =>
      waitFor(() =>
        expect(within(menu.getByRole('button', { name: item })).getByText(label)).toBeInTheDocument(),
      );
    await badge(/^Reward centre/, '1 reward to claim');
    await badge(/^Missions/, '2 missions ready to claim');
    claimableSocket.push({ type: 'claimable', rewards: 2, missions: 4 });
    await badge(/^Reward centre/, '2 rewards to claim');
    await badge(/^Missions/, '4 missions ready to claim');
  },
};

/** A trial account is refused the member centre with the real-account message and its button. */
export const TrialRefused: Story = {
  args: { token: mockTokens.trial },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        name: 'This feature is for registered players. Please sign up for a real account to continue.',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'OK' })).toBeVisible();
  },
};

/** The agent centre opens on the team overview, whose chart comes last (after its own chunk). */
async function teamChartDrawn(canvasElement: HTMLElement) {
  await waitFor(() =>
    expect(canvasElement.querySelector('[data-team-chart] canvas')?.clientWidth).toBeGreaterThan(100),
  );
}

/**
 * The agent centre with every salary feature on: all twelve pages and the centre's deposit, withdraw,
 * messages and customer service, the clock and sign out.
 */
export const AgentCenterFeaturesOn: Story = {
  name: 'Agent Centre Features On',
  args: { path: '/agentHome', token: mockTokens.agent },
  parameters: { msw: mocks(answer(contract.system.whiteLabel, { value: whiteLabelWithFeatures(true) })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const menu = await canvas.findByRole('navigation', { name: 'Agent centre' });
    await waitFor(() => expect(within(menu).getAllByRole('listitem')).toHaveLength(16));
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await teamChartDrawn(canvasElement);
  },
};

/** The agent centre with the salary features off: the last four pages are not offered. */
export const AgentCenterFeaturesOff: Story = {
  name: 'Agent Centre Features Off',
  args: { path: '/agentHome', token: mockTokens.agent },
  parameters: { msw: mocks(answer(contract.system.whiteLabel, { value: whiteLabelWithFeatures(false) })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const menu = await canvas.findByRole('navigation', { name: 'Agent centre' });
    await waitFor(() => expect(within(menu).getAllByRole('listitem')).toHaveLength(12));
    await expect(within(menu).queryByRole('button', { name: 'Daily salary' })).not.toBeInTheDocument();
    await teamChartDrawn(canvasElement);
  },
};

/** The points mall: balance and rewards. */
export const PointMall: Story = {
  args: { path: '/pointMall' },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('My points')).toBeVisible());
  },
};

/** The points mall when its calls fail: each part shows its error and a retry. */
export const PointMallError: Story = {
  args: { path: '/pointMall' },
  parameters: {
    msw: mocks(
      answer(contract.points.balance, { error: 'NOT_FOUND', status: 404 }),
      answer(contract.points.rewards, { error: 'NOT_FOUND', status: 404 }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2));
  },
};

/** A lottery page with a game chosen (`?gameCode=`): its latest results. */
export const Lottery: Story = {
  args: { path: '/lottery?gameCode=LOTT-VN-01' },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Latest results' })).toBeVisible();
  },
};
