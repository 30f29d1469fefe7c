// Bound UI for the machines of @portal/machines: each takes the running actor and renders its state.
// One folder per machine, named like the machine. Story scaffolding lives in `@portal/flows/storybook`.
export * from './actors';
export * from './AnnouncementPopup';
export * from './ChangePassword';
export * from './Contract';
export * from './ContractOffer';
export * from './FavoriteToggle';
export * from './Feedback';
export * from './ForgotPassword';
export * from './Login';
export * from './Registration';
export * from './Session';
export * from './SmsCountdown';
export * from './SystemStatus';
export * from './WalletTransfer';
export * from './Deposit';
export * from './Limits';
export * from './UplineTransfer';
export * from './Claim';
export * from './DownlineTransfer';
export * from './Withdraw';
export * from './PointsMove';
export * from './WithdrawalConfirmation';
export * from './ActivityApply';
export * from './PlayBreak';
export * from './RealityCheck';
export { FlowInDialog } from './shared/FlowFrame';
export type { SmsCodeButtonSlot, TypedMobile } from './shared/smsSlot';
