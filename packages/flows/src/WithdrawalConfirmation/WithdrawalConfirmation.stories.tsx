import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockTokens } from '@portal/api-contract/mocks';
import { withdrawalConfirmationDescribe, withdrawalConfirmationMachine } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { currentStates } from '../storybook/storyHelpers';
import { WithdrawalConfirmation } from './WithdrawalConfirmation';
import {
  provideWithdrawalConfirmationStory,
  withdrawalConfirmationStoryInput,
  withdrawalConfirmationWalk,
  withdrawalPastDeadlineInput,
} from './WithdrawalConfirmation.walk';

const input = withdrawalConfirmationStoryInput;

const {
  meta: machineMeta,
  story,
  overview,
  walk,
} = machineStories({
  machine: withdrawalConfirmationMachine,
  provide: provideWithdrawalConfirmationStory,
  token: mockTokens.member,
  input: input,
  describe: withdrawalConfirmationDescribe,
  render: (actorRef) => <WithdrawalConfirmation actorRef={actorRef} currency="PHP" />,
});

const meta = {
  title: 'Machines/WithdrawalConfirmation',
  ...machineMeta,
  // A machine's states look the same in every brand: shot in the default brand only.
  tags: ['visual-one-brand'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = { tags: ['visual-one-width'], ...overview(['open', 'awaitingAnswer']) };

/*
 * The live walks, before and past the deadline. Each walk story says `no-visual` itself (see
 * `walk`).
 */

/** QA answers "not received" with the mocks' PNG as proof: it uploads, then the answer is saved. */
export const Walk: Story = {
  tags: ['no-visual'],
  ...walk(withdrawalConfirmationWalk),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentStates(canvasElement)).toContain('awaitingAnswer'));
    await userEvent.click(canvas.getByRole('button', { name: /^NOT_RECEIVED name=proof\.png/ }));
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['answered']));
    await expect(await canvas.findByText('Thank you, your confirmation has been recorded')).toBeVisible();
  },
};

/** An answer that is not saved leaves the four answers open, with the failure shown. */
export const WalkReceiptNotSaved: Story = {
  tags: ['no-visual'],
  ...walk(withdrawalConfirmationWalk),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: 'Answers to the withdrawal fail to save' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'RECEIVED' }));
    const log = within(canvas.getByRole('log'));
    await waitFor(() =>
      expect(log.getAllByRole('listitem').at(-1)).toHaveTextContent(/error: confirmReceipt/),
    );
    await expect(currentStates(canvasElement)).toContain('awaitingAnswer');
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

/** Reopened past its deadline, the withdrawal is counted as received before anyone can answer. */
export const WalkPastDeadline: Story = {
  tags: ['no-visual'],
  ...walk(withdrawalConfirmationWalk, withdrawalPastDeadlineInput),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['autoReceived']));
    await expect(canvas.getByRole('alert')).toHaveTextContent('will not be refunded');
  },
};

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
