import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockTokens } from '@portal/api-contract/mocks';
import { sessionDescribe, sessionMachine, type SessionInput } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { currentStates, replayWalkTo, walkLogEntries } from '../storybook/storyHelpers';
import { provideSessionStory, sessionWalkInput, sessionWalks, sessionWalkToken } from './Session.walk';
import { SessionBadge } from './SessionBadge';

const input: SessionInput = { agentPolicyEnabled: true, merchantCode: 'M001' };

type Args = { onLogin: () => void; onRegister: () => void };

const {
  meta: machineMeta,
  story,
  overview,
  walk,
} = machineStories({
  machine: sessionMachine,
  provide: provideSessionStory,
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
  // A machine's states look the same in every brand: shot in the default brand only.
  tags: ['visual-one-brand'],
  args: { onLogin: fn(), onRegister: fn() },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<Args>;

export const Overview: Story = { tags: ['visual-one-width'], ...overview(['guest']) };

/**
 * The live walks, one per seeded account kind: each logs its account in with that account's session,
 * so the mocks load its own favourites, unread count and contracts. Each walk story says
 * `no-visual` itself (see `walk`).
 */
const walkAs = (account: keyof typeof sessionWalks) =>
  walk(sessionWalks[account], sessionWalkInput, sessionWalkToken(account));

/** QA walks demomember's session: the login loads the mocks' unread count; logging out asks first. */
export const Walk: Story = {
  tags: ['no-visual'],
  ...walkAs('member'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['guest']));
    await userEvent.click(canvas.getByRole('button', { name: /^LOGGED_IN .*account=demomember/ }));
    await waitFor(() => expect(currentStates(canvasElement)).toContain('ready'));
    await expect(canvas.getByText('Logged in as Demo Member')).toBeVisible();
    await expect(canvas.getByText('5 unread messages')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'LOGOUT from=portal' }));
    await userEvent.click(canvas.getByRole('button', { name: 'CONFIRM' }));
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['guest']));
    await expect(canvas.getByText('Not logged in')).toBeVisible();
  },
};

/** A server switch: the loads after login fail, the session still works, without its unread badge. */
export const WalkSessionLoadsFail: Story = {
  tags: ['no-visual'],
  ...walkAs('member'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['guest']));
    await userEvent.click(
      canvas.getByRole('checkbox', {
        name: 'What loads after login fails (favourites, unread count, contracts)',
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: /^LOGGED_IN .*account=demomember/ }));
    await waitFor(() =>
      expect(walkLogEntries(canvasElement).at(-1)).toMatch(/error: loadSessionData · .*→.*ready/),
    );
    await expect(canvas.getByText('Logged in as Demo Member')).toBeVisible();
    await expect(canvas.queryByText(/unread messages/)).not.toBeInTheDocument();
  },
};

/** Picking the logout question on the chart replays the login and the sign out chosen. */
export const WalkReplay: Story = {
  tags: ['no-visual'],
  ...walkAs('member'),
  play: async ({ canvasElement }) => {
    await replayWalkTo(canvasElement, 'confirmingLogout');
    await expect(await screen.findByRole('alertdialog', { name: 'Log out' })).toBeVisible();
  },
};

/** agentone's session: the agent kind, with the agent's own contracts loaded. */
export const WalkAgent: Story = {
  tags: ['no-visual'],
  ...walkAs('agent'),
  play: async ({ canvasElement }) => {
    await replayWalkTo(canvasElement, 'agent');
    await expect(within(canvasElement).getByText('Logged in as agentone')).toBeVisible();
  },
};

/** demotrial's session: a trial account loads no unread count. */
export const WalkTrial: Story = {
  tags: ['no-visual'],
  ...walkAs('trial'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await replayWalkTo(canvasElement, 'trial');
    await expect(canvas.getByText('Trial account')).toBeVisible();
    await expect(canvas.queryByText(/unread messages/)).not.toBeInTheDocument();
  },
};

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
