import type { GroupHandlers } from '../http/registrar';
import { openRedEnvelope, redEnvelopeStatusOf } from '../red-envelope/red-envelope';

/** Contract group `redEnvelope`: the red envelope rounds (src/red-envelope/). */
export const redEnvelopeHandlers = {
  status: {
    handler: async ({ app, session, merchant, now }) =>
      redEnvelopeStatusOf(app.database.db, session, merchant, now),
  },
  open: {
    handler: async ({ app, session, merchant, ip, now, transaction }) =>
      openRedEnvelope(transaction, session, merchant, app.random, ip, now),
    policy: { rateLimit: { max: 30, windowSeconds: 60 } },
  },
} satisfies GroupHandlers<'redEnvelope'>;
