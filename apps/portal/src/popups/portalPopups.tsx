import type { PopupRenderers } from '../app/popups';
import { lazyScreen } from '../routes/lazyScreen';
import { onDemand } from './onDemand';

/** Every shared popup of the shell (SPEC §2 "Popups"), each on its flow and machine with the real actors. */
export const portalPopups: PopupRenderers = {
  login: onDemand(lazyScreen(() => import('./LoginPopup'), 'LoginPopup')),
  register: onDemand(lazyScreen(() => import('./RegisterPopup'), 'RegisterPopup')),
  forgotPassword: onDemand(lazyScreen(() => import('./ForgotPasswordPopup'), 'ForgotPasswordPopup')),
  changePassword: onDemand(lazyScreen(() => import('./ChangePasswordPopup'), 'ChangePasswordPopup')),
  feedback: onDemand(lazyScreen(() => import('./FeedbackPopup'), 'FeedbackPopup')),
  help: onDemand(lazyScreen(() => import('./HelpPopup'), 'HelpPopup')),
  // It opens with `/` for visitors, and reads only the first page's texts (nav, common).
  announcements: onDemand(
    lazyScreen(() => import('./AnnouncementsPopup'), 'AnnouncementsPopup'),
    {
      firstPageTextsOnly: true,
    },
  ),
  game: onDemand(lazyScreen(() => import('./GamePopup'), 'GamePopup')),
  trialRefused: onDemand(lazyScreen(() => import('./TrialRefusedPopup'), 'TrialRefusedPopup')),
  contract: onDemand(lazyScreen(() => import('./ContractPopup'), 'ContractPopup')),
};
