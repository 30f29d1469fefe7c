export { CountBadge, type CountBadgeProps } from './CountBadge';
