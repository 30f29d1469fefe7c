import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  ANNOUNCEMENT_MARGIN_PAGES,
  ANNOUNCEMENT_PAGE_RANGE,
  ANNOUNCEMENT_PAGE_SIZE,
  type AnnouncementView,
  announcementViews,
  type announcementPopupMachine,
  listedItems,
  pageCount,
} from '@portal/machines';
import { Button, Pagination, Tabs, useTranslation } from '@portal/ui';
import { useInTitledDialog } from '../shared/FlowFrame';
import * as styles from '../shared/flow.css';
import * as local from './AnnouncementPopup.css';

export interface AnnouncementPopupProps {
  actorRef: ActorRefFrom<typeof announcementPopupMachine>;
}

const viewLabelKeys = { popups: 'announcements.title', notices: 'announcements.notices' } as const;
const emptyKeys = { popups: 'announcements.empty', notices: 'announcements.noticesEmpty' } as const;

function isView(value: string): value is AnnouncementView {
  return (announcementViews as readonly string[]).includes(value);
}

/**
 * The announcement popup: a tab for the public popups and one for the player notices, each with
 * titles (nine per page) on one side and the selected one on the other.
 */
export function AnnouncementPopup({ actorRef }: AnnouncementPopupProps) {
  const { t } = useTranslation(['nav', 'common']);
  const uid = useId();
  const state = useSelector(actorRef, (snapshot) => snapshot);
  const inTitledDialog = useInTitledDialog();
  if (!state.matches('open')) return null;

  const { context } = state;
  const listed = listedItems(context);
  const pages = pageCount(context);
  const onPage = listed.slice(
    (context.page - 1) * ANNOUNCEMENT_PAGE_SIZE,
    context.page * ANNOUNCEMENT_PAGE_SIZE,
  );
  const selected = listed.find((item) => item.id === context.selectedId) ?? null;

  return (
    <section
      className={local.popup}
      aria-labelledby={inTitledDialog ? undefined : `${uid}-announcement-title`}
    >
      {inTitledDialog ? null : (
        <h2 id={`${uid}-announcement-title`} className={styles.heading}>
          {t('announcements.title')}
        </h2>
      )}
      <Tabs.Root
        value={context.view}
        onValueChange={(view) => {
          if (isView(view)) actorRef.send({ type: 'SHOW_VIEW', view });
        }}
      >
        <Tabs.List aria-label={t('announcements.title')}>
          {announcementViews.map((view) => (
            <Tabs.Trigger key={view} value={view}>
              {t(viewLabelKeys[view])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {announcementViews.map((view) => (
          <Tabs.Content key={view} value={view}>
            {view === context.view ? (
              <div className={local.body}>
                <nav aria-label={t('announcements.titles')}>
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
                    pageRange={ANNOUNCEMENT_PAGE_RANGE[context.view]}
                    marginPages={ANNOUNCEMENT_MARGIN_PAGES}
                    onPageChange={(page) => actorRef.send({ type: 'PAGE', page })}
                  />
                </nav>
                {selected ? (
                  <article className={local.content} aria-labelledby={`${uid}-announcement-selected`}>
                    <h3 id={`${uid}-announcement-selected`} className={local.contentTitle}>
                      {selected.title}
                    </h3>
                    <div
                      className={local.richContent}
                      // The back office's rich HTML (SPEC §2), which the server has sanitised (richHtmlSchema).
                      dangerouslySetInnerHTML={{ __html: selected.content }}
                    />
                  </article>
                ) : (
                  <p className={styles.text}>{t(emptyKeys[context.view])}</p>
                )}
              </div>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <div className={styles.actions}>
        <Button variant="outline" iconStart="gift" onClick={() => actorRef.send({ type: 'GO_TO_REWARDS' })}>
          {t('announcements.goToRewardCenter')}
        </Button>
        <Button onClick={() => actorRef.send({ type: 'CLOSE' })}>{t('common:actions.close')}</Button>
      </div>
    </section>
  );
}
