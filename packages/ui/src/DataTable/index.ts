export {
  DataTable,
  dataTableAligns,
  dataTableLayouts,
  type DataTableAlign,
  type DataTableColumn,
  type DataTableLayout,
  type DataTableProps,
} from './DataTable';
export {
  compareValues,
  nextSort,
  sortRows,
  type SortDirection,
  type SortState,
  type SortValue,
} from './sortRows';
