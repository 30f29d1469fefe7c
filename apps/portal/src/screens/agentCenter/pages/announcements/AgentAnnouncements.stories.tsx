import { ok, pageOf, type Message } from '@portal/api-contract';
import { mockUrl } from '@portal/api-contract/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  contract,
  mocks,
  mockTokens,
  portalStoryMeta,
  shellReady,
  type PortalStoryArgs,
} from '../../../../storybook/PortalStory';

const meta = {
  title: 'Portal/Agent announcements',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: { path: '/agentHome?page=agentAnnouncement', token: mockTokens.agent },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(),
    visual: { fit: 'page', selector: '[data-agent-page]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 20 announcements for agents, paged by the request as the server pages them. */
const manyAnnouncements: Message[] = Array.from({ length: 20 }, (_, index) => ({
  messageId: `AGENT-${index + 1}`,
  title: `Agent notice ${index + 1}`,
  content: `<p>Agent notice body ${index + 1}.</p>`,
  category: 'AGENT',
  read: true,
  createdAt: new Date(Date.UTC(2025, 0, 15 - index, 4)).toISOString(),
}));
const pagedAnnouncements = http.get(mockUrl(contract.messages.list), ({ request }) => {
  const query = new URL(request.url).searchParams;
  return HttpResponse.json(
    ok(pageOf(manyAnnouncements, Number(query.get('pageNo')), Number(query.get('pageSize')))),
  );
});

async function announcementList(canvasElement: HTMLElement) {
  const canvas = await shellReady(canvasElement);
  await canvas.findByRole('list', { name: 'Agent announcements' });
  return canvas;
}

/** The platform's announcements for agents, newest first, the unread one marked. */
export const Announcements: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await announcementList(canvasElement);
    const list = within(canvas.getByRole('list', { name: 'Agent announcements' }));
    // The mocks hold seven agent messages, the newest (Message 4) unread.
    await expect(list.getAllByRole('listitem')).toHaveLength(7);
    await expect(list.getByText('Message 28')).toBeVisible();
    await expect(list.getAllByText('Unread')).toHaveLength(1);
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  },
};

/** Opening an unread announcement shows it and marks it read. */
export const ReadAnnouncement: Story = {
  // The list as Announcements shows it, with one entry open.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = await announcementList(canvasElement);
    const list = () => within(canvas.getByRole('list', { name: 'Agent announcements' }));
    await userEvent.click(list().getByText('Message 4'));
    await expect(await list().findByText('Message body 4.')).toBeVisible();
    await waitFor(() => expect(list().queryAllByText('Unread')).toHaveLength(0));
  },
};

/** Nine a page (SPEC §9): the pages below the list lead to the older ones. */
export const AnnouncementsPaging: Story = {
  // The list as Announcements shows it; the play checks the pages.
  tags: ['no-visual'],
  parameters: { msw: mocks(pagedAnnouncements) },
  play: async ({ canvasElement }) => {
    const canvas = await announcementList(canvasElement);
    const list = () => within(canvas.getByRole('list', { name: 'Agent announcements' }));
    await expect(list().getAllByRole('listitem')).toHaveLength(9);
    await expect(list().getByText('Agent notice 1')).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: 'Pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(list().getAllByRole('listitem')).toHaveLength(2));
    await expect(list().getByText('Agent notice 19')).toBeVisible();
    await expect(list().queryByText('Agent notice 1')).toBeNull();
  },
};

/** No announcements for agents yet. */
export const AnnouncementsEmpty: Story = {
  tags: ['visual-one-width'],
  parameters: {
    msw: mocks(
      answer(contract.messages.list, {
        value: { content: [], pageNo: 1, pageSize: 9, totalElements: 0, totalPages: 0 },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No announcements yet' })).toBeVisible();
  },
};

/** The list cannot be loaded: the error in the person's language, with a retry. */
export const AnnouncementsError: Story = {
  // The kit's error state, shot in Components/ErrorState.
  tags: ['no-visual'],
  parameters: { msw: mocks(answer(contract.messages.list, { error: 'UNKNOWN', status: 500 })) },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Try again/ })).toBeVisible();
  },
};
