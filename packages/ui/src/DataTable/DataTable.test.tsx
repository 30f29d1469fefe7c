import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { DataTable, type DataTableColumn } from './DataTable';
import { nextSort, sortRows } from './sortRows';

interface Txn {
  id: string;
  date: string;
  type: string;
  amount: number | null;
}

const txns: Txn[] = [
  { id: 'a', date: '2026-11-02', type: 'Deposit', amount: 5000 },
  { id: 'b', date: '2026-11-01', type: 'withdraw', amount: -1200 },
  { id: 'c', date: '2026-11-03', type: 'Bonus 10', amount: null },
  { id: 'd', date: '2026-11-04', type: 'Bonus 9', amount: 300 },
];

const sortable = [
  { id: 'date', sortValue: (row: Txn) => row.date },
  { id: 'type', sortValue: (row: Txn) => row.type },
  { id: 'amount', sortValue: (row: Txn) => row.amount },
];
const ids = (rows: Txn[]) => rows.map((row) => row.id).join('');

describe('sortRows', () => {
  it('keeps the order without a sort or for an unknown column', () => {
    expect(ids(sortRows(txns, sortable, null))).toBe('abcd');
    expect(ids(sortRows(txns, sortable, { columnId: 'nope', direction: 'ascending' }))).toBe('abcd');
  });

  it('sorts numbers by value, empty values last in both directions', () => {
    expect(ids(sortRows(txns, sortable, { columnId: 'amount', direction: 'ascending' }))).toBe('bdac');
    expect(ids(sortRows(txns, sortable, { columnId: 'amount', direction: 'descending' }))).toBe('adbc');
  });

  it('sorts text with numeric, case-insensitive collation', () => {
    expect(ids(sortRows(txns, sortable, { columnId: 'type', direction: 'ascending' }))).toBe('dcab');
  });

  it('is stable for equal values and never mutates its input', () => {
    const rows = [
      { id: 'x', v: 1 },
      { id: 'y', v: 1 },
      { id: 'z', v: 0 },
    ];
    const sorted = sortRows(rows, [{ id: 'v', sortValue: (row) => row.v }], {
      columnId: 'v',
      direction: 'descending',
    });
    expect(sorted.map((row) => row.id)).toEqual(['x', 'y', 'z']);
    expect(rows.map((row) => row.id)).toEqual(['x', 'y', 'z']);
  });

  it('uses a column comparator when given', () => {
    const byLength = [
      {
        id: 'type',
        sortValue: (row: Txn) => row.type,
        compare: (a: Txn, b: Txn) => a.type.length - b.type.length,
      },
    ];
    expect(ids(sortRows(txns, byLength, { columnId: 'type', direction: 'ascending' }))).toBe('adbc');
  });

  it('toggles direction on the same column and starts ascending on a new one', () => {
    expect(nextSort(null, 'date')).toEqual({ columnId: 'date', direction: 'ascending' });
    expect(nextSort({ columnId: 'date', direction: 'ascending' }, 'date').direction).toBe('descending');
    expect(nextSort({ columnId: 'date', direction: 'descending' }, 'date').direction).toBe('ascending');
    expect(nextSort({ columnId: 'date', direction: 'descending' }, 'amount').direction).toBe('ascending');
  });
});

const columns: DataTableColumn<Txn>[] = [
  { id: 'date', header: 'Date', accessor: 'date', sortable: true },
  { id: 'type', header: 'Type', accessor: 'type' },
  { id: 'amount', header: 'Amount', accessor: 'amount', align: 'end', sortable: true },
];

const firstColumn = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('sorts by keyboard and marks the column with aria-sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderWithProviders(
      <DataTable
        layout="table"
        caption="Transactions"
        columns={columns}
        rows={txns}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('table', { name: 'Transactions' })).toBeInTheDocument();
    const dateHeader = screen.getByRole('columnheader', { name: /Date/ });
    expect(dateHeader).not.toHaveAttribute('aria-sort');
    await user.tab(); // the scrollable region
    await user.tab();
    expect(screen.getByRole('button', { name: /Date/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04']);
    await user.keyboard(' ');
    expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['2026-11-04', '2026-11-03', '2026-11-02', '2026-11-01']);
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'date', direction: 'descending' });
    expect(screen.queryByRole('button', { name: /Type/ })).toBeNull();
  });

  it('shows rows as given when the server sorts', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DataTable layout="table" manualSort caption="T" columns={columns} rows={txns} />);
    await user.click(screen.getByRole('button', { name: /Date/ }));
    expect(firstColumn()[0]).toBe('2026-11-02');
  });

  it('renders a totals row', () => {
    renderWithProviders(
      <DataTable layout="table" caption="T" columns={columns} rows={txns} totals={{ amount: '41.00' }} />,
    );
    const total = screen.getByRole('rowheader', { name: 'Total' });
    expect(within(total.closest('tr') as HTMLElement).getByText('41.00')).toBeInTheDocument();
  });

  it('shows the empty state', () => {
    renderWithProviders(
      <DataTable layout="table" caption="T" columns={columns} rows={[]} totals={{ amount: '0' }} />,
    );
    expect(screen.getByRole('heading', { name: 'No data yet' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Total' })).toBeNull();
  });

  it('shows skeleton rows and is busy while loading', () => {
    renderWithProviders(
      <DataTable layout="table" caption="T" columns={columns} rows={txns} loading loadingRows={3} />,
    );
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByText('Deposit')).toBeNull();
  });

  it('lists rows as cards with labelled values and a sort toolbar', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DataTable layout="cards" caption="Transactions" columns={columns} rows={txns} />);
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const amount = screen.getByRole('button', { name: /Amount/ });
    expect(amount).toHaveAttribute('aria-pressed', 'false');
    await user.click(amount);
    expect(amount).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(within(list).getAllByRole('listitem')[0] as HTMLElement).getByText('-1200'),
    ).toBeInTheDocument();
  });
});
