import type { GroupHandlers } from '../http/registrar';
import {
  convertPoints,
  pointBalanceOf,
  pointConfigOf,
  pointTransactionsPage,
  redeemHistoryPage,
  redeemReward,
  rewardsOf,
} from '../points/mall';

/** Contract group `points`: the points mall (src/points/); points accrue in the `points.accrual` job. */
export const pointsHandlers = {
  balance: {
    handler: async ({ app, session }) => pointBalanceOf(app.database.db, session),
  },
  rewards: {
    handler: async ({ app, merchant }) => rewardsOf(app.database.db, merchant),
  },
  redeemHistory: {
    handler: async ({ app, session, query }) => redeemHistoryPage(app.database.db, session, query),
  },
  config: {
    handler: async ({ app, merchant }) => pointConfigOf(app.database.db, merchant),
  },
  transactions: {
    handler: async ({ app, session, query }) => pointTransactionsPage(app.database.db, session, query),
  },
  redeem: {
    handler: async ({ app, session, merchant, body, ip, now, transaction }) =>
      redeemReward(app.database, transaction, session, merchant, body, ip, now),
    policy: { rateLimit: { max: 30, windowSeconds: 60 } },
  },
  convert: {
    handler: async ({ app, session, merchant, body, ip, now, transaction }) =>
      convertPoints(app.database, transaction, session, merchant, body, ip, now),
    policy: { rateLimit: { max: 30, windowSeconds: 60 } },
  },
} satisfies GroupHandlers<'points'>;
