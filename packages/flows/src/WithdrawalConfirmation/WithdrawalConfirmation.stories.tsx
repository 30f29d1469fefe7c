import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import {
  withdrawalConfirmationDescribe,
  withdrawalConfirmationMachine,
  type WithdrawalConfirmationInput,
} from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { stateStoryParameters } from '../storybook/storyHelpers';
import { WithdrawalConfirmation } from './WithdrawalConfirmation';

const machine = withdrawalConfirmationMachine.provide({
  actors: {
    uploadProof: fromPromise(async () => ({ imageId: 'proof-1', url: '/uploads/proof-1.png', sizeBytes: 1 })),
    confirmReceipt: fromPromise(async ({ input: request }) => ({
      withdrawalId: request.withdrawalId,
      status: 'CONFIRMED' as const,
    })),
  },
});

/** Disbursed at 10:00; silence counts as received from 10:30 (30 minutes from the story's now). */
const input: WithdrawalConfirmationInput = {
  confirmation: { withdrawalId: 'w-1', amount: 50_000, autoReceiveAt: '2026-11-23T10:30:00Z' },
  now: Date.parse('2026-11-23T10:00:00Z'),
};

const { story, overview } = machineStories({
  machine,
  input: input,
  describe: withdrawalConfirmationDescribe,
  render: (actorRef) => <WithdrawalConfirmation actorRef={actorRef} currency="PHP" />,
});

const meta = { title: 'Machines/WithdrawalConfirmation', parameters: stateStoryParameters } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = overview(['open', 'awaitingAnswer']);

/** Answering "partly received" with an amount below the disbursed one records it. */
export const AwaitingAnswer: Story = {
  render: story('awaitingAnswer'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Amount sent: ₱500.00')).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('radio', { name: 'Partly received' }));
    await userEvent.type(canvas.getByLabelText(/Amount received/), '200');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('Your answer: Partly received (₱200.00)')).toBeVisible();
  },
};

export const AmountError: Story = {
  render: story('amountError'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Partly received' })).toBeChecked();
    await expect(canvas.getByLabelText(/Amount received/)).toHaveAccessibleDescription(
      /The maximum amount is ₱499.99/,
    );
  },
};

export const ProofError: Story = {
  render: story('proofError'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Not received' })).toBeChecked();
    await expect(canvas.getByText('Only PNG or JPG images can be uploaded')).toBeVisible();
  },
};

export const Failed: Story = {
  render: story('failed'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

/** "Not received" with a proof image: the proof uploads before the answer is saved. */
export const NotReceivedWithProof: Story = {
  render: story('uploadingProof'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Not received' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: /Proof of non-receipt/ })).toBeVisible();
    await expect(canvas.getByText('Uploading your proof…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Submitting: Story = {
  render: story('submitting'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Saving your answer…')).toBeVisible();
  },
};

export const Answered: Story = {
  render: story('answered'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Thank you, your confirmation has been recorded',
    );
    await expect(canvas.getByText('Your answer: Partly received (₱200.00)')).toBeVisible();
  },
};

export const AutoReceived: Story = {
  render: story('autoReceived'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('will not be refunded');
  },
};
