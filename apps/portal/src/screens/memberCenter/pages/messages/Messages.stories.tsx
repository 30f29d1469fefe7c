import type { Meta, StoryObj } from '@storybook/react-vite';
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
  title: 'Portal/Member messages',
  tags: ['visual-one-brand'],
  ...portalStoryMeta,
  args: { path: '/member?page=messageV2', token: mockTokens.member },
  parameters: {
    ...portalStoryMeta.parameters,
    msw: mocks(),
    visual: { fit: 'page', selector: '[data-member-page]' },
  },
} satisfies Meta<PortalStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The menu's red count of unread messages. */
function menuCount(canvas: ReturnType<typeof within>) {
  const menu = canvas.getByRole('navigation', { name: 'Member centre' });
  return within(menu).getByRole('button', { name: /Platform information/ });
}

/**
 * Platform information: the member's messages, unread ones marked. Opening an unread message shows
 * it and marks it read, and the menu's count drops; "Mark all as read" clears the rest.
 */
export const Messages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your messages' });
    const unreadBefore = within(list).getAllByText('Unread').length;
    await expect(unreadBefore).toBeGreaterThan(1);
    await waitFor(() => expect(menuCount(canvas)).toHaveTextContent(String(unreadBefore)));
    const header = canvas.getByRole('banner');
    await expect(within(header).getByText(`${unreadBefore} unread`)).toBeInTheDocument();

    const first = within(list).getAllByText('Unread')[0]!.closest('summary')!;
    await userEvent.click(first);
    await expect(first.closest('details')).toHaveAttribute('open');
    await waitFor(() => expect(within(list).getAllByText('Unread')).toHaveLength(unreadBefore - 1));
    await waitFor(() => expect(menuCount(canvas)).toHaveTextContent(String(unreadBefore - 1)));
    await expect(within(header).getByText(`${unreadBefore - 1} unread`)).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(list).queryAllByText('Unread')).toHaveLength(0));
    // The header's account badge follows.
    await waitFor(() => expect(within(header).queryByText(/\d+ unread/)).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** No messages: the empty state, and nothing to mark. */
export const MessagesEmpty: Story = {
  parameters: {
    msw: mocks(
      answer(contract.messages.list, {
        value: { content: [], pageNo: 1, pageSize: 20, totalElements: 0, totalPages: 0 },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No messages here yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
