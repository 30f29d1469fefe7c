import type { GroupHandlers } from '../http/registrar';
import {
  applyForPromotion,
  claimPromotion,
  claimRaffle,
  memberPromotions,
  publicPromotions,
  referralOf,
} from '../promotions/promotions';

/**
 * Contract group `promotions` (src/promotions/): activities as a visitor and as the member sees
 * them, applying (decided by an operator, src/promotions/applications.ts), the reward centre's
 * claim, the raffle draw and the referral promotion's link.
 */
export const promotionsHandlers = {
  list: {
    handler: async ({ app, merchant, query, now }) => publicPromotions(app.database.db, merchant, query, now),
  },
  mine: {
    handler: async ({ app, merchant, session, now }) =>
      memberPromotions(app.database.db, merchant, session.member, now),
  },
  apply: {
    handler: async ({ transaction, session, merchant, body, ip, now }) =>
      applyForPromotion(transaction, session, merchant, body, ip, now),
    policy: { rateLimit: { max: 30, windowSeconds: 60 } },
  },
  claim: {
    handler: async ({ transaction, session, merchant, body, now }) =>
      claimPromotion(transaction, session, merchant, body, now),
  },
  claimRaffle: {
    handler: async ({ transaction, session, merchant, body, now }) =>
      claimRaffle(transaction, session, merchant, body, now),
  },
  referral: {
    handler: async ({ app, merchant, session }) => referralOf(app.database.db, merchant, session.member),
  },
} satisfies GroupHandlers<'promotions'>;
