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
} from '../../storybook/PortalStory';

const meta = {
  title: 'Portal/Member records',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: { path: '/member?page=personalHistoryCopy', token: mockTokens.member },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(),
    // The page's own content: the member centre's menu and summary are shot by Portal/Centres.
    visual: { fit: 'page', selector: '[data-member-page]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The records of one page once a record has arrived: a table in a wide container, cards in a
 * narrow one, both named by the caption.
 */
async function records(canvasElement: HTMLElement, caption: string, recordText: string) {
  const canvas = await shellReady(canvasElement);
  const region = await canvas.findByRole('region', { name: caption });
  await waitFor(() => expect(within(region).getAllByText(recordText).length).toBeGreaterThan(0));
  return { canvas, region };
}

/**
 * Betting record: the member's bets of the chosen days, newest first, with the period's totals
 * (two days here, to keep the picture small; the default period is BettingRecordMalformedAddress's).
 */
export const BettingRecord: Story = {
  tags: ['!visual-one-brand'],
  args: { path: '/member?page=personalHistoryCopy&startDate=2025-01-14&endDate=2025-01-15' },
  play: async ({ canvasElement }) => {
    const { canvas, region } = await records(canvasElement, 'Bets in this period', 'Frost Hunter 44');
    // The period's totals close the list.
    await expect(within(region).getAllByText('Total').length).toBeGreaterThan(0);
    await expect(canvas.getByLabelText('Start date')).toHaveValue('2025-01-14');
    await expect(canvas.getByLabelText('End date')).toHaveValue('2025-01-15');
  },
};

/** A game type from the address: the member played slots only this week, so live casino is empty. */
export const BettingRecordLiveCasino: Story = {
  // The same picture as BettingRecordEmpty: what this story checks is the address.
  tags: ['no-visual'],
  args: { path: '/member?page=personalHistoryCopy&gameType=LIVE' },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No bets in this period' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Game type' })).toHaveTextContent('Live casino');
  },
};

/** A hand-edited address (no such date, page or game type) falls back to the last 7 days and All. */
export const BettingRecordMalformedAddress: Story = {
  // The same picture as BettingRecord: what this story checks is the address.
  tags: ['no-visual'],
  args: {
    path: '/member?page=personalHistoryCopy&startDate=yesterday&endDate=2025-02-30&pageNo=-2&gameType=DICE',
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await records(canvasElement, 'Bets in this period', 'Frost Hunter 44');
    await expect(canvas.getByLabelText('Start date')).toHaveValue('2025-01-09');
    await expect(canvas.getByLabelText('End date')).toHaveValue('2025-01-15');
    await expect(canvas.getByRole('combobox', { name: 'Game type' })).toHaveTextContent('All');
  },
};

/** A period with no bets: the empty state instead of an empty table. */
export const BettingRecordEmpty: Story = {
  parameters: {
    msw: mocks(
      answer(contract.reports.betting, {
        value: {
          content: [],
          pageNo: 1,
          pageSize: 20,
          totalElements: 0,
          totalPages: 0,
          totals: { betAmount: 0, validBetAmount: 0, profitLoss: 0 },
        },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No bets in this period' })).toBeVisible();
  },
};

/** The records call fails: the error in place, with a retry, and the filters still there. */
export const BettingRecordError: Story = {
  parameters: { msw: mocks(answer(contract.reports.betting, { error: 'UNKNOWN', status: 500 })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Game type' })).toBeVisible();
  },
};

/**
 * Account record, page 2 of 11 days (from the address): every movement with its type, signed
 * amount and the balance after it, and paging between the pages.
 */
export const TransactionHistoryPage2: Story = {
  args: { path: '/member?page=transactionHistory&startDate=2025-01-05&endDate=2025-01-15&pageNo=2' },
  play: async ({ canvasElement }) => {
    const { canvas } = await records(canvasElement, 'Transactions in this period', 'Balance after');
    const pages = await canvas.findByRole('navigation', { name: 'Pages' });
    await expect(within(pages).getByRole('button', { current: 'page' })).toHaveTextContent('2');
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 1' }));
    await waitFor(() =>
      expect(within(pages).getByRole('button', { current: 'page' })).toHaveTextContent('1'),
    );
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(within(pages).getByRole('button', { current: 'page' })).toHaveTextContent('2'),
    );
    await expect(within(pages).getByRole('button', { name: 'Next page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Profit and loss: the period's result, its parts, and the split by game type. */
export const ProfitLoss: Story = {
  args: { path: '/member?page=personalProfit' },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByText('Total stakes')).toBeVisible();
    const byType = canvas.getByRole('region', { name: 'By game type' });
    await expect(within(byType).getAllByText('Slots').length).toBeGreaterThan(0);
  },
};

/**
 * Bonus details: the bonuses and rebates of the period (eleven days, from the address), and none
 * of the money the member moved themselves.
 */
export const BonusDetails: Story = {
  args: { path: '/member?page=bonusDetails&startDate=2025-01-05&endDate=2025-01-15' },
  play: async ({ canvasElement }) => {
    const { canvas, region } = await records(canvasElement, 'Bonuses and rebates in this period', 'Rebate');
    await expect(within(region).getAllByText('Bonus').length).toBeGreaterThan(0);
    for (const moved of ['Deposit', 'Withdrawal', 'Transfer in', 'Transfer out']) {
      await expect(within(region).queryByText(moved)).not.toBeInTheDocument();
    }
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveTextContent('All');
  },
};

/** One type of the group from the address: rebates only. */
export const BonusDetailsRebates: Story = {
  // The same picture as BonusDetails with fewer rows: what this story checks is the filter.
  tags: ['no-visual'],
  args: { path: '/member?page=bonusDetails&startDate=2025-01-05&endDate=2025-01-15&type=REBATE' },
  play: async ({ canvasElement }) => {
    const { canvas, region } = await records(canvasElement, 'Bonuses and rebates in this period', 'Rebate');
    await expect(within(region).queryByText('Bonus')).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Rebate');
  },
};
