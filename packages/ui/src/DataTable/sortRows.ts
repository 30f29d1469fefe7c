export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  columnId: string;
  direction: SortDirection;
}

export type SortValue = string | number | bigint | boolean | Date | null | undefined;

/** The next state when a column's sort control is pressed: new column ascending, then toggles. */
export function nextSort(current: SortState | null | undefined, columnId: string): SortState {
  if (current?.columnId === columnId) {
    return { columnId, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { columnId, direction: 'ascending' };
}

function isEmpty(value: SortValue): value is null | undefined {
  return value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value));
}

/**
 * Compares two cell values: numbers and dates by value, text with the locale's collation
 * (numeric, so "Item 2" < "Item 10"). Empty values sort last in both directions.
 */
export function compareValues(a: SortValue, b: SortValue, collator: Intl.Collator): number {
  if (a instanceof Date) a = a.getTime();
  if (b instanceof Date) b = b.getTime();
  if (typeof a === 'boolean') a = Number(a);
  if (typeof b === 'boolean') b = Number(b);
  if ((typeof a === 'number' || typeof a === 'bigint') && (typeof b === 'number' || typeof b === 'bigint')) {
    return a < b ? -1 : a > b ? 1 : 0;
  }
  return collator.compare(String(a), String(b));
}

export interface SortableColumn<Row> {
  id: string;
  sortValue: (row: Row) => SortValue;
  compare?: (a: Row, b: Row) => number;
}

/** A new, stably sorted array; the input is never mutated. Unknown columns keep the order. */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly SortableColumn<Row>[],
  sort: SortState | null | undefined,
  locale = 'en',
): Row[] {
  const column = sort ? columns.find((candidate) => candidate.id === sort.columnId) : undefined;
  if (!sort || !column) return [...rows];
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const factor = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: column.sortValue(row) }))
    .sort((left, right) => {
      const leftEmpty = isEmpty(left.value);
      const rightEmpty = isEmpty(right.value);
      if (leftEmpty || rightEmpty) {
        if (leftEmpty && rightEmpty) return left.index - right.index;
        return leftEmpty ? 1 : -1;
      }
      const result = column.compare
        ? column.compare(left.row, right.row)
        : compareValues(left.value, right.value, collator);
      return result * factor || left.index - right.index;
    })
    .map(({ row }) => row);
}
