import type { GroupHandlers } from '../http/registrar';
import { missionLeaderboard } from '../missions/leaderboard';
import { claimMission, missionSummary } from '../missions/missions';

/** Contract group `missions` (src/missions/): progress from real bets, the claim, the leaderboard. */
export const missionsHandlers = {
  summary: {
    handler: async ({ app, merchant, session, now }) =>
      missionSummary(app.database.db, merchant, session.member.id, now),
  },
  leaderboard: {
    handler: async ({ app, merchant, session, query, now }) =>
      missionLeaderboard(app.database.db, merchant, session.member.id, query, now),
  },
  claim: {
    handler: async ({ transaction, session, merchant, body, now }) =>
      claimMission(transaction, session, merchant, body, now),
  },
} satisfies GroupHandlers<'missions'>;
