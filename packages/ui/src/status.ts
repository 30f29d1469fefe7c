// Components of the status group (states of a page or a record, inline messages); each folder exports its own public API.
export * from './Notice';
export * from './StatusPill';
export * from './StatusScreen';
export * from './ErrorState';
export * from './EmptyState';
export * from './Skeleton';
export * from './PageLoader';
