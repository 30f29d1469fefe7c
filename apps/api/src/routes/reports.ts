import type { GroupHandlers } from '../http/registrar';
import { accountRecord, bettingRecord, profitLoss } from '../reports/member-records';

/** Contract group `reports`: the member's own records (the agent-centre `team` report lives apart). */
export const reportsHandlers = {
  betting: {
    handler: async ({ app, merchant, session, query }) =>
      bettingRecord(app.database.db, merchant, session, query),
  },
  account: {
    handler: async ({ app, merchant, session, query }) =>
      accountRecord(app.database.db, merchant, session, query),
  },
  profitLoss: {
    handler: async ({ app, session, query }) => profitLoss(app.database.db, session, query),
  },
} satisfies GroupHandlers<'reports'>;
