export * from './SessionBadge';
