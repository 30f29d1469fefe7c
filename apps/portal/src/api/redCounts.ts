import type { EndpointById, ResponseOf } from '@portal/api-contract';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '@portal/ui';
import { refreshSessionReads, sessionQueryKey, useSessionQuery, type SessionReadId } from './contractQuery';
import { useConsolidated } from './member';

/** The red counts beside the header's account menu and the member centre's menu; undefined until read. */
export interface RedCounts {
  messages: number | undefined;
  rewards: number | undefined;
  missions: number | undefined;
}

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
  const consolidated = useConsolidated(enabled);
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

/** A count from the server as a badge shows it: a whole number, never below zero. */
const wholeCount = (count: number) => Math.max(0, Math.trunc(count));

/**
 * Writes what the server says into a loaded read at once, so every badge follows without a fetch;
 * returns the read as it was. An answer still on its way may have been read before the count, so it
 * is dropped; while nothing is loaded yet the read is fetched instead (and undefined returned).
 */
async function writeIntoRead<TId extends 'member.consolidated' | 'missions.summary'>(
  queryClient: QueryClient,
  id: TId,
  write: (cached: ResponseOf<EndpointById<TId>>) => ResponseOf<EndpointById<TId>>,
): Promise<ResponseOf<EndpointById<TId>> | undefined> {
  const queryKey = sessionQueryKey(id);
  await queryClient.cancelQueries({ queryKey, exact: true });
  const cached = queryClient.getQueryData<ResponseOf<EndpointById<TId>>>(queryKey);
  if (cached === undefined) {
    await queryClient.invalidateQueries({ queryKey, exact: true });
    return undefined;
  }
  queryClient.setQueryData(queryKey, write(cached));
  return cached;
}

/** Writes a known unread count (a realtime frame's, a mark-read answer's) into the counts at once. */
export async function takeUnreadCount(queryClient: QueryClient, count: number): Promise<void> {
  const unreadMessage = wholeCount(count);
  await writeIntoRead(queryClient, 'member.consolidated', (cached) => ({
    ...cached,
    publicState: { ...cached.publicState, unreadMessage },
  }));
}

/**
 * Writes the member's claimable counts (a realtime `claimable` frame's) into the counts at once. A
 * count that moved means a list moved too (a mission completed or claimed, a reward met or
 * claimed): the reward centre's and the missions' lists are fetched again if they are on screen.
 * The missions' read is also the badge's, so the header fetches it then: once per moved count,
 * never per bet.
 */
export async function takeClaimableCounts(
  queryClient: QueryClient,
  counts: { rewards: number; missions: number },
): Promise<void> {
  const availablePromoCount = wholeCount(counts.rewards);
  const claimableCount = wholeCount(counts.missions);
  const [consolidated, missions] = await Promise.all([
    writeIntoRead(queryClient, 'member.consolidated', (cached) => ({
      ...cached,
      publicState: { ...cached.publicState, availablePromoCount },
    })),
    writeIntoRead(queryClient, 'missions.summary', (cached) => ({ ...cached, claimableCount })),
  ]);
  const moved: SessionReadId[] = [
    ...(consolidated && consolidated.publicState.availablePromoCount !== availablePromoCount
      ? (['promotions.mine'] as const)
      : []),
    ...(missions && missions.claimableCount !== claimableCount ? (['missions.summary'] as const) : []),
  ];
  await refreshSessionReads(queryClient, moved);
}
