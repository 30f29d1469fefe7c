import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { systemStatusDescribe, systemStatusMachine } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { currentStates, replayWalkTo } from '../storybook/storyHelpers';
import { provideSystemStatusStory, systemStatusWalk } from './SystemStatus.walk';
import { SystemStatusGate } from './SystemStatusGate';

type Args = { onContactSupport: () => void };

const {
  meta: machineMeta,
  story,
  overview,
  walk,
} = machineStories({
  machine: systemStatusMachine,
  provide: provideSystemStatusStory,
  input: undefined,
  describe: systemStatusDescribe,
  render: (actorRef, args: Args) => (
    <SystemStatusGate actorRef={actorRef} onContactSupport={args.onContactSupport}>
      <p>Application</p>
    </SystemStatusGate>
  ),
});

const meta = {
  title: 'Machines/SystemStatus',
  ...machineMeta,
  // A machine's states look the same in every brand: shot in the default brand only.
  tags: ['visual-one-brand'],
  args: { onContactSupport: fn() },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<Args>;

export const Overview: Story = { tags: ['visual-one-width'], ...overview(['loading']) };

// The live walk: the site's closed states are server answers (each says `no-visual` itself).

/** The status failing to load: QA switches that answer on, refreshes, and can retry. */
export const Walk: Story = {
  tags: ['no-visual'],
  ...walk(systemStatusWalk),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['normal']));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'The site status fails to load' }));
    await userEvent.click(canvas.getByRole('button', { name: 'REFRESH' }));
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['failed']));
    await expect(canvas.getByRole('button', { name: 'RETRY' })).toBeVisible();
  },
};

/** The maintenance page only a server answer leads to: the replay switches it on. */
export const WalkReplayMaintenance: Story = {
  tags: ['no-visual'],
  ...walk(systemStatusWalk),
  play: async ({ canvasElement }) => {
    await replayWalkTo(canvasElement, 'maintenance', 'The site is under maintenance');
  },
};

export const Loading: Story = {
  render: story('loading'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

export const Normal: Story = {
  render: story('normal'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Application')).toBeVisible();
  },
};

export const Maintenance: Story = {
  render: story('maintenance'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: "We'll be right back" })).toBeVisible();
    await expect(canvas.queryByText('Application')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Contact customer service' }));
    await expect(args.onContactSupport).toHaveBeenCalled();
  },
};

export const RegionBlocked: Story = {
  render: story('regionBlocked'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Service unavailable in your region' })).toBeVisible();
    await expect(canvas.getByText(/203\.0\.113\.7/)).toBeVisible();
  },
};

/** Retrying loads the status again (the mocks answer "normal"). */
export const Failed: Story = {
  render: story('failed'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Application')).toBeVisible();
  },
};
