import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import {
  StatusPill,
  activityStatuses,
  type StatusPillProps,
  contractStatuses,
  presenceStatuses,
  redeemStatuses,
  withdrawalStatuses,
} from './StatusPill';

const meta = {
  title: 'Components/Status/StatusPill',
  component: StatusPill,
  args: { kind: 'activity', status: 'join' },
  // All shows every status of every kind; the per-kind stories are the same pills.
  tags: ['visual-one-width', 'visual-one-brand'],
} satisfies Meta<typeof StatusPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/.+/)).toHaveAttribute('data-status', 'join');
  },
};

export const Activity: Story = {
  render: () => (
    <Box
      as="ul"
      display="flex"
      flexWrap="wrap"
      gap="sm"
      padding="none"
      margin="none"
      style={{ listStyle: 'none' }}
    >
      {activityStatuses.map((status) => (
        <li key={status}>
          <StatusPill kind="activity" status={status} />
        </li>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(activityStatuses.length);
  },
};

export const Redeem: Story = {
  render: () => (
    <Box display="flex" gap="sm">
      {redeemStatuses.map((status) => (
        <StatusPill key={status} kind="redeem" status={status} />
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-status]')).toHaveLength(redeemStatuses.length);
  },
};

export const Contract: Story = {
  render: () => (
    <Box display="flex" flexWrap="wrap" gap="sm">
      {contractStatuses.map((status) => (
        <StatusPill key={status} kind="contract" status={status} />
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-status]')).toHaveLength(contractStatuses.length);
  },
};

export const Withdrawal: Story = {
  render: () => (
    <Box display="flex" flexWrap="wrap" gap="sm">
      {withdrawalStatuses.map((status) => (
        <StatusPill key={status} kind="withdrawal" status={status} />
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-status]')).toHaveLength(withdrawalStatuses.length);
    await expect(canvasElement.querySelector('[data-status="notReceived"]')).toHaveAttribute(
      'data-tone',
      'danger',
    );
  },
};

/** Whether an account has a live session now, as the agent's downline list shows it. */
export const Presence: Story = {
  // Two pills in tones the other kinds already shoot; the downline list's references show them.
  tags: ['no-visual'],
  render: () => (
    <Box display="flex" gap="sm">
      {presenceStatuses.map((status) => (
        <StatusPill key={status} kind="presence" status={status} />
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Online')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('Offline')).toHaveAttribute('data-tone', 'neutral');
  },
};

const groups = [
  ['activity', activityStatuses],
  ['redeem', redeemStatuses],
  ['contract', contractStatuses],
  ['withdrawal', withdrawalStatuses],
] as const;

/** Every status of every kind, one list per kind. */
export const All: Story = {
  tags: ['!visual-one-brand'],
  render: () => (
    <Box display="flex" flexDirection="column" gap="md">
      {groups.map(([kind, statuses]) => (
        <Box
          key={kind}
          as="ul"
          display="flex"
          flexWrap="wrap"
          gap="sm"
          padding="none"
          margin="none"
          style={{ listStyle: 'none' }}
        >
          {statuses.map((status) => (
            <li key={status}>
              {/* The union of props is narrowed per kind at runtime; the cast keeps the map generic. */}
              <StatusPill {...({ kind, status } as StatusPillProps)} />
            </li>
          ))}
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const total = groups.reduce((sum, [, statuses]) => sum + statuses.length, 0);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(total);
    await expect(canvas.getAllByRole('list')).toHaveLength(groups.length);
    // Every pill names its status in text, so tone is never the only cue.
    for (const item of canvas.getAllByRole('listitem')) await expect(item).toHaveTextContent(/\S/);
  },
};
