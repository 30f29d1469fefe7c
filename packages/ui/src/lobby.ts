// Components of the lobby group; each folder exports its own public API.
export * from './CategoryIcon';
export * from './GameCard';
export * from './GameGrid';
export * from './GameLane';
export * from './Carousel';
export * from './VendorTile';
export * from './VendorDropdown';
export * from './NoticeMarquee';
export * from './WinnerBoard';
export * from './JackpotCounter';
