import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockTokens } from '@portal/api-contract/mocks';
import { downlineTransferDescribe, downlineTransferMachine } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { currentStates } from '../storybook/storyHelpers';
import { DownlineTransferForm } from './DownlineTransferForm';
import {
  downlineTransferStoryInput,
  downlineTransferWalk,
  provideDownlineTransferStory,
} from './DownlineTransfer.walk';

const {
  meta: machineMeta,
  story,
  overview,
  walk,
} = machineStories({
  machine: downlineTransferMachine,
  provide: provideDownlineTransferStory,
  token: mockTokens.agent,
  input: downlineTransferStoryInput,
  describe: downlineTransferDescribe,
  render: (actorRef) => <DownlineTransferForm actorRef={actorRef} currency="PHP" />,
});

const meta = {
  // The catalog test (catalog.test.ts) names each machine's stories after its folder.
  title: 'Machines/DownlineTransfer',
  ...machineMeta,
  // A machine's states look the same in every brand: shot in the default brand only.
  tags: ['visual-one-brand'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const refusal = (canvasElement: HTMLElement) => within(canvasElement).getByRole('alert');
const passwordField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/^Withdrawal password/, { selector: 'input' });

export const Overview: Story = { tags: ['visual-one-width'], ...overview(['editing']) };

/** QA sends ₱500.00 from agentone to member001 through the live machine. */
export const Walk: Story = {
  tags: ['no-visual'],
  ...walk(downlineTransferWalk),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['editing']));
    await userEvent.click(
      canvas.getByRole('button', { name: /^SUBMIT amount=500, withdrawPassword=123456$/ }),
    );
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['moved']));
    await expect(await canvas.findByText('₱500.00 sent to member001.')).toBeVisible();
    await expect(canvas.getByText('Your main wallet now: ₱4,500.00')).toBeVisible();
  },
};

/**
 * The downline, the agent's balance as the hint, "Use all" filling in the whole balance, and the
 * withdraw password.
 */
export const Editing: Story = {
  render: story('editing'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The money goes from your main wallet to member001.')).toBeVisible();
    const amount = canvas.getByLabelText(/^Amount/);
    await expect(amount).toHaveAccessibleDescription('Your main wallet: ₱5,000.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Use all' }));
    await expect(amount).toHaveValue('5000.00');
    await expect(passwordField(canvasElement)).toHaveAttribute('type', 'password');
    await expect(passwordField(canvasElement)).toHaveAccessibleDescription(
      'The six digits you set in the security centre',
    );
    await expect(canvas.getByRole('button', { name: 'Transfer now' })).toBeEnabled();
    // The reference shows the form, not where focus was left.
    const focused = canvasElement.ownerDocument.activeElement;
    if (focused instanceof HTMLElement) focused.blur();
  },
};

/** The same form the other way: what the downline holds is the most that comes back. */
export const EditingRecall: Story = {
  // The same form as Editing, in other words.
  tags: ['no-visual'],
  render: story('editingRecall'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The money comes back from member001 to your main wallet.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Amount/)).toHaveAccessibleDescription(/^member001 holds ₱/);
    await expect(canvas.getByRole('button', { name: 'Recall now' })).toBeEnabled();
  },
};

/** More than the giving side holds and a password not six digits: each field says what is wrong. */
export const FieldErrors: Story = {
  render: story('fieldErrors'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Amount/)).toHaveAccessibleDescription(
      /The maximum amount is ₱10,000\.00/,
    );
    await expect(passwordField(canvasElement)).toHaveAccessibleDescription(/Digits only, 6 digits/);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const InsufficientBalance: Story = {
  render: story('insufficientBalance'),
  play: async ({ canvasElement }) => {
    await expect(refusal(canvasElement)).toHaveTextContent(
      'Your main wallet does not hold that much: nothing was sent.',
    );
  },
};

/** A wrong withdraw password: said above the form and under its field (not "please enter"). */
export const WrongPassword: Story = {
  render: story('wrongPassword'),
  play: async ({ canvasElement }) => {
    await expect(refusal(canvasElement)).toHaveTextContent(
      'The withdrawal password is wrong: no money moved.',
    );
    await expect(passwordField(canvasElement)).toHaveAccessibleDescription(/Wrong withdrawal password/);
    await expect(passwordField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Locked: Story = {
  // The same notice as InsufficientBalance, in other words.
  tags: ['no-visual'],
  render: story('locked'),
  play: async ({ canvasElement }) => {
    await expect(refusal(canvasElement)).toHaveTextContent(
      'Too many wrong withdrawal passwords: it is locked. Try again in 5 minutes.',
    );
  },
};

export const NoWithdrawPassword: Story = {
  // The same notice and field error as WrongPassword, in other words.
  tags: ['no-visual'],
  render: story('noWithdrawPassword'),
  play: async ({ canvasElement }) => {
    await expect(refusal(canvasElement)).toHaveTextContent(
      'You have not set a withdrawal password yet: no money moved. Set one in the security centre first.',
    );
    await expect(passwordField(canvasElement)).toHaveAccessibleDescription(
      /set one in the security centre first/,
    );
  },
};

export const DownlineShort: Story = {
  // The same notice as InsufficientBalance, in other words.
  tags: ['no-visual'],
  render: story('downlineShort'),
  play: async ({ canvasElement }) => {
    await expect(refusal(canvasElement)).toHaveTextContent(
      'member001 does not hold that much now: nothing was recalled.',
    );
  },
};

export const NotInTree: Story = {
  // The same notice as InsufficientBalance, in other words.
  tags: ['no-visual'],
  render: story('notInTree'),
  play: async ({ canvasElement }) => {
    await expect(refusal(canvasElement)).toHaveTextContent(
      'member001 is not one of your direct downlines: no money moved.',
    );
  },
};

export const AnswerLost: Story = {
  render: story('answerLost'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/could not confirm whether sending ₱500.00 to member001 went through/),
    ).toBeVisible();
    // The kept transfer is what the form shows.
    await expect(canvas.getByLabelText(/^Amount/)).toHaveValue('500.00');
    await expect(canvas.getByRole('button', { name: 'Send again' })).toBeEnabled();
  },
};

export const Sending: Story = {
  render: story('sending'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sending the money to member001…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Transfer now' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Transferred: Story = {
  render: story('transferred'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('₱500.00 sent to member001.');
    await expect(canvas.getByText('Your main wallet now: ₱9,500.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Make another transfer' })).toBeVisible();
  },
};

export const Recalled: Story = {
  // The same layout as Transferred, in other words.
  tags: ['no-visual'],
  render: story('recalled'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('₱500.00 recalled from member001.');
    await expect(canvas.getByText('Your main wallet now: ₱10,500.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Recall more' })).toBeVisible();
  },
};
