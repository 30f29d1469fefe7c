export { formatDateTime } from './formatDateTime';
