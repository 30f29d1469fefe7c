export { GameGrid, columnCount, type GameGridItem, type GameGridProps } from './GameGrid';
