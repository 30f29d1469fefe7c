import { pageOf } from '../../schemas/common';
import type { MockWorld } from '../world';
import type { GroupResolvers } from './define';

/** The messages the world holds unread: what unreadCount answers, markRead returns and the public state shows. */
export const mockUnreadCount = (world: MockWorld) => world.messages.filter((message) => !message.read).length;

export const messagesResolvers = {
  list: ({ world, query }) =>
    pageOf(
      world.messages.filter((message) => query.category === undefined || message.category === query.category),
      query.pageNo,
      query.pageSize,
    ),
  markRead: ({ world, body }) => {
    const ids = body.messageIds ? new Set(body.messageIds) : null;
    for (const message of world.messages) if (!ids || ids.has(message.messageId)) message.read = true;
    return { unread: mockUnreadCount(world) };
  },
  unreadCount: ({ world }) => ({ count: mockUnreadCount(world) }),
} satisfies GroupResolvers<'messages'>;
