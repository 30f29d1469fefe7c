import { ANNOUNCEMENT_PAGE_SIZE } from '@portal/machines';
import { EmptyState, Notice, Pagination, Skeleton, useTranslation } from '@portal/ui';
import { useSessionQuery } from '../../../../api/contractQuery';
import { QueryView } from '../../../../blocks/QueryView';
import { MessageList } from '../../../shared/messages/MessageList';
import { useMarkMessagesRead } from '../../../shared/messages/useMarkMessagesRead';
import { useRecordFilters } from '../../../shared/records/useRecordFilters';
import * as screen from '../../../../blocks/Screen.css';

/**
 * Agent announcements (SPEC §2 agentAnnouncement): the platform's messages for agents, newest
 * first, nine a page as announcement lists are (SPEC §9); opening an unread one marks it read.
 */
export function AnnouncementsPage() {
  const { t } = useTranslation('agent');
  const filters = useRecordFilters();
  const query = useSessionQuery(
    'messages.list',
    { pageNo: filters.pageNo, pageSize: ANNOUNCEMENT_PAGE_SIZE, category: 'AGENT' },
    { keepPreviousPage: true },
  );
  const { mark, markRead } = useMarkMessagesRead();

  return (
    <div className={screen.panel}>
      {markRead.isError ? <Notice tone="danger">{t('announcements.markFailed')}</Notice> : null}
      <QueryView
        query={query}
        loading={<Skeleton shape="block" blockSize="240px" />}
        isEmpty={(page) => page.content.length === 0}
        empty={<EmptyState icon="info" title={t('announcements.empty')} />}
      >
        {(page) => (
          <>
            <MessageList
              messages={page.content}
              label={t('announcements.list')}
              showCategory={false}
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
