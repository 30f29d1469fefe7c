import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockTokens } from '@portal/api-contract/mocks';
import { depositDescribe, depositMachine } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { currentStates } from '../storybook/storyHelpers';
import { depositProof, depositStoryInput, depositWalk, provideDepositStory } from './Deposit.walk';
import { DepositForm } from './DepositForm';

const {
  meta: machineMeta,
  story,
  overview,
  walk,
} = machineStories({
  machine: depositMachine,
  provide: provideDepositStory,
  token: mockTokens.member,
  input: depositStoryInput,
  describe: depositDescribe,
  render: (actorRef) => <DepositForm actorRef={actorRef} currency="PHP" />,
});

const meta = {
  title: 'Machines/Deposit',
  ...machineMeta,
  // A machine's states look the same in every brand: shot in the default brand only.
  tags: ['visual-one-brand'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = { tags: ['visual-one-width'], ...overview(['editing']) };

/** QA orders ₱500.00 by bank transfer through the live machine. */
export const Walk: Story = {
  tags: ['no-visual'],
  ...walk(depositWalk),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The chart marks the current state once its layout is drawn, which takes a while on a busy machine.
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['editing']));
    await userEvent.click(canvas.getByRole('button', { name: /^SUBMIT channelId=CH-BANK, amount=500$/ }));
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['ordered']));
    await expect(await canvas.findByText('Order DP-CH-BANK-50000 for ₱500.00 created.')).toBeVisible();
  },
};

/** A lost answer keeps the order: "Send again" asks with the same key once the line is back. */
export const WalkAnswerLost: Story = {
  tags: ['no-visual'],
  ...walk(depositWalk),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lostSwitch = await canvas.findByRole('checkbox', {
      name: 'Deposit orders get no answer (the connection drops)',
    });
    await userEvent.click(lostSwitch);
    await userEvent.click(canvas.getByRole('button', { name: /^SUBMIT channelId=CH-BANK, amount=500$/ }));
    await expect(
      await canvas.findByText(/could not confirm whether your order of ₱500.00 by Bank transfer was created/),
    ).toBeVisible();
    await userEvent.click(lostSwitch);
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['ordered']));
    await expect(canvas.getByText('Order DP-CH-BANK-50000 for ₱500.00 created.')).toBeVisible();
  },
};

/** QA orders ₱1,000.00 by USDT with a picture of the payment: it uploads, then the order is written. */
export const WalkWithProof: Story = {
  tags: ['no-visual'],
  ...walk(depositWalk),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The chart marks the current state once its layout is drawn, which takes a while on a busy machine.
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['editing']));
    await userEvent.click(
      canvas.getByRole('button', { name: /^SUBMIT channelId=CH-USDT, amount=1000, name=transfer\.png/ }),
    );
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['ordered']));
    await expect(await canvas.findByText('Order DP-CH-USDT-100000 for ₱1,000.00 created.')).toBeVisible();
  },
};

/** Channels with their limits and fee; a preset fills the amount, and a fee shows what arrives. */
export const Editing: Story = {
  render: story('editing'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radio', { name: /Bank transfer · ₱100.00 to ₱50,000.00 · No fee/ }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /GCash/ }));
    const presets = canvas.getByRole('group', { name: 'Quick amounts' });
    await userEvent.click(within(presets).getByRole('button', { name: '₱1,000.00' }));
    await expect(canvas.getByLabelText(/^Amount/)).toHaveValue('1000.00');
    await expect(within(presets).getByRole('button', { name: '₱1,000.00' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByText('You receive ₱985.00 after the ₱15.00 fee.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Amount/)).toHaveAccessibleDescription('₱100.00 to ₱20,000.00');
  },
};

/** Nothing chosen and nothing typed: each field says what is missing, and nothing is sent. */
export const FieldErrors: Story = {
  render: story('fieldErrors'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please make a selection')).toBeVisible();
    await expect(canvas.getByLabelText(/^Amount/)).toHaveAccessibleDescription(/₱100\.00/);
  },
};

export const Refused: Story = {
  render: story('refused'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const AnswerLost: Story = {
  render: story('answerLost'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/could not confirm whether your order of ₱500.00 by Bank transfer was created/),
    ).toBeVisible();
    // The kept order is what the form shows: its channel and amount.
    await expect(canvas.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
    await expect(canvas.getByLabelText(/^Amount/)).toHaveValue('500.00');
    await expect(canvas.getByRole('button', { name: 'Send again' })).toBeEnabled();
  },
};

export const Ordering: Story = {
  render: story('ordering'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Creating your order…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Deposit now' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Ordered: Story = {
  render: story('ordered'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Order D-20261129-0001 for ₱500.00 created.');
    await expect(canvas.getByText('Status: Waiting for your payment')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Make another deposit' })).toBeVisible();
  },
};

export const OrderedPayOutside: Story = {
  render: story('orderedPayOutside'),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^Pay with GCash/ });
    await expect(link).toHaveAttribute('href', 'https://pay.example.com/checkout/D-20261129-0001');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** A channel paid by hand: the proof field asks for one png/jpg; a picked one is previewed. */
export const ChoosingProof: Story = {
  render: story('choosingProof'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radio', { name: /^USDT \(TRC20\).*Proof of payment needed$/ }),
    ).toBeChecked();
    const field = canvas.getByRole('group', { name: /^Proof of payment/ });
    await expect(field).toHaveTextContent('A screenshot or photo of your USDT (TRC20) payment');
    const file = new File([depositProof.file as Blob], depositProof.name, { type: depositProof.type });
    await userEvent.upload(within(field).getByLabelText(/^Choose images/), file);
    await expect(await within(field).findByRole('img', { name: 'transfer.png' })).toBeVisible();
    await expect(within(field).getByRole('button', { name: /Remove transfer\.png/ })).toBeEnabled();
  },
};

export const UploadingProof: Story = {
  render: story('uploadingProof'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Uploading your proof of payment…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Deposit now' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server turned the picture away: the reason under the proof field, in the reader's language. */
export const ProofRefused: Story = {
  render: story('proofRefused'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: /^Proof of payment/ })).toHaveTextContent(
      'Each image must be 5 MB or smaller',
    );
    await expect(canvas.getByRole('radio', { name: /^USDT/ })).toBeChecked();
    await expect(canvas.getByLabelText(/^Amount/)).toHaveValue('1000.00');
  },
};

export const OrderedWithProof: Story = {
  render: story('orderedWithProof'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Order D-20261129-0001 for ₱1,000.00 created.',
    );
    await expect(canvas.getByText('Status: Waiting for your payment')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Make another deposit' })).toBeVisible();
  },
};
