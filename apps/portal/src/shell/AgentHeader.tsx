import { Button, HeaderBar, LanguageSelect, useTranslation } from '@portal/ui';
import { usePortalEnvironment } from '../environment/environment';
import { useLanguage } from '../app/language';
import { useSignOut } from '../app/popups';
import { useSession } from '../app/session';
import { BrandLink } from './PortalHeader';
import * as styles from './Shell.css';

/** The agent view's bar (SPEC §2: agent paths show only the agent view): logo, language, sign out. */
export function AgentHeader() {
  const { t } = useTranslation(['agent', 'nav']);
  const { view } = useSession();
  const language = useLanguage();
  const signOut = useSignOut();
  const { still } = usePortalEnvironment();
  const agent = view.kind === 'agent' ? view.member : null;
  return (
    <HeaderBar
      logo={<BrandLink />}
      // A still picture (stories): the bar scrolls away instead of covering the region shot.
      position={still ? 'static' : 'sticky'}
      actions={
        <div className={styles.headerActions}>
          <LanguageSelect value={language.code} onValueChange={language.change} size="sm" compact />
          {agent ? (
            <>
              <span>{t('clock.nickname', { nickname: agent.nickname || agent.account })}</span>
              <Button
                variant="ghost"
                size="sm"
                iconStart="logout"
                onClick={() => signOut.request('agentCenter')}
              >
                {t('nav:agentMenu.signOut')}
              </Button>
            </>
          ) : null}
        </div>
      }
    />
  );
}
