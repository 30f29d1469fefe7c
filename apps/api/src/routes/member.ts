import {
  activeSessionsOf,
  closeAccount,
  disableAuthenticator,
  endOtherSessions,
  endSession,
} from '../auth/account-security';
import { accountSecurityOf, confirmAuthenticator, startAuthenticator } from '../auth/authenticator';
import { loginHistoryOf } from '../auth/login-history';
import { changePassword } from '../auth/passwords';
import type { GroupHandlers } from '../http/registrar';
import { consolidatedOf } from '../members/consolidated';
import { changeIcon } from '../members/images';
import { activeUplineOf, memberInfoOf } from '../members/members';
import { profileOf, updateProfile } from '../members/profile';
import { claimVipLevel, vipStatusOf } from '../members/vip';

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
  profile: {
    handler: async ({ session, merchant }) => profileOf(merchant, session.member),
  },
  updateProfile: {
    handler: async ({ app, session, merchant, body, now }) =>
      updateProfile(app.database, merchant, session.member.id, body, now),
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
  vipClaim: {
    handler: async ({ transaction, session, merchant, body, now }) =>
      claimVipLevel(transaction, session, merchant, body, now),
  },
  accountSecurity: {
    handler: async ({ app, session, merchant }) =>
      accountSecurityOf(app.database.db, merchant, session.member),
  },
  startAuthenticator: {
    handler: async ({ app, session, merchant, now }) =>
      startAuthenticator(app, merchant, session.member, now),
    policy: { rateLimit: { max: 10, windowSeconds: 60 } },
  },
  confirmAuthenticator: {
    handler: async ({ app, session, merchant, body, ip, now }) =>
      confirmAuthenticator(app, merchant, session.member, body.code, ip, now),
    policy: { rateLimit: { max: 10, windowSeconds: 60 } },
  },
  disableAuthenticator: {
    handler: async ({ app, session, merchant, body, ip, now }) => {
      await disableAuthenticator(app, merchant, session.member, body, ip, now);
      return null;
    },
    policy: { rateLimit: { max: 10, windowSeconds: 60 } },
  },
  sessions: {
    handler: async ({ app, session, merchant, now }) =>
      activeSessionsOf(app.database.db, merchant, session, now, app.options.sessionIdleMinutes),
  },
  endSession: {
    handler: async ({ app, session, merchant, body, ip, now }) => {
      await endSession(app, merchant, session, body.sessionId, ip, now);
      return null;
    },
  },
  endOtherSessions: {
    handler: async ({ app, session, merchant, ip, now }) => endOtherSessions(app, merchant, session, ip, now),
  },
  closeAccount: {
    handler: async ({ app, session, merchant, body, ip, now }) => {
      await closeAccount(app, merchant, session, body.password, ip, now);
      return null;
    },
    // Each try costs a password hash; wrong ones also count towards the account's lock-out.
    policy: { rateLimit: { max: 10, windowSeconds: 60 } },
  },
} satisfies GroupHandlers<'member'>;
