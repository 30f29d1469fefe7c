import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoticeMarquee } from './NoticeMarquee';

const notices = [
  { id: 'n1', title: 'Weekend reload bonus: 20% on every deposit this Saturday and Sunday.' },
  { id: 'n2', title: 'Scheduled maintenance for PG games on Tuesday, 02:00–04:00.' },
  { id: 'n3', title: 'New fishing games from JDB are now live.' },
];

const meta = {
  title: 'Components/Lobby/NoticeMarquee',
  component: NoticeMarquee,
  // Frozen for screenshots: the strip never moves in a story.
  args: { notices, paused: true, onSelect: fn() },
  // The strip fills the available width and scrolls inside it.
  parameters: { visual: { fit: 'block' } },
  // Default carries the brand's look; plain text, the stop button and the empty bar are behaviour and
  // content.
  tags: ['visual-one-brand'],
} satisfies Meta<typeof NoticeMarquee>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each title opens its notice; the looping copy is hidden from assistive technology. */
export const Default: Story = {
  tags: ['!visual-one-brand'],
  play: async ({ canvas, args }) => {
    const strip = canvas.getByRole('region', { name: /announcements|anunsyo/i });
    await expect(strip).toHaveAttribute('data-paused', 'true');
    const lists = within(strip).getAllByRole('list');
    await expect(lists).toHaveLength(1);
    const buttons = within(lists[0]!).getAllByRole('button');
    await expect(buttons).toHaveLength(3);
    // Keyboard: Tab reaches the first notice; Enter opens it.
    buttons[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(notices[0]);
    await userEvent.tab();
    await expect(buttons[1]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenLastCalledWith(notices[1]);
  },
};

export const PlainText: Story = {
  args: { onSelect: undefined },
  play: async ({ canvas }) => {
    // The list read by screen readers is the visible one; the looping copy is hidden.
    await expect(within(canvas.getByRole('list')).getByText(notices[2]!.title)).toBeVisible();
    await expect(canvas.queryAllByRole('button', { name: notices[0]!.title })).toHaveLength(0);
  },
};

/** The stop button holds the scroll for touch users too, and restarts it. */
export const StopButton: Story = {
  // The pause button exists only where motion is allowed: run without reduced motion.
  tags: ['motion'],
  play: async ({ canvas }) => {
    const stop = canvas.getByRole('button', { name: /pause|i-pause/i });
    stop.focus();
    await userEvent.keyboard('{Enter}');
    const play = canvas.getByRole('button', { name: /play|ituloy/i });
    await expect(play).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: /pause|i-pause/i })).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvas }) => {
    const strip = canvas.getByRole('region');
    await expect(strip).toHaveAttribute('data-static', 'true');
    await expect(within(strip).queryAllByRole('listitem')).toHaveLength(0);
  },
};
