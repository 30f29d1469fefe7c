import type { TeamDaily } from '@portal/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  contract,
  mocks,
  mockTokens,
  portalStoryMeta,
  shellReady,
  type PortalStoryArgs,
} from '../../../../storybook/PortalStory';

const meta = {
  title: 'Portal/Agent team overview',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: { path: '/agentHome?page=agentTeamOverview', token: mockTokens.agent },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(),
    visual: { fit: 'page', selector: '[data-agent-page]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last 30 days of the mocks' today (2025-01-15), each day's figures easy to check by eye. */
const thirtyDays: TeamDaily = (() => {
  const days = Array.from({ length: 30 }, (_, index) => ({
    date: new Date(Date.UTC(2024, 11, 17 + index)).toISOString().slice(0, 10),
    depositTotal: (index + 1) * 10_000,
    withdrawTotal: (index + 1) * 5_000,
    validBetTotal: (index + 1) * 40_000,
    profitLoss: (index % 2 === 0 ? -1 : 1) * 2_500,
  }));
  const total = (key: keyof TeamDaily['totals']) => days.reduce((sum, day) => sum + day[key], 0);
  return {
    days,
    totals: {
      depositTotal: total('depositTotal'),
      withdrawTotal: total('withdrawTotal'),
      validBetTotal: total('validBetTotal'),
      profitLoss: total('profitLoss'),
    },
  };
})();

/** The team's activity section, once its figures are in (it replaces its loading placeholder). */
async function activity(canvasElement: HTMLElement) {
  const canvas = await shellReady(canvasElement);
  await waitFor(() =>
    expect(canvas.getByRole('region', { name: 'Team activity' })).toHaveTextContent(
      'Deposits in this period',
    ),
  );
  return canvas;
}

/**
 * The team's size and balance, then its last 30 days: the period's totals and a line a day of
 * deposits, withdrawals, valid bets and profit and loss, drawn in the brand's colours.
 */
export const TeamOverview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await activity(canvasElement);
    // The team's cards load on their own: the mocks' team has 45 accounts.
    await expect(await canvas.findByText('Team size')).toBeVisible();
    await expect(canvas.getByText('45')).toBeVisible();
    const section = within(canvas.getByRole('region', { name: 'Team activity' }));
    for (const label of [
      'Withdrawals in this period',
      'Valid bets in this period',
      'Profit and loss in this period',
    ])
      await expect(section.getByText(label)).toBeVisible();
    const chart = await section.findByRole('img', {
      name: /^Line chart of the team's deposits.*2024-12-17 to 2025-01-15/,
    });
    // uPlot has drawn its canvas in the section's width.
    await waitFor(() => expect(chart.querySelector('canvas')?.width).toBeGreaterThan(100));
    for (const series of ['Deposits', 'Withdrawals', 'Valid bets', 'Profit and loss'])
      await expect(section.getByText(series)).toBeVisible();
  },
};

/**
 * The chart's figures as a table (for a screen reader, or a closer look): a row a day and the
 * period's totals, the same amounts as the cards above.
 */
export const ChartAsTable: Story = {
  // The table is the records' DataTable, shot in Portal/Agent reports and Portal/Member records.
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.agent.teamDaily, { value: thirtyDays })) },
  play: async ({ canvasElement }) => {
    const canvas = await activity(canvasElement);
    const section = () => within(canvas.getByRole('region', { name: 'Team activity' }));
    await expect(section().getByText('₱46,500.00')).toBeVisible();
    await userEvent.click(section().getByRole('button', { name: 'Show as table' }));
    const table = within(await section().findByRole('table', { name: 'Team activity by day' }));
    await expect(section().getByRole('button', { name: 'Show as table' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(section().queryByRole('img', { name: /^Line chart/ })).toBeNull();
    // A header row, 30 days and the totals.
    await expect(table.getAllByRole('row')).toHaveLength(32);
    const first = within(table.getByRole('row', { name: /2024-12-17/ }));
    await expect(first.getByText('₱100.00')).toBeVisible();
    await expect(first.getByText('₱50.00')).toBeVisible();
    await expect(first.getByText('₱400.00')).toBeVisible();
    await expect(first.getByText(/₱25\.00$/)).toBeVisible();
    const totals = within(table.getByRole('row', { name: /^Total/ }));
    await expect(totals.getByText('₱46,500.00')).toBeVisible();
    await expect(totals.getByText('₱23,250.00')).toBeVisible();
    await expect(totals.getByText('₱186,000.00')).toBeVisible();
  },
};

/** The activity cannot be loaded: its own error with a retry, the team's figures still above it. */
export const ActivityError: Story = {
  // The kit's error state, shot in Components/ErrorState.
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.agent.teamDaily, { error: 'UNKNOWN', status: 500 })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Team activity' });
    await waitFor(() => expect(within(section).getByRole('button', { name: /Try again/ })).toBeVisible());
    await expect(await canvas.findByText('Team size')).toBeVisible();
  },
};
