import { useSessionMutation } from '../../../api/contractQuery';
import { useSession } from '../../../app/session';

/** What reading a message changes: the list, the unread count and the menu's red count. */
const readInvalidates = ['messages.list', 'messages.unreadCount', 'member.consolidated'] as const;

/**
 * Marks messages read (all of them without ids). The header's count follows the server's answer at
 * once; the realtime channel confirms it later.
 */
export function useMarkMessagesRead() {
  const markRead = useSessionMutation('messages.markRead', { invalidates: readInvalidates });
  const { actor } = useSession();
  const mark = (messageIds?: string[]) =>
    markRead.mutate(messageIds ? { messageIds } : {}, {
      onSuccess: ({ unread }) => actor?.send({ type: 'UNREAD_CHANGED', count: unread }),
    });
  return { mark, markRead };
}
