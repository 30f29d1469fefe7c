import { useTranslation } from '../Translation';
import type { Tone } from '../tones';
import { cx } from '../internal/cx';
import * as styles from './StatusPill.css';

export const activityStatuses = [
  'join',
  'claim',
  'applying',
  'close',
  'rejected',
  'issued',
  'claimed',
  'process',
  'joined',
  'comingSoon',
] as const;
export const redeemStatuses = ['inProcess', 'rejected', 'approved'] as const;
export const contractStatuses = [
  'none',
  'pending',
  'accepted',
  'active',
  'rejected',
  'terminationPending',
  'terminated',
] as const;
export const withdrawalStatuses = [
  'pending',
  'processing',
  'disbursed',
  'received',
  'notReceived',
  'partlyReceived',
  'allReceived',
  'autoReceived',
  'rejected',
] as const;

/** Whether an account has a live session now (a downline in the agent's list). */
export const presenceStatuses = ['online', 'offline'] as const;

export type ActivityStatus = (typeof activityStatuses)[number];
export type RedeemStatus = (typeof redeemStatuses)[number];
export type ContractStatus = (typeof contractStatuses)[number];
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];
export type PresenceStatus = (typeof presenceStatuses)[number];

/** Each status's tone; the text always names the status, so colour is never the only cue. */
export const statusTones = {
  activity: {
    join: 'info',
    claim: 'success',
    applying: 'warning',
    close: 'neutral',
    rejected: 'danger',
    issued: 'success',
    claimed: 'neutral',
    process: 'warning',
    joined: 'success',
    comingSoon: 'neutral',
  },
  redeem: { inProcess: 'warning', rejected: 'danger', approved: 'success' },
  contract: {
    none: 'neutral',
    pending: 'warning',
    accepted: 'success',
    active: 'success',
    rejected: 'danger',
    terminationPending: 'warning',
    terminated: 'neutral',
  },
  withdrawal: {
    pending: 'warning',
    processing: 'warning',
    disbursed: 'info',
    received: 'success',
    notReceived: 'danger',
    partlyReceived: 'warning',
    allReceived: 'success',
    autoReceived: 'neutral',
    rejected: 'danger',
  },
  presence: { online: 'success', offline: 'neutral' },
} as const satisfies {
  activity: Record<ActivityStatus, Tone>;
  redeem: Record<RedeemStatus, Tone>;
  contract: Record<ContractStatus, Tone>;
  withdrawal: Record<WithdrawalStatus, Tone>;
  presence: Record<PresenceStatus, Tone>;
};

export type StatusPillProps = { className?: string } & (
  | { kind: 'activity'; status: ActivityStatus }
  | { kind: 'redeem'; status: RedeemStatus }
  | { kind: 'contract'; status: ContractStatus }
  | { kind: 'withdrawal'; status: WithdrawalStatus }
  | { kind: 'presence'; status: PresenceStatus }
);

export function StatusPill(props: StatusPillProps) {
  const { t } = useTranslation('status');
  let label: string;
  let tone: Tone;
  switch (props.kind) {
    case 'activity':
      label = t(`activity.${props.status}`);
      tone = statusTones.activity[props.status];
      break;
    case 'redeem':
      label = t(`redeem.${props.status}`);
      tone = statusTones.redeem[props.status];
      break;
    case 'contract':
      label = t(`contract.${props.status}`);
      tone = statusTones.contract[props.status];
      break;
    case 'withdrawal':
      label = t(`withdrawal.${props.status}`);
      tone = statusTones.withdrawal[props.status];
      break;
    case 'presence':
      label = t(`presence.${props.status}`);
      tone = statusTones.presence[props.status];
      break;
  }
  return (
    <span className={cx(styles.pill({ tone }), props.className)} data-tone={tone} data-status={props.status}>
      {label}
    </span>
  );
}
