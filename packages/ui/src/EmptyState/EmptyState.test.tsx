import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { renderWithProviders } from '../testing';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('defaults its title to "No data yet"', () => {
    renderWithProviders(<EmptyState />);
    expect(screen.getByRole('heading', { level: 3, name: 'No data yet' })).toBeInTheDocument();
  });

  it('shows title, description and a working action', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <EmptyState
        icon="wallet"
        title="No deposits"
        description="Your deposits will show here."
        action={<Button onClick={onClick}>Deposit</Button>}
        headingLevel={2}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No deposits' })).toBeInTheDocument();
    expect(screen.getByText('Your deposits will show here.')).toBeInTheDocument();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
