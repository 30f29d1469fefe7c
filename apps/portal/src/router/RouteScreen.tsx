import { Button, EmptyState, PageLoader, useTranslation } from '@portal/ui';
import { useEffect, useEffectEvent, useRef, type ComponentType } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useToken } from '../environment/environment';
import { useHydrated } from '../environment/hydration';
import { useCurrentPopup, usePopups } from '../app/popups';
import { useSession } from '../app/session';
import { ScreenBoundary } from '../routes/ScreenBoundary';
import { groupScreens } from './groupScreens';
import { FEEDBACK_HASH, guardRedirect, type PortalRoute, type ScreenProps } from '../routes/table';

/**
 * /login, /register and /help show home and open their popup on load (SPEC §2); /help opens the
 * section named by the hash (#term), and /help#feedback the feedback popup (the footer's "feedback
 * and complaints" link, followed before the page is interactive or in a new tab). Closing that
 * popup leaves for home, so the URL always says what is on screen.
 */
function RoutePopup({ route }: { route: PortalRoute }) {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { current } = useCurrentPopup();
  const { openPopup } = usePopups();
  const shown = useRef(false);
  // Read when the route asks for its popup, not a reason to ask again.
  const isOpen = useEffectEvent((name: string) => current?.name === name);
  const popup = route.popup === 'help' && hash === FEEDBACK_HASH ? 'feedback' : route.popup;
  useEffect(() => {
    if (!popup) return;
    // Already up, as the login popup saying why the server ended a session is when a member page's
    // guard lands here: it stays, with what it says.
    if (popup !== 'help' && isOpen(popup)) return;
    if (popup === 'help') openPopup('help', hash ? { section: hash.slice(1) } : {});
    else openPopup(popup);
  }, [popup, hash, openPopup]);
  useEffect(() => {
    if (!popup) return;
    if (current?.name === popup) shown.current = true;
    else if (current === null && shown.current) void navigate('/', { replace: true });
  }, [popup, current, navigate]);
  return null;
}

/** SPEC §6 / §8: trial accounts are refused member and account pages with the real-account message. */
function TrialRefused() {
  const { t } = useTranslation('status');
  const navigate = useNavigate();
  return (
    <EmptyState
      icon="user"
      headingLevel={2}
      title={t('in_need_true_account')}
      action={<Button onClick={() => void navigate('/')}>{t('in_increase_submit')}</Button>}
    />
  );
}

export interface RouteScreenProps {
  route: PortalRoute;
  /** The home page (in the main bundle, pre-rendered). */
  home: ComponentType;
}

/**
 * One route of the table: its popup, its guards, then its screen. The popup follows the open
 * popup in a component of its own, so a popup opening or closing does not draw the page again.
 */
export function RouteScreen({ route, home }: RouteScreenProps) {
  return (
    <>
      <RoutePopup route={route} />
      <GuardedScreen route={route} home={home} />
    </>
  );
}

function GuardedScreen({ route, home: Home }: RouteScreenProps) {
  const hydrated = useHydrated();
  const token = useToken();
  const { view, pendingPasswordChange } = useSession();
  const location = useLocation();
  // The server refuses this account everything until its password changes: the change popup is
  // up, and the page waits behind it instead of showing the server's refusal.
  if (hydrated && pendingPasswordChange && route.requiresLogin) return <PageLoader fullPage />;

  // The static page is rendered without a session: guards wait for the browser's real state.
  if (hydrated) {
    const redirect = guardRedirect(route, token !== null);
    if (redirect) return <Navigate to={redirect} replace state={{ from: location.pathname }} />;
  }
  if (route.agentOnly) {
    if (view.kind === 'restoring' || !hydrated) return <PageLoader fullPage />;
    // Non-agents are sent back to the agent page (SPEC §2).
    if (view.kind !== 'agent') return <Navigate to="/agent" replace />;
  }
  if (route.memberArea && view.kind === 'trial') return <TrialRefused />;
  if (!route.group) return <Home />;
  const Screen: ComponentType<ScreenProps> = groupScreens[route.group];
  return (
    <ScreenBoundary key={route.name}>
      <Screen route={route} />
    </ScreenBoundary>
  );
}
