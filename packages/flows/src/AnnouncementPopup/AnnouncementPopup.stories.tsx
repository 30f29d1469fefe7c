import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import {
  announcementPopupDescribe,
  announcementPopupMachine,
  type AnnouncementPopupInput,
} from '@portal/machines';
import { machineStories } from '../storybook/machineStories';
import { currentStates } from '../storybook/storyHelpers';
import { AnnouncementPopup } from './AnnouncementPopup';

const input: AnnouncementPopupInput = { audience: { loggedIn: false, firstTimeLogin: false } };

const {
  meta: machineMeta,
  story,
  variant,
  overview,
} = machineStories({
  machine: announcementPopupMachine,
  provide: (actors) => actors.announcementPopup,
  input: input,
  describe: announcementPopupDescribe,
  render: (actorRef) => <AnnouncementPopup actorRef={actorRef} />,
});

const meta = { title: 'Machines/AnnouncementPopup', ...machineMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = { tags: ['visual-one-width'], ...overview(['loading']) };

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

/** The back office's HTML is rendered, minus anything that could run (DOMPurify, in a real browser). */
export const RichContent: Story = {
  render: variant('open', {
    selectedId: 'RICH',
    items: [
      {
        id: 'RICH',
        title: 'Weekend promotion',
        content:
          '<p onclick="window.hacked = true">Deposit on <strong>Saturday</strong> and <a href="javascript:window.hacked = true">claim</a>.</p><ul><li>Bonus 10%</li></ul><script>window.hacked = true</script><img src="x" onerror="window.hacked = true" alt="">',
        publishedAt: '2025-01-15T04:00:00.000Z',
        execution: 'B',
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(within(article).getByText('Saturday', { selector: 'strong' })).toBeVisible();
    await expect(within(article).getByRole('listitem')).toHaveTextContent('Bonus 10%');
    await expect(article.querySelector('script')).toBeNull();
    await expect(article.querySelector('[onclick], [onerror]')).toBeNull();
    await expect(within(article).getByText('claim')).not.toHaveAttribute(
      'href',
      'javascript:window.hacked = true',
    );
  },
};
