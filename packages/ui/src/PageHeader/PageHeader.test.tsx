import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('shows the title as a level-1 heading with no back button by default', () => {
    renderWithProviders(<PageHeader title="Promotions" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('goes back with the keyboard', async () => {
    const onBack = vi.fn();
    renderWithProviders(<PageHeader title="Wallet" level={2} onBack={onBack} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Wallet' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Go back' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('accepts a specific back label', () => {
    renderWithProviders(<PageHeader title="Wallet" onBack={() => {}} backLabel="Back to member centre" />);
    expect(screen.getByRole('button', { name: 'Back to member centre' })).toBeInTheDocument();
  });

  it('renders the breadcrumb, description and actions', () => {
    renderWithProviders(
      <PageHeader
        title="Betting record"
        breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Betting record' }]}
        description="Last 7 days"
        actions={<button type="button">Refresh</button>}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getByText('Last 7 days')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('names the back button in TY', () => {
    renderWithProviders(<PageHeader title="Wallet" onBack={() => {}} />, { language: 'ty' });
    expect(screen.getByRole('button', { name: 'Bumalik' })).toBeInTheDocument();
  });
});
