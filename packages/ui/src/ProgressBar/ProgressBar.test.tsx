import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { ProgressBar, progressPercent } from './ProgressBar';

describe('progressPercent', () => {
  it('clamps and handles a zero max', () => {
    expect(progressPercent(3, 10)).toBe(30);
    expect(progressPercent(12, 10)).toBe(100);
    expect(progressPercent(-1, 10)).toBe(0);
    expect(progressPercent(1, 0)).toBe(0);
  });
});

describe('ProgressBar', () => {
  it('is a named progressbar with x / y', () => {
    renderWithProviders(<ProgressBar value={3} max={10} label="Bet 10 times" />);
    const bar = screen.getByRole('progressbar', { name: 'Bet 10 times' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(bar).toHaveAttribute('aria-valuetext', '3 / 10');
    expect(screen.getByText('3 / 10')).toBeInTheDocument();
  });

  it('never reports more than the maximum', () => {
    renderWithProviders(<ProgressBar value={14} max={10} label="Deposit" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
  });

  it('shows and announces a given value text instead of the plain fraction', () => {
    renderWithProviders(
      <ProgressBar value={12_345} max={50_000} label="Turnover" valueText="₱123.45 / ₱500.00" />,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '₱123.45 / ₱500.00');
    expect(screen.getByText('₱123.45 / ₱500.00')).toBeInTheDocument();
  });
});
