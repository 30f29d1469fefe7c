// Headless XState machines for every portal flow. Side effects are actors declared in each
// machine's setup(); the app, stories and tests supply them with machine.provide().
export * from './login/login.machine';
export * from './registration/registration.machine';
export * from './smsCountdown/smsCountdown.machine';
export * from './changePassword/changePassword.machine';
export * from './forgotPassword/forgotPassword.machine';
export {
  accessAreas,
  accessRefusal,
  accessRefusals,
  type AccessArea,
  type AccessRefusal,
} from './session/access';
export * from './session/session.machine';
export * from './systemStatus/systemStatus.machine';
export * from './favoriteToggle/favoriteToggle.machine';
export * from './feedback/feedback.machine';
export * from './contract/contract.machine';
export * from './contractOffer/contractOffer.machine';
export * from './withdrawalConfirmation/withdrawalConfirmation.machine';
export * from './announcementPopup/executions';
export * from './announcementPopup/announcementPopup.machine';
export * from './walletTransfer/walletTransfer.machine';
export * from './deposit/deposit.machine';
export * from './limits/limits.machine';
export * from './playBreak/playBreak.machine';
export * from './realityCheck/realityCheck.machine';
export * from './uplineTransfer/uplineTransfer.machine';
export * from './downlineTransfer/downlineTransfer.machine';
export * from './withdraw/withdraw.machine';
export * from './claim/claim.machine';
export * from './activityApply/activityApply.machine';
export * from './pointsMove/pointsMove.machine';
export * from './authenticatorSetup/authenticatorSetup.machine';

export {
  AGENT_TYPES,
  DEFAULT_MEMBER_TYPES,
  TRIAL_TYPE,
  isAgentType,
  isTrialType,
  type MemberInfo,
  type MemberType,
} from './shared/accounts';
export {
  CAPTCHA_REFRESH_THROTTLE_MS,
  type Captcha,
  type CaptchaContext,
  type CaptchaEvent,
} from './shared/captcha';
export { type CodeSent } from './shared/countdown';
export { MissingImplementationError } from './shared/defaults';
export { defineDescribe, resolveUiState, type MachineDescribe, type UiState } from './shared/describe';
export {
  CodedError,
  SECOND_VERIFICATION_METHODS,
  sampleFailure,
  retryAfterMinutes,
  secondVerificationOf,
  toFailure,
  type Failure,
} from './shared/failure';
export { answerLost, idempotencyKeyOf, type MoneyMoveContext } from './shared/moneyMove';
export { REMEMBER_ME_SECONDS, type LoginResult } from './shared/session';
export { TICK_MS, type TickEvent } from './shared/ticker';
export * from './shared/graph';
// Typed sample events (one list per event type): tests explore with them, stories send them.
export type { EventFixtures } from './testing/coverage';
export { machineCatalog, type MachineName } from './catalog';
