import { contract } from '@portal/api-contract';
import { override } from '@portal/api-contract/mocks';
import {
  CodedError,
  type AnnouncementPopupInput,
  type announcementPopupMachine,
  type Audience,
  type LoadedAnnouncements,
} from '@portal/machines';
import type { FlowActors } from '../actors';
import { mockSeed } from '../storybook/walk/walkAnswers';
import type { MachineWalk } from '../storybook/walk/walkPlan';

const guest: Audience = { loggedIn: false, firstTimeLogin: false };
const member: Audience = { loggedIn: true, firstTimeLogin: false };
const firstLogin: Audience = { loggedIn: true, firstTimeLogin: true };

/** A visitor opens the portal, as the AnnouncementPopup stories start it. */
export const announcementPopupStoryInput: AnnouncementPopupInput = { audience: guest };

export const provideAnnouncementPopupStory = (actors: FlowActors) => actors.announcementPopup;

/** Switches for the answers the mocks give only when told to. */
export type AnnouncementPopupSwitch = 'announcementsFail';

/** What the mocks' announcements call answers: the seed's popups and player notices. */
const { popups, playerNotices } = mockSeed().announcements;
const loaded: LoadedAnnouncements = { popups, playerNotices };

/** Titles the walk picks: the last popup and the last notice (on the last page when there are many). */
const lastPopup = popups.at(-1);
const lastNotice = playerNotices.at(-1);
if (!lastPopup || !lastNotice) throw new Error('The mocks seed popups and player notices');

export const announcementPopupWalk: MachineWalk<typeof announcementPopupMachine, AnnouncementPopupSwitch> = {
  events: {
    OPEN: [{ type: 'OPEN' }, { type: 'OPEN', id: lastPopup.id }],
    OPEN_NOTICE: [{ type: 'OPEN_NOTICE' }, { type: 'OPEN_NOTICE', id: lastNotice.id }],
    SHOW_VIEW: [
      { type: 'SHOW_VIEW', view: 'notices' },
      { type: 'SHOW_VIEW', view: 'popups' },
    ],
    SELECT: [{ type: 'SELECT', id: lastPopup.id }],
    PAGE: [{ type: 'PAGE', page: 2 }],
    CLOSE: [{ type: 'CLOSE' }],
    GO_TO_REWARDS: [{ type: 'GO_TO_REWARDS' }],
    AUDIENCE_CHANGED: [
      { type: 'AUDIENCE_CHANGED', audience: member },
      { type: 'AUDIENCE_CHANGED', audience: firstLogin },
      { type: 'AUDIENCE_CHANGED', audience: guest },
    ],
  },
  // What guards read: who is looking, what was shown and closed, and whether anything loaded.
  distinguish: ({ context }) => ({
    audience: context.audience,
    shownExecutions: context.shownExecutions,
    loaded: [context.items.length, context.notices.length],
  }),
  switches: ['announcementsFail'],
  handlers: (isOn) => [
    override(
      contract.system.announcements,
      { networkError: true },
      { when: () => isOn('announcementsFail') },
    ),
  ],
  answer: (invokeId, _input, on) => {
    switch (invokeId) {
      case 'loadAnnouncements':
        return on.has('announcementsFail') ? { error: new CodedError('NETWORK_ERROR') } : { done: loaded };
      case 'rememberShown':
        return { done: undefined };
      default:
        return null;
    }
  },
};
