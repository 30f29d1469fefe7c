import { affiliateOf } from '../agents/affiliate';
import { contractsOf, processContract } from '../agents/contracts';
import { teamDailyOf } from '../agents/reports';
import { inviteLinkOf, registerDownline, requireAgent, teamMembersOf, teamOverviewOf } from '../agents/tree';
import type { GroupHandlers } from '../http/registrar';

/**
 * Contract group `agent`: the affiliate code check of the register form, the agent centre (team,
 * registration centre, invite link) and salary and dividend contracts. Everything but the affiliate
 * check refuses non-agents (NON_AGENT_LOGIN), except that a member may answer a contract offered to
 * it (src/agents/contracts.ts).
 */
export const agentHandlers = {
  affiliate: {
    handler: async ({ app, merchant, query }) => affiliateOf(app.database.db, merchant, query),
    // Referral codes are short: guessing them one by one is slowed down like the register checks.
    policy: { rateLimit: { max: 60, windowSeconds: 60 } },
  },
  processDividend: {
    handler: async ({ session, merchant, body, now, transaction }) =>
      transaction((tx) => processContract(tx, merchant, session.member, 'DIVIDEND', body, now)),
  },
  processDailySalary: {
    handler: async ({ session, merchant, body, now, transaction }) =>
      transaction((tx) => processContract(tx, merchant, session.member, 'DAILY_SALARY', body, now)),
  },
  processHourlySalary: {
    handler: async ({ session, merchant, body, now, transaction }) =>
      transaction((tx) => processContract(tx, merchant, session.member, 'HOURLY_SALARY', body, now)),
  },
  processRealTimeSalary: {
    handler: async ({ session, merchant, body, now, transaction }) =>
      transaction((tx) => processContract(tx, merchant, session.member, 'REAL_TIME_SALARY', body, now)),
  },
  contracts: {
    handler: async ({ app, session, query }) => contractsOf(app.database.db, session.member, query),
  },
  teamOverview: {
    handler: async ({ app, session, now }) => {
      requireAgent(session.member);
      return teamOverviewOf(app.database.db, session.member, now);
    },
  },
  teamDaily: {
    handler: async ({ app, session, query }) => teamDailyOf(app.database.db, session.member, query),
  },
  teamMembers: {
    handler: async ({ app, session, query, now }) => {
      requireAgent(session.member);
      return teamMembersOf(app.database.db, session.member, query, now);
    },
  },
  registerDownline: {
    handler: async ({ app, session, merchant, body, ip, now }) =>
      registerDownline(app, merchant, session.member, body, ip, now),
  },
  inviteLink: {
    handler: async ({ app, session, merchant }) => inviteLinkOf(app.database.db, merchant, session.member),
  },
} satisfies GroupHandlers<'agent'>;
