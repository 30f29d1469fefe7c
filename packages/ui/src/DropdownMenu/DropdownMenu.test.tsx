import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { renderWithProviders } from '../testing';
import { DropdownMenu } from './DropdownMenu';

function AccountMenu({ onChoose }: { onChoose: (item: string) => void }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button>Account menu</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>player_0815</DropdownMenu.Label>
        <DropdownMenu.Item icon="user" onSelect={() => onChoose('profile')}>
          Profile
        </DropdownMenu.Item>
        <DropdownMenu.Item icon="wallet" onSelect={() => onChoose('wallet')}>
          Wallet
        </DropdownMenu.Item>
        <DropdownMenu.Item disabled onSelect={() => onChoose('agent')}>
          Agent centre
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item icon="logout" tone="danger" onSelect={() => onChoose('logout')}>
          Log out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

async function openByKeyboard() {
  const onChoose = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<AccountMenu onChoose={onChoose} />);
  const trigger = screen.getByRole('button', { name: 'Account menu' });
  trigger.focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  // Queried again: in a file's first test the trigger is a new node by the time the menu is open.
  return { user, trigger: screen.getByRole('button', { name: 'Account menu' }), menu, onChoose };
}

describe('DropdownMenu', () => {
  it('opens from the keyboard with the first item focused', async () => {
    const { menu } = await openByKeyboard();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Wallet', 'Agent centre', 'Log out']);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
  });

  it('skips disabled items and wraps with the arrow keys', async () => {
    const { user } = await openByKeyboard();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
  });

  it('chooses the highlighted item with Enter and closes', async () => {
    const { user, trigger, onChoose } = await openByKeyboard();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledWith('wallet');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes on Escape without choosing and returns focus to the trigger', async () => {
    const { user, trigger, onChoose } = await openByKeyboard();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('marks the danger item and keeps icons out of the accessible name', async () => {
    await openByKeyboard();
    const logout = screen.getByRole('menuitem', { name: 'Log out' });
    expect(logout).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByRole('menuitem', { name: 'Agent centre' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('is non-modal by default: the trigger stays in the accessibility tree', async () => {
    const { trigger } = await openByKeyboard();
    expect(trigger.closest('[aria-hidden="true"]')).toBeNull();
  });
});
