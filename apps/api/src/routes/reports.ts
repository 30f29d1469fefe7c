import { teamReportOf } from '../agents/reports';
import type { GroupHandlers } from '../http/registrar';
import { accountRecord, bettingRecord, profitLoss } from '../reports/member-records';

/** Contract group `reports`: the member's own records, and the agent centre's team report. */
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
  team: {
    handler: async ({ app, session, merchant, query }) =>
      teamReportOf(app.database.db, merchant, session.member, query),
  },
} satisfies GroupHandlers<'reports'>;
