import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { Breadcrumb } from './Breadcrumb';

describe('Breadcrumb', () => {
  it('is a named nav with an ordered list; the last item is the current page, not a link', () => {
    renderWithProviders(
      <Breadcrumb
        items={[
          { label: 'Home', href: '/' },
          { label: 'Member centre', href: '/member' },
          { label: 'Betting record', href: '/member/bets' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Member centre']);
    expect(screen.getByText('Betting record')).toHaveAttribute('aria-current', 'page');
  });

  it('calls onClick for router navigation', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithProviders(<Breadcrumb items={[{ label: 'Home', href: '/', onClick }, { label: 'Help' }]} />);
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders nothing without items', () => {
    renderWithProviders(<Breadcrumb items={[]} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('names the trail in TY', () => {
    renderWithProviders(<Breadcrumb items={[{ label: 'Home' }]} />, { language: 'ty' });
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
  });
});
