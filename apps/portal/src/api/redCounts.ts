import type { EndpointById, ResponseOf } from '@portal/api-contract';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionQueryKey, useSessionQuery, type SessionReadId } from './contractQuery';

/** The red counts beside the header's account menu and the member centre's menu; undefined until read. */
export interface RedCounts {
  messages: number | undefined;
  rewards: number | undefined;
  missions: number | undefined;
}

type Consolidated = ResponseOf<EndpointById<'member.consolidated'>>;

/**
 * The reads the red counts come from (the public state's unread and claimable promotions, the
 * missions' claimable count): a write that changes a count fetches these again.
 */
export const redCountReads = [
  'member.consolidated',
  'missions.summary',
] as const satisfies readonly SessionReadId[];

/** Every red count badge reads its number here, so the header and the menus never disagree. */
export function useRedCounts(enabled: boolean): RedCounts {
  const consolidated = useSessionQuery('member.consolidated', undefined, { enabled });
  const missions = useSessionQuery('missions.summary', undefined, { enabled });
  const publicState = consolidated.data?.publicState;
  return {
    messages: publicState?.unreadMessage,
    rewards: publicState?.availablePromoCount,
    missions: missions.data?.claimableCount,
  };
}

/**
 * What a red count means when read out, for the badges that say more than a number: the rewards
 * to claim and the missions to claim. Messages keep the badge's own "unread".
 */
export function useRedCountLabel(): (kind: keyof RedCounts, count: number | undefined) => string | undefined {
  const { t } = useTranslation('portal');
  return (kind, count) => {
    if (count === undefined) return undefined;
    if (kind === 'rewards') return t('activities.rewardCenter.badge', { count });
    if (kind === 'missions') return t('missions.claimable', { count });
    return undefined;
  };
}

/**
 * Writes a known unread count (a realtime frame's, a mark-read answer's) into the counts at once:
 * every badge follows without a fetch. An answer still on its way may have been read before this
 * count, so it is dropped; while nothing is loaded yet the public state is fetched instead.
 */
export async function takeUnreadCount(queryClient: QueryClient, count: number): Promise<void> {
  const queryKey = sessionQueryKey('member.consolidated');
  await queryClient.cancelQueries({ queryKey, exact: true });
  const unreadMessage = Math.max(0, Math.trunc(count));
  if (queryClient.getQueryData<Consolidated>(queryKey) === undefined) {
    await queryClient.invalidateQueries({ queryKey, exact: true });
    return;
  }
  queryClient.setQueryData<Consolidated>(queryKey, (cached) =>
    cached ? { ...cached, publicState: { ...cached.publicState, unreadMessage } } : cached,
  );
}
