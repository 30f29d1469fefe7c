export { Pagination, paginationSizes, type PaginationProps } from './Pagination';
export { paginationItems, type PaginationItem, type PaginationItemsOptions } from './paginationItems';
