import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { mockTokens } from '@portal/api-contract/mocks';
import { limitsDescribe, limitsMachine, sampleLimitsInput } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { LimitsForm } from './LimitsForm';

const {
  meta: machineMeta,
  story,
  overview,
} = machineStories({
  machine: limitsMachine,
  provide: (actors) => actors.limits,
  token: mockTokens.member,
  input: sampleLimitsInput,
  describe: limitsDescribe,
  render: (actorRef) => <LimitsForm actorRef={actorRef} currency="PHP" />,
});

const meta = {
  title: 'Machines/Limits',
  ...machineMeta,
  // A machine's states look the same in every brand: shot in the default brand only.
  tags: ['visual-one-brand'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = { tags: ['visual-one-width'], ...overview(['editing']) };

/** The 24-hour deposit limit chosen, with the limit in force under the value. */
export const Editing: Story = {
  // The form as the Overview and the member page show it.
  tags: ['no-visual'],
  render: story('editing'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /^Limit/ })).toHaveTextContent('Deposit limit');
    await expect(canvas.getByRole('combobox', { name: /^Period/ })).toHaveTextContent('24 hours');
    await expect(canvas.getByLabelText(/^New limit amount/)).toHaveAccessibleDescription(
      'Current limit: ₱5,000.00.',
    );
  },
};

export const FieldErrors: Story = {
  // The form with one line of error text: the same layout as Editing.
  tags: ['no-visual'],
  render: story('fieldErrors'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Enter a valid amount')).toBeVisible();
  },
};

/** A raise waits 24 hours: the player confirms that first. */
export const Confirming: Story = {
  tags: ['no-visual'],
  render: story('confirming'),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Raise this limit?' });
    await expect(within(dialog).getByText(/applies only after a 24-hour cooling-off/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Yes, after 24 hours' })).toBeVisible();
  },
};

export const Saving: Story = {
  // The form with a busy button.
  tags: ['no-visual'],
  render: story('saving'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Saving your limit…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save limit' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Saved: Story = {
  // One notice and a button.
  tags: ['no-visual'],
  render: story('saved'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /Your new limit applies from .+, after the 24-hour cooling-off\./,
    );
    await expect(canvas.getByRole('button', { name: 'Change another limit' })).toBeVisible();
  },
};

export const Failed: Story = {
  // The form under a danger notice, as every flow shows a refusal.
  tags: ['no-visual'],
  render: story('failed'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
