export { BalanceChip, MASKED_BALANCE, formatBalance, type BalanceChipProps } from './BalanceChip';
