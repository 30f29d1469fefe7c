import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockTokens } from '@portal/api-contract/mocks';
import { uplineTransferDescribe, uplineTransferMachine } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { currentStates } from '../storybook/storyHelpers';
import { UplineTransferForm } from './UplineTransferForm';
import {
  provideUplineTransferStory,
  uplineTransferStoryInput,
  uplineTransferWalk,
} from './UplineTransfer.walk';

const {
  meta: machineMeta,
  story,
  overview,
  walk,
} = machineStories({
  machine: uplineTransferMachine,
  provide: provideUplineTransferStory,
  token: mockTokens.member,
  input: uplineTransferStoryInput,
  describe: uplineTransferDescribe,
  render: (actorRef) => <UplineTransferForm actorRef={actorRef} currency="PHP" />,
});

const meta = {
  // The catalog test (catalog.test.ts) names each machine's stories after its folder.
  title: 'Machines/UplineTransfer',
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

/** QA sends ₱500.00 to agentone through the live machine. */
export const Walk: Story = {
  tags: ['no-visual'],
  ...walk(uplineTransferWalk),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['editing']));
    await userEvent.click(
      canvas.getByRole('button', { name: /^SUBMIT amount=500, withdrawPassword=123456$/ }),
    );
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['transferred']));
    await expect(await canvas.findByText('₱500.00 sent to agentone.')).toBeVisible();
    await expect(canvas.getByText('Main wallet now: ₱9,500.00')).toBeVisible();
  },
};

/** A lost answer keeps the transfer: "Send again" sends it with the same key once the line is back. */
export const WalkAnswerLost: Story = {
  tags: ['no-visual'],
  ...walk(uplineTransferWalk),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lostSwitch = await canvas.findByRole('checkbox', {
      name: 'Transfers to the upline get no answer (the connection drops)',
    });
    await userEvent.click(lostSwitch);
    await userEvent.click(
      canvas.getByRole('button', { name: /^SUBMIT amount=500, withdrawPassword=123456$/ }),
    );
    await expect(
      await canvas.findByText(/could not confirm whether sending ₱500.00 to agentone went through/),
    ).toBeVisible();
    await userEvent.click(lostSwitch);
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['transferred']));
    await expect(canvas.getByText('₱500.00 sent to agentone.')).toBeVisible();
  },
};

/** The upline, the balance as the hint, "Use all" filling in the whole balance. */
export const Editing: Story = {
  render: story('editing'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('The money goes from your main wallet to your upline, agentone.'),
    ).toBeVisible();
    const amount = canvas.getByLabelText(/^Amount/);
    await expect(amount).toHaveAccessibleDescription('Available balance: ₱10,000.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Use all' }));
    await expect(amount).toHaveValue('10000.00');
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

/** More than the balance and a password not six digits: each field says what is wrong, in money. */
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
      'The withdrawal password is wrong: nothing was sent.',
    );
    await expect(passwordField(canvasElement)).toHaveAccessibleDescription(/Wrong withdrawal password/);
    await expect(passwordField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Locked: Story = {
  render: story('locked'),
  play: async ({ canvasElement }) => {
    await expect(refusal(canvasElement)).toHaveTextContent(
      'Too many wrong withdrawal passwords: it is locked. Try again in 5 minutes.',
    );
  },
};

export const NoWithdrawPassword: Story = {
  render: story('noWithdrawPassword'),
  play: async ({ canvasElement }) => {
    await expect(refusal(canvasElement)).toHaveTextContent(
      'You have not set a withdrawal password yet: nothing was sent. Set one in the security centre first.',
    );
    await expect(passwordField(canvasElement)).toHaveAccessibleDescription(
      /set one in the security centre first/,
    );
  },
};

export const NoUpline: Story = {
  render: story('noUpline'),
  play: async ({ canvasElement }) => {
    await expect(refusal(canvasElement)).toHaveTextContent(
      'Your account has no upline to send to: nothing was sent.',
    );
  },
};

export const AnswerLost: Story = {
  render: story('answerLost'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/could not confirm whether sending ₱500.00 to agentone went through/),
    ).toBeVisible();
    // The kept transfer is what the form shows.
    await expect(canvas.getByLabelText(/^Amount/)).toHaveValue('500.00');
    await expect(canvas.getByRole('button', { name: 'Send again' })).toBeEnabled();
  },
};

export const Transferring: Story = {
  render: story('transferring'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sending the money to your upline…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Transfer now' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Transferred: Story = {
  render: story('transferred'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('₱500.00 sent to agentone.');
    await expect(canvas.getByText('Main wallet now: ₱9,500.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Make another transfer' })).toBeVisible();
  },
};
