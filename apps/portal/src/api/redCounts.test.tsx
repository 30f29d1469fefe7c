import type { ConsolidatedInfo, EndpointById, ResponseOf } from '@portal/api-contract';
import { createHandlers, createMockWorld, mockTokens } from '@portal/api-contract/mocks';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPortalHarness, pushSocket } from '../storybook/harness';
import { consolidatedWithReferral } from '../storybook/PortalStory';
import { sessionQueryKey } from './contractQuery';
import { takeClaimableCounts, takeUnreadCount } from './redCounts';

// The red counts' one store: what writes into it (a realtime frame, a mark-read answer) and that the
// header's account menu and the member centre's menu both read it, against the mock handlers.

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const consolidatedKey = sessionQueryKey('member.consolidated');
const missionsKey = sessionQueryKey('missions.summary');
const promotionsKey = sessionQueryKey('promotions.mine');
type MissionsSummary = ResponseOf<EndpointById<'missions.summary'>>;
const missionsWith = (claimableCount: number): MissionsSummary => ({ claimableCount, missions: [] });

describe('takeUnreadCount', () => {
  it('writes the count into the loaded public state and leaves the rest of it as it was', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(consolidatedKey, consolidatedWithReferral(true));
    await takeUnreadCount(queryClient, 7);
    const state = queryClient.getQueryData<ConsolidatedInfo>(consolidatedKey)?.publicState;
    expect(state).toEqual({ ...consolidatedWithReferral(true).publicState, unreadMessage: 7 });
  });

  it('drops an answer still on its way, which may have been read before the count', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(consolidatedKey, consolidatedWithReferral(true));
    let answer: (value: ConsolidatedInfo) => void = () => undefined;
    const stale = queryClient.fetchQuery({
      queryKey: consolidatedKey,
      queryFn: () => new Promise<ConsolidatedInfo>((resolve) => (answer = resolve)),
      staleTime: 0,
    });
    await takeUnreadCount(queryClient, 0);
    answer(consolidatedWithReferral(true));
    await stale.catch(() => undefined);
    expect(queryClient.getQueryData<ConsolidatedInfo>(consolidatedKey)?.publicState.unreadMessage).toBe(0);
  });

  it('fetches the public state when nothing is loaded yet, rather than making one up', async () => {
    const queryClient = new QueryClient();
    let fetched = 0;
    queryClient.getQueryCache().build(queryClient, {
      queryKey: consolidatedKey,
      queryFn: () => {
        fetched += 1;
        return consolidatedWithReferral(false);
      },
    });
    await takeUnreadCount(queryClient, 4);
    // No observer: nothing fetches, and no public state was invented from the count alone.
    expect(fetched).toBe(0);
    expect(queryClient.getQueryData(consolidatedKey)).toBeUndefined();
    expect(queryClient.getQueryState(consolidatedKey)?.isInvalidated).toBe(true);
  });
});

describe('takeClaimableCounts', () => {
  it('writes both counts into the loaded reads and leaves the rest of them as they were', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(consolidatedKey, consolidatedWithReferral(true));
    queryClient.setQueryData(missionsKey, missionsWith(0));
    await takeClaimableCounts(queryClient, { rewards: 3, missions: 2 });
    expect(queryClient.getQueryData<ConsolidatedInfo>(consolidatedKey)?.publicState).toEqual({
      ...consolidatedWithReferral(true).publicState,
      availablePromoCount: 3,
    });
    expect(queryClient.getQueryData(missionsKey)).toEqual(missionsWith(2));
  });

  it('fetches the lists behind a count that moved again, and only those', async () => {
    const queryClient = new QueryClient();
    const rewards = consolidatedWithReferral(true).publicState.availablePromoCount;
    queryClient.setQueryData(consolidatedKey, consolidatedWithReferral(true));
    queryClient.setQueryData(missionsKey, missionsWith(1));
    queryClient.setQueryData(promotionsKey, []);
    await takeClaimableCounts(queryClient, { rewards, missions: 1 });
    expect(queryClient.getQueryState(promotionsKey)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(missionsKey)?.isInvalidated).toBe(false);
    await takeClaimableCounts(queryClient, { rewards: rewards + 1, missions: 0 });
    // No page is on screen here: marked for a fetch when one opens, holding the frame's count meanwhile.
    expect(queryClient.getQueryState(promotionsKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(missionsKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(missionsKey)).toEqual(missionsWith(0));
  });

  it('drops a missions answer still on its way and fetches a read not loaded yet', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(missionsKey, missionsWith(1));
    let answer: (value: MissionsSummary) => void = () => undefined;
    const stale = queryClient.fetchQuery({
      queryKey: missionsKey,
      queryFn: () => new Promise<MissionsSummary>((resolve) => (answer = resolve)),
      staleTime: 0,
    });
    await takeClaimableCounts(queryClient, { rewards: 1, missions: 0 });
    answer(missionsWith(1));
    await stale.catch(() => undefined);
    expect(queryClient.getQueryData<MissionsSummary>(missionsKey)?.claimableCount).toBe(0);
    // The public state was never loaded: nothing was made up from the count alone.
    expect(queryClient.getQueryData(consolidatedKey)).toBeUndefined();
  });
});

/** The unread count beside the header's account menu button and beside the menu's messages item. */
async function expectUnread(count: number) {
  const trigger = screen.getByRole('button', { name: 'Account menu' }).parentElement;
  const menu = screen.getByRole('navigation', { name: 'Member centre' });
  const item = within(menu).getByRole('button', { name: /^Platform information/u });
  await waitFor(() => {
    expect(within(trigger as HTMLElement).getByText(`${count} unread`)).toBeInTheDocument();
    expect(within(item).getByText(`${count} unread`)).toBeInTheDocument();
  });
}

/** The badge of one item of the member centre's menu (its count as the badge's hidden label reads it). */
async function expectMenuBadge(item: RegExp, label: string) {
  const menu = screen.getByRole('navigation', { name: 'Member centre' });
  await waitFor(() =>
    expect(within(within(menu).getByRole('button', { name: item })).getByText(label)).toBeInTheDocument(),
  );
}

describe('the red counts in the header and the member centre', () => {
  it('show one unread count, which a realtime frame and reading a message change in both at once', async () => {
    const user = userEvent.setup();
    const socket = pushSocket();
    server.use(...createHandlers({ world: createMockWorld() }));
    const harness = createPortalHarness({
      brand: 'aurora',
      path: '/member?page=messageV2',
      token: mockTokens.member,
      openSocket: socket.open,
    });
    render(<>{harness.element}</>);
    const newest = await screen.findByText('Message 1');
    await expectUnread(5);

    socket.push({ type: 'unread', count: 6 });
    await expectUnread(6);

    // The mocks hold five unread: reading the newest leaves four, whatever the frame said.
    await user.click(newest);
    await expectUnread(4);
  });

  it('show the rewards and missions to claim, which a claimable frame changes in both at once', async () => {
    const user = userEvent.setup();
    const socket = pushSocket();
    const world = createMockWorld();
    server.use(...createHandlers({ world }));
    const harness = createPortalHarness({
      brand: 'aurora',
      path: '/member?page=messageV2',
      token: mockTokens.member,
      openSocket: socket.open,
    });
    render(<>{harness.element}</>);
    await screen.findByText('Message 1');
    await expectMenuBadge(/^Reward centre/u, '1 reward to claim');
    await expectMenuBadge(/^Missions/u, '2 missions ready to claim');

    // The server's side moves (a reward met, two missions completed), and its frame says so.
    const [promotion] = world.promotions.filter((entry) => entry.status !== 'CLAIM');
    const completed = world.missions.filter((entry) => entry.status !== 'CLAIMABLE').slice(0, 2);
    if (!promotion || completed.length < 2) throw new Error('the mock world has too few activities');
    promotion.status = 'CLAIM';
    for (const mission of completed) mission.status = 'CLAIMABLE';
    socket.push({ type: 'claimable', rewards: 2, missions: 4 });
    await expectMenuBadge(/^Reward centre/u, '2 rewards to claim');
    await expectMenuBadge(/^Missions/u, '4 missions ready to claim');
    // The header's account menu reads the same counts.
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const accountMenu = await screen.findByRole('menu');
    expect(
      within(within(accountMenu).getByRole('menuitem', { name: /^Reward centre/u })).getByText(
        '2 rewards to claim',
      ),
    ).toBeInTheDocument();
    expect(
      within(within(accountMenu).getByRole('menuitem', { name: /^Missions/u })).getByText(
        '4 missions ready to claim',
      ),
    ).toBeInTheDocument();

    for (const entry of world.promotions) if (entry.status === 'CLAIM') entry.status = 'CLAIMED';
    for (const entry of world.missions) if (entry.status === 'CLAIMABLE') entry.status = 'CLAIMED';
    socket.push({ type: 'claimable', rewards: 0, missions: 0 });
    await waitFor(() => {
      expect(within(accountMenu).getByRole('menuitem', { name: /^Reward centre/u })).toHaveAccessibleName(
        'Reward centre',
      );
      expect(within(accountMenu).getByRole('menuitem', { name: /^Missions/u })).toHaveAccessibleName(
        'Missions',
      );
    });
  });
});
