import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { type HTMLAttributes } from 'react';
import { useTranslation } from '../Translation';
import { currencyFractionDigits } from '../Amount';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import { useFormatLocale } from '../internal/useFormatLocale';
import { cx } from '../internal/cx';
import { numberFormat } from '../internal/numberFormat';
import { useControllableState } from '../internal/useControllableState';
import * as styles from './BalanceChip.css';

/** What a masked balance shows instead of the digits. */
export const MASKED_BALANCE = '****';

export interface BalanceChipProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Integer minor units. */
  amount: number;
  /** ISO 4217 code: decides how minor units become major units. */
  currency: string;
  /** The server's currency symbol (store.currencySymbol); Intl's symbol when left out. */
  currencySymbol?: string;
  /** Controlled masked state ('****'). */
  masked?: boolean;
  defaultMasked?: boolean;
  onMaskedChange?: (masked: boolean) => void;
  /** Shows a refresh button when given. */
  onRefresh?: () => void;
  /** Spinner on the refresh button, which then ignores presses. */
  refreshing?: boolean;
}

/**
 * Symbol + always 2 decimals. Minor units are split as an exact decimal string, so large
 * balances keep every digit; the server's symbol replaces Intl's when given.
 */
export function formatBalance(minor: number, currency: string, locale: string, symbol?: string): string {
  const exponent = currencyFractionDigits(currency);
  const negative = minor < 0;
  const digits = Math.abs(Math.trunc(minor))
    .toString()
    .padStart(exponent + 1, '0');
  const decimal = exponent > 0 ? `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}` : digits;
  const format = numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  // Intl takes exact decimal strings (ES2023's Intl.StringNumericLiteral), so no digit is lost.
  const value: `${number}` = `${negative ? '-' : ''}${decimal}` as `${number}`;
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'currency' && symbol !== undefined ? symbol : part.value))
    .join('');
}

/** The header balance: symbol + 2 decimals, show/hide toggle and a refresh button. */
export function BalanceChip({
  amount,
  currency,
  currencySymbol,
  masked: maskedProp,
  defaultMasked = false,
  onMaskedChange,
  onRefresh,
  refreshing = false,
  className,
  ...rest
}: BalanceChipProps) {
  const { t } = useTranslation('common');
  const locale = useFormatLocale();
  const [masked, setMasked] = useControllableState({
    value: maskedProp,
    defaultValue: defaultMasked,
    onChange: onMaskedChange,
    caller: 'BalanceChip',
  });
  const toggle = () => setMasked(!masked);
  const text = formatBalance(amount, currency, locale, currencySymbol);

  return (
    <div role="group" aria-label={t('balance.label')} className={cx(styles.chip, className)} {...rest}>
      <Icon name="wallet" size="sm" className={styles.walletIcon} />
      <span className={styles.value} data-testid="balance-value">
        {masked ? (
          <>
            <span aria-hidden="true">{MASKED_BALANCE}</span>
            <VisuallyHidden>{t('balance.hidden')}</VisuallyHidden>
          </>
        ) : (
          text
        )}
      </span>
      <button
        type="button"
        className={styles.iconButton}
        aria-pressed={masked}
        aria-label={t('balance.hide')}
        onClick={toggle}
      >
        <Icon name={masked ? 'eyeOff' : 'eye'} size="sm" />
      </button>
      {onRefresh ? (
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('balance.refresh')}
          aria-busy={refreshing || undefined}
          aria-disabled={refreshing || undefined}
          onClick={() => {
            if (!refreshing) onRefresh();
          }}
        >
          {refreshing ? <Spinner size="sm" /> : <Icon name="refresh" size="sm" />}
        </button>
      ) : null}
      <VisuallyHidden role="status">{refreshing ? t('balance.refreshing') : ''}</VisuallyHidden>
    </div>
  );
}
