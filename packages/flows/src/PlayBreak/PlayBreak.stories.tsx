import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockTokens } from '@portal/api-contract/mocks';
import { playBreakDescribe, playBreakMachine } from '@portal/machines';
import type { FlowActors } from '../actors';
import { machineStories } from '../storybook/machineStories';
import { PlayBreakForm } from './PlayBreakForm';

// The confirmation names an end date counted from now: a fixed now keeps the shots still.
const storyNow = () => Date.UTC(2026, 10, 30, 4, 0, 0);

const {
  meta: machineMeta,
  story,
  overview,
} = machineStories({
  machine: playBreakMachine,
  provide: (actors: FlowActors) => actors.playBreak,
  token: mockTokens.member,
  input: undefined,
  describe: playBreakDescribe,
  render: (actorRef) => <PlayBreakForm actorRef={actorRef} now={storyNow} />,
});

const meta = {
  title: 'Machines/PlayBreak',
  ...machineMeta,
  // A machine's states look the same in every brand: shot in the default brand only.
  tags: ['visual-one-brand'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog is what these states are about: the shot is the dialog, not the dimmed form behind it. */
const dialogShot = { visual: { selector: '[role="dialog"]' } };

export const Overview: Story = { tags: ['visual-one-width'], ...overview(['choosing']) };

/** Both breaks with their periods; choosing a time-out and asking opens the confirmation. */
export const Choosing: Story = {
  render: story('choosing'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const timeOut = within(canvas.getByRole('form', { name: 'Time-out' }));
    await expect(timeOut.getByRole('radio', { name: '6 weeks' })).toBeVisible();
    await expect(
      within(canvas.getByRole('form', { name: 'Self-exclusion' })).getByRole('radio', { name: '5 years' }),
    ).toBeVisible();
    await userEvent.click(timeOut.getByRole('radio', { name: '7 days' }));
    await userEvent.click(timeOut.getByRole('button', { name: 'Start time-out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start your break?' });
    await expect(within(dialog).getByText(/cannot be undone/)).toBeVisible();
  },
};

/** Asked without a period: the time-out's choice says what is missing. */
export const PeriodMissing: Story = {
  // The same form as Choosing with one error line: no reference of its own.
  tags: ['no-visual'],
  render: story('periodMissing'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Please make a selection')).toBeVisible();
  },
};

/** The confirmation states the end, every site, the logout, that withdrawals are paid, and no undo. */
export const Confirming: Story = {
  render: story('confirming'),
  parameters: dialogShot,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Start your break?' });
    await expect(within(dialog).getByText(/You exclude yourself until 2027-05-31/)).toBeVisible();
    await expect(within(dialog).getByText(/cannot be undone or shortened/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, start my break' }));
    await expect(await within(dialog).findByText('Input cannot be empty')).toBeVisible();
  },
};

/** A wrong password is said under the field. */
export const WrongPassword: Story = {
  render: story('wrongPassword'),
  parameters: dialogShot,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Start your break?' });
    await expect(within(dialog).getByLabelText(/Your login password/)).toHaveAccessibleDescription(/./);
  },
};

export const Failed: Story = {
  // The confirmation with a notice, as WrongPassword: no reference of its own.
  tags: ['no-visual'],
  render: story('failed'),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Start your break?' });
    await expect(within(dialog).getByText(/24 hours|until/)).toBeVisible();
  },
};

export const Submitting: Story = {
  // A busy button on the confirmation: nothing new to see.
  tags: ['no-visual'],
  render: story('submitting'),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Start your break?' });
    await expect(within(dialog).getByLabelText(/Your login password/)).toBeDisabled();
  },
};

/** Started: the end date, and the member is being signed out. */
export const Done: Story = {
  render: story('done'),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText(/Your break has started\. It ends on 2027-05-3/)).toBeVisible(),
    );
  },
};
