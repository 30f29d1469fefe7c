import {
  Avatar,
  BalanceChip,
  Button,
  CountBadge,
  DropdownMenu,
  HeaderBar,
  Icon,
  Skeleton,
  useTranslation,
} from '@portal/ui';
import { GAME_CATEGORY_KEYS } from '@portal/i18n';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSessionQuery } from '../api/contractQuery';
import { useConsolidated } from '../api/member';
import { useBalance } from '../api/wallet';
import { useRedCountLabel, useRedCounts } from '../api/redCounts';
import { usePortalEnvironment } from '../environment/environment';
import { usePopups, useSignOut } from '../app/popups';
import { isSignedIn, useSession } from '../app/session';
import { useFreePlayOffered, useStartTrial } from '../app/trial';
import { memberPage, useLinkProps } from '../routes/links';
import { accountMenuPages, memberPages } from '../routes/memberPages';
import { routeForPath } from '../routes/table';
import type { NavCategory } from './navigation';
import { SessionClock } from './SessionClock';
import * as styles from './Shell.css';

/** The white label's wordmark: its name, linking home. */
export function BrandLink() {
  const { t } = useTranslation('portal');
  const { site } = usePortalEnvironment();
  const link = useLinkProps('/');
  const name = brandDisplayName(site.brand);
  return (
    <a {...link} className={styles.brandLink} aria-label={t('shell.homeLink', { brand: name })}>
      <Icon name="star" filled />
      <span>{name}</span>
    </a>
  );
}

export function brandDisplayName(brand: string): string {
  return brand.charAt(0).toUpperCase() + brand.slice(1);
}

function NavItem({ category, active }: { category: NavCategory; active: boolean }) {
  const { t } = useTranslation(['nav']);
  const link = useLinkProps(category.path);
  return (
    <HeaderBar.NavLink {...link} category={category.code} active={active}>
      {t(GAME_CATEGORY_KEYS[category.code])}
    </HeaderBar.NavLink>
  );
}

/** Which navigation entry the current page belongs to. */
export function activeCategory(
  pathname: string,
  navigation: readonly NavCategory[],
): NavCategory | undefined {
  const route = routeForPath(pathname);
  if (!route) return undefined;
  if (route.name === 'home') return navigation.find((entry) => entry.code === 'HOME');
  if (route.name === 'promotions') return navigation.find((entry) => entry.code === 'PROMO');
  return route.category ? navigation.find((entry) => entry.code === route.category) : undefined;
}

function AccountMenu({ agent }: { agent: boolean }) {
  const { t } = useTranslation('nav');
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { view } = useSession();
  const signedIn = view.kind === 'member' || view.kind === 'agent';
  // The member centre's menu reads the same counts; trial accounts have none.
  const redCounts = useRedCounts(signedIn);
  const unread = redCounts.messages ?? 0;
  // The VIP line is the consolidated info's, as on the member centre.
  const publicState = useConsolidated(signedIn).data?.publicState;
  // The avatar the member picked (My account), on the menu's button; the person icon until there is one.
  const member = useSessionQuery('member.info', undefined).data;
  const redCountLabel = useRedCountLabel();
  const items = accountMenuPages.flatMap(({ key, icon }) => {
    const entry = memberPages.find((page) => page.key === key);
    return entry ? [{ ...entry, icon: icon ?? entry.icon }] : [];
  });
  return (
    <DropdownMenu.Root>
      {/* The badge sits beside the trigger, not in it: the button keeps its name, the count is read after it. */}
      <span className={styles.accountTrigger}>
        <DropdownMenu.Trigger asChild>
          {member?.iconUrl ? (
            <Button variant="ghost" size="sm" aria-label={t('header.accountMenu')}>
              <Avatar name={member.nickname || member.account} src={member.iconUrl} alt="" size="sm" />
            </Button>
          ) : (
            <Button variant="ghost" size="sm" icon="user" aria-label={t('header.accountMenu')} />
          )}
        </DropdownMenu.Trigger>
        <CountBadge count={unread} className={styles.accountBadge} />
      </span>
      <DropdownMenu.Content>
        {publicState?.hasVip && publicState.vipLabelName ? (
          <>
            {/* The VIP line opens the VIP bonus page: the levels and the way to the next. */}
            <DropdownMenu.Item icon="medal" onSelect={() => void navigate(memberPage('vip'))}>
              {t('visitor.vipLevel', { label: publicState.vipLabelName, level: publicState.vipRankLevel })}
            </DropdownMenu.Item>
            <DropdownMenu.Separator />
          </>
        ) : null}
        {items.map((item) => (
          <DropdownMenu.Item
            key={item.key}
            icon={item.icon}
            onSelect={() => void navigate(memberPage(item.page))}
          >
            {t(`memberMenu.${item.key}`)}
            {item.redCount ? (
              <CountBadge
                count={redCounts[item.redCount] ?? 0}
                label={redCountLabel(item.redCount, redCounts[item.redCount] ?? 0)}
              />
            ) : null}
          </DropdownMenu.Item>
        ))}
        {agent ? (
          <DropdownMenu.Item icon="star" onSelect={() => void navigate('/agentHome')}>
            {t('accountMenu.agentCenter')}
          </DropdownMenu.Item>
        ) : null}
        <DropdownMenu.Separator />
        <DropdownMenu.Item icon="logout" tone="danger" onSelect={() => signOut.request('portal')}>
          {t('accountMenu.signOut')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

function SignedInActions({ agent, trial }: { agent: boolean; trial: boolean }) {
  const { t } = useTranslation('nav');
  const navigate = useNavigate();
  const balance = useBalance(true);
  const [masked, setMasked] = useState(false);
  return (
    <>
      {/* Play with real money only: a trial's free play has no session to account for. */}
      {agent || trial ? null : <SessionClock placement="actions" />}
      {balance.data ? (
        <BalanceChip
          amount={balance.data.balance}
          currency={balance.data.currency}
          currencySymbol={balance.data.currencySymbol}
          masked={masked}
          onMaskedChange={setMasked}
          onRefresh={() => void balance.refetch()}
          refreshing={balance.isFetching}
        />
      ) : (
        <Skeleton inlineSize="9em" blockSize="2em" shape="block" />
      )}
      <Button size="sm" iconStart="wallet" onClick={() => void navigate(memberPage('depositv2'))}>
        <span className={styles.labelFromTablet}>{t('header.deposit')}</span>
      </Button>
      <Button
        size="sm"
        variant="outline"
        className={styles.hideBelowTablet}
        onClick={() => void navigate(memberPage('withdraw'))}
      >
        {t('header.withdraw')}
      </Button>
      <AccountMenu agent={agent} />
    </>
  );
}

function GuestActions() {
  const { t } = useTranslation('nav');
  const { openPopup } = usePopups();
  const freePlay = useFreePlayOffered();
  const trial = useStartTrial();
  return (
    <>
      {freePlay ? (
        <Button variant="ghost" size="sm" iconStart="play" loading={trial.starting} onClick={trial.start}>
          <span className={styles.labelFromTablet}>{t('visitor.tryForFree')}</span>
        </Button>
      ) : null}
      <Button variant="outline" size="sm" onClick={() => openPopup('login')}>
        {t('header.login')}
      </Button>
      <Button size="sm" onClick={() => openPopup('register')}>
        {t('header.register')}
      </Button>
    </>
  );
}

/** Opens and closes the side menu where it does not fit beside the page (below desktop). */
export interface SideMenuToggle {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The side menu's id, for aria-controls. */
  controls: string;
}

function MenuButton({ open, onOpenChange, controls }: SideMenuToggle) {
  const { t } = useTranslation('nav');
  return (
    <Button
      variant="ghost"
      size="sm"
      icon={open ? 'close' : 'menu'}
      className={styles.menuButton}
      aria-label={open ? t('sideMenu.collapse') : t('sideMenu.expand')}
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => onOpenChange(!open)}
    />
  );
}

/**
 * Header (SPEC §2): logo, navigation, and login/register or balance, deposit, withdraw and the
 * account menu; below desktop the side menu's button sits before the logo.
 */
export function PortalHeader({
  navigation,
  sideMenu,
}: {
  navigation: readonly NavCategory[];
  sideMenu?: SideMenuToggle;
}) {
  const { view } = useSession();
  const { still } = usePortalEnvironment();
  const { pathname } = useLocation();
  const active = activeCategory(pathname, navigation);
  return (
    <HeaderBar
      position={still ? 'static' : 'sticky'}
      logo={
        <>
          {sideMenu ? <MenuButton {...sideMenu} /> : null}
          <BrandLink />
          {/* Below desktop (see SessionClock.css): play with real money only, as among the actions. */}
          {view.kind === 'member' ? <SessionClock placement="logo" /> : null}
        </>
      }
      actions={
        <div className={styles.headerActions} aria-busy={view.kind === 'restoring' || undefined}>
          {isSignedIn(view) ? (
            <SignedInActions agent={view.kind === 'agent'} trial={view.kind === 'trial'} />
          ) : view.kind === 'restoring' || view.kind === 'loggingOut' ? (
            <Skeleton inlineSize="12em" blockSize="2em" shape="block" />
          ) : (
            <GuestActions />
          )}
        </div>
      }
    >
      {navigation.map((category) => (
        <NavItem key={category.code} category={category} active={category.code === active?.code} />
      ))}
    </HeaderBar>
  );
}
