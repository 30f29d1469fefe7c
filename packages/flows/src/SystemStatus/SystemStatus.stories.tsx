import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { systemStatusDescribe, systemStatusMachine, type SystemStatusInfo } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { stateStoryParameters } from '../storybook/storyHelpers';
import { SystemStatusGate } from './SystemStatusGate';

const machine = systemStatusMachine.provide({
  actors: {
    loadSystemStatus: fromPromise(async (): Promise<SystemStatusInfo> => ({
      maintenance: false,
      regionRestriction: false,
      ip: '203.0.113.7',
    })),
  },
});

type Args = { onContactSupport: () => void };

const { story, overview } = machineStories({
  machine,
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
  parameters: stateStoryParameters,
  args: { onContactSupport: fn() },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<Args>;

export const Overview: Story = overview(['loading']);

export const Loading: Story = {
  render: (args) => story('loading')(args),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

export const Normal: Story = {
  render: (args) => story('normal')(args),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Application')).toBeVisible();
  },
};

export const Maintenance: Story = {
  render: (args) => story('maintenance')(args),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: "We'll be right back" })).toBeVisible();
    await expect(canvas.queryByText('Application')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Contact customer service' }));
    await expect(args.onContactSupport).toHaveBeenCalled();
  },
};

export const RegionBlocked: Story = {
  render: (args) => story('regionBlocked')(args),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Service unavailable in your region' })).toBeVisible();
    await expect(canvas.getByText(/203\.0\.113\.7/)).toBeVisible();
  },
};

/** Retrying loads the status again (the fake answers "normal"). */
export const Failed: Story = {
  render: (args) => story('failed')(args),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Application')).toBeVisible();
  },
};
