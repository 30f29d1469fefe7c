import type { AnnouncementItem, Announcements } from '@portal/api-contract';
import { assign, emit, enqueueActions, setup } from 'xstate';
import { notProvided, notProvidedEffect } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { listingEvery } from '../shared/exhaustive';
import type { Execution, PopupAnnouncement } from './executions';

/** A player notice (the home marquee's index): for every audience, opened on request. */
export type PlayerNotice = AnnouncementItem;

/** What the popup loads: the popups by execution and the player notices. */
export type LoadedAnnouncements = Pick<Announcements, 'popups' | 'playerNotices'>;

/** The popup's two views (SPEC §2): the public popups, and the notices listed the same way. */
export type AnnouncementView = 'popups' | 'notices';
export const announcementViews = listingEvery<AnnouncementView>()(['popups', 'notices']);

/** Each view lists nine titles a page with one margin page; the pager shows 5 numbers, 1 for notices. */
export const ANNOUNCEMENT_PAGE_SIZE = 9;
export const ANNOUNCEMENT_PAGE_RANGE: Readonly<Record<AnnouncementView, number>> = { popups: 5, notices: 1 };
export const ANNOUNCEMENT_MARGIN_PAGES = 1;

export interface Audience {
  readonly loggedIn: boolean;
  readonly firstTimeLogin: boolean;
}

export interface AnnouncementPopupInput {
  readonly audience: Audience;
  /** Executions whose popup was already closed in this browser session (session storage). */
  readonly shownExecutions?: readonly Execution[];
}

export interface AnnouncementPopupContext {
  readonly audience: Audience;
  readonly items: readonly PopupAnnouncement[];
  readonly notices: readonly PlayerNotice[];
  readonly view: AnnouncementView;
  readonly shownExecutions: readonly Execution[];
  readonly selectedId: string | null;
  readonly page: number;
}

export type AnnouncementPopupEvent =
  | { type: 'OPEN'; id?: string }
  /** A notice picked from the home marquee (or the notices list without one). */
  | { type: 'OPEN_NOTICE'; id?: string }
  | { type: 'SHOW_VIEW'; view: AnnouncementView }
  | { type: 'SELECT'; id: string }
  | { type: 'PAGE'; page: number }
  | { type: 'CLOSE' }
  | { type: 'GO_TO_REWARDS' }
  | { type: 'AUDIENCE_CHANGED'; audience: Audience };

export type AnnouncementPopupEmitted = { type: 'openMemberPage'; page: 'rewardCenter' } | { type: 'closed' };

export function audienceExecutions(audience: Audience): Execution[] {
  if (!audience.loggedIn) return ['B'];
  return audience.firstTimeLogin ? ['A', 'F'] : ['A'];
}

function executionsOf(item: PopupAnnouncement): Execution[] {
  return [item.execution];
}

/** The popups this audience may see. */
export function visibleAnnouncements(
  items: readonly PopupAnnouncement[],
  audience: Audience,
): PopupAnnouncement[] {
  const wanted = audienceExecutions(audience);
  return items.filter((item) => executionsOf(item).some((execution) => wanted.includes(execution)));
}

/** The executions among the visible popups that have not been shown (and closed) this session. */
export function unseenExecutions(
  context: Pick<AnnouncementPopupContext, 'items' | 'audience' | 'shownExecutions'>,
): Execution[] {
  const wanted = audienceExecutions(context.audience);
  const present = new Set(visibleAnnouncements(context.items, context.audience).flatMap(executionsOf));
  return wanted.filter((execution) => present.has(execution) && !context.shownExecutions.includes(execution));
}

type ListedContext = Pick<AnnouncementPopupContext, 'items' | 'notices' | 'audience' | 'view'>;

/** The titles the current view lists: the audience's popups, or every player notice. */
export function listedItems(context: ListedContext): readonly AnnouncementItem[] {
  return context.view === 'notices' ? context.notices : visibleAnnouncements(context.items, context.audience);
}

export function pageCount(context: ListedContext): number {
  return Math.max(1, Math.ceil(listedItems(context).length / ANNOUNCEMENT_PAGE_SIZE));
}

/** Selects `id` in `view` on its own page, or the view's first title when `id` is not listed. */
function selectIn(context: ListedContext, view: AnnouncementView, id: string | undefined) {
  const listed = listedItems({ ...context, view });
  const index = Math.max(0, id === undefined ? 0 : listed.findIndex((item) => item.id === id));
  return {
    view,
    selectedId: listed[index]?.id ?? null,
    page: Math.floor(index / ANNOUNCEMENT_PAGE_SIZE) + 1,
  };
}

export const announcementPopupMachine = setup({
  types: {
    input: {} as AnnouncementPopupInput,
    context: {} as AnnouncementPopupContext,
    events: {} as AnnouncementPopupEvent,
    emitted: {} as AnnouncementPopupEmitted,
  },
  actors: {
    loadAnnouncements: notProvided<LoadedAnnouncements, unknown>('loadAnnouncements'),
    /** Store in session storage that these executions were shown and closed. */
    rememberShown: notProvidedEffect<{ executions: readonly Execution[] }>('rememberShown'),
  },
  guards: {
    hasUnseen: ({ context }) => unseenExecutions(context).length > 0,
    hasVisible: ({ context }) => visibleAnnouncements(context.items, context.audience).length > 0,
    hasNotices: ({ context }) => context.notices.length > 0,
    isListed: ({ context, event }) =>
      event.type === 'SELECT' && listedItems(context).some((item) => item.id === event.id),
  },
  actions: {
    selectFirst: assign(({ context }) => selectIn(context, 'popups', undefined)),
    openAt: assign(({ context, event }) =>
      selectIn(context, 'popups', event.type === 'OPEN' ? event.id : undefined),
    ),
    // A notice picked from the home index opens on its own page of the notices view.
    openNoticeAt: assign(({ context, event }) =>
      selectIn(context, 'notices', event.type === 'OPEN_NOTICE' ? event.id : undefined),
    ),
    showView: assign(({ context, event }) =>
      event.type === 'SHOW_VIEW' ? selectIn(context, event.view, undefined) : {},
    ),
  },
}).createMachine({
  id: 'announcementPopup',
  context: ({ input }) => ({
    audience: input.audience,
    items: [],
    notices: [],
    view: 'popups',
    shownExecutions: input.shownExecutions ?? [],
    selectedId: null,
    page: 1,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAnnouncements',
        src: 'loadAnnouncements',
        onDone: {
          target: 'deciding',
          actions: assign({
            items: ({ event }) => event.output.popups,
            notices: ({ event }) => event.output.playerNotices,
          }),
        },
        // No announcements is a normal outcome: stay out of the way.
        onError: 'hidden',
      },
    },
    /** Opens by itself once per session per audience, until closed. */
    deciding: {
      always: [{ guard: 'hasUnseen', target: 'open', actions: 'selectFirst' }, { target: 'hidden' }],
    },
    hidden: {
      on: {
        OPEN: { guard: 'hasVisible', target: 'open', actions: 'openAt' },
        OPEN_NOTICE: { guard: 'hasNotices', target: 'open', actions: 'openNoticeAt' },
        AUDIENCE_CHANGED: {
          target: 'deciding',
          actions: assign({ audience: ({ event }) => event.audience }),
        },
      },
    },
    open: {
      on: {
        SELECT: { guard: 'isListed', actions: assign({ selectedId: ({ event }) => event.id }) },
        OPEN_NOTICE: { guard: 'hasNotices', actions: 'openNoticeAt' },
        SHOW_VIEW: { actions: 'showView' },
        PAGE: {
          actions: assign({
            page: ({ context, event }) => Math.min(Math.max(1, Math.trunc(event.page)), pageCount(context)),
          }),
        },
        CLOSE: 'closing',
        GO_TO_REWARDS: { target: 'closing', actions: emit({ type: 'openMemberPage', page: 'rewardCenter' }) },
        AUDIENCE_CHANGED: {
          target: 'deciding',
          actions: assign({ audience: ({ event }) => event.audience }),
        },
      },
    },
    closing: {
      entry: enqueueActions(({ context, enqueue }) => {
        enqueue.assign({
          shownExecutions: [...new Set([...context.shownExecutions, ...unseenExecutions(context)])],
        });
        enqueue.emit({ type: 'closed' });
      }),
      invoke: {
        id: 'rememberShown',
        src: 'rememberShown',
        input: ({ context }) => ({ executions: context.shownExecutions }),
        onDone: 'hidden',
        // Without storage the popup may show again after a reload; the session still remembers.
        onError: 'hidden',
      },
    },
  },
});

const sampleNotices: PlayerNotice[] = [
  {
    id: 'p1',
    title: 'New slots this week',
    content: '<p>Ten new games.</p>',
    publishedAt: '2026-11-19T08:00:00Z',
  },
  {
    id: 'p2',
    title: 'Withdrawal hours',
    content: '<p>Around the clock.</p>',
    publishedAt: '2026-11-18T08:00:00Z',
  },
];

const sampleItems: PopupAnnouncement[] = [
  {
    id: 'n1',
    title: 'Welcome bonus',
    content: '<p>Deposit today.</p>',
    publishedAt: '2026-11-20T08:00:00Z',
    execution: 'B',
  },
  {
    id: 'n2',
    title: 'Maintenance window',
    content: '<p>Sunday 02:00.</p>',
    publishedAt: '2026-11-21T08:00:00Z',
    execution: 'B',
  },
];

export const announcementPopupDescribe = defineDescribe(announcementPopupMachine, {
  id: 'announcementPopup',
  summary:
    'The public announcement popup: once per session per audience (B visitors, A members, F first login), titles left, content right; a second view lists the player notices, opened from the home marquee.',
  uiStates: {
    loading: { value: 'loading', summary: 'Nothing shown while announcements load.' },
    open: {
      value: 'open',
      summary: 'Titles (nine per page) with the first selected.',
      context: { items: sampleItems, notices: sampleNotices, selectedId: 'n1' },
    },
    openSecond: {
      value: 'open',
      summary: 'Another title selected.',
      context: { items: sampleItems, notices: sampleNotices, selectedId: 'n2' },
    },
    notices: {
      value: 'open',
      summary: 'The notices view: every player notice, the one picked from the marquee selected.',
      context: { items: sampleItems, notices: sampleNotices, view: 'notices', selectedId: 'p2' },
    },
    hidden: {
      value: 'hidden',
      summary: 'Closed or nothing to show.',
      context: { items: sampleItems, shownExecutions: ['B'] },
    },
  },
});
