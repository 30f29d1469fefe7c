import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import {
  announcementPopupDescribe,
  announcementPopupMachine,
  type AnnouncementPopupInput,
  type PopupAnnouncement,
} from '@portal/machines';
import { nothing } from '../storybook/fakes';
import { machineStories } from '../storybook/machineStories';
import { currentStates, stateStoryParameters } from '../storybook/storyHelpers';
import { AnnouncementPopup } from './AnnouncementPopup';

const machine = announcementPopupMachine.provide({
  actors: {
    loadPopupAnnouncements: fromPromise(async (): Promise<PopupAnnouncement[]> => []),
    rememberShown: fromPromise(nothing),
  },
});
const input: AnnouncementPopupInput = { audience: { loggedIn: false, firstTimeLogin: false } };

const { story, overview } = machineStories({
  machine,
  input: input,
  describe: announcementPopupDescribe,
  render: (actorRef) => <AnnouncementPopup actorRef={actorRef} />,
});

const meta = { title: 'Machines/AnnouncementPopup', parameters: stateStoryParameters } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = overview(['loading']);

export const Loading: Story = {
  render: story('loading'),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('heading', { name: 'Announcements' }),
    ).not.toBeInTheDocument();
  },
};

/** Selecting another title shows its content. */
export const Open: Story = {
  render: story('open'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Welcome bonus' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByText('Deposit today.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Maintenance window' }));
    await expect(canvas.getByRole('heading', { name: 'Maintenance window' })).toBeVisible();
  },
};

export const OpenSecond: Story = {
  render: story('openSecond'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Maintenance window' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('heading', { name: 'Announcements' })).not.toBeInTheDocument();
  },
};

export const Hidden: Story = {
  render: story('hidden'),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('heading', { name: 'Announcements' }),
    ).not.toBeInTheDocument();
    await expect(currentStates(canvasElement)).toEqual(['hidden']);
  },
};
