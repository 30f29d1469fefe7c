import { teamReportOf } from '../agents/reports';
import type { GroupHandlers } from '../http/registrar';

/**
 * Contract group `reports`, the agent centre's part: `reports.team` (src/agents/reports.ts). The
 * member reports live in routes/reports.ts; routes/index.ts serves both under `reports`.
 */
export const teamReportHandlers = {
  team: {
    handler: async ({ app, session, merchant, query }) =>
      teamReportOf(app.database.db, merchant, session.member, query),
  },
} satisfies GroupHandlers<'reports'>;
