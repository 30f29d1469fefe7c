import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { mockTokens } from '@portal/api-contract/mocks';
import { realityCheckDescribe, realityCheckMachine, type RealityCheckInput } from '@portal/machines';
import type { FlowActors } from '../actors';
import { machineStories } from '../storybook/machineStories';
import { RealityCheckDialog } from './RealityCheckDialog';

const startedAt = Date.UTC(2026, 10, 30, 4, 0, 0);
const input: RealityCheckInput = { intervalMinutes: 15, sessionStartedAt: startedAt, now: startedAt };

const {
  meta: machineMeta,
  story,
  overview,
} = machineStories({
  machine: realityCheckMachine,
  provide: (actors: FlowActors) => actors.realityCheck,
  token: mockTokens.member,
  input,
  describe: realityCheckDescribe,
  render: (actorRef) => (
    <RealityCheckDialog actorRef={actorRef} currency="PHP" sessionStartedAt={startedAt} />
  ),
});

const meta = {
  title: 'Machines/RealityCheck',
  ...machineMeta,
  // A machine's states look the same in every brand: shot in the default brand only.
  tags: ['visual-one-brand'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** These states are about the dialog: the shot is the dialog, not what it covers. */
const dialogShot = { visual: { selector: '[role="dialog"]' } };

export const Overview: Story = { tags: ['visual-one-width'], ...overview(['counting']) };

// Off, counting, loading and logged out show no dialog: nothing to shoot.
export const Off: Story = {
  tags: ['no-visual'],
  render: story('off'),
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
export const Counting: Story = {
  tags: ['no-visual'],
  render: story('counting'),
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
export const Due: Story = {
  tags: ['no-visual'],
  render: story('due'),
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
export const LoggedOut: Story = {
  tags: ['no-visual'],
  render: story('loggedOut'),
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The dialog: 15 minutes played, ₱2,400.00 wagered, a ₱355.00 loss, and the three answers. */
export const Shown: Story = {
  render: story('shown'),
  parameters: dialogShot,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    const view = within(dialog);
    await expect(view.getByText('15 min')).toBeVisible();
    await expect(view.getByText('₱2,400.00')).toBeVisible();
    await expect(view.getByText('-₱355.00')).toBeVisible();
    for (const name of ['Continue playing', 'Take a break', 'Log out'])
      await expect(view.getByRole('button', { name })).toBeEnabled();
  },
};

/** Without the figures the dialog still asks, with the time played. */
export const ShownWithoutFigures: Story = {
  render: story('shownWithoutFigures'),
  parameters: dialogShot,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await expect(within(dialog).getByText('15 min')).toBeVisible();
    await expect(within(dialog).getByText("This session's figures could not be loaded.")).toBeVisible();
  },
};
