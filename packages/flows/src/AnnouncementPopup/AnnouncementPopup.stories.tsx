import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { announcementPopupDescribe, announcementPopupMachine } from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { currentStates } from '../storybook/storyHelpers';
import { AnnouncementPopup } from './AnnouncementPopup';
import {
  announcementPopupStoryInput,
  announcementPopupWalk,
  provideAnnouncementPopupStory,
} from './AnnouncementPopup.walk';

const input = announcementPopupStoryInput;

const {
  meta: machineMeta,
  story,
  variant,
  overview,
  walk,
} = machineStories({
  machine: announcementPopupMachine,
  provide: provideAnnouncementPopupStory,
  input: input,
  describe: announcementPopupDescribe,
  render: (actorRef) => <AnnouncementPopup actorRef={actorRef} />,
});

const meta = {
  title: 'Machines/AnnouncementPopup',
  ...machineMeta,
  // A machine's states look the same in every brand: shot in the default brand only.
  tags: ['visual-one-brand'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = { tags: ['visual-one-width'], ...overview(['loading']) };

/*
 * The live walk: a visitor, then a member or a first login. Each walk story says `no-visual`
 * itself (see `walk`).
 */
const walkStory = walk(announcementPopupWalk);

/** The mocks' popups open by themselves for a visitor; closed, they stay closed this session. */
export const Walk: Story = {
  tags: ['no-visual'],
  ...walkStory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['open']));
    await userEvent.click(canvas.getByRole('button', { name: 'CLOSE' }));
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['hidden']));
  },
};

/** Announcements that fail to load keep the popup out of the way; starting again keeps the switch. */
export const WalkLoadFails: Story = {
  tags: ['no-visual'],
  ...walkStory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Announcements fail to load' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Start again' }));
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['hidden']));
  },
};

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

/** The notices view (noticeModal): the notice picked from the home marquee is selected. */
export const Notices: Story = {
  render: story('notices'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Notices' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Withdrawal hours' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByText('Around the clock.')).toBeVisible();
  },
};

export const Hidden: Story = {
  render: story('hidden'),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('heading', { name: 'Announcements' }),
    ).not.toBeInTheDocument();
    // The chart is laid out after the first render.
    await waitFor(() => expect(currentStates(canvasElement)).toEqual(['hidden']));
  },
};

/**
 * The back office's HTML rendered as the server answers it, sanitised (richHtmlSchema): formatting,
 * lists and links keep their look; a link whose address could run lost it.
 */
export const RichContent: Story = {
  render: variant('open', {
    selectedId: 'RICH',
    items: [
      {
        id: 'RICH',
        title: 'Weekend promotion',
        content:
          '<p>Deposit on <strong>Saturday</strong> and <a>claim</a>.</p><ul><li>Bonus 10%</li></ul><img src="x" alt="" />',
        publishedAt: '2025-01-15T04:00:00.000Z',
        execution: 'B',
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(within(article).getByText('Saturday', { selector: 'strong' })).toBeVisible();
    await expect(within(article).getByRole('listitem')).toHaveTextContent('Bonus 10%');
    await expect(within(article).getByText('claim')).toBeVisible();
  },
};
