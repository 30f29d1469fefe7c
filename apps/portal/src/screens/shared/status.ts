import type { ActivityStatus as ContractActivityStatus } from '@portal/api-contract';
import type { ActivityStatus } from '@portal/ui';

/** The contract names statuses in UPPER_SNAKE; the kit's pill in camelCase. */
export function activityStatusOf(status: ContractActivityStatus): ActivityStatus {
  return status
    .toLowerCase()
    .replace(/_([a-z])/gu, (_, letter: string) => letter.toUpperCase()) as ActivityStatus;
}
