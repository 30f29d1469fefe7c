import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { StatusScreen } from './StatusScreen';

describe('StatusScreen', () => {
  it('shows the maintenance text and a customer-service button', async () => {
    const onContactSupport = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<StatusScreen variant="maintenance" onContactSupport={onContactSupport} />);
    expect(screen.getByRole('main', { name: "We'll be right back" })).toBeInTheDocument();
    expect(screen.getByText(/scheduled maintenance/)).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Contact customer service' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onContactSupport).toHaveBeenCalledTimes(1);
  });

  it('shows the visitor IP when the region is blocked', () => {
    renderWithProviders(<StatusScreen variant="regionBlocked" ip="203.0.113.7" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Service unavailable in your region' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your IP address is 203\.0\.113\.7\./)).toBeInTheDocument();
  });

  it('renders the support action as a link when given an href', () => {
    renderWithProviders(<StatusScreen variant="regionBlocked" ip="203.0.113.7" supportHref="/cs" />);
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', '/cs');
  });

  it('speaks Filipino', () => {
    renderWithProviders(<StatusScreen variant="maintenance" />, { language: 'ty' });
    expect(screen.getByRole('heading', { name: 'Babalik kami agad' })).toBeInTheDocument();
  });
});
