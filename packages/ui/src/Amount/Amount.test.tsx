import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { Amount } from './Amount';
import { currencyFractionDigits, formatAmount } from './formatAmount';

describe('formatAmount', () => {
  it('turns minor units into two decimals', () => {
    expect(formatAmount(123456, 'USD', 'en')).toBe('$1,234.56');
    expect(formatAmount(5, 'USD', 'en')).toBe('$0.05');
  });

  it('formats zero without a sign, even when signs are on', () => {
    expect(formatAmount(0, 'USD', 'en')).toBe('$0.00');
    expect(formatAmount(0, 'USD', 'en', { signDisplay: 'exceptZero' })).toBe('$0.00');
    expect(formatAmount(-0, 'USD', 'en', { signDisplay: 'exceptZero' })).toBe('$0.00');
  });

  it('formats negatives and explicit positives', () => {
    expect(formatAmount(-2050, 'USD', 'en')).toBe('-$20.50');
    expect(formatAmount(2050, 'USD', 'en', { signDisplay: 'exceptZero' })).toBe('+$20.50');
  });

  it('keeps large amounts exact to the cent', () => {
    expect(formatAmount(2_100_000_000_99, 'USD', 'en')).toBe('$2,100,000,000.99');
    expect(formatAmount(900_719_925_474_099, 'USD', 'en')).toBe('$9,007,199,254,740.99');
  });

  it('uses the currency exponent for 0-decimal currencies such as JPY', () => {
    expect(currencyFractionDigits('JPY')).toBe(0);
    expect(formatAmount(1500, 'JPY', 'en')).toBe('¥1,500');
    expect(formatAmount(-1500, 'JPY', 'en')).toBe('-¥1,500');
  });

  it('follows the locale', () => {
    expect(formatAmount(123456, 'PHP', 'fil')).toBe('₱1,234.56');
    expect(formatAmount(123456, 'EUR', 'de')).toMatch(/^1\.234,56\s€$/);
  });
});

describe('Amount', () => {
  it('shows the sign as text and colours by tone', () => {
    renderWithProviders(
      <>
        <Amount minor={1000} currency="USD" tone="auto" />
        <Amount minor={-1000} currency="USD" tone="auto" />
        <Amount minor={0} currency="USD" tone="auto" />
      </>,
    );
    expect(screen.getByText('+$10.00')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByText('-$10.00')).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByText('$0.00')).toHaveAttribute('data-tone', 'neutral');
  });

  it('formats with the i18next language', () => {
    renderWithProviders(<Amount minor={123456} currency="PHP" />, { language: 'ty' });
    expect(screen.getByText('₱1,234.56')).toBeInTheDocument();
  });
});
