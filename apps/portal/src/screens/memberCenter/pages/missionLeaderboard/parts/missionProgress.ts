import type { Mission } from '@portal/api-contract';
import type { ActivityStatus } from '@portal/ui';

/** A mission's status as the spec's activity statuses (SPEC §4) the status pill names. */
export const missionActivityStatus = {
  IN_PROGRESS: 'process',
  CLAIMABLE: 'claim',
  CLAIMED: 'claimed',
  EXPIRED: 'close',
} as const satisfies Record<Mission['status'], ActivityStatus>;

/**
 * The "done / target" line under a mission's bar: rounds as plain numbers, valid bet as money
 * (the server counts it in minor units). Progress past the target shows as the target.
 */
export function missionFraction(
  mission: Pick<Mission, 'metric' | 'progress' | 'target'>,
  formatCount: (value: number) => string,
  formatMoney: (minor: number) => string,
): { value: string; max: string } {
  const done = Math.min(Math.max(mission.progress, 0), mission.target);
  const format = mission.metric === 'VALID_BET' ? formatMoney : formatCount;
  return { value: format(done), max: format(mission.target) };
}
