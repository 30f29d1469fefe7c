import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { mockTokens } from '@portal/api-contract/mocks';
import { sessionDescribe, sessionMachine, type SessionInput } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { SessionBadge } from './SessionBadge';

const input: SessionInput = { agentPolicyEnabled: true, merchantCode: 'M001' };

type Args = { onLogin: () => void; onRegister: () => void };

const {
  meta: machineMeta,
  story,
  overview,
} = machineStories({
  machine: sessionMachine,
  provide: (actors) => actors.session,
  // Logging out is a call with the member's session.
  token: mockTokens.member,
  input: input,
  describe: sessionDescribe,
  render: (actorRef, args: Args) => (
    <SessionBadge actorRef={actorRef} onLogin={args.onLogin} onRegister={args.onRegister} />
  ),
});

const meta = {
  title: 'Machines/Session',
  ...machineMeta,
  args: { onLogin: fn(), onRegister: fn() },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<Args>;

export const Overview: Story = { tags: ['visual-one-width'], ...overview(['guest']) };

export const Guest: Story = {
  render: story('guest'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not logged in')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

export const MemberLoading: Story = {
  render: story('memberLoading'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading your account…')).toBeVisible();
  },
};

/** Logging out asks first, then walks through the logout steps back to guest. */
export const Member: Story = {
  render: story('member'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Logged in as Player')).toBeVisible();
    await expect(canvas.getByText('3 unread messages')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    // The question is a modal dialog, portalled out of the canvas.
    const question = await screen.findByRole('alertdialog', { name: 'Log out' });
    await userEvent.click(within(question).getByRole('button', { name: 'Log out' }));
    await expect(await canvas.findByText('Not logged in')).toBeVisible();
  },
};

/** The question is what the story is about, so the shot is the dialog, not the dimmed badge. */
export const ConfirmingLogout: Story = {
  render: story('confirmingLogout'),
  parameters: { visual: { selector: '[role="alertdialog"]' } },
  play: async () => {
    const question = await screen.findByRole('alertdialog', { name: 'Log out' });
    await expect(question).toHaveAccessibleDescription('Are you sure you want to log out?');
    await expect(within(question).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** An agent leaving the agent centre: confirming goes back to /agent. */
export const AgentConfirmingLogout: Story = {
  render: story('agentConfirmingLogout'),
  parameters: { visual: { selector: '[role="alertdialog"]' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Agent')).toBeVisible();
    await expect(await screen.findByRole('alertdialog', { name: 'Log out' })).toBeVisible();
  },
};

export const Agent: Story = {
  render: story('agent'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Agent')).toBeVisible();
  },
};

export const Trial: Story = {
  render: story('trial'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Trial account')).toBeVisible();
    await expect(canvas.queryByText(/unread/)).not.toBeInTheDocument();
  },
};

export const LoggingOut: Story = {
  render: story('loggingOut'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Logging out…')).toBeVisible();
  },
};

export const SessionExpired: Story = {
  render: story('sessionExpired'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Your session has expired');
  },
};
