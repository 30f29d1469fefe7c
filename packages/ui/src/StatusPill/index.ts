export {
  StatusPill,
  activityStatuses,
  contractStatuses,
  redeemStatuses,
  statusTones,
  withdrawalStatuses,
  type ActivityStatus,
  type ContractStatus,
  type RedeemStatus,
  type StatusPillProps,
  type WithdrawalStatus,
} from './StatusPill';
