import type { Message } from '@portal/api-contract';
import { Button, EmptyState, Notice, Pagination, Skeleton, formatDateTime } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useSessionMutation, useSessionQuery } from '../../../api/contractQuery';
import { useSession } from '../../../app/session';
import { sanitisedHtml } from '../../../site/sanitisedHtml';
import { QueryView } from '../../shared/QueryView';
import { FilterSelect } from '../../shared/records/RecordFilterFields';
import { useRecordFilters } from '../../shared/records/useRecordFilters';
import * as screen from '../../shared/Screen.css';
import * as styles from './MessagesPage.css';

const categories = [
  'SYSTEM',
  'PROMOTION',
  'TRANSACTION',
  'AGENT',
] as const satisfies readonly Message['category'][];

/** What reading a message changes: the list, the unread count and the menu's red count. */
const readInvalidates = ['messages.list', 'messages.unreadCount', 'member.consolidated'] as const;

/**
 * Platform information (messageV2): the member's messages, newest first, by category and page;
 * opening an unread message marks it read, and all can be marked read at once.
 */
export function MessagesPage() {
  const { t } = useTranslation('portal');
  const filters = useRecordFilters({ name: 'category', values: categories });
  const query = useSessionQuery(
    'messages.list',
    { pageNo: filters.pageNo, ...(filters.filter ? { category: filters.filter } : {}) },
    { keepPreviousPage: true },
  );
  const markRead = useSessionMutation('messages.markRead', { invalidates: readInvalidates });
  const { actor } = useSession();
  // The header's count follows the server's answer at once (the realtime channel confirms it later).
  const mark = (messageIds?: string[]) =>
    markRead.mutate(messageIds ? { messageIds } : {}, {
      onSuccess: ({ unread }) => actor?.send({ type: 'UNREAD_CHANGED', count: unread }),
    });
  const hasUnread = query.data?.content.some((message) => !message.read) ?? false;

  return (
    <div className={screen.panel}>
      <div className={styles.toolbar}>
        <FilterSelect
          label={t('member.messages.category')}
          options={categories.map((category) => ({
            value: category,
            label: t(`member.messages.categories.${category}`),
          }))}
          filters={filters}
        />
        <Button
          variant="secondary"
          iconStart="check"
          disabled={!hasUnread}
          loading={markRead.isPending && markRead.variables?.messageIds === undefined}
          onClick={() => mark()}
        >
          {t('member.messages.markAllRead')}
        </Button>
      </div>
      {markRead.isError ? <Notice tone="danger">{t('member.messages.markFailed')}</Notice> : null}
      <QueryView
        query={query}
        loading={<Skeleton shape="block" blockSize="240px" />}
        isEmpty={(page) => page.content.length === 0}
        empty={<EmptyState icon="info" title={t('member.messages.empty')} />}
      >
        {(page) => (
          <>
            <ul className={styles.list} aria-label={t('member.messages.list')}>
              {page.content.map((message) => (
                <li key={message.messageId} className={styles.message}>
                  <details
                    onToggle={(event) => {
                      if (event.currentTarget.open && !message.read) mark([message.messageId]);
                    }}
                  >
                    <summary className={styles.summary}>
                      <span className={message.read ? styles.title : styles.unreadTitle}>
                        {message.title}
                      </span>
                      {message.read ? null : (
                        <span className={styles.unread}>{t('member.messages.unread')}</span>
                      )}
                      <span className={styles.meta}>
                        {t(`member.messages.categories.${message.category}`)} ·{' '}
                        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                      </span>
                    </summary>
                    <div
                      className={styles.content}
                      // Messages are the back office's HTML.
                      dangerouslySetInnerHTML={sanitisedHtml(message.content)}
                    />
                  </details>
                </li>
              ))}
            </ul>
            {page.totalPages > 1 ? (
              <Pagination page={page.pageNo} pageCount={page.totalPages} onPageChange={filters.setPage} />
            ) : null}
          </>
        )}
      </QueryView>
    </div>
  );
}
