import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { gameIcon, makeGames } from '../GameCard/fixtures';
import { WinnerBoard, winnerBoardVariants, type WinnerEntry } from './WinnerBoard';

const names = [
  'abcdez',
  'mariaclara',
  'jun88',
  'kim',
  'lucky_star',
  'ronaldo77',
  'bea',
  'zed',
  'angelica',
  'pj',
];

function makeWinners(count: number): WinnerEntry[] {
  const games = makeGames(count);
  return games.map((game, i) => ({
    id: `w${i}`,
    customerName: names[i % names.length] ?? 'player',
    winAmount: 1_250_00 + ((i * 7_919_37) % 98_000_00),
    currency: 'PHP',
    gameName: game.name,
    iconUrl: gameIcon(i),
  }));
}

const meta = {
  title: 'Components/Lobby/WinnerBoard',
  component: WinnerBoard,
  args: { entries: makeWinners(6), variant: 'winners' },
  argTypes: { variant: { control: 'inline-radio', options: winnerBoardVariants } },
  decorators: [
    (Story) => (
      <Box style={{ maxInlineSize: '24rem' }}>
        <Story />
      </Box>
    ),
  ],
  // Default carries the brand's look; biggest wins, another currency and empty are content.
  tags: ['visual-one-width', 'visual-one-brand'],
} satisfies Meta<typeof WinnerBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Names are masked; each row reads as one sentence with the formatted amount. */
export const Default: Story = {
  tags: ['!visual-one-brand'],
  play: async ({ canvas }) => {
    const board = canvas.getByRole('region', { name: /winners|nanalo|panalo/i });
    const rows = within(board).getAllByRole('listitem');
    await expect(rows).toHaveLength(6);
    await expect(rows[0]).toHaveTextContent('ab***z');
    await expect(board).not.toHaveTextContent('abcdez');
    await expect(rows[0]).toHaveTextContent(/₱\s?1,250\.00/);
    await expect(rows[0]).toHaveTextContent('Lucky Tiger');
    // Nothing here takes focus: the board is read, not operated.
    await expect(within(board).queryAllByRole('button')).toHaveLength(0);
  },
};

/** Biggest wins shows at most nine. */
export const BiggestWins: Story = {
  args: { variant: 'biggestWins', entries: makeWinners(15) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /biggest|pinakamalaking/i })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(9);
  },
};

export const OtherCurrency: Story = {
  args: {
    entries: [
      { id: 'u1', customerName: 'johnny', winAmount: 9_876_543, currency: 'USD', gameName: 'Golden Koi' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent(/\$98,765\.43/);
    await expect(canvas.getByRole('listitem')).toHaveTextContent('jo***y');
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText(/no winners|wala pang/i)).toBeVisible();
  },
};
