import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { useTranslation } from '../Translation';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DropdownMenu } from './DropdownMenu';
import { settleForScreenshot } from '../test/story';

interface AccountMenuArgs {
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Called with the chosen item's key. */
  onChoose?: (item: string) => void;
  /** The signed-in player's name, from the server. */
  username?: string;
}

/** SPEC §2 header: the account menu; Log out is a danger item after a separator. */
function AccountMenu({ defaultOpen, onOpenChange, onChoose, username = 'player_0815' }: AccountMenuArgs) {
  const { t } = useTranslation('nav');
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline" iconStart="user" iconEnd="chevronDown">
          {t('header.accountMenu')}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>{username}</DropdownMenu.Label>
        <DropdownMenu.Item icon="user" onSelect={() => onChoose?.('profile')}>
          {t('accountMenu.myAccount')}
        </DropdownMenu.Item>
        <DropdownMenu.Item icon="wallet" onSelect={() => onChoose?.('wallet')}>
          {t('memberMenu.transferFund')}
        </DropdownMenu.Item>
        <DropdownMenu.Item icon="receipt" onSelect={() => onChoose?.('bettingRecord')}>
          {t('accountMenu.bettingRecord')}
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item icon="logout" tone="danger" onSelect={() => onChoose?.('signOut')}>
          {t('accountMenu.signOut')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

const meta = {
  title: 'Components/Overlays/DropdownMenu',
  component: AccountMenu as ComponentType<AccountMenuArgs>,
  args: { onOpenChange: fn(), onChoose: fn() },
  // Open (label, items and the danger item) carries the brand's look; the others walk the keyboard.
  tags: ['visual-one-width', 'visual-one-brand'],
} satisfies Meta<AccountMenuArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stories that end with the menu open shoot the menu itself; the others shoot the trigger. */
const openMenuShot = { visual: { selector: '[role="menu"]' } };

const menuItems = () => within(screen.getByRole('menu')).getAllByRole('menuitem');

/** Enter opens it on the first item; arrows move and wrap; Escape closes and returns focus. */
export const Default: Story = {
  render: (args) => <AccountMenu {...args} />,
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /account menu|menu ng account/i });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(menu).toBeVisible();
    const items = menuItems();
    await expect(items).toHaveLength(4);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // Wraps from the first item to the last.
    await expect(items[3]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Asked again: the first opening puts the loaded menu's own button in the first one's place.
    await expect(canvas.getByRole('button', { name: /account menu|menu ng account/i })).toHaveFocus();
    await expect(args.onChoose).not.toHaveBeenCalled();
    await settleForScreenshot();
  },
};

/** Opened by pointer; Enter on a highlighted item chooses it and closes the menu. */
export const ChoosingAnItem: Story = {
  render: (args) => <AccountMenu {...args} />,
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button');
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    // Opened by pointer, the menu itself has focus; ArrowDown moves onto the first item.
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(menuItems()[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith('bettingRecord');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await settleForScreenshot();
  },
};

/** Open, with the signed-in name as a label and Log out as the danger item. */
export const Open: Story = {
  tags: ['!visual-one-brand'],
  args: { defaultOpen: true },
  parameters: openMenuShot,
  render: (args) => <AccountMenu {...args} />,
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveTextContent('player_0815');
    const items = menuItems();
    const signOut = items.at(-1)!;
    await expect(signOut).toHaveAttribute('data-tone', 'danger');
    await expect(signOut).toHaveAccessibleName(/sign out|mag-logout/i);
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
  },
};

/** Typing a letter jumps to the matching item. */
export const Typeahead: Story = {
  args: { defaultOpen: true },
  parameters: openMenuShot,
  render: (args) => <AccountMenu {...args} />,
  play: async () => {
    await screen.findByRole('menu');
    const items = menuItems();
    const wallet = items[1]!;
    const first = (wallet.textContent ?? '').trim().charAt(0);
    await userEvent.keyboard(first);
    await waitFor(() => expect(wallet).toHaveFocus());
  },
};
