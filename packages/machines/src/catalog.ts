import { activityApplyDescribe, activityApplyMachine } from './activityApply/activityApply.machine';
import {
  authenticatorSetupDescribe,
  authenticatorSetupMachine,
} from './authenticatorSetup/authenticatorSetup.machine';
import {
  announcementPopupDescribe,
  announcementPopupMachine,
} from './announcementPopup/announcementPopup.machine';
import { changePasswordDescribe, changePasswordMachine } from './changePassword/changePassword.machine';
import { claimDescribe, claimMachine } from './claim/claim.machine';
import { contractDescribe, contractMachine } from './contract/contract.machine';
import { contractOfferDescribe, contractOfferMachine } from './contractOffer/contractOffer.machine';
import { depositDescribe, depositMachine } from './deposit/deposit.machine';
import { limitsDescribe, limitsMachine } from './limits/limits.machine';
import { playBreakDescribe, playBreakMachine } from './playBreak/playBreak.machine';
import { realityCheckDescribe, realityCheckMachine } from './realityCheck/realityCheck.machine';
import { favoriteToggleDescribe, favoriteToggleMachine } from './favoriteToggle/favoriteToggle.machine';
import { feedbackDescribe, feedbackMachine } from './feedback/feedback.machine';
import { forgotPasswordDescribe, forgotPasswordMachine } from './forgotPassword/forgotPassword.machine';
import { loginDescribe, loginMachine } from './login/login.machine';
import { registrationDescribe, registrationMachine } from './registration/registration.machine';
import { sessionDescribe, sessionMachine } from './session/session.machine';
import { smsCountdownDescribe, smsCountdownMachine } from './smsCountdown/smsCountdown.machine';
import { systemStatusDescribe, systemStatusMachine } from './systemStatus/systemStatus.machine';
import { uplineTransferDescribe, uplineTransferMachine } from './uplineTransfer/uplineTransfer.machine';
import {
  downlineTransferDescribe,
  downlineTransferMachine,
} from './downlineTransfer/downlineTransfer.machine';
import { walletTransferDescribe, walletTransferMachine } from './walletTransfer/walletTransfer.machine';
import { withdrawDescribe, withdrawMachine } from './withdraw/withdraw.machine';
import { pointsMoveDescribe, pointsMoveMachine } from './pointsMove/pointsMove.machine';
import {
  withdrawalConfirmationDescribe,
  withdrawalConfirmationMachine,
} from './withdrawalConfirmation/withdrawalConfirmation.machine';

/** Every machine with its describe metadata: stories render one story per UI state from here. */
export const machineCatalog = {
  login: { machine: loginMachine, describe: loginDescribe },
  registration: { machine: registrationMachine, describe: registrationDescribe },
  smsCountdown: { machine: smsCountdownMachine, describe: smsCountdownDescribe },
  changePassword: { machine: changePasswordMachine, describe: changePasswordDescribe },
  forgotPassword: { machine: forgotPasswordMachine, describe: forgotPasswordDescribe },
  session: { machine: sessionMachine, describe: sessionDescribe },
  systemStatus: { machine: systemStatusMachine, describe: systemStatusDescribe },
  favoriteToggle: { machine: favoriteToggleMachine, describe: favoriteToggleDescribe },
  feedback: { machine: feedbackMachine, describe: feedbackDescribe },
  contract: { machine: contractMachine, describe: contractDescribe },
  contractOffer: { machine: contractOfferMachine, describe: contractOfferDescribe },
  withdrawalConfirmation: {
    machine: withdrawalConfirmationMachine,
    describe: withdrawalConfirmationDescribe,
  },
  announcementPopup: { machine: announcementPopupMachine, describe: announcementPopupDescribe },
  walletTransfer: { machine: walletTransferMachine, describe: walletTransferDescribe },
  deposit: { machine: depositMachine, describe: depositDescribe },
  limits: { machine: limitsMachine, describe: limitsDescribe },
  playBreak: { machine: playBreakMachine, describe: playBreakDescribe },
  realityCheck: { machine: realityCheckMachine, describe: realityCheckDescribe },
  uplineTransfer: { machine: uplineTransferMachine, describe: uplineTransferDescribe },
  downlineTransfer: { machine: downlineTransferMachine, describe: downlineTransferDescribe },
  withdraw: { machine: withdrawMachine, describe: withdrawDescribe },
  claim: { machine: claimMachine, describe: claimDescribe },
  activityApply: { machine: activityApplyMachine, describe: activityApplyDescribe },
  pointsMove: { machine: pointsMoveMachine, describe: pointsMoveDescribe },
  authenticatorSetup: { machine: authenticatorSetupMachine, describe: authenticatorSetupDescribe },
} as const;

export type MachineName = keyof typeof machineCatalog;
