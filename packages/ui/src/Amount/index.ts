export { Amount, amountSizes, amountTones, type AmountProps } from './Amount';
export {
  currencyFractionDigits,
  formatAmount,
  useFormatLocale,
  type FormatAmountOptions,
  type SignDisplay,
} from './formatAmount';
