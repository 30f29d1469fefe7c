import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { feedbackDescribe, feedbackMachine, type FeedbackInput } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { currentStates, replayWalkTo } from '../storybook/storyHelpers';
import { feedbackWalk, feedbackWalkInput, provideFeedbackStory } from './Feedback.walk';
import { FeedbackForm } from './FeedbackForm';

const input: FeedbackInput = { sender: 'player01' };

const {
  meta: machineMeta,
  story,
  overview,
  walk,
} = machineStories({
  machine: feedbackMachine,
  provide: provideFeedbackStory,
  input: input,
  describe: feedbackDescribe,
  render: (actorRef) => <FeedbackForm actorRef={actorRef} onContactSupport={fn()} />,
});

const meta = {
  title: 'Machines/Feedback',
  ...machineMeta,
  // A machine's states look the same in every brand: shot in the default brand only.
  tags: ['visual-one-brand'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  tags: ['visual-one-width'],
  ...overview(['flow', 'editing', 'captcha', 'loading', 'captchaThrottle', 'open']),
};

/*
 * The live walk: the mocks' member sends feedback. Each walk story says `no-visual` itself (see
 * `walk`).
 */
const walkStory = walk(feedbackWalk, feedbackWalkInput);

/** QA sends feedback with the mocks' captcha answer: the mocks file it. */
export const Walk: Story = {
  tags: ['no-visual'],
  ...walkStory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentStates(canvasElement)).toContain('shown'));
    await userEvent.click(
      canvas.getByRole('button', { name: /^SUBMIT type=1, description=The lobby.*, captcha=1234$/ }),
    );
    await waitFor(() => expect(currentStates(canvasElement)).toContain('done'));
  },
};

/** A captcha image that fails to load: the replay switches that answer on and says so. */
export const WalkReplayCaptchaUnavailable: Story = {
  tags: ['no-visual'],
  ...walkStory,
  play: async ({ canvasElement }) => {
    await replayWalkTo(canvasElement, 'unavailable', 'Captcha images fail to load');
  },
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
