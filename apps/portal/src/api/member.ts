import { useSessionQuery } from './contractQuery';

/** The member's consolidated info: public state (red counts, VIP line), contracts, referral. */
export function useConsolidated(enabled: boolean) {
  return useSessionQuery('member.consolidated', undefined, { enabled });
}
