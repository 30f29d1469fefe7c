import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  FloatingServiceWidget,
  floatingServicePositions,
  type FloatingServiceItem,
} from './FloatingServiceWidget';

const allItems: FloatingServiceItem[] = [
  { kind: 'inviteFriends' },
  { kind: 'telegram', href: '#telegram', external: true },
  { kind: 'facebook', href: '#facebook', external: true },
  { kind: 'appDownload' },
  { kind: 'customerService', href: '#customer-service', external: true },
];

const meta = {
  title: 'Components/Navigation/FloatingServiceWidget',
  component: FloatingServiceWidget,
  // Default (closed) and Open carry the brand's look in every brand; the keyboard walk and fewer
  // services reuse it, shot in the default brand only.
  tags: ['visual-one-width'],
  args: { items: allItems, position: 'static', onOpenChange: fn() },
  argTypes: { position: { control: 'inline-radio', options: floatingServicePositions } },
} satisfies Meta<typeof FloatingServiceWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the round quick-help button, which says it is collapsed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const widget = canvas.getByRole('complementary', { name: 'Quick help' });
    const toggle = within(widget).getByRole('button', { name: 'Open quick help' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(within(widget).queryByRole('list')).toBeNull();
  },
};

/** Open with the keyboard, walk the services with Tab, then Escape closes and returns focus. */
export const OpenWithKeyboard: Story = {
  tags: ['visual-one-brand'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Open quick help' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Close quick help');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('link', { name: 'Customer service' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('list')).toBeNull());
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open: every configured service, links opening in a new tab. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(names).toEqual([
      'Invite friends',
      'Telegram',
      'Facebook',
      'Download the app',
      'Customer service',
    ]);
    await expect(canvas.getByRole('link', { name: 'Telegram' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('button', { name: 'Invite friends' })).toBeVisible();
  },
};

/** Without referral or a configured app resource: only Telegram, Facebook and customer service. */
export const FewerServices: Story = {
  tags: ['visual-one-brand'],
  args: {
    defaultOpen: true,
    items: allItems.filter((item) => item.kind !== 'inviteFriends' && item.kind !== 'appDownload'),
  },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Invite friends' })).toBeNull();
  },
};
