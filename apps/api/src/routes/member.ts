import { loginHistoryOf } from '../auth/login-history';
import { changePassword } from '../auth/passwords';
import type { GroupHandlers } from '../http/registrar';
import { consolidatedOf } from '../members/consolidated';
import { changeIcon } from '../members/images';
import { activeUplineOf, memberInfoOf } from '../members/members';
import { vipStatusOf } from '../members/vip';

/**
 * Contract group `member`: the logged-in member's profile, icon, password, login history and header
 * state.
 */
export const memberHandlers = {
  info: {
    handler: async ({ app, session }) =>
      memberInfoOf(session.member, await activeUplineOf(app.database.db, session.member)),
    policy: { trial: true, duringPasswordChange: true },
  },
  updateIcon: {
    handler: async ({ app, session, body }) => changeIcon(app.database.db, session.member.id, body.imageId),
    policy: { rateLimit: { max: 20, windowSeconds: 60 } },
  },
  changePassword: {
    handler: async ({ app, session, merchant, body, ip, now }) => {
      await changePassword(app, session, merchant, body, ip, now);
      return null;
    },
    // Each try costs a password hash; wrong ones also count towards the account's lock-out.
    policy: { duringPasswordChange: true, rateLimit: { max: 10, windowSeconds: 60 } },
  },
  loginHistory: {
    handler: async ({ app, session, query, now }) =>
      loginHistoryOf(app.database.db, session.member, query, now),
  },
  consolidated: {
    handler: async ({ app, session, merchant, now }) =>
      consolidatedOf(app.database.db, merchant, session.member, now),
    policy: { trial: true },
  },
  vip: {
    handler: async ({ app, session, merchant }) => vipStatusOf(app.database.db, merchant, session.member),
  },
} satisfies GroupHandlers<'member'>;
