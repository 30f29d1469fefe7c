export { Pagination, paginationSizes, type PaginationProps } from './Pagination';
