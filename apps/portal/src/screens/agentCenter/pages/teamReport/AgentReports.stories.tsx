import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  contract,
  everythingLoading,
  mocks,
  mockTokens,
  portalStoryMeta,
  shellReady,
  whiteLabelWithFeatures,
  type PortalStoryArgs,
} from '../../../../storybook/PortalStory';

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
    const report = await canvas.findByRole('region', { name: 'Team betting in this period' });
    await waitFor(() => expect(within(report).getAllByText('member001').length).toBeGreaterThan(0));
    await expect(within(report).getAllByText('Bet amount').length).toBeGreaterThan(0);
    await expect(within(report).getAllByText('Total').length).toBeGreaterThan(0);
    const pages = await canvas.findByRole('navigation', { name: 'Pages' });
    await expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeVisible();
  },
};

/** Waits for `caption`'s report to show member001's row, and checks its amount column's name. */
async function reportShows(canvasElement: HTMLElement, caption: string, amountHeader: string) {
  const canvas = await shellReady(canvasElement);
  const report = await canvas.findByRole('region', { name: caption });
  await waitFor(() => expect(within(report).getAllByText('member001').length).toBeGreaterThan(0));
  await expect(within(report).getAllByText(amountHeader).length).toBeGreaterThan(0);
  await expect(within(report).getAllByText('Total').length).toBeGreaterThan(0);
  return { canvas, report };
}

/** Player losses: the same view, its amount what each downline lost that day. */
export const UserLoss: Story = {
  // The same picture as TeamBetting but for a column's name, which the play checks.
  tags: ['no-visual'],
  args: { path: '/agentHome?page=palStatementsAgentCopy&startDate=2025-01-15&endDate=2025-01-15' },
  play: async ({ canvasElement }) => {
    await reportShows(canvasElement, 'Player losses in this period', 'Player loss');
  },
};

/** My income: the agent's income beside its team's bets, day by day. */
export const Revenue: Story = {
  // The same picture as TeamBetting but for a column's name, which the play checks.
  tags: ['no-visual'],
  args: { path: '/agentHome?page=agentRevenueReport&startDate=2025-01-15&endDate=2025-01-15' },
  play: async ({ canvasElement }) => {
    await reportShows(canvasElement, 'Income in this period', 'Income');
  },
};

/** Account details: the downlines' wallet movements other than bets. */
export const AccountDetails: Story = {
  // The same picture as TeamBetting but for a column's name, which the play checks.
  tags: ['no-visual'],
  args: {
    path: '/agentHome?page=agentDownlineTransactionDetailsCopy&startDate=2025-01-15&endDate=2025-01-15',
  },
  play: async ({ canvasElement }) => {
    await reportShows(canvasElement, 'Downline transactions in this period', 'Amount');
  },
};

/** A period without a record: the empty state in place of the table, the filters and export kept. */
export const Empty: Story = {
  tags: ['visual-one-width'],
  parameters: {
    msw: mocks(
      answer(contract.reports.team, {
        value: {
          content: [],
          pageNo: 1,
          pageSize: 20,
          totalElements: 0,
          totalPages: 0,
          reportType: 'TEAM_BETTING',
          totalAmount: 0,
        },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByText('No records in this period')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Team betting in this period' })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Team level' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The report fails to load: said in words with a retry, no table. */
export const LoadError: Story = {
  // The kit's error state, shot in Components/ErrorState.
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.reports.team, { error: 'UNKNOWN', status: 500 })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Try again/u })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Team betting in this period' })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Team level' })).toBeEnabled();
  },
};

/** While the report is on its way: the table's rows as placeholders, the filters usable. */
export const Loading: Story = {
  // The records view's placeholder rows, the same on every records page.
  tags: ['no-visual'],
  parameters: { msw: mocks(...everythingLoading(contract.reports.team)) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const report = await canvas.findByRole('region', { name: 'Team betting in this period' });
    // The cards' list, or the table inside its scroller, says it is busy.
    const busy = report.matches('[aria-busy="true"]') || report.querySelector('[aria-busy="true"]');
    await expect(busy).toBeTruthy();
    await expect(within(report).queryByText('member001')).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Team level' })).toBeEnabled();
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
    const report = await canvas.findByRole('region', { name: 'Daily salaries in this period' });
    await waitFor(() => expect(within(report).getAllByText('member001').length).toBeGreaterThan(0));
    await expect(within(report).getAllByText('Salary').length).toBeGreaterThan(0);
  },
};

/**
 * A level, then one member: each choice reaches the request (the mock answers level 2's downlines,
 * member031 to member045, then member040 alone), and the export offers the period's rows.
 */
export const MemberAndLevelFilters: Story = {
  // The same picture as TeamBetting with other rows: what this story checks is the request.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const report = () => canvas.getByRole('region', { name: 'Team betting in this period' });
    await waitFor(() => expect(within(report()).getAllByText('member001').length).toBeGreaterThan(0));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Team level' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Level 2' }));
    await waitFor(async () => {
      await expect(within(report()).getAllByText('member031').length).toBeGreaterThan(0);
      await expect(within(report()).queryByText('member001')).not.toBeInTheDocument();
    });
    await expect(canvas.getByRole('combobox', { name: 'Team level' })).toHaveTextContent('Level 2');

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Member account' }), 'member040{Enter}');
    await waitFor(async () => {
      await expect(within(report()).getAllByText('member040').length).toBeGreaterThan(0);
      await expect(within(report()).queryByText('member031')).not.toBeInTheDocument();
    });
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
