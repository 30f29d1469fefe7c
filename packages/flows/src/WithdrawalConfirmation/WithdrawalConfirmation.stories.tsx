import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockTokens } from '@portal/api-contract/mocks';
import { withdrawalConfirmationDescribe, withdrawalConfirmationMachine } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { pendingWithdrawalInput } from '../storybook/mockApi';
import { WithdrawalConfirmation } from './WithdrawalConfirmation';

/** The mocks' pending withdrawal: ₱1,500.00, counted as received 35 minutes from the mocks' now. */
const input = pendingWithdrawalInput();

const {
  meta: machineMeta,
  story,
  overview,
} = machineStories({
  machine: withdrawalConfirmationMachine,
  provide: (actors) => actors.withdrawalConfirmation,
  token: mockTokens.member,
  input: input,
  describe: withdrawalConfirmationDescribe,
  render: (actorRef) => <WithdrawalConfirmation actorRef={actorRef} currency="PHP" />,
});

const meta = { title: 'Machines/WithdrawalConfirmation', ...machineMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = { tags: ['visual-one-width'], ...overview(['open', 'awaitingAnswer']) };

/** Answering "partly received" with an amount below the disbursed one records it. */
export const AwaitingAnswer: Story = {
  render: story('awaitingAnswer'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Amount sent: ₱1,500.00')).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('radio', { name: 'Partly received' }));
    await userEvent.type(canvas.getByLabelText(/Amount received/), '200');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('Your answer: Partly received (₱200.00)')).toBeVisible();
  },
};

export const AmountError: Story = {
  render: story('amountError', input, {
    fieldErrors: {
      receivedAmount: { code: 'amountTooLarge', params: { max: input.confirmation.amount - 1 } },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Partly received' })).toBeChecked();
    await expect(canvas.getByLabelText(/Amount received/)).toHaveAccessibleDescription(
      /The maximum amount is ₱1,499.99/,
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
