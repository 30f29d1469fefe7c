import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import DOMPurify from 'dompurify';
import {
  ANNOUNCEMENT_MARGIN_PAGES,
  ANNOUNCEMENT_PAGE_RANGE,
  ANNOUNCEMENT_PAGE_SIZE,
  type announcementPopupMachine,
  pageCount,
  visibleAnnouncements,
} from '@portal/machines';
import { Button, Pagination } from '@portal/ui';
import { useFlowHeadingClass } from '../shared/FlowFrame';
import * as styles from '../shared/flow.css';
import * as local from './AnnouncementPopup.css';

export interface AnnouncementPopupProps {
  actorRef: ActorRefFrom<typeof announcementPopupMachine>;
}

/**
 * Announcement content is the back office's rich HTML (SPEC §2): rendered, after DOMPurify drops
 * scripts, event handlers and anything else that could run.
 */
function sanitisedHtml(html: string): { __html: string } {
  return { __html: DOMPurify.sanitize(html) };
}

/** The announcement popup: titles (nine per page) on one side, the selected notice on the other. */
export function AnnouncementPopup({ actorRef }: AnnouncementPopupProps) {
  const { t } = useTranslation(['nav', 'common']);
  const uid = useId();
  const state = useSelector(actorRef, (snapshot) => snapshot);
  const headingClass = useFlowHeadingClass();
  if (!state.matches('open')) return null;

  const { context } = state;
  const visible = visibleAnnouncements(context.items, context.audience);
  const pages = pageCount(context);
  const onPage = visible.slice(
    (context.page - 1) * ANNOUNCEMENT_PAGE_SIZE,
    context.page * ANNOUNCEMENT_PAGE_SIZE,
  );
  const selected = visible.find((item) => item.id === context.selectedId) ?? null;

  return (
    <section className={local.popup} aria-labelledby={`${uid}-announcement-title`}>
      <h2 id={`${uid}-announcement-title`} className={headingClass}>
        {t('announcements.title')}
      </h2>
      <div className={local.body}>
        <nav aria-label={t('announcements.notices')}>
          <ul className={local.titles}>
            {onPage.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={local.title}
                  aria-current={item.id === context.selectedId ? 'true' : undefined}
                  onClick={() => actorRef.send({ type: 'SELECT', id: item.id })}
                >
                  {item.title}
                </button>
              </li>
            ))}
          </ul>
          <Pagination
            size="sm"
            page={context.page}
            pageCount={pages}
            pageRange={ANNOUNCEMENT_PAGE_RANGE}
            marginPages={ANNOUNCEMENT_MARGIN_PAGES}
            onPageChange={(page) => actorRef.send({ type: 'PAGE', page })}
          />
        </nav>
        {selected ? (
          <article className={local.content} aria-labelledby={`${uid}-announcement-selected`}>
            <h3 id={`${uid}-announcement-selected`} className={local.contentTitle}>
              {selected.title}
            </h3>
            <div className={local.richContent} dangerouslySetInnerHTML={sanitisedHtml(selected.content)} />
          </article>
        ) : (
          <p className={styles.text}>{t('announcements.empty')}</p>
        )}
      </div>
      <div className={styles.actions}>
        <Button variant="outline" iconStart="gift" onClick={() => actorRef.send({ type: 'GO_TO_REWARDS' })}>
          {t('announcements.goToRewardCenter')}
        </Button>
        <Button onClick={() => actorRef.send({ type: 'CLOSE' })}>{t('common:actions.close')}</Button>
      </div>
    </section>
  );
}
