import {
  missionClaimRequestSchema,
  missionLeaderboardQuerySchema,
  missionLeaderboardSchema,
  missionSummarySchema,
  rewardCreditSchema,
} from '../schemas/rewards';
import { defineEndpoint } from './define';

const session = { auth: 'token', encrypted: false } as const;

export const missions = {
  summary: defineEndpoint({
    id: 'missions.summary',
    method: 'GET',
    path: '/wps/missions/summary',
    ...session,
    moneyMoving: false,
    response: missionSummarySchema,
    summary: 'Missions with progress, and the claimable count for the badge.',
  }),
  leaderboard: defineEndpoint({
    id: 'missions.leaderboard',
    method: 'GET',
    path: '/wps/missions/leaderboard',
    ...session,
    moneyMoving: false,
    query: missionLeaderboardQuerySchema,
    response: missionLeaderboardSchema,
    summary: 'Mission leaderboard of a period with the member’s own rank.',
  }),
  claim: defineEndpoint({
    id: 'missions.claim',
    method: 'POST',
    path: '/wps/missions/claim',
    ...session,
    moneyMoving: true,
    body: missionClaimRequestSchema,
    response: rewardCreditSchema,
    summary: 'Claims a completed mission’s reward.',
  }),
};
