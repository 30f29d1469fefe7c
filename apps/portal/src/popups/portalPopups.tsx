import type { PopupRenderers } from '../app/popups';
import { AnnouncementsPopup } from './AnnouncementsPopup';
import { ChangePasswordPopup } from './ChangePasswordPopup';
import { ContractPopup } from './ContractPopup';
import { FeedbackPopup } from './FeedbackPopup';
import { ForgotPasswordPopup } from './ForgotPasswordPopup';
import { GamePopup } from './GamePopup';
import { HelpPopup } from './HelpPopup';
import { LoginPopup } from './LoginPopup';
import { RegisterPopup } from './RegisterPopup';
import { TrialRefusedPopup } from './TrialRefusedPopup';

/** Every shared popup of the shell (SPEC §2 "Popups"), each on its flow and machine with the real actors. */
export const portalPopups: PopupRenderers = {
  login: (props) => <LoginPopup {...props} />,
  register: (props) => <RegisterPopup {...props} />,
  forgotPassword: (props) => <ForgotPasswordPopup {...props} />,
  changePassword: (props) => <ChangePasswordPopup {...props} />,
  feedback: (props) => <FeedbackPopup {...props} />,
  help: (props) => <HelpPopup {...props} />,
  announcements: (props) => <AnnouncementsPopup {...props} />,
  game: (props) => <GamePopup {...props} />,
  trialRefused: (props) => <TrialRefusedPopup {...props} />,
  contract: (props) => <ContractPopup {...props} />,
};
