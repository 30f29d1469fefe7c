import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { GameCard, gameCardStatuses, type GameCardProps } from './GameCard';
import { gameIcon } from './fixtures';

const meta = {
  title: 'Components/Lobby/GameCard',
  component: GameCard,
  args: {
    name: 'Mahjong Ways',
    vendor: 'PG',
    iconUrl: gameIcon(3),
    onLaunch: fn(),
    onFavoriteChange: fn(),
    status: 'available',
  },
  argTypes: { status: { control: 'inline-radio', options: gameCardStatuses } },
  decorators: [
    (Story) => (
      <Box style={{ inlineSize: '10rem' }}>
        <Story />
      </Box>
    ),
  ],
  // The card and its badges are shot in every brand; Trial and a long name reuse that look, shot in
  // the default brand only.
  tags: ['visual-one-width'],
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps the favourite state so the toggle can be exercised; still reports each change. */
function Stateful(args: GameCardProps) {
  const [favorite, setFavorite] = useState(args.favorite ?? false);
  return (
    <GameCard
      {...args}
      favorite={favorite}
      onFavoriteChange={(next) => {
        setFavorite(next);
        args.onFavoriteChange?.(next);
      }}
    />
  );
}

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'Mahjong Ways' })).toBeVisible();
    const launch = canvas.getByRole('button', { name: 'Mahjong Ways' });
    await expect(launch).toHaveAccessibleDescription('PG');
    await userEvent.click(launch);
    await expect(args.onLaunch).toHaveBeenCalledTimes(1);
    launch.blur();
    await userEvent.tab();
    await expect(launch).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLaunch).toHaveBeenCalledTimes(2);
  },
};

export const Hot: Story = {
  args: { hot: true, name: 'Lucky Tiger', iconUrl: gameIcon(0) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/hot/i)).toBeVisible();
  },
};

export const Favorite: Story = {
  args: { favorite: true },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: /mahjong ways/i, pressed: true });
    await expect(toggle).toHaveAccessibleName(/add mahjong ways to favorites|mahjong ways/i);
    await userEvent.click(toggle);
    await expect(args.onFavoriteChange).toHaveBeenLastCalledWith(false);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // Keyboard: Tab from the launch button reaches the toggle; Space flips it back.
    canvas.getByRole('button', { name: 'Mahjong Ways' }).focus();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onLaunch).not.toHaveBeenCalled();
  },
};

export const Trial: Story = {
  tags: ['visual-one-brand'],
  args: { status: 'trial' },
  play: async ({ canvas, args }) => {
    const launch = canvas.getByRole('button', { name: 'Mahjong Ways' });
    await expect(launch).toHaveAccessibleDescription(/trial/i);
    launch.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLaunch).toHaveBeenCalledTimes(1);
  },
};

export const Maintenance: Story = {
  args: { status: 'maintenance' },
  play: async ({ canvas, args }) => {
    const launch = canvas.getByRole('button', { name: 'Mahjong Ways' });
    await expect(launch).toHaveAttribute('aria-disabled', 'true');
    await expect(launch).toHaveAccessibleDescription(/maintenance/i);
    await userEvent.click(launch);
    launch.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLaunch).not.toHaveBeenCalled();
  },
};

export const LongName: Story = {
  tags: ['visual-one-brand'],
  args: { name: 'Treasures of the Golden Dragon Palace Deluxe', vendor: 'JDB', hot: true },
  play: async ({ canvas }) => {
    const launch = canvas.getByRole('button', { name: /^treasures of the golden dragon palace deluxe$/i });
    // The name is cut with an ellipsis instead of growing the card.
    await expect(launch.scrollWidth).toBeGreaterThanOrEqual(launch.clientWidth);
    await expect(launch.getBoundingClientRect().height).toBeLessThan(40);
  },
};
