import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { systemStatusDescribe, systemStatusMachine } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { SystemStatusGate } from './SystemStatusGate';

type Args = { onContactSupport: () => void };

const {
  meta: machineMeta,
  story,
  overview,
} = machineStories({
  machine: systemStatusMachine,
  provide: (actors) => actors.systemStatus,
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
  args: { onContactSupport: fn() },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<Args>;

export const Overview: Story = { tags: ['visual-one-width'], ...overview(['loading']) };

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
