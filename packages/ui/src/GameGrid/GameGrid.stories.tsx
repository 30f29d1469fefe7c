import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { useTranslation } from '../Translation';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box';
import { makeGames, type DemoGame } from '../GameCard/fixtures';
import { GameGrid, type GameGridProps } from './GameGrid';

const tenThousand = makeGames(10_000);

const meta = {
  title: 'Components/Lobby/GameGrid',
  component: GameGrid,
  args: { games: tenThousand, label: 'Slots', onLaunch: fn(), onFavoriteChange: fn() },
  // The column count follows the available width, so the story root must be a block.
  parameters: { visual: { fit: 'block' } },
  decorators: [
    (Story) => (
      <Box style={{ blockSize: '30rem' }}>
        <Story />
      </Box>
    ),
  ],
  // Default carries the brand's look; the others are about virtualisation, width and the empty grid.
  tags: ['visual-one-brand'],
} satisfies Meta<GameGridProps<DemoGame>>;

export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(args: GameGridProps<DemoGame>) {
  const { t } = useTranslation('nav');
  const [favorites, setFavorites] = useState<ReadonlySet<string>>(() => new Set(['game-1']));
  const games = useMemo(
    () => args.games.map((game) => ({ ...game, favorite: favorites.has(game.id) })),
    [args.games, favorites],
  );
  return (
    <GameGrid
      {...args}
      label={t('categories.rng')}
      games={games}
      onFavoriteChange={(game, next) => {
        setFavorites((prev) => {
          const copy = new Set(prev);
          if (next) copy.add(game.id);
          else copy.delete(game.id);
          return copy;
        });
        args.onFavoriteChange?.(game, next);
      }}
    />
  );
}

export const Default: Story = {
  tags: ['!visual-one-brand'],
  args: { games: makeGames(10) },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas }) => {
    // The virtualizer renders its rows once it has measured the scroller.
    await waitFor(() => expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(10));
  },
};

/** 10,000 games: only the rows near the viewport are rendered, and scrolling brings in more. */
export const TenThousandGames: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const list = canvas.getByRole('list');
    // The virtualizer renders its rows once it has measured the scroller.
    const items = await within(list).findAllByRole('listitem');
    await expect(items.length).toBeGreaterThan(0);
    await expect(items.length).toBeLessThan(200);
    await expect(items[0]).toHaveAttribute('aria-setsize', '10000');

    // Keyboard: launch, then Tab to the card's favourite toggle and flip it.
    const first = canvas.getByRole('button', { name: tenThousand[0]!.name });
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLaunch).toHaveBeenCalledWith(expect.objectContaining({ id: 'game-0' }));
    await userEvent.tab();
    await expect(document.activeElement).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await expect(document.activeElement).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(document.activeElement).toHaveAttribute('aria-pressed', 'false');

    const scroller = canvasElement.querySelector<HTMLElement>('[data-columns]')!;
    scroller.scrollTop = scroller.scrollHeight / 2;
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .some((item) => Number(item.getAttribute('aria-posinset')) > 4000),
      ).toBe(true),
    );
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(200);
    scroller.scrollTop = 0;
    await waitFor(() => expect(canvas.getByRole('button', { name: tenThousand[0]!.name })).toBeVisible());
  },
};

export const Narrow: Story = {
  args: { games: makeGames(30) },
  decorators: [
    (Story) => (
      <Box style={{ inlineSize: '20rem' }}>
        <Story />
      </Box>
    ),
  ],
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    const scroller = canvasElement.querySelector<HTMLElement>('[data-columns]')!;
    await expect(Number(scroller.dataset.columns)).toBeLessThanOrEqual(2);
  },
};

export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/no games/i)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
