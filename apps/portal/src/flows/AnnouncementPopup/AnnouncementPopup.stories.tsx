import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { announcementPopupDescribe, announcementPopupMachine, type AnnouncementPopupInput, type PopupAnnouncement } from '@portal/machines';
import { MachineOverview, MachineStory } from '../FlowStory';
import { described } from '../shared/describe';
import { nothing } from '../shared/fakes';
import { currentStates, overviewStoryParameters, stateStoryParameters } from '../shared/storyHelpers';
import { AnnouncementPopup } from './AnnouncementPopup';

const machine = announcementPopupMachine.provide({
  actors: {
    loadPopupAnnouncements: fromPromise(async (): Promise<PopupAnnouncement[]> => []),
    rememberShown: fromPromise(nothing),
  },
});
const input: AnnouncementPopupInput = { audience: { loggedIn: false, firstTimeLogin: false } };

function story(name: string) {
  return () => (
    <MachineStory machine={machine} input={input} uiState={described(announcementPopupDescribe, name)}>
      {(actorRef) => <AnnouncementPopup actorRef={actorRef} />}
    </MachineStory>
  );
}

const meta = { title: 'Machines/AnnouncementPopup', parameters: stateStoryParameters } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  parameters: overviewStoryParameters,
  render: () => <MachineOverview machine={machine} input={input} />,
  play: async ({ canvasElement }) => {
    await expect(currentStates(canvasElement)).toEqual(['loading']);
  },
};

export const Loading: Story = {
  render: story('loading'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: 'Announcements' })).not.toBeInTheDocument();
  },
};

/** Selecting another title shows its content. */
export const Open: Story = {
  render: story('open'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Welcome bonus' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByText('Deposit today.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Maintenance window' }));
    await expect(canvas.getByRole('heading', { name: 'Maintenance window' })).toBeVisible();
  },
};

export const OpenSecond: Story = {
  render: story('openSecond'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Maintenance window' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('heading', { name: 'Announcements' })).not.toBeInTheDocument();
  },
};

export const Hidden: Story = {
  render: story('hidden'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: 'Announcements' })).not.toBeInTheDocument();
    await expect(currentStates(canvasElement)).toEqual(['hidden']);
  },
};
