import type { GroupHandlers } from '../http/registrar';
import { playerLimitsOf, setPlayerLimit, storedSessionExpiry } from '../protection/limits';

/** Contract group `limits`: the member's own deposit, loss, wager and session-time limits (src/protection/). */
export const limitsHandlers = {
  get: {
    handler: async ({ app, session, merchant, now }) =>
      playerLimitsOf(
        app.database.db,
        merchant,
        { merchantId: merchant.id, memberId: session.member.id },
        session.expiresAt,
        now,
      ),
  },
  set: {
    handler: async ({ app, session, merchant, body, now, transaction }) => {
      const member = { merchantId: merchant.id, memberId: session.member.id };
      const { applied } = await transaction((tx) => setPlayerLimit(tx, merchant, member, body, now));
      const db = app.database.db;
      const expiresAt = await storedSessionExpiry(db, session.sessionId, session.expiresAt);
      return { applied, limits: await playerLimitsOf(db, merchant, member, expiresAt, now) };
    },
    policy: { rateLimit: { max: 30, windowSeconds: 60 } },
  },
} satisfies GroupHandlers<'limits'>;
