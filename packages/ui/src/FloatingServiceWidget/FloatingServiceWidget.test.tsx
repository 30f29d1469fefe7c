import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { FloatingServiceWidget, type FloatingServiceItem } from './FloatingServiceWidget';

const items: FloatingServiceItem[] = [
  { kind: 'inviteFriends' },
  { kind: 'telegram', href: 'https://t.me/portal', external: true },
  { kind: 'customerService', href: '/cs' },
];

describe('FloatingServiceWidget', () => {
  it('starts closed: a named region with a collapsed toggle controlling the list', () => {
    renderWithProviders(<FloatingServiceWidget items={items} />);
    const widget = screen.getByRole('complementary', { name: 'Quick help' });
    const toggle = within(widget).getByRole('button', { name: 'Open quick help' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const listId = toggle.getAttribute('aria-controls');
    expect(listId).toBeTruthy();
    expect(document.getElementById(listId ?? '')).not.toBeVisible();
  });

  it('opens and closes from the toggle, renaming it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithProviders(<FloatingServiceWidget items={items} onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Open quick help' }));
    expect(screen.getByRole('button', { name: 'Close quick help' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Invite friends',
      'Telegram',
      'Customer service',
    ]);
    await user.click(screen.getByRole('button', { name: 'Close quick help' }));
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('closes on Escape from inside the list and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FloatingServiceWidget items={items} defaultOpen />);
    screen.getByRole('link', { name: 'Telegram' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open quick help' })).toHaveFocus();
  });

  it('closes on a pointer press outside, not inside', () => {
    renderWithProviders(
      <>
        <FloatingServiceWidget items={items} defaultOpen />
        <p>Outside</p>
      </>,
    );
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Telegram' }));
    expect(screen.getByRole('list')).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('reports the chosen service, opens external links in a new tab, and can close on select', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithProviders(
      <FloatingServiceWidget
        items={[{ kind: 'appDownload', onSelect }, items[1]!]}
        defaultOpen
        closeOnSelect
      />,
    );
    const telegram = screen.getByRole('link', { name: 'Telegram' });
    expect(telegram).toHaveAttribute('target', '_blank');
    expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(screen.getByRole('button', { name: 'Download the app' }));
    expect(onSelect).toHaveBeenCalledWith('appDownload');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('follows the open prop when controlled', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithProviders(<FloatingServiceWidget items={items} open onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Close quick help' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('list')).toBeInTheDocument();
  });

  it('translates labels to TY', () => {
    renderWithProviders(<FloatingServiceWidget items={items} defaultOpen />, { language: 'ty' });
    expect(screen.getByRole('complementary', { name: 'Mabilisang tulong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mag-imbita ng kaibigan' })).toBeInTheDocument();
  });
});
