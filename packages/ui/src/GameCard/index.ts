export { GameCard, gameCardStatuses, type GameCardProps, type GameCardStatus } from './GameCard';
