export {
  DataTable,
  dataTableAligns,
  dataTableLayouts,
  type DataTableAlign,
  type DataTableColumn,
  type DataTableLayout,
  type DataTableProps,
} from './DataTable';
export type { SortDirection, SortState, SortValue } from './sortRows';
