import type { Message } from '@portal/api-contract';
import { formatDateTime, useTranslation } from '@portal/ui';
import * as styles from './MessageList.css';

export interface MessageListProps {
  messages: readonly Message[];
  /** Names the list for assistive technology. */
  label: string;
  /** Each line names its category (left out where the list holds one category). */
  showCategory?: boolean;
  /** An unread message was opened: the page marks it read. */
  onOpenUnread: (messageId: string) => void;
}

/** Messages as titles that open in place, unread ones in bold and marked, newest first as given. */
export function MessageList({ messages, label, showCategory = true, onOpenUnread }: MessageListProps) {
  const { t } = useTranslation('portal');
  return (
    <ul className={styles.list} aria-label={label}>
      {messages.map((message) => (
        <li key={message.messageId} className={styles.message}>
          <details
            onToggle={(event) => {
              if (event.currentTarget.open && !message.read) onOpenUnread(message.messageId);
            }}
          >
            <summary className={styles.summary}>
              <span className={message.read ? styles.title : styles.unreadTitle}>{message.title}</span>
              {message.read ? null : <span className={styles.unread}>{t('member.messages.unread')}</span>}
              <span className={styles.meta}>
                {showCategory ? (
                  // Three text runs, as the member messages were first drawn (their references).
                  <>
                    {t(`member.messages.categories.${message.category}`)}
                    {' ·'}{' '}
                  </>
                ) : null}
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              </span>
            </summary>
            <div
              className={styles.content}
              // The back office's rich HTML, which the server has sanitised (richHtmlSchema).
              dangerouslySetInnerHTML={{ __html: message.content }}
            />
          </details>
        </li>
      ))}
    </ul>
  );
}
