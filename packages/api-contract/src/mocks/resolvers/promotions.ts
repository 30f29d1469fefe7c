import type { Promotion } from '../../schemas/rewards';
import { credit, worldRng, type MockWorld } from '../world';
import { failWith, type GroupResolvers } from './define';

function promotionOf(world: MockWorld, promotionId: string): Promotion {
  return world.promotions.find((candidate) => candidate.promotionId === promotionId) ?? failWith('NOT_FOUND');
}

export const promotionsResolvers = {
  // The public list, before anyone joined: each open promotion invites to join.
  list: ({ world, query }) =>
    world.promotions
      .filter((promotion) => query.category === undefined || promotion.category === query.category)
      .map((promotion) => ({
        ...promotion,
        status:
          promotion.status === 'COMING_SOON' || promotion.status === 'CLOSE' ? promotion.status : 'JOIN',
      })),
  mine: ({ world }) => world.promotions,
  apply: ({ world, body }) => {
    const promotion = promotionOf(world, body.promotionId);
    promotion.status = 'APPLYING';
    return { promotionId: promotion.promotionId, status: promotion.status };
  },
  claim: ({ world, session, body }) => {
    const promotion = promotionOf(world, body.promotionId);
    promotion.status = 'CLAIMED';
    const amount = 8_800;
    return { amount, balance: credit(world, session.account.account, amount) };
  },
  claimRaffle: ({ world, session, body }) => {
    const promotion = promotionOf(world, body.promotionId);
    promotion.status = 'CLAIMED';
    const amount = worldRng(world, `raffle:${session.account.account}`).pick([888, 1_888, 8_888, 18_888]);
    return {
      prizeName: `Raffle prize ${amount / 100}`,
      amount,
      balance: credit(world, session.account.account, amount),
    };
  },
  referral: ({ session }) => ({
    enabled: true,
    referralCode: `REF${session.account.id}`,
    inviteUrl: `https://portal.example.com/register?ref=REF${session.account.id}`,
    invitedCount: 7,
    rewardTotal: 35_000,
  }),
} satisfies GroupResolvers<'promotions'>;
