import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ActorRefFrom } from 'xstate';
import { mockIconUrl, mockTokens } from '@portal/api-contract/mocks';
import {
  favoriteToggleDescribe,
  favoriteToggleMachine,
  type FavoriteGame,
  type FavoriteToggleInput,
} from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { currentStates } from '../storybook/storyHelpers';
import { FavoriteToggle } from './FavoriteToggle';

const input: FavoriteToggleInput = { loggedIn: true, favoriteIds: [101] };
const games: readonly (FavoriteGame & { name: string; hue: number })[] = [
  { nodeId: 101, vendor: 'PG', gameType: 'RNG', name: 'Fortune Tiger', hue: 30 },
  { nodeId: 202, vendor: 'PG', gameType: 'RNG', name: 'Mahjong Ways', hue: 200 },
];

/** Two game rows, each with its heart bound to the same actor. */
function GameList({ actorRef }: { actorRef: ActorRefFrom<typeof favoriteToggleMachine> }) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, 10rem)',
        gap: '1rem',
        listStyle: 'none',
        padding: 0,
      }}
    >
      {games.map((game) => (
        <li key={game.nodeId}>
          <FavoriteToggle
            actorRef={actorRef}
            game={game}
            card={{ name: game.name, vendor: game.vendor, iconUrl: mockIconUrl(game.vendor, game.hue) }}
          />
        </li>
      ))}
    </ul>
  );
}

const {
  meta: machineMeta,
  story,
  overview,
} = machineStories({
  machine: favoriteToggleMachine,
  // The throttle reopens at once, so the chart settles before the screenshot.
  provide: (actors) => ({ ...actors.favoriteToggle, delays: { toggleThrottle: 0 } }),
  // Favourites are the member's own.
  token: mockTokens.member,
  input: input,
  describe: favoriteToggleDescribe,
  render: (actorRef) => <GameList actorRef={actorRef} />,
});

const meta = { title: 'Machines/FavoriteToggle', ...machineMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  tags: ['visual-one-width'],
  ...overview(['request', 'idle', 'throttle', 'open']),
};

/** Clicking an empty heart fills it at once; the server agrees. */
export const Idle: Story = {
  render: story('idle'),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: 'Add Fortune Tiger to favourites',
        pressed: true,
      }),
    ).toBeVisible();
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: 'Add Mahjong Ways to favourites',
        pressed: false,
      }),
    );
    await expect(
      within(canvasElement).getByRole('button', {
        name: 'Add Mahjong Ways to favourites',
        pressed: true,
      }),
    ).toBeVisible();
    await waitFor(() =>
      expect(currentStates(canvasElement)).toEqual(['request', 'idle', 'throttle', 'open']),
    );
  },
};

export const Adding: Story = {
  render: story('adding'),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: 'Add Mahjong Ways to favourites',
        pressed: true,
      }),
    ).toBeVisible();
  },
};

export const Removing: Story = {
  render: story('removing'),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: 'Add Fortune Tiger to favourites',
        pressed: false,
      }),
    ).toBeVisible();
  },
};

export const RolledBack: Story = {
  render: story('rolledBack'),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: 'Add Fortune Tiger to favourites',
        pressed: true,
      }),
    ).toBeVisible();
    // Every card bound to the actor shows the failure.
    const alerts = within(canvasElement).getAllByRole('alert');
    await expect(alerts).toHaveLength(games.length);
    for (const alert of alerts)
      await expect(alert).toHaveTextContent('Network link is abnormal, please try again');
  },
};
