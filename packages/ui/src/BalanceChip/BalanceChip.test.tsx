import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { BalanceChip, formatBalance } from './BalanceChip';

describe('BalanceChip', () => {
  it('shows the symbol and two decimals', () => {
    renderWithProviders(<BalanceChip amount={123456} currency="PHP" currencySymbol="₱" />);
    expect(screen.getByTestId('balance-value')).toHaveTextContent('₱1,234.56');
  });

  it('always shows two decimals, even for 0-decimal currencies', () => {
    renderWithProviders(<BalanceChip amount={1500} currency="JPY" />);
    expect(screen.getByTestId('balance-value')).toHaveTextContent('¥1,500.00');
  });

  it('masks and unmasks from mouse and keyboard', async () => {
    const user = userEvent.setup();
    const onMaskedChange = vi.fn();
    renderWithProviders(<BalanceChip amount={5000} currency="PHP" onMaskedChange={onMaskedChange} />);
    const toggle = screen.getByRole('button', { name: 'Hide balance' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('balance-value')).toHaveTextContent('****');
    expect(screen.getByTestId('balance-value')).not.toHaveTextContent('50.00');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(onMaskedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('refreshes, and ignores presses while refreshing', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    const { rerender } = renderWithProviders(
      <BalanceChip amount={5000} currency="PHP" onRefresh={onRefresh} />,
    );
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    rerender(<BalanceChip amount={5000} currency="PHP" onRefresh={onRefresh} refreshing />);
    const refresh = screen.getByRole('button', { name: 'Refresh balance' });
    expect(refresh).toHaveAttribute('aria-busy', 'true');
    await user.click(refresh);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Updating balance…');
  });
});

describe('formatBalance', () => {
  it('keeps large balances exact and writes negatives with a minus', () => {
    expect(formatBalance(900719925474099, 'USD', 'en', '$')).toBe('$9,007,199,254,740.99');
    expect(formatBalance(-5, 'PHP', 'en', 'P')).toBe('-P0.05');
    expect(formatBalance(0, 'PHP', 'fil')).toBe('₱0.00');
  });
});
