export { WinnerBoard, winnerBoardVariants, type WinnerBoardProps, type WinnerEntry } from './WinnerBoard';
