import type {
  announcementPopupMachine,
  favoriteToggleMachine,
  FavoriteGame,
  FavoriteIds,
  FeedbackReceipt,
  FeedbackRequest,
  feedbackMachine,
  MemberInfo,
  LoadedAnnouncements,
  RemoveFavoriteQuery,
  sessionMachine,
  SessionData,
  SessionLoadPlan,
  SystemStatusInfo,
  systemStatusMachine,
  Execution,
} from '@portal/machines';
import { fromPromise } from 'xstate';
import { effect, sessionDataOf, type FlowActorContext, type ProvideOf } from './shared';
import { FLOW_STORAGE_KEYS, readShownExecutions } from './storage';

/** Actors of the session and of what the shell runs beside it: status, favourites, feedback, announcements. */
export function shellActors({ api, sessionStorage, reads, fetchCaptcha }: FlowActorContext) {
  return {
    session: {
      actors: {
        // SPEC §4 "When logged in": what the session keeps. Lists the UI renders (announcements,
        // recent games, favourites) are the query cache's, not the session's.
        loadSessionData: fromPromise<SessionData, { member: MemberInfo; plan: SessionLoadPlan }>(
          async ({ input: { plan }, signal }) => {
            const [favoriteIds, unread, consolidated] = await Promise.all([
              api.games.favoriteIds({ signal }),
              plan.unreadMessages ? api.messages.unreadCount({ signal }) : null,
              plan.consolidatedContractInfo ? api.member.consolidated({ signal }) : null,
            ]);
            return sessionDataOf(
              favoriteIds.favGameIds,
              unread?.count ?? null,
              consolidated?.contracts ?? null,
            );
          },
        ),
        logout: fromPromise<null, unknown>(({ signal }) => api.auth.logout({ signal })),
        clearSessionStorage: effect<unknown>(() => sessionStorage.clear()),
        storeMerchantCode: effect<{ merchantCode: string }>((input) => {
          sessionStorage.setItem(FLOW_STORAGE_KEYS.merchantCode, input.merchantCode);
        }),
      },
    } satisfies ProvideOf<typeof sessionMachine>,
    systemStatus: {
      actors: {
        loadSystemStatus: fromPromise<SystemStatusInfo, unknown>(async ({ signal }) => {
          const permission = await reads.permission(signal);
          return {
            maintenance: permission.maintenance,
            regionRestriction: permission.regionRestriction,
            ip: permission.location.ip,
          };
        }),
      },
    } satisfies ProvideOf<typeof systemStatusMachine>,
    favoriteToggle: {
      actors: {
        addFavorite: fromPromise<FavoriteIds, FavoriteGame>(({ input, signal }) =>
          api.games.addFavorite(input, { signal }),
        ),
        removeFavorite: fromPromise<FavoriteIds, RemoveFavoriteQuery>(({ input, signal }) =>
          api.games.removeFavorite(input, { signal }),
        ),
      },
    } satisfies ProvideOf<typeof favoriteToggleMachine>,
    feedback: {
      actors: {
        fetchCaptcha,
        submitFeedback: fromPromise<FeedbackReceipt, FeedbackRequest>(({ input, signal }) =>
          api.support.feedback(input, { signal }),
        ),
      },
    } satisfies ProvideOf<typeof feedbackMachine>,
    announcementPopup: {
      actors: {
        loadAnnouncements: fromPromise<LoadedAnnouncements, unknown>(async ({ signal }) => {
          const { popups, playerNotices } = await reads.announcements(signal);
          return { popups, playerNotices };
        }),
        rememberShown: effect<{ executions: readonly Execution[] }>((input) => {
          const shown = new Set([...readShownExecutions(sessionStorage), ...input.executions]);
          sessionStorage.setItem(FLOW_STORAGE_KEYS.shownAnnouncementExecutions, JSON.stringify([...shown]));
        }),
      },
    } satisfies ProvideOf<typeof announcementPopupMachine>,
  };
}
