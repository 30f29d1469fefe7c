export { Amount, amountSizes, amountTones, type AmountProps } from './Amount';
// Public on purpose: flows format money in running text (messages, summaries) the same way.
export {
  currencyFractionDigits,
  formatAmount,
  type FormatAmountOptions,
  type SignDisplay,
} from './formatAmount';
export { useFormatLocale } from '../internal/useFormatLocale';
