import type { AgentContract, ContractActionRequest, ContractStatus, ContractType } from '../../schemas/agent';
import { pageOf } from '../../schemas/common';
import { memberTypes } from '../../schemas/member';
import { mockCredentials } from '../fixtures/accounts';
import { MOCK_NOW_ISO } from '../fixtures/time';
import { accountByReferralCode, worldRng, type MockWorld } from '../world';
import { registerAccount } from './auth';
import { failWith, type GroupResolvers, type MockSession } from './define';
import { daysBetween } from './reports';

/** The longest range of the team's days, as the server's reports allow. */
const MAX_TEAM_DAYS = 92;

/** The team's money on one day, the same on every run whatever the range asked. */
function teamDay(world: MockWorld, date: string) {
  const rng = worldRng(world, `teamDaily:${date}`);
  return {
    date,
    depositTotal: rng.int(20, 180) * 10_000,
    withdrawTotal: rng.int(5, 120) * 10_000,
    validBetTotal: rng.int(100, 900) * 10_000,
    profitLoss: rng.int(-150, 150) * 10_000,
  };
}

const statusAfter: Record<Exclude<ContractActionRequest['action'], 'NEW'>, ContractStatus> = {
  ACCEPT: 'ACTIVE',
  REJECT: 'REJECTED',
  REQUEST_TERMINATION: 'TERMINATION_REQUESTED',
  TERMINATE: 'TERMINATED',
};

/** A contract's rate, for caps and conflicts: its best tier. */
const topRateOf = (contract: AgentContract) => Math.max(...contract.tiers.map((tier) => tier.rate));

/** The server's tree rule for offers: only an account directly below the offering agent. */
function isDirectDownline(world: MockWorld, upline: string, account: string): boolean {
  if (world.accounts.get(account)?.upline === upline) return true;
  // The team list is the mock agent's own (its level 1 are the accounts right below it).
  return (
    upline === mockCredentials.agent.username &&
    world.teamMembers.some((member) => member.level === 1 && member.account === account)
  );
}

/**
 * The server's cap on an offer (apps/api/src/agents/contracts.ts): the best tier of the contract of
 * that type the agent holds from its upline. Null when it holds none: an agent under an upline then
 * may offer nothing, a top-level one is capped by a platform ceiling the mocks leave out.
 */
function ownRateOf(world: MockWorld, account: string, contractType: ContractType): number | null {
  const own = world.contracts.find(
    (contract) =>
      contract.contractType === contractType &&
      contract.downlineAccount === account &&
      (contract.status === 'ACTIVE' || contract.status === 'TERMINATION_REQUESTED'),
  );
  return own ? topRateOf(own) : null;
}

/** NEW as the server checks it: a direct downline, and no tier above the agent's own rate. */
function checkOffer(
  world: MockWorld,
  session: MockSession,
  contractType: ContractType,
  body: Extract<ContractActionRequest, { action: 'NEW' }>,
): void {
  const me = session.account;
  if (!isDirectDownline(world, me.account, body.downlineAccount)) failWith('ACCOUNT_NOT_FOUND');
  const cap = ownRateOf(world, me.account, contractType);
  if (cap === null && me.upline !== null) failWith('OPERATION_NOT_ALLOWED');
  const issues = body.tiers.flatMap((tier, index) =>
    cap !== null && tier.rate > cap
      ? [{ path: `tiers.${index}.rate`, code: 'amountTooLarge' as const, params: { max: cap } }]
      : [],
  );
  if (issues.length > 0) failWith('VALIDATION_FAILED', { issues });
}

/**
 * What accepting an offer ends, as on the server (SPEC §4): the contract of that type the downline
 * held until then, and every open contract it gave its own downlines at a higher rate. Returns the
 * latter's ids.
 */
function acceptOffer(world: MockWorld, offer: AgentContract): string[] {
  const rate = topRateOf(offer);
  const ended: string[] = [];
  for (const other of world.contracts) {
    if (other === offer || other.contractType !== offer.contractType) continue;
    const replaced =
      other.downlineAccount === offer.downlineAccount &&
      (other.status === 'ACTIVE' || other.status === 'TERMINATION_REQUESTED');
    const paidMore =
      other.uplineAccount === offer.downlineAccount &&
      (other.status === 'PENDING' || other.status === 'ACTIVE' || other.status === 'TERMINATION_REQUESTED') &&
      topRateOf(other) > rate;
    if (!replaced && !paidMore) continue;
    other.status = 'TERMINATED';
    other.updatedAt = MOCK_NOW_ISO;
    if (paidMore) ended.push(other.contractId);
  }
  return ended;
}

/**
 * One resolver per contract type: NEW checks the offer as the server does (a direct downline, a
 * rate within the agent's own) and stores a request; every other action moves the contract to the
 * action's status, and an accepted offer ends what it replaces and the downline contracts paid
 * more. Whether such an action is allowed now is the server's rule: stories show those answers
 * with override().
 */
function processContract(contractType: ContractType) {
  return ({
    world,
    session,
    body,
  }: {
    world: MockWorld;
    session: MockSession;
    body: ContractActionRequest;
  }) => {
    if (body.action === 'NEW') {
      checkOffer(world, session, contractType, body);
      const contract: AgentContract = {
        contractId: `CT-${contractType}-${world.contracts.length + 1}`,
        contractType,
        uplineAccount: session.account.account,
        downlineAccount: body.downlineAccount,
        status: 'PENDING',
        period: body.period,
        tiers: body.tiers,
        createdAt: MOCK_NOW_ISO,
        updatedAt: MOCK_NOW_ISO,
      };
      world.contracts.push(contract);
      return { contract, autoTerminatedContractIds: [] };
    }
    const contract =
      world.contracts.find(
        (candidate) => candidate.contractId === body.contractId && candidate.contractType === contractType,
      ) ?? failWith('NOT_FOUND');
    const autoTerminatedContractIds =
      body.action === 'ACCEPT' && contract.status === 'PENDING' ? acceptOffer(world, contract) : [];
    contract.status = statusAfter[body.action];
    contract.updatedAt = MOCK_NOW_ISO;
    return { contract: { ...contract }, autoTerminatedContractIds };
  };
}

export const agentResolvers = {
  affiliate: ({ world, query }) => {
    if (!accountByReferralCode(world, query.code)) failWith('INVALID_INVITATION_CODE');
    return { affiliateCode: query.code, valid: true };
  },
  processDividend: processContract('DIVIDEND'),
  processDailySalary: processContract('DAILY_SALARY'),
  processHourlySalary: processContract('HOURLY_SALARY'),
  processRealTimeSalary: processContract('REAL_TIME_SALARY'),
  contracts: ({ world, session, query }) => {
    const me = session.account.account;
    return world.contracts.filter(
      (contract) =>
        contract.contractType === query.contractType &&
        (query.role === 'upline'
          ? contract.downlineAccount === me
          : query.role === 'downline'
            ? contract.uplineAccount === me
            : contract.uplineAccount === me || contract.downlineAccount === me) &&
        (query.status === undefined || contract.status === query.status),
    );
  },
  teamOverview: ({ world }) => {
    const members = world.teamMembers;
    return {
      teamSize: members.length,
      directMembers: members.filter((member) => member.level === 1).length,
      newMembersToday: 2,
      activeMembersToday: members.filter((member) => member.online).length,
      teamBalance: members.reduce((sum, member) => sum + member.balance, 0),
      depositTotal: 12_345_600,
      withdrawTotal: 6_543_200,
      validBetTotal: 98_765_400,
      profitLoss: -1_234_500,
    };
  },
  teamDaily: ({ world, query }) => {
    const dates = daysBetween(query.startDate, query.endDate, MAX_TEAM_DAYS + 1);
    if (dates.length === 0 || dates.length > MAX_TEAM_DAYS)
      failWith('VALIDATION_FAILED', {
        issues: [{ path: 'endDate', code: 'invalid', params: { max: MAX_TEAM_DAYS } }],
      });
    const days = dates.map((date) => teamDay(world, date));
    const total = (key: 'depositTotal' | 'withdrawTotal' | 'validBetTotal' | 'profitLoss') =>
      days.reduce((sum, day) => sum + day[key], 0);
    return {
      days,
      totals: {
        depositTotal: total('depositTotal'),
        withdrawTotal: total('withdrawTotal'),
        validBetTotal: total('validBetTotal'),
        profitLoss: total('profitLoss'),
      },
    };
  },
  teamMembers: ({ world, query }) => {
    // Accounts match case-insensitively anywhere in the name, as on the server.
    const search = query.account?.toLowerCase();
    const members = world.teamMembers.filter(
      (member) =>
        (search === undefined || member.account.toLowerCase().includes(search)) &&
        (query.directOnly !== true || member.level === 1),
    );
    return pageOf(members, query.pageNo, query.pageSize);
  },
  registerDownline: ({ world, session, body }) => {
    if (world.teamMembers.some((member) => member.account === body.username)) failWith('ACCOUNT_EXISTS');
    const type = body.type === 'agent' ? memberTypes.AGENT : memberTypes.MEMBER;
    registerAccount(world, {
      username: body.username,
      password: body.password,
      type,
      upline: session.account.account,
    });
    world.teamMembers.push({
      account: body.username,
      nickname: body.username,
      type,
      level: 1,
      balance: 0,
      registeredAt: MOCK_NOW_ISO,
      lastLoginAt: null,
      online: false,
    });
    return { account: body.username };
  },
  inviteLink: ({ session }) => {
    const code = session.account.referralCode ?? `AG${session.account.id}`;
    return {
      referralCode: code,
      inviteUrl: `https://portal.example.com/register?aff=${code}`,
      invitedCount: 45,
    };
  },
} satisfies GroupResolvers<'agent'>;
