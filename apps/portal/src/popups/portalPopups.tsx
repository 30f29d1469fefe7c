import type { ReactNode } from 'react';
import type { PopupName, PopupRenderer, PopupRendererProps, PopupRenderers } from '../app/popups';
import { lazyScreen, type LazyScreen } from '../routes/lazyScreen';
import { ScreenBoundary } from '../routes/ScreenBoundary';
import * as styles from './popups.css';

function overPage(content: ReactNode) {
  return (
    <div className={styles.pendingLayer}>
      <div className={styles.pendingPanel}>{content}</div>
    </div>
  );
}

/**
 * A popup whose flow, machine and dialog load with its first opening, not with the first page:
 * the loader (then the popup) over the page; a chunk that fails shows the retry state there.
 */
function onDemand<K extends PopupName>(Popup: LazyScreen<PopupRendererProps<K>>): PopupRenderer<K> {
  return (props) => (
    <ScreenBoundary frame={overPage}>
      <Popup {...props} />
    </ScreenBoundary>
  );
}

/** Every shared popup of the shell (SPEC §2 "Popups"), each on its flow and machine with the real actors. */
export const portalPopups: PopupRenderers = {
  login: onDemand(lazyScreen(() => import('./LoginPopup').then((m) => ({ default: m.LoginPopup })))),
  register: onDemand(lazyScreen(() => import('./RegisterPopup').then((m) => ({ default: m.RegisterPopup })))),
  forgotPassword: onDemand(
    lazyScreen(() => import('./ForgotPasswordPopup').then((m) => ({ default: m.ForgotPasswordPopup }))),
  ),
  changePassword: onDemand(
    lazyScreen(() => import('./ChangePasswordPopup').then((m) => ({ default: m.ChangePasswordPopup }))),
  ),
  feedback: onDemand(lazyScreen(() => import('./FeedbackPopup').then((m) => ({ default: m.FeedbackPopup })))),
  help: onDemand(lazyScreen(() => import('./HelpPopup').then((m) => ({ default: m.HelpPopup })))),
  announcements: onDemand(
    lazyScreen(() => import('./AnnouncementsPopup').then((m) => ({ default: m.AnnouncementsPopup }))),
  ),
  game: onDemand(lazyScreen(() => import('./GamePopup').then((m) => ({ default: m.GamePopup })))),
  trialRefused: onDemand(
    lazyScreen(() => import('./TrialRefusedPopup').then((m) => ({ default: m.TrialRefusedPopup }))),
  ),
  contract: onDemand(lazyScreen(() => import('./ContractPopup').then((m) => ({ default: m.ContractPopup })))),
};
