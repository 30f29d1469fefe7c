import { z } from 'zod/mini';
import { listQueryDefaults } from '../queryDefaults';
import {
  contractActionRequestSchema,
  contractActionResultSchema,
  contractListQuerySchema,
  contractSchema,
  downlineRegisteredSchema,
  downlineRegisterRequestSchema,
  inviteLinkSchema,
  pagedTeamMembersSchema,
  teamDailySchema,
  teamOverviewSchema,
} from '../schemas/agent';
import { dateRangeQueryShape, pageQueryShape, queryBooleanSchema } from '../schemas/common';
import { affiliateQuerySchema, affiliateSchema } from '../schemas/member';
import { defineEndpoint, relayPath } from './define';

const session = { auth: 'token', encrypted: false, moneyMoving: false } as const;

const processContract = <const TId extends string, const TName extends string>(
  id: TId,
  name: TName,
  summary: string,
) =>
  defineEndpoint({
    id,
    method: 'POST',
    path: relayPath(name),
    ...session,
    body: contractActionRequestSchema,
    response: contractActionResultSchema,
    summary,
  });

export const agent = {
  affiliate: defineEndpoint({
    id: 'agent.affiliate',
    method: 'GET',
    path: '/wps/agent/affiliate',
    auth: 'none',
    encrypted: false,
    moneyMoving: false,
    query: affiliateQuerySchema,
    response: affiliateSchema,
    summary: 'Checks an affiliate (invitation) code for a domain; fails with INVALID_INVITATION_CODE.',
  }),
  processDividend: processContract(
    'agent.processDividend',
    'processDividendReq',
    'New, accept, reject or terminate a dividend contract.',
  ),
  processDailySalary: processContract(
    'agent.processDailySalary',
    'processDailySalContract',
    'New, accept, reject or terminate a daily salary contract.',
  ),
  processHourlySalary: processContract(
    'agent.processHourlySalary',
    'processContractHourSalary',
    'New, accept, reject or terminate an hourly salary contract.',
  ),
  processRealTimeSalary: processContract(
    'agent.processRealTimeSalary',
    'processRealTimeSalaryContract',
    'New, accept, reject or terminate a real-time salary contract (settles every 5 minutes).',
  ),
  contracts: defineEndpoint({
    id: 'agent.contracts',
    method: 'GET',
    path: '/wps/agent/contracts',
    ...session,
    query: contractListQuerySchema,
    response: z.array(contractSchema),
    summary: 'Contracts and contract requests of one type, with uplines or downlines.',
  }),
  teamOverview: defineEndpoint({
    id: 'agent.teamOverview',
    method: 'GET',
    path: '/wps/agent/team/overview',
    ...session,
    response: teamOverviewSchema,
    summary: 'Team size, activity and money totals.',
  }),
  teamDaily: defineEndpoint({
    id: 'agent.teamDaily',
    method: 'GET',
    path: '/wps/agent/team/daily',
    ...session,
    query: z.object(dateRangeQueryShape),
    response: teamDailySchema,
    summary: 'The team’s deposits, withdrawals, valid bets and profit and loss per day of a date range.',
  }),
  teamMembers: defineEndpoint({
    id: 'agent.teamMembers',
    method: 'GET',
    path: '/wps/agent/team/members',
    ...session,
    query: z.object({
      ...pageQueryShape,
      account: z.optional(z.string().check(z.trim(), z.minLength(1))),
      directOnly: z.optional(queryBooleanSchema),
    }),
    queryDefaults: listQueryDefaults,
    response: pagedTeamMembersSchema,
    summary: 'Downline management list.',
  }),
  registerDownline: defineEndpoint({
    id: 'agent.registerDownline',
    method: 'PUT',
    path: '/wps/agent/team/members',
    auth: 'token',
    encrypted: true,
    moneyMoving: false,
    body: downlineRegisterRequestSchema,
    response: downlineRegisteredSchema,
    summary: 'Registration centre: opens a member or agent account under this agent.',
  }),
  inviteLink: defineEndpoint({
    id: 'agent.inviteLink',
    method: 'GET',
    path: '/wps/agent/invite',
    ...session,
    response: inviteLinkSchema,
    summary: 'The agent’s invite link and referral code.',
  }),
};
