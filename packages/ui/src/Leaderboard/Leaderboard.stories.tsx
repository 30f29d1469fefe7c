import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Amount } from '../Amount';
import { Leaderboard, type LeaderboardEntry } from './Leaderboard';

const entries: LeaderboardEntry[] = [
  { id: '1', name: 'pl***88', score: <Amount minor={12850000} currency="PHP" /> },
  { id: '2', name: 'ma***la', score: <Amount minor={9420050} currency="PHP" /> },
  { id: '3', name: 'jo***23', score: <Amount minor={7100000} currency="PHP" /> },
  { id: '4', name: 'ri***on', score: <Amount minor={5230075} currency="PHP" /> },
  { id: '5', name: 'an***ie', score: <Amount minor={4100000} currency="PHP" /> },
];

const meta = {
  title: 'Components/Account/Leaderboard',
  // It fills its container and has no breakpoints: one width shows it.
  // CurrentPlayer (rows and the highlighted one) carries the brand's look.
  tags: ['visual-one-width', 'visual-one-brand'],
  component: Leaderboard,
  args: { entries, label: 'Mission leaderboard' },
} satisfies Meta<typeof Leaderboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Mission leaderboard' })).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(within(items[0]!).getByRole('img')).toHaveAccessibleName(/.+/);
    await expect(within(items[3]!).queryByRole('img')).toBeNull();
  },
};

/** The signed-in player's row is highlighted and marked with text, not colour alone. */
export const CurrentPlayer: Story = {
  tags: ['!visual-one-brand'],
  args: { currentId: '4' },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[3]).toHaveAttribute('aria-current', 'true');
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText(/.+/)).toBeVisible();
  },
};
