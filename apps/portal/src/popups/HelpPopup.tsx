import { EmptyState, ErrorState, Tabs, useTranslation } from '@portal/ui';
import { useHelpCenter } from '../api/support';
import type { PopupRendererProps } from '../app/popups';
import { useLanguage } from '../app/language';
import { PopupDialog, PopupLoading } from './PopupDialog';
import * as styles from './popups.css';

/** helpModal (SPEC §2): the help centre by section; `/help#term` opens the terms. */
export function HelpPopup({ params, close }: PopupRendererProps<'help'>) {
  const { t } = useTranslation('nav');
  const { code: language } = useLanguage();
  const help = useHelpCenter(language);
  const sections = help.data?.sections ?? [];
  const first = sections.find((section) => section.id === params.section) ?? sections[0];

  return (
    <PopupDialog title={t('help.title')} onClose={close} size="lg">
      {help.isError ? (
        <ErrorState onRetry={() => void help.refetch()} headingLevel={3} />
      ) : !help.data ? (
        <PopupLoading />
      ) : !first ? (
        <EmptyState icon="info" headingLevel={3} title={t('help.empty')} />
      ) : (
        <Tabs.Root defaultValue={first.id}>
          <Tabs.List aria-label={t('help.title')}>
            {sections.map((section) => (
              <Tabs.Trigger key={section.id} value={section.id}>
                {section.title}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {sections.map((section) => (
            <Tabs.Content key={section.id} value={section.id}>
              {section.items.map((item) => (
                <article key={item.id} className={styles.helpArticle}>
                  <h3 className={styles.helpTitle}>{item.title}</h3>
                  {/* The back office's rich HTML, which the server has sanitised (richHtmlSchema). */}
                  <div dangerouslySetInnerHTML={{ __html: item.content }} />
                </article>
              ))}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </PopupDialog>
  );
}
