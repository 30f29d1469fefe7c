import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../Translation';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Amount } from '../Amount';
import { StatusPill, type WithdrawalStatus } from '../StatusPill';
import { DataTable, dataTableLayouts, type DataTableColumn, type DataTableProps } from './DataTable';
import { settleForScreenshot } from '../test/story';

interface Txn {
  orderNumber: string;
  time: string;
  type: 'deposit' | 'withdraw' | 'transfer';
  amount: number;
  status: WithdrawalStatus;
}

const records: Txn[] = [
  {
    orderNumber: 'D2611230007',
    time: '2026-11-23 09:12:40',
    type: 'deposit',
    amount: 500000,
    status: 'received',
  },
  {
    orderNumber: 'W2611220031',
    time: '2026-11-22 21:03:11',
    type: 'withdraw',
    amount: -120050,
    status: 'processing',
  },
  {
    orderNumber: 'T2611220002',
    time: '2026-11-22 08:45:00',
    type: 'transfer',
    amount: -25000,
    status: 'disbursed',
  },
  {
    orderNumber: 'D2611210019',
    time: '2026-11-21 17:30:27',
    type: 'deposit',
    amount: 1000000,
    status: 'pending',
  },
];

function useColumns(): DataTableColumn<Txn>[] {
  const { t } = useTranslation('wallet');
  return [
    { id: 'orderNumber', header: t('records.orderNumber'), accessor: 'orderNumber' },
    { id: 'time', header: t('records.time'), accessor: 'time', sortable: true },
    { id: 'type', header: t('records.type'), accessor: 'type', cell: (row) => t(`actions.${row.type}`) },
    {
      id: 'amount',
      header: t('records.amount'),
      accessor: 'amount',
      align: 'end',
      sortable: true,
      cell: (row) => <Amount minor={row.amount} currency="PHP" tone="auto" />,
    },
    {
      id: 'status',
      header: t('records.status'),
      accessor: 'status',
      cell: (row) => <StatusPill kind="withdrawal" status={row.status} />,
    },
  ];
}

type TableArgs = Omit<DataTableProps<Txn>, 'columns' | 'caption'>;

function RecordsTable(args: TableArgs) {
  const { t } = useTranslation('nav');
  const columns = useColumns();
  return (
    <DataTable<Txn>
      {...args}
      caption={t('accountMenu.accountRecord')}
      columns={columns}
      getRowId={(row) => row.orderNumber}
    />
  );
}

const meta = {
  title: 'Components/Account/DataTable',
  component: RecordsTable,
  args: { rows: records, layout: 'table', onSortChange: fn() },
  argTypes: { layout: { control: 'inline-radio', options: dataTableLayouts } },
  // A table fills its container: shrink-to-fit story roots would give it no width at all.
  parameters: { visual: { fit: 'block' } },
  // Default (the table) and Cards carry the brand's look; sorting, totals, empty, loading and the
  // container-driven layouts reuse them.
  tags: ['visual-one-brand'],
} satisfies Meta<typeof RecordsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

export const Default: Story = {
  tags: ['!visual-one-brand'],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /.+/ });
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(5);
    await expect(bodyRows(table)).toHaveLength(4);
    await expect(within(table).getByText('D2611230007')).toBeVisible();
  },
};

export const SortedByKeyboard: Story = {
  // Shot again after a fresh render at the phone width: a focused header scrolled into view (stories.visual.ts).
  tags: ['remount-per-width'],
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table');
    const amountButton = canvas.getByRole('button', { name: /amount|halaga/i });
    amountButton.focus();
    await userEvent.keyboard('{Enter}');
    const amountHeader = amountButton.closest('th')!;
    await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(bodyRows(table)[0]!).getByText('W2611220031')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(within(bodyRows(table)[0]!).getByText('D2611210019')).toBeVisible();
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'amount', direction: 'descending' });
    // Tab moves on to the next sortable header only.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: /time|oras/i })).toHaveFocus();
    await settleForScreenshot();
  },
};

export const WithTotals: Story = {
  args: { totals: { amount: <Amount minor={1354950} currency="PHP" tone="auto" /> } },
  play: async ({ canvas }) => {
    const total = canvas.getByRole('rowheader');
    await expect(total).toHaveTextContent(/total|kabuuan/i);
    await expect(within(total.closest('tr')!).getByText(/13,549\.50/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /.+/ })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { loading: true, loadingRows: 3 },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(bodyRows(table)).toHaveLength(3);
    await expect(within(table).queryByText('D2611230007')).toBeNull();
  },
};

export const Cards: Story = {
  tags: ['!visual-one-brand'],
  args: { layout: 'cards', totals: { amount: <Amount minor={1354950} currency="PHP" tone="auto" /> } },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const sortByTime = canvas.getByRole('button', { name: /time|oras/i });
    sortByTime.focus();
    await userEvent.keyboard('{Enter}');
    await expect(sortByTime).toHaveAttribute('aria-pressed', 'true');
    await expect(within(within(list).getAllByRole('listitem')[0]!).getByText('D2611210019')).toBeVisible();
    await expect(args.onSortChange).toHaveBeenCalledWith({ columnId: 'time', direction: 'ascending' });
  },
};

export const LoadingCards: Story = {
  args: { layout: 'cards', loading: true, loadingRows: 2 },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** "auto": cards in a narrow container, a table in a wide one, whatever the viewport. */
export const AutoNarrowContainer: Story = {
  args: { layout: 'auto' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  tags: ['visual-one-width'],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const AutoWideContainer: Story = {
  args: { layout: 'auto' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '60rem' }}>
        <Story />
      </div>
    ),
  ],
  tags: ['visual-one-width'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
