export { BalanceChip, MASKED_BALANCE, type BalanceChipProps } from './BalanceChip';
