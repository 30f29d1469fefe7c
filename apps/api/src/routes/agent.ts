import { affiliateOf } from '../agents/affiliate';
import type { GroupHandlers } from '../http/registrar';

/** Contract group `agent`: so far only the affiliate link check the register form makes. */
export const agentHandlers = {
  affiliate: {
    handler: async ({ app, merchant, query }) => affiliateOf(app.database.db, merchant, query),
  },
} satisfies GroupHandlers<'agent'>;
