export { CountBadge, badgeText, type CountBadgeProps } from './CountBadge';
