import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockTokens } from '@portal/api-contract/mocks';
import { activityApplyDescribe, activityApplyMachine } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { currentStates } from '../storybook/storyHelpers';
import {
  activityApplyStoryInput,
  activityApplyStoryTitle,
  activityApplyWalk,
  provideActivityApplyStory,
} from './ActivityApply.walk';
import { ActivityApplyForm } from './ActivityApplyForm';

const {
  meta: machineMeta,
  story,
  overview,
  walk,
} = machineStories({
  machine: activityApplyMachine,
  provide: provideActivityApplyStory,
  token: mockTokens.member,
  input: activityApplyStoryInput,
  describe: activityApplyDescribe,
  render: (actorRef) => <ActivityApplyForm actorRef={actorRef} title={activityApplyStoryTitle} />,
});

const meta = {
  title: 'Machines/ActivityApply',
  ...machineMeta,
  // A machine's states look the same in every brand, and the form stacks the same at both widths.
  tags: ['visual-one-brand', 'visual-one-width'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const png = (name: string, bytes = 64) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const picker = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText('Choose images') as HTMLInputElement;

export const Overview: Story = { tags: ['visual-one-width'], ...overview(['editing']) };

/** QA applies with a comment and two pictures: each uploads, then the application is sent. */
export const Walk: Story = {
  tags: ['no-visual'],
  ...walk(activityApplyWalk),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['editing']));
    await userEvent.click(canvas.getByRole('button', { name: /^SUBMIT comment=My first deposit/ }));
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['applied']));
    await expect(await canvas.findByText(/Application sent/)).toBeVisible();
  },
};

/** A person types a comment, picks two pictures and sends: the form shows the application was sent. */
export const Editing: Story = {
  render: story('editing'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Apply for Promotion 1' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Comment/), 'My first deposit');
    await expect(canvas.getByText('16 / 140')).toBeVisible();
    await userEvent.upload(picker(canvasElement), [png('deposit.png'), png('receipt.png')]);
    await expect(canvas.getByRole('list', { name: 'Chosen images: 2 of 3' })).toBeVisible();
    const send = canvas.getByRole('button', { name: 'Send application' });
    // A double press sends one application: the second lands while the first is on its way.
    await userEvent.dblClick(send);
    await expect(await canvas.findByText(/Application sent/)).toBeVisible();
  },
};

/** A fourth picture, a gif and a picture over 5 MB are each turned away with their reason. */
export const PicturesTurnedAway: Story = {
  tags: ['no-visual'], // The same form as Editing, with the picker's own messages under it.
  render: Editing.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(picker(canvasElement), [
      png('one.png'),
      png('two.png'),
      png('three.png'),
      png('four.png'),
    ]);
    await expect(canvas.getByText('four.png: You can upload at most 3 images')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Chosen images: 3 of 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove three.png' }));
    // The picker's own filter is off: a person can still pick "All files" in the browser's dialog.
    await userEvent
      .setup({ applyAccept: false })
      .upload(picker(canvasElement), [
        new File(['gif'], 'animation.gif', { type: 'image/gif' }),
        png('huge.png', 5 * 1024 * 1024 + 1),
      ]);
    await expect(canvas.getByText('animation.gif: Only PNG or JPG images can be uploaded')).toBeVisible();
    await expect(canvas.getByText('huge.png: Each image must be 5 MB or smaller')).toBeVisible();
  },
};

/** The comment is missing and the second picture is not a png or jpg. */
export const FieldErrors: Story = {
  render: story('fieldErrors'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Comment/)).toHaveAccessibleDescription(/Input cannot be empty/);
    await expect(canvas.getByText('Only PNG or JPG images can be uploaded')).toBeVisible();
  },
};

export const CommentTooLong: Story = {
  render: story('commentTooLong'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('141 / 140')).toBeVisible();
    await expect(canvas.getByLabelText(/^Comment/)).toHaveAccessibleDescription(/140/);
  },
};

export const TooManyImages: Story = {
  render: story('tooManyImages'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You can upload at most 3 images')).toBeVisible();
  },
};

export const Refused: Story = {
  render: story('refused'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const Uploading: Story = {
  render: story('uploading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Uploading picture 2 of 2…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send application' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Applying: Story = {
  render: story('applying'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sending your application…')).toBeVisible();
  },
};

export const Applied: Story = {
  render: story('applied'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/Its status is now Applying/);
  },
};
