import type { Message } from '@portal/api-contract';
import { Button, EmptyState, Notice, Pagination, Skeleton, useTranslation } from '@portal/ui';
import { useSessionQuery } from '../../../../api/contractQuery';
import { QueryView } from '../../../../blocks/QueryView';
import { MessageList } from '../../../shared/messages/MessageList';
import { useMarkMessagesRead } from '../../../shared/messages/useMarkMessagesRead';
import { FilterSelect } from '../../../shared/records/RecordFilterFields';
import { useRecordFilters } from '../../../shared/records/useRecordFilters';
import * as screen from '../../../../blocks/Screen.css';
import * as styles from './MessagesPage.css';

const categories = [
  'SYSTEM',
  'PROMOTION',
  'TRANSACTION',
  'AGENT',
] as const satisfies readonly Message['category'][];

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
  const { mark, markRead } = useMarkMessagesRead();
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
            <MessageList
              messages={page.content}
              label={t('member.messages.list')}
              onOpenUnread={(messageId) => mark([messageId])}
            />
            {page.totalPages > 1 ? (
              <Pagination page={page.pageNo} pageCount={page.totalPages} onPageChange={filters.setPage} />
            ) : null}
          </>
        )}
      </QueryView>
    </div>
  );
}
