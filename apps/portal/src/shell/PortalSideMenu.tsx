import { LanguageSelect, SideMenu, useTranslation } from '@portal/ui';
import { GAME_CATEGORY_KEYS } from '@portal/i18n';
import { useLocation } from 'react-router';
import { useLanguage } from '../app/language';
import { usePopups } from '../app/popups';
import { isSignedIn, useSession } from '../app/session';
import { memberPage, useLinkProps } from '../routes/links';
import { DeferredQRCode } from './DeferredQRCode';
import { RedEnvelopeMenuItem } from './redEnvelope/RedEnvelope';
import { activeCategory } from './PortalHeader';
import type { NavCategory } from './navigation';
import { resourceOf, type ShellData } from './shellData';
import * as styles from './Shell.css';

function CategoryItem({ category, active }: { category: NavCategory; active: boolean }) {
  const { t } = useTranslation(['nav']);
  const link = useLinkProps(category.path);
  return (
    <SideMenu.Item {...link} category={category.code} active={active}>
      {t(GAME_CATEGORY_KEYS[category.code])}
    </SideMenu.Item>
  );
}

function RewardCenterItem({ count }: { count: number | undefined }) {
  const { t } = useTranslation('nav');
  const session = useSession();
  const { openPopup } = usePopups();
  const link = useLinkProps(memberPage('rewardCenter'));
  if (!isSignedIn(session.view)) {
    return (
      <SideMenu.Item icon="gift" onClick={() => openPopup('login', { reason: 'NOT_LOGGED_IN' })}>
        {t('sideMenu.rewardCenterPromo')}
      </SideMenu.Item>
    );
  }
  return (
    <SideMenu.Item {...link} icon="gift" count={count} countLabel={t('sideMenu.rewardCenter')}>
      {t('sideMenu.rewardCenterPromo')}
    </SideMenu.Item>
  );
}

function InviteFriendsItem() {
  const { t } = useTranslation('nav');
  const link = useLinkProps(memberPage('referral'));
  return (
    <SideMenu.Item {...link} icon="send">
      {t('sideMenu.inviteFriends')}
    </SideMenu.Item>
  );
}

/** The app download page, with the lite app and each app's install guide. */
function AppDownloadItem() {
  const { t } = useTranslation('nav');
  const link = useLinkProps('/appDownload');
  return (
    <SideMenu.Item {...link} icon="download">
      {t('visitor.installGuide')}
    </SideMenu.Item>
  );
}

/**
 * Side menu (SPEC §2): game categories, reward-centre promo, invite friends when allowed, the red
 * envelope when one can be opened, app QR codes, customer service, social links that are
 * configured, and the language select.
 */
export function PortalSideMenu({
  id,
  data,
  open,
  onOpenChange,
  toggle,
}: {
  id?: string;
  /** Its own collapse button; off where the header's button opens and closes it. */
  toggle?: boolean;
  data: ShellData;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(['nav', 'account']);
  const { pathname } = useLocation();
  const language = useLanguage();
  const active = activeCategory(pathname, data.navigation);
  const ios = resourceOf(data.permission, 'IOS');
  const android = resourceOf(data.permission, 'ANDROID');
  const social = (['TELEGRAM', 'FACEBOOK', 'WHATSAPP'] as const)
    .map((type) => ({ type, resource: resourceOf(data.permission, type) }))
    .filter((entry) => entry.resource !== undefined);
  return (
    <SideMenu.Root id={id} open={open} onOpenChange={onOpenChange} toggle={toggle}>
      <SideMenu.Section title={t('sideMenu.games')}>
        {data.navigation.map((category) => (
          <CategoryItem key={category.code} category={category} active={category.code === active?.code} />
        ))}
      </SideMenu.Section>
      <SideMenu.Section>
        <RewardCenterItem count={data.publicState?.availablePromoCount} />
        {data.inviteFriends ? <InviteFriendsItem /> : null}
        <RedEnvelopeMenuItem />
        {data.customerService ? (
          <SideMenu.Item icon="headset" href={data.customerService.path} external>
            {t('sideMenu.customerService')}
          </SideMenu.Item>
        ) : null}
        {social.map(({ type, resource }) => (
          <SideMenu.Item
            key={type}
            icon={type === 'FACEBOOK' ? 'facebook' : 'send'}
            href={resource?.url}
            external
          >
            {t(`sideMenu.${type.toLowerCase() as 'telegram' | 'facebook' | 'whatsapp'}`)}
          </SideMenu.Item>
        ))}
      </SideMenu.Section>
      {ios || android ? (
        <SideMenu.Section title={t('sideMenu.appDownload')}>
          <li className={styles.qrRow}>
            {ios ? (
              <DeferredQRCode
                whenNear
                value={ios.url}
                size="sm"
                label={t('account:qrCode.ios')}
                caption={t('appDownload.ios')}
              />
            ) : null}
            {android ? (
              <DeferredQRCode
                whenNear
                value={android.url}
                size="sm"
                label={t('account:qrCode.android')}
                caption={t('appDownload.android')}
              />
            ) : null}
          </li>
          <AppDownloadItem />
        </SideMenu.Section>
      ) : null}
      <SideMenu.Section title={t('sideMenu.language')} className={styles.languageSection}>
        <li className={styles.languageRow}>
          <LanguageSelect value={language.code} onValueChange={language.change} size="sm" />
        </li>
      </SideMenu.Section>
    </SideMenu.Root>
  );
}
