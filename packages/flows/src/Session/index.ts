export * from './AccessRefusalNotice';
export * from './SessionBadge';
