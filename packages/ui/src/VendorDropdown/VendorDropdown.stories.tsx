import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { makeVendors } from '../VendorTile/fixtures';
import { VendorDropdown } from './VendorDropdown';
import { settleForScreenshot } from '../test/story';

const meta = {
  title: 'Components/Lobby/VendorDropdown',
  component: VendorDropdown,
  args: { vendors: makeVendors(8), onSelect: fn(), onOpenChange: fn() },
  // ListOpen carries the brand's look; the others are the trigger, the large grid and the keyboard
  // walk.
  tags: ['visual-one-width', 'visual-one-brand'],
} satisfies Meta<typeof VendorDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async (trigger: HTMLElement) => {
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  return waitFor(() => screen.getByRole('menu'));
};

/** Up to ten vendors: a single column. Keyboard opens, moves, chooses and returns focus. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    // Asked each time: the first opening puts the loaded menu's own button in the first one's place.
    const trigger = () => canvas.getByRole('button', { name: /game providers|provider/i });
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    const menu = await openMenu(trigger());
    await expect(menu).toHaveAttribute('data-layout', 'list');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(8);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('EG2');
    await waitFor(() => expect(trigger()).toHaveFocus());
    await openMenu(trigger());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'false'));
    await settleForScreenshot();
  },
};

/** More than ten vendors: the large grid layout. */
export const Large: Story = {
  args: { vendors: makeVendors(24) },
  play: async ({ canvas, args }) => {
    const menu = await openMenu(canvas.getByRole('button', { name: /game providers|provider/i }));
    await expect(menu).toHaveAttribute('data-layout', 'large');
    await expect(getComputedStyle(menu).display).toBe('grid');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(24);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{End}');
    await expect(items[23]).toHaveFocus();
    await expect(items[23]).toHaveAccessibleName('Studio 24');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Jili' }));
    await expect(args.onSelect).toHaveBeenCalledWith('JL');
    await settleForScreenshot();
  },
};

/** A custom trigger label, e.g. the current category. */
export const CustomLabel: Story = {
  args: { label: 'Slots', vendors: makeVendors(5) },
  play: async ({ canvas }) => {
    const menu = await openMenu(canvas.getByRole('button', { name: 'Slots' }));
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
  },
};

/** Open from the start, so the reference shows the single-column list. */
export const ListOpen: Story = {
  tags: ['!visual-one-brand'],
  args: { defaultOpen: true },
  parameters: { visual: { selector: '[role="menu"]' } },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveAttribute('data-layout', 'list');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(8);
  },
};

/** Open from the start with more than ten vendors, so the reference shows the grid. */
export const LargeOpen: Story = {
  args: { defaultOpen: true, vendors: makeVendors(24) },
  parameters: { visual: { selector: '[role="menu"]' } },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveAttribute('data-layout', 'large');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(24);
  },
};
