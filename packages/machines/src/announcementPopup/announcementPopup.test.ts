import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { expectDescribeConsistent, expectFullCoverage, snapshotsIn } from '../testing/assertions';
import { doneEvent, explore, replay, type EventFixtures } from '../testing/coverage';
import {
  announcementPopupDescribe,
  announcementPopupMachine,
  ANNOUNCEMENT_PAGE_SIZE,
  audienceExecutions,
  listedItems,
  visibleAnnouncements,
  type AnnouncementPopupEvent,
  type AnnouncementPopupInput,
  type Audience,
  type LoadedAnnouncements,
  type PlayerNotice,
} from './announcementPopup.machine';
import type { Execution, PopupAnnouncement } from './executions';

const item = (id: string, execution: Execution): PopupAnnouncement => ({
  id,
  title: `Title ${id}`,
  content: `<p>${id}</p>`,
  publishedAt: '2026-11-20T08:00:00Z',
  execution,
});
const items: PopupAnnouncement[] = [
  ...Array.from({ length: 10 }, (_, index) => item(`n${index + 1}`, 'B')),
  item('n11', 'A'),
  item('n12', 'F'),
];

// Eleven notices: two pages of nine; notices carry no execution, every audience sees them.
const notices: PlayerNotice[] = Array.from({ length: 11 }, (_, index) => ({
  id: `p${index + 1}`,
  title: `Notice p${index + 1}`,
  content: `<p>p${index + 1}</p>`,
  publishedAt: '2026-11-19T08:00:00Z',
}));
const loaded: LoadedAnnouncements = { popups: items, playerNotices: notices };

const guest: Audience = { loggedIn: false, firstTimeLogin: false };
const member: Audience = { loggedIn: true, firstTimeLogin: false };
const newcomer: Audience = { loggedIn: true, firstTimeLogin: true };
const inputs: AnnouncementPopupInput[] = [
  { audience: guest },
  { audience: newcomer, shownExecutions: ['A'] },
];

const events: EventFixtures<AnnouncementPopupEvent> = {
  OPEN: [{ type: 'OPEN' }, { type: 'OPEN', id: 'n10' }],
  OPEN_NOTICE: [{ type: 'OPEN_NOTICE' }, { type: 'OPEN_NOTICE', id: 'p10' }],
  SHOW_VIEW: [
    { type: 'SHOW_VIEW', view: 'notices' },
    { type: 'SHOW_VIEW', view: 'popups' },
  ],
  SELECT: [
    { type: 'SELECT', id: 'n2' },
    { type: 'SELECT', id: 'n11' },
    { type: 'SELECT', id: 'p3' },
  ],
  PAGE: [2, 99].map((page) => ({ type: 'PAGE', page }) as const),
  CLOSE: [{ type: 'CLOSE' }],
  GO_TO_REWARDS: [{ type: 'GO_TO_REWARDS' }],
  AUDIENCE_CHANGED: [guest, member, newcomer].map(
    (audience) => ({ type: 'AUDIENCE_CHANGED', audience }) as const,
  ),
};

const exploration = explore(announcementPopupMachine, {
  input: { each: inputs },
  events,
  actorOutcomes: {
    loadAnnouncements: { done: [loaded], error: [new Error('offline')] },
    rememberShown: { done: [undefined], error: [new Error('storage')] },
  },
});

const visibleIds = (audience: Audience) =>
  visibleAnnouncements(items, audience).map((announcement) => announcement.id);

describe('announcement filtering', () => {
  it('shows B to visitors, A to members and A plus F on a first login', () => {
    expect(audienceExecutions(guest)).toEqual(['B']);
    expect(audienceExecutions(member)).toEqual(['A']);
    expect(audienceExecutions(newcomer)).toEqual(['A', 'F']);
    expect(visibleIds(guest)).toHaveLength(10);
    expect(visibleIds(member)).toEqual(['n11']);
    expect(visibleIds({ ...member, firstTimeLogin: true })).toEqual(['n11', 'n12']);
    expect(visibleAnnouncements([item('x', 'F')], member)).toEqual([]);
  });
});

describe('announcementPopup graph', () => {
  it('reaches every state and exercises every transition', () => {
    expectFullCoverage('announcementPopup', exploration);
  });

  it('describes reachable UI states', () => {
    expectDescribeConsistent(
      announcementPopupMachine,
      announcementPopupDescribe,
      inputs[0] as AnnouncementPopupInput,
      exploration,
    );
  });

  it('opens by itself only for executions not yet closed this session, selecting the first visible title', () => {
    const autoOpened = exploration.edges.filter(
      (edge) =>
        edge.to.matches('open') &&
        !edge.from.matches('open') &&
        edge.event.type !== 'OPEN' &&
        edge.event.type !== 'OPEN_NOTICE',
    );
    expect(autoOpened.length).toBeGreaterThan(0);
    for (const edge of autoOpened) {
      const { audience, shownExecutions, selectedId } = edge.to.context;
      expect(audienceExecutions(audience).some((execution) => !shownExecutions.includes(execution))).toBe(
        true,
      );
      expect(selectedId).toBe(visibleIds(audience)[0]);
    }
    // The first-login input has seen A already, but F is new: it opens on F's account.
    const start = replay(announcementPopupMachine, inputs[1] as AnnouncementPopupInput, [
      doneEvent('loadAnnouncements', loaded),
    ]);
    expect(start.snapshot.value).toBe('open');
    const seen = replay(announcementPopupMachine, { audience: member, shownExecutions: ['A'] }, [
      doneEvent('loadAnnouncements', loaded),
    ]);
    expect(seen.snapshot.value).toBe('hidden');
  });

  it('only ever selects what the view lists for the audience and keeps the page in range', () => {
    for (const snapshot of snapshotsIn(exploration, 'open')) {
      const { audience, selectedId, page, view } = snapshot.context;
      const listedIds = view === 'notices' ? notices.map((notice) => notice.id) : visibleIds(audience);
      expect(listedIds).toContain(selectedId);
      expect(page).toBeGreaterThanOrEqual(1);
      expect(page).toBeLessThanOrEqual(Math.max(1, Math.ceil(listedIds.length / ANNOUNCEMENT_PAGE_SIZE)));
    }
  });

  it('remembers what was shown when closed, and says so', () => {
    const closes = exploration.edges.filter(
      (edge) =>
        edge.from.matches('open') && (edge.event.type === 'CLOSE' || edge.event.type === 'GO_TO_REWARDS'),
    );
    expect(closes.length).toBeGreaterThan(0);
    for (const edge of closes) {
      const expectedShown = [
        ...new Set([...edge.from.context.shownExecutions, ...audienceExecutions(edge.from.context.audience)]),
      ].filter(
        (execution) =>
          edge.from.context.shownExecutions.includes(execution) ||
          visibleAnnouncements(items, edge.from.context.audience).some(
            (announcement) => announcement.execution === execution,
          ),
      );
      expect(new Set(edge.to.context.shownExecutions)).toEqual(new Set<Execution>(expectedShown));
      expect(edge.invoked).toEqual([
        { id: 'rememberShown', src: 'rememberShown', input: { executions: edge.to.context.shownExecutions } },
      ]);
      const rewards =
        edge.event.type === 'GO_TO_REWARDS' ? [{ type: 'openMemberPage', page: 'rewardCenter' }] : [];
      expect(edge.emitted).toEqual([...rewards, { type: 'closed' }]);
    }
  });

  it('opens on request on the page of the requested notice', () => {
    const run = replay(announcementPopupMachine, { audience: guest, shownExecutions: ['B'] }, [
      doneEvent('loadAnnouncements', loaded),
      { type: 'OPEN', id: 'n10' },
    ]);
    expect(run.snapshot.value).toBe('open');
    expect([run.snapshot.context.selectedId, run.snapshot.context.page]).toEqual(['n10', 2]);
  });

  it('opens the notices view on the picked notice, for visitors and members alike, without opening by itself', () => {
    for (const audience of [guest, member]) {
      const loadedRun = replay(
        announcementPopupMachine,
        { audience, shownExecutions: audienceExecutions(audience) },
        [doneEvent('loadAnnouncements', loaded)],
      );
      expect(loadedRun.snapshot.value).toBe('hidden');
      const picked = replay(
        announcementPopupMachine,
        { audience, shownExecutions: audienceExecutions(audience) },
        [doneEvent('loadAnnouncements', loaded), { type: 'OPEN_NOTICE', id: 'p10' }],
      );
      expect(picked.snapshot.value).toBe('open');
      const { view, selectedId, page } = picked.snapshot.context;
      expect({ view, selectedId, page }).toEqual({ view: 'notices', selectedId: 'p10', page: 2 });
      expect(listedItems(picked.snapshot.context).map((notice) => notice.id)).toEqual(
        notices.map((notice) => notice.id),
      );
    }
  });

  it("switches between the popups and the notices, selecting each view's first title", () => {
    const run = replay(announcementPopupMachine, { audience: guest }, [
      doneEvent('loadAnnouncements', loaded),
      { type: 'SHOW_VIEW', view: 'notices' },
      // A popup's id is not listed in the notices view.
      { type: 'SELECT', id: 'n2' },
      { type: 'SHOW_VIEW', view: 'popups' },
    ]);
    const seen = run.steps.map(({ snapshot }) => [snapshot.context.view, snapshot.context.selectedId]);
    expect(seen).toEqual([
      ['popups', 'n1'],
      ['notices', 'p1'],
      ['notices', 'p1'],
      ['popups', 'n1'],
    ]);
  });

  it('does not open a notices view without notices', () => {
    const run = replay(announcementPopupMachine, { audience: guest, shownExecutions: ['B'] }, [
      doneEvent('loadAnnouncements', { popups: items, playerNotices: [] }),
      { type: 'OPEN_NOTICE', id: 'p1' },
    ]);
    expect(run.snapshot.value).toBe('hidden');
  });
});

describe('announcementPopup with live actors', () => {
  it('shows once, remembers the close, and stays closed for the same audience', async () => {
    const rememberShown = vi.fn(async (_: { executions: readonly Execution[] }) => {});
    const machine = announcementPopupMachine.provide({
      actors: {
        loadAnnouncements: fromPromise(async () => loaded),
        rememberShown: fromPromise(({ input }: { input: { executions: readonly Execution[] } }) =>
          rememberShown(input),
        ),
      },
    });
    const actor = createActor(machine, { input: { audience: guest } });
    const emitted: EventObject[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('open'));
    actor.send({ type: 'CLOSE' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('hidden'));
    expect(rememberShown).toHaveBeenCalledWith({ executions: ['B'] });
    actor.send({ type: 'AUDIENCE_CHANGED', audience: guest });
    expect(actor.getSnapshot().value).toBe('hidden');
    actor.send({ type: 'AUDIENCE_CHANGED', audience: member });
    expect(actor.getSnapshot().value).toBe('open');
    expect(emitted).toEqual([{ type: 'closed' }]);
  });
});
