import { FloatingServiceWidget, ScrollToTop, type FloatingServiceItem, useTranslation } from '@portal/ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePortalEnvironment } from '../environment/environment';
import { useHydrated } from '../environment/hydration';
import { useLaterTextsAhead } from '../app/laterTexts';
import { PopupHost, useCurrentPopup, usePopups, type PopupRenderers } from '../app/popups';
import { isSignedIn, useSession } from '../app/session';
import { AnnouncementsDriver } from '../popups/AnnouncementsDriver';
import { ContractDriver } from '../popups/ContractDriver';
import { onDemand } from '../popups/onDemand';
import { lazyScreen } from '../routes/lazyScreen';
import { hidesSideMenu, routeForPath } from '../routes/table';
import { AgentHeader } from './AgentHeader';
import { PortalFooter } from './PortalFooter';
import { PortalHeader } from './PortalHeader';
import { useDesktopWidth } from '../app/viewport';
import { PortalSideMenu } from './PortalSideMenu';
import { WithdrawalNotice } from './WithdrawalNotice';
import { resourceOf, useShellData, type ShellData } from './shellData';
import * as styles from './Shell.css';
import { memberPage } from '../routes/links';

/** Floating widget items (SPEC §2): invite, Telegram, Facebook, second download, customer service. */
export function serviceItems(data: ShellData, onInvite: () => void): FloatingServiceItem[] {
  const telegram = resourceOf(data.permission, 'TELEGRAM');
  const facebook = resourceOf(data.permission, 'FACEBOOK');
  const download = resourceOf(data.permission, 'APP_DOWNLOAD_2');
  return [
    ...(data.inviteFriends ? [{ kind: 'inviteFriends' as const, onSelect: onInvite }] : []),
    ...(telegram ? [{ kind: 'telegram' as const, href: telegram.url, external: true }] : []),
    ...(facebook ? [{ kind: 'facebook' as const, href: facebook.url, external: true }] : []),
    ...(download ? [{ kind: 'appDownload' as const, href: download.url, external: true }] : []),
    ...(data.customerService
      ? [{ kind: 'customerService' as const, href: data.customerService.path, external: true }]
      : []),
  ];
}

/** Bridges what the session machine asks for (a login, a page) to the popups and the router. */
function SessionEffects() {
  const session = useSession();
  const { current } = useCurrentPopup();
  const { openPopup } = usePopups();
  const navigate = useNavigate();
  // A password change the server still waits for (after a reload, say) comes back at once.
  const { pendingPasswordChange } = session;
  useEffect(() => {
    if (pendingPasswordChange && current?.name !== 'changePassword')
      openPopup('changePassword', pendingPasswordChange);
  }, [pendingPasswordChange, current, openPopup]);
  useEffect(
    () =>
      session.onEmitted((event) => {
        // A session-time limit is said as such; any other end asks for a login as a guest is asked.
        if (event.type === 'openLogin')
          openPopup('login', {
            reason: event.reason === 'SESSION_TIME_LIMIT_REACHED' ? event.reason : 'NOT_LOGGED_IN',
          });
        if (event.type === 'navigate') void navigate(event.to);
      }),
    [session, openPopup, navigate],
  );
  return null;
}

/** The sign-out question's dialog loads when a sign-out is asked for, not with the first page. */
const SignOutDialog = onDemand(lazyScreen(() => import('./SignOutConfirmation'), 'SignOutConfirmation'));

/** The reality check (and the flows it draws with) loads for a signed-in member only. */
const RealityCheckDriver = onDemand(lazyScreen(() => import('./RealityCheck'), 'RealityCheck'));

function RealityCheck() {
  const { view } = useSession();
  return view.kind === 'member' || view.kind === 'agent' ? <RealityCheckDriver /> : null;
}

function SignOutConfirmation() {
  const { view } = useSession();
  return view.confirmingLogout ? <SignOutDialog /> : null;
}

/** SPEC §2: the page scrolls to the top when the route's name changes (not on query or hash changes). */
function ScrollOnRouteChange() {
  const { pathname } = useLocation();
  const name = routeForPath(pathname)?.name ?? pathname;
  const shownName = useRef(name);
  useEffect(() => {
    if (name === shownName.current) return;
    shownName.current = name;
    window.scrollTo({ top: 0, left: 0 });
  }, [name]);
  return null;
}

export interface PortalLayoutProps {
  children: ReactNode;
  popups: PopupRenderers;
}

/**
 * The portal's frame (SPEC §2 "Shell"): agent paths get only the agent view; every other path
 * gets the side menu (except on the pages the spec names), header, page, footer, scroll-to-top,
 * the floating service widget and the shared popups.
 */
export function PortalLayout({ children, popups }: PortalLayoutProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const data = useShellData();
  const { still } = usePortalEnvironment();
  const desktop = useDesktopWidth();
  const [menuOpen, setMenuOpen] = useState<boolean | null>(null);
  const sideMenuId = useId();
  const agentView = routeForPath(pathname)?.layout === 'agent';
  const signedIn = isSignedIn(useSession().view);
  useLaterTextsAhead(signedIn);

  if (agentView) {
    return (
      <div className={styles.app}>
        <SessionEffects />
        {signedIn ? <WithdrawalNotice /> : null}
        <ScrollOnRouteChange />
        <a className={styles.skipLink} href="#main">
          {t('a11y.skipToContent')}
        </a>
        <AgentHeader />
        <main id="main" tabIndex={-1} className={styles.agentMain}>
          {children}
        </main>
        <PopupHost renderers={popups} />
        {popups.contract ? <ContractDriver /> : null}
        <SignOutConfirmation />
      </div>
    );
  }

  const showSideMenu = !hidesSideMenu(pathname);
  const sideMenuOpen = menuOpen ?? desktop;
  return (
    <div className={styles.app}>
      <SessionEffects />
      {signedIn ? <WithdrawalNotice /> : null}
      <ScrollOnRouteChange />
      <a className={styles.skipLink} href="#main">
        {t('a11y.skipToContent')}
      </a>
      <PortalHeader
        navigation={data.navigation}
        sideMenu={
          showSideMenu
            ? // Closed until the app runs: the static first paint keeps the menu collapsed below desktop.
              { open: hydrated && sideMenuOpen, onOpenChange: setMenuOpen, controls: sideMenuId }
            : undefined
        }
      />
      <div className={styles.body}>
        {showSideMenu ? (
          <div
            className={styles.sideColumn}
            data-ready={hydrated || undefined}
            data-still={still || undefined}
            data-collapsed={!sideMenuOpen || undefined}
          >
            <PortalSideMenu
              id={sideMenuId}
              data={data}
              open={sideMenuOpen}
              onOpenChange={setMenuOpen}
              toggle={desktop}
            />
          </div>
        ) : null}
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
      <PortalFooter data={data} />
      <ScrollToTop {...(still ? { position: 'static' as const, visible: true } : {})} />
      <FloatingServiceWidget
        items={serviceItems(data, () => void navigate(memberPage('referral')))}
        closeOnSelect
        position={still ? 'static' : 'fixed'}
      />
      <PopupHost renderers={popups} />
      {/* After the popups: its dialog opens above the game popup. */}
      <RealityCheck />
      {popups.announcements ? <AnnouncementsDriver /> : null}
      {popups.contract ? <ContractDriver /> : null}
      <SignOutConfirmation />
    </div>
  );
}
