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
import {
  favoriteToggleWalk,
  favoriteToggleWalkInput,
  provideFavoriteToggleStory,
} from './FavoriteToggle.walk';

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
  walk,
} = machineStories({
  machine: favoriteToggleMachine,
  provide: provideFavoriteToggleStory,
  // Favourites are the member's own.
  token: mockTokens.member,
  input: input,
  describe: favoriteToggleDescribe,
  render: (actorRef) => <GameList actorRef={actorRef} />,
});

const meta = {
  title: 'Machines/FavoriteToggle',
  ...machineMeta,
  // A machine's states look the same in every brand: shot in the default brand only.
  tags: ['visual-one-brand'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  tags: ['visual-one-width'],
  ...overview(['request', 'idle', 'throttle', 'open']),
};

/*
 * The live walk: the mocks' member with their seeded favourites. Each walk story says `no-visual`
 * itself (see `walk`).
 */
const walkStory = walk(favoriteToggleWalk, favoriteToggleWalkInput);

/** QA adds the first card's game: its heart fills at once and the mocks agree. */
export const Walk: Story = {
  tags: ['no-visual'],
  ...walkStory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentStates(canvasElement)).toContain('idle'));
    await userEvent.click(canvas.getByRole('button', { name: 'TOGGLE nodeId=101, vendor=PG, gameType=RNG' }));
    await expect(
      canvas.getByRole('button', { name: 'Add Fortune Tiger to favourites', pressed: true }),
    ).toBeVisible();
    await waitFor(() =>
      expect(currentStates(canvasElement)).toEqual(['request', 'idle', 'throttle', 'open']),
    );
  },
};

/** A game the catalogue no longer has: the mocks refuse it and the heart empties again. */
export const WalkRolledBack: Story = {
  tags: ['no-visual'],
  ...walkStory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'TOGGLE nodeId=999999, vendor=PG, gameType=RNG' }),
    );
    const log = within(canvas.getByRole('log'));
    // The throttle reopens meanwhile: the refusal is one of the last entries, not always the last.
    await waitFor(() =>
      expect(
        log.getAllByRole('listitem').some((entry) => /error: addFavorite/.test(entry.textContent ?? '')),
      ).toBe(true),
    );
  },
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
