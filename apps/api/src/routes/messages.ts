import type { GroupHandlers } from '../http/registrar';
import { markMessagesRead, messagesPage, unreadCountOf } from '../messages/messages';

/** Contract group `messages`: platform messages, read marking and the unread badge (not for trial accounts). */
export const messagesHandlers = {
  list: {
    handler: async ({ app, session, query }) =>
      messagesPage(app.database.db, { memberId: session.member.id, merchantId: session.merchantId }, query),
  },
  markRead: {
    handler: async ({ session, body, now, transaction }) => ({
      unread: await transaction((tx) =>
        markMessagesRead(
          tx,
          { memberId: session.member.id, merchantId: session.merchantId },
          body.messageIds,
          now,
        ),
      ),
    }),
    policy: { rateLimit: { max: 60, windowSeconds: 60 } },
  },
  unreadCount: {
    handler: async ({ app, session }) => ({
      count: await unreadCountOf(app.database.db, {
        memberId: session.member.id,
        merchantId: session.merchantId,
      }),
    }),
  },
} satisfies GroupHandlers<'messages'>;
