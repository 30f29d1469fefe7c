import type { PopupRenderers } from '../app/popups';
import { lazyScreen } from '../routes/lazyScreen';
import { onDemand } from './onDemand';

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
