import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockTokens } from '@portal/api-contract/mocks';
import { walletTransferDescribe, walletTransferMachine } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { currentStates } from '../storybook/storyHelpers';
import {
  provideWalletTransferStory,
  walletTransferStoryInput,
  walletTransferWalk,
  walletTransferWorld,
} from './WalletTransfer.walk';
import { WalletTransferForm } from './WalletTransferForm';

const input = walletTransferStoryInput;
/** The host's way to the deposit page, offered while the main wallet is short. */
const onDeposit = fn();

const {
  meta: machineMeta,
  story,
  overview,
  walk,
} = machineStories({
  machine: walletTransferMachine,
  provide: provideWalletTransferStory,
  token: mockTokens.member,
  world: walletTransferWorld,
  input,
  describe: walletTransferDescribe,
  render: (actorRef) => <WalletTransferForm actorRef={actorRef} currency="PHP" onDeposit={onDeposit} />,
});

const meta = {
  title: 'Machines/WalletTransfer',
  ...machineMeta,
  // A machine's states look the same in every brand: shot in the default brand only.
  tags: ['visual-one-brand'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = { tags: ['visual-one-width'], ...overview(['editing']) };

/** QA moves ₱100.50 into the PG wallet through the live machine, then recalls everything. */
export const Walk: Story = {
  tags: ['no-visual'],
  ...walk(walletTransferWalk),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['editing']));
    await userEvent.click(canvas.getByRole('button', { name: /^SUBMIT vendor=PG, direction=toVendor/ }));
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['done']));
    await expect(await canvas.findByText('₱100.50 moved from Main wallet to PG.')).toBeVisible();
  },
};

/** A lost answer keeps the transfer: "Send again" repeats it with the same key once the line is back. */
export const WalkAnswerLost: Story = {
  tags: ['no-visual'],
  ...walk(walletTransferWalk),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lostSwitch = await canvas.findByRole('checkbox', {
      name: 'Wallet moves get no answer (the connection drops)',
    });
    await userEvent.click(lostSwitch);
    await userEvent.click(canvas.getByRole('button', { name: 'RECALL_ALL' }));
    await expect(
      await canvas.findByText(/could not confirm whether the recall to the main wallet went through/),
    ).toBeVisible();
    await userEvent.click(lostSwitch);
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['done']));
    await expect(canvas.getByText(/brought back to the main wallet/)).toBeVisible();
  },
};

/** The form: a game wallet, a direction and an amount; the recall empties every game wallet. */
export const Editing: Story = {
  render: story('editing'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /Game wallet/ })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Main wallet → game wallet' })).toBeChecked();
    await expect(canvas.getByLabelText(/^Amount/)).toHaveAccessibleDescription(
      `Available balance: ₱${(input.balances.balance / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    await expect(canvas.getByRole('button', { name: 'Recall all to main wallet' })).toBeEnabled();
    // Nothing chosen and nothing typed: each field says what is missing, and nothing is sent.
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer now' }));
    await expect(await canvas.findByText('Please make a selection')).toBeVisible();
    await expect(canvas.getByLabelText(/^Amount/)).toHaveAccessibleDescription(/Input cannot be empty/);
  },
};

export const FieldErrors: Story = {
  render: story('fieldErrors'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please make a selection')).toBeVisible();
    await expect(canvas.getByLabelText(/^Amount/)).toHaveAccessibleDescription(/₱1,250\.00/);
    // More than the main wallet holds: the way to a deposit is offered beside the error.
    await expect(canvas.getByRole('button', { name: 'Deposit' })).toBeEnabled();
  },
};

/** The main wallet was short: the refusal, and the way to a deposit. */
export const Refused: Story = {
  render: story('refused'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Insufficient balance');
    await expect(canvas.getByText(/does not hold enough to move into a game/)).toBeVisible();
    onDeposit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(onDeposit).toHaveBeenCalledOnce();
  },
};

export const AnswerLost: Story = {
  render: story('answerLost'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/could not confirm whether moving ₱500.00 from Main wallet to PG went through/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send again' })).toBeEnabled();
  },
};

export const Transferring: Story = {
  render: story('transferring'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Moving your money…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Transfer now' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Recalling: Story = {
  render: story('recalling'),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Bringing your money back to the main wallet…'),
    ).toBeVisible();
  },
};

export const Transferred: Story = {
  render: story('transferred'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('₱500.00 moved from Main wallet to PG.');
    await expect(canvas.getByText('Main wallet now: ₱12,000.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Make another transfer' })).toBeVisible();
  },
};

export const Recalled: Story = {
  render: story('recalled'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '₱1,650.50 brought back to the main wallet from your game wallets.',
    );
  },
};
