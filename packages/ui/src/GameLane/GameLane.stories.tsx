import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../Translation';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { GameGridItem } from '../GameGrid';
import { makeGames } from '../GameCard/fixtures';
import { GameLane, type GameLaneProps } from './GameLane';

const meta = {
  title: 'Components/Lobby/GameLane',
  component: GameLane,
  args: { title: 'Slots', games: makeGames(8), rowsPerSlide: 2, onLaunch: fn(), onPageChange: fn() },
  argTypes: { rowsPerSlide: { control: { type: 'number', min: 1, max: 4 } } },
  parameters: { visual: { fit: 'block' } },
  // Paged (arrows) and WithViewAll (the link, focused) carry the brand's look; the others are rows and
  // content.
  tags: ['visual-one-brand'],
} satisfies Meta<GameLaneProps<GameGridItem>>;

export default meta;
type Story = StoryObj<typeof meta>;

function Titled(args: GameLaneProps<GameGridItem> & { titleKey?: 'categories.rng' | 'categories.fish' }) {
  const { t } = useTranslation(['nav', 'games']);
  const title = args.titleKey ? t(args.titleKey) : t('games:hotGames.title');
  return <GameLane {...args} title={title} />;
}

/** Twelve games or fewer: no arrows. */
export const Default: Story = {
  render: (args) => <Titled {...args} titleKey="categories.rng" />,
  play: async ({ canvas, args }) => {
    const lane = canvas.getByRole('region');
    await expect(within(lane).getAllByRole('listitem')).toHaveLength(8);
    await expect(within(lane).queryByRole('button', { name: /previous|naunang/i })).toBeNull();
    const first = within(lane).getByRole('button', { name: args.games[0]!.name });
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLaunch).toHaveBeenCalledWith(args.games[0]);
  },
};

/** More than twelve games: arrows page through twelve at a time. */
export const Paged: Story = {
  tags: ['!visual-one-brand'],
  args: { games: makeGames(30) },
  render: (args) => <Titled {...args} titleKey="categories.fish" />,
  play: async ({ canvas, args }) => {
    const previous = canvas.getByRole('button', { name: /previous|naunang/i });
    const next = canvas.getByRole('button', { name: /more games|iba pang/i });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(12);
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: args.games[12]!.name })).toBeVisible();
    // Keyboard: Enter on the focused arrow goes to the last page (6 games).
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab({ shift: true });
    await expect(previous).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: args.games[0]!.name })).toBeVisible();
  },
};

/** Hot games use three rows per slide. */
export const HotGamesThreeRows: Story = {
  args: { games: makeGames(24), rowsPerSlide: 3 },
  render: (args) => <Titled {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /hot|patok/i })).toBeVisible();
    const list = canvas.getByRole('list');
    await expect(list).toHaveAttribute('data-rows', '3');
    const tops = new Set(
      within(list)
        .getAllByRole('listitem')
        .map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    await expect(tops.size).toBe(3);
  },
};

export const WithViewAll: Story = {
  tags: ['!visual-one-brand'],
  args: { onViewAll: fn() },
  render: (args) => <Titled {...args} titleKey="categories.rng" />,
  play: async ({ canvas, args }) => {
    const viewAll = canvas.getByRole('button', { name: /view all|tingnan lahat/i });
    viewAll.focus();
    await userEvent.keyboard(' ');
    await expect(args.onViewAll).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { games: [] },
  render: (args) => <Titled {...args} titleKey="categories.fish" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/no games|wala pang laro/i)).toBeVisible();
  },
};
