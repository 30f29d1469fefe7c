import type { Announcements } from '@portal/api-contract';
import { assign, emit, enqueueActions, setup } from 'xstate';
import { notProvided, notProvidedEffect } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { listingEvery } from '../shared/exhaustive';

/** A popup of GET getListAnnouncements: title, rich content (HTML, rendered by the UI) and audience. */
export type PopupAnnouncement = Announcements['popups'][number];

/** Who a popup is for: B visitors, A logged-in members, F members on their first login. */
export type Execution = PopupAnnouncement['execution'];
export const executions = listingEvery<Execution>()(['B', 'A', 'F']);

/** The title list shows nine per page; the pager shows five page numbers and one margin page. */
export const ANNOUNCEMENT_PAGE_SIZE = 9;
export const ANNOUNCEMENT_PAGE_RANGE = 5;
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
  readonly shownExecutions: readonly Execution[];
  readonly selectedId: string | null;
  readonly page: number;
}

export type AnnouncementPopupEvent =
  | { type: 'OPEN'; id?: string }
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

export function pageCount(context: Pick<AnnouncementPopupContext, 'items' | 'audience'>): number {
  return Math.max(
    1,
    Math.ceil(visibleAnnouncements(context.items, context.audience).length / ANNOUNCEMENT_PAGE_SIZE),
  );
}

function firstVisibleId(context: Pick<AnnouncementPopupContext, 'items' | 'audience'>): string | null {
  return visibleAnnouncements(context.items, context.audience)[0]?.id ?? null;
}

export const announcementPopupMachine = setup({
  types: {
    input: {} as AnnouncementPopupInput,
    context: {} as AnnouncementPopupContext,
    events: {} as AnnouncementPopupEvent,
    emitted: {} as AnnouncementPopupEmitted,
  },
  actors: {
    loadPopupAnnouncements: notProvided<PopupAnnouncement[], unknown>('loadPopupAnnouncements'),
    /** Store in session storage that these executions were shown and closed. */
    rememberShown: notProvidedEffect<{ executions: readonly Execution[] }>('rememberShown'),
  },
  guards: {
    hasUnseen: ({ context }) => unseenExecutions(context).length > 0,
    hasVisible: ({ context }) => visibleAnnouncements(context.items, context.audience).length > 0,
    isVisible: ({ context, event }) =>
      event.type === 'SELECT' &&
      visibleAnnouncements(context.items, context.audience).some((item) => item.id === event.id),
  },
  actions: {
    selectFirst: assign(({ context }) => ({ selectedId: firstVisibleId(context), page: 1 })),
    openAt: assign(({ context, event }) => {
      const visible = visibleAnnouncements(context.items, context.audience);
      const index =
        event.type === 'OPEN' && event.id ? visible.findIndex((item) => item.id === event.id) : -1;
      // A notice picked from the home index opens on its own page.
      return index >= 0
        ? { selectedId: visible[index]?.id ?? null, page: Math.floor(index / ANNOUNCEMENT_PAGE_SIZE) + 1 }
        : { selectedId: firstVisibleId(context), page: 1 };
    }),
  },
}).createMachine({
  id: 'announcementPopup',
  context: ({ input }) => ({
    audience: input.audience,
    items: [],
    shownExecutions: input.shownExecutions ?? [],
    selectedId: null,
    page: 1,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPopupAnnouncements',
        src: 'loadPopupAnnouncements',
        onDone: { target: 'deciding', actions: assign({ items: ({ event }) => event.output }) },
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
        AUDIENCE_CHANGED: {
          target: 'deciding',
          actions: assign({ audience: ({ event }) => event.audience }),
        },
      },
    },
    open: {
      on: {
        SELECT: { guard: 'isVisible', actions: assign({ selectedId: ({ event }) => event.id }) },
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
    'The public announcement popup: once per session per audience (B visitors, A members, F first login), titles left, content right.',
  uiStates: {
    loading: { value: 'loading', summary: 'Nothing shown while announcements load.' },
    open: {
      value: 'open',
      summary: 'Titles (nine per page) with the first selected.',
      context: { items: sampleItems, selectedId: 'n1' },
    },
    openSecond: {
      value: 'open',
      summary: 'Another title selected.',
      context: { items: sampleItems, selectedId: 'n2' },
    },
    hidden: {
      value: 'hidden',
      summary: 'Closed or nothing to show.',
      context: { items: sampleItems, shownExecutions: ['B'] },
    },
  },
});
