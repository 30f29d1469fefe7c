export {
  WinnerBoard,
  winnerBoardLimits,
  winnerBoardVariants,
  type WinnerBoardProps,
  type WinnerEntry,
} from './WinnerBoard';
export { maskName } from './maskName';
