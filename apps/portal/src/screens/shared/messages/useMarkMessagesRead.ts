import { useQueryClient } from '@tanstack/react-query';
import { useSessionMutation } from '../../../api/contractQuery';
import { redCountReads, takeUnreadCount } from '../../../api/redCounts';

/** What reading a message changes: the list, the unread count and the menu's red count. */
const readInvalidates = ['messages.list', 'messages.unreadCount', ...redCountReads] as const;

/**
 * Marks messages read (all of them without ids). The red counts take the server's answer at once;
 * the realtime channel confirms it later.
 */
export function useMarkMessagesRead() {
  const markRead = useSessionMutation('messages.markRead', { invalidates: readInvalidates });
  const queryClient = useQueryClient();
  const mark = (messageIds?: string[]) =>
    markRead.mutate(messageIds ? { messageIds } : {}, {
      onSuccess: ({ unread }) => void takeUnreadCount(queryClient, unread),
    });
  return { mark, markRead };
}
