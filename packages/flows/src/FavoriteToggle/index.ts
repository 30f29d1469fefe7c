export * from './FavoriteToggle';
