import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { HeaderBar } from './HeaderBar';

function Bar({ position }: { position?: 'sticky' | 'static' }) {
  return (
    <HeaderBar
      position={position}
      logo={<a href="/">Portal</a>}
      actions={<button type="button">Log in</button>}
    >
      <HeaderBar.NavLink href="/" active>
        Home
      </HeaderBar.NavLink>
      <HeaderBar.NavLink href="/live" category="LIVE">
        Live casino
      </HeaderBar.NavLink>
    </HeaderBar>
  );
}

describe('HeaderBar', () => {
  it('is the banner with a named navigation list', () => {
    renderWithProviders(<Bar />);
    const banner = screen.getByRole('banner');
    const nav = within(banner).getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
    expect(within(banner).getByRole('link', { name: 'Portal' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('marks the active link only', () => {
    renderWithProviders(<Bar />);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Live casino' })).not.toHaveAttribute('aria-current');
  });

  it('keeps a reading order of logo, links, actions for the keyboard', async () => {
    renderWithProviders(<Bar />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Portal' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
  });

  it('leaves out the nav when there are no links', () => {
    renderWithProviders(<HeaderBar logo={<a href="/">Portal</a>} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('names the nav in TY', () => {
    renderWithProviders(<Bar />, { language: 'ty' });
    expect(screen.getByRole('navigation', { name: 'Pangunahing nabigasyon' })).toBeInTheDocument();
  });
});
