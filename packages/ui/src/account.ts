// Components of the account group (money, records, people); each folder exports its own public API.
export * from './Amount';
export * from './BalanceChip';
export * from './CountBadge';
export * from './QRCode';
export * from './Avatar';
export * from './LiveClock';
export * from './ProgressBar';
export * from './Leaderboard';
export * from './StatCard';
export * from './DataTable';
export * from './DateTime';
