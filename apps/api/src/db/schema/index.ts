// The whole database, one file per domain: drizzle-kit reads this folder to generate the SQL
// migrations in ../../../drizzle.
export * from './whiteLabels';
export * from './reference';
export * from './members';
export * from './auth';
export * from './logs';
export * from './support';
export * from './plumbing';
export * from './agents';
export * from './ledger';
export * from './games';
export * from './funds';
export * from './platform';
export * from './points';
export * from './promotions';
export * from './protection';
