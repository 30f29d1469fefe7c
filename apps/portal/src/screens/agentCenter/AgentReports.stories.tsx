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

const meta = {
  title: 'Portal/Agent reports',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: {
    path: '/agentHome?page=personalHistoryCopy&startDate=2025-01-15&endDate=2025-01-15',
    token: mockTokens.agent,
  },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(),
    // The report itself: the agent centre's menu is shot by Portal/Centres.
    visual: { fit: 'page', selector: '[data-agent-page]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Team betting for one day: a row per downline with valid bets, profit and loss, active members and
 * the bet amount, the day's total, and paging (45 downlines, 20 a page).
 */
export const TeamBetting: Story = {
  // Cards on phones are the records view's, shot at both widths in Portal/Member records.
  tags: ['visual-one-width'],
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const report = await canvas.findByRole(
      'region',
      { name: 'Team betting in this period' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(within(report).getAllByText('member001').length).toBeGreaterThan(0));
    await expect(within(report).getAllByText('Bet amount').length).toBeGreaterThan(0);
    await expect(within(report).getAllByText('Total').length).toBeGreaterThan(0);
    const pages = await canvas.findByRole('navigation', { name: 'Pages' });
    await expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeVisible();
  },
};

/** A salary page's settlements tab, offered when its feature is on: the same view, its amount named "Salary". */
export const DailySalary: Story = {
  // The same picture as TeamBetting but for a column's name, which the play checks.
  tags: ['no-visual'],
  args: { path: '/agentHome?page=agentDailyWages2&tab=settlements&startDate=2025-01-15&endDate=2025-01-15' },
  parameters: { msw: mocks(answer(contract.system.whiteLabel, { value: whiteLabelWithFeatures(true) })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const report = await canvas.findByRole(
      'region',
      { name: 'Daily salaries in this period' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(within(report).getAllByText('member001').length).toBeGreaterThan(0));
    await expect(within(report).getAllByText('Salary').length).toBeGreaterThan(0);
  },
};
