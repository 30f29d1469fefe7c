// Components of the account group (money, records, status screens); each folder exports its own public API.
export * from './Amount';
export * from './BalanceChip';
export * from './CountBadge';
export * from './StatusPill';
export * from './StatusScreen';
export * from './ErrorState';
export * from './Skeleton';
export * from './QRCode';
export * from './PageLoader';
export * from './EmptyState';
export * from './Avatar';
export * from './LiveClock';
export * from './ProgressBar';
export * from './Leaderboard';
export * from './StatCard';
export * from './DataTable';
