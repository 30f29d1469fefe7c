import { credit, worldRng } from '../world';
import { failWith, type GroupResolvers } from './define';

export const missionsResolvers = {
  summary: ({ world }) => ({
    claimableCount: world.missions.filter((mission) => mission.status === 'CLAIMABLE').length,
    missions: world.missions,
  }),
  leaderboard: ({ world, session, query }) => {
    const rng = worldRng(world, `leaderboard:${query.period}`);
    let score = 50_000;
    const entries = Array.from({ length: 20 }, (_, index) => {
      score -= rng.int(100, 2_000);
      return {
        rank: index + 1,
        customerName: `pl***${rng.int(10, 99)}`,
        score,
        prize: index < 10 ? (10 - index) * 10_000 : 0,
      };
    });
    return {
      period: query.period,
      entries,
      myRank: { rank: 57, customerName: session.account.account, score: 1_234, prize: 0 },
    };
  },
  claim: ({ world, session, body }) => {
    const mission =
      world.missions.find((candidate) => candidate.missionId === body.missionId) ?? failWith('NOT_FOUND');
    // As the server: only a completed mission pays, and only once.
    if (mission.status !== 'CLAIMABLE') failWith('OPERATION_NOT_ALLOWED');
    mission.status = 'CLAIMED';
    return { amount: mission.reward, balance: credit(world, session.account.account, mission.reward) };
  },
} satisfies GroupResolvers<'missions'>;
