import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { feedbackDescribe, feedbackMachine, type FeedbackInput } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { FeedbackForm } from './FeedbackForm';

const input: FeedbackInput = { sender: 'player01' };

const {
  meta: machineMeta,
  story,
  overview,
} = machineStories({
  machine: feedbackMachine,
  provide: (actors) => ({ ...actors.feedback, delays: { captchaThrottle: 0 } }),
  input: input,
  describe: feedbackDescribe,
  render: (actorRef) => <FeedbackForm actorRef={actorRef} onContactSupport={fn()} />,
});

const meta = { title: 'Machines/Feedback', ...machineMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  tags: ['visual-one-width'],
  ...overview(['flow', 'editing', 'captcha', 'loading', 'captchaThrottle', 'open']),
};

/** Submitting an empty form lists the empty fields in a warning. */
export const Editing: Story = {
  render: story('editing'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: 'Captcha image: type the characters it shows' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Question type, Description, Captcha is empty',
    );
  },
};

export const CaptchaLoading: Story = {
  render: story('captchaLoading'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

export const EmptyWarning: Story = {
  render: story('emptyWarning'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Question type, Captcha is empty');
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const FieldErrors: Story = {
  render: story('fieldErrors'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Description/)).toBeInvalid();
  },
};

export const CaptchaFailed: Story = {
  render: story('captchaFailed'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const Submitting: Story = {
  render: story('submitting'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sending your feedback…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send feedback' })).toHaveAttribute('aria-busy', 'true');
  },
};
