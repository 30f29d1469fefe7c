import { contract, type AnyEndpoint } from '@portal/api-contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentContracts, auditLog, memberMessages, members, merchants } from '../src/db/schema';
import { moveMoney, processContract, type ContractAnswer } from './support/agents';
import { startTestServer, type CallOptions, type TestServer } from './support/server';

// The agent centre over HTTP: who may use it, the registration centre, invite codes (the same codes
// for the affiliate pre-check and registration), downline management and the contract life cycle.

let api: TestServer;
const tokens = {
  agenttop: '',
  agentsuper: '',
  agentone: '',
  demomember: '',
  downagent1: '',
  downmember1: '',
};
const PASSWORD = 'Welcome2026';
const site = { registerUrl: 'https://aurora.localhost/register', domain: 'aurora.localhost' };

beforeAll(async () => {
  api = await startTestServer();
  tokens.agenttop = await api.loginReady('agenttop');
  tokens.agentsuper = await api.loginReady('agentsuper');
  tokens.agentone = await api.loginReady('agentone');
  tokens.demomember = await api.loginReady('demomember');
});

afterAll(async () => {
  await api.close();
});

async function memberRow(account: string) {
  const [row] = await api.app.database.db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, 1), eq(members.accountKey, account)));
  return row;
}

/** The call is refused with `status` and `code`, and writes nothing. */
async function expectRefusal(endpoint: AnyEndpoint, options: CallOptions, status: number, code: string) {
  const before = await api.rowCounts();
  const answer = await api.call(endpoint, options);
  expect(answer.status, `${endpoint.id}: ${JSON.stringify(answer.body)}`).toBe(status);
  expect(answer.body.code).toBe(code);
  expect(await api.rowCounts(), `${endpoint.id} wrote something`).toEqual(before);
  return answer;
}

describe('who may use the agent centre', () => {
  it('refuses members every agent-centre call, with the code the agent area answers non-agents', async () => {
    const token = tokens.demomember;
    const calls: [AnyEndpoint, CallOptions][] = [
      [contract.agent.teamOverview, {}],
      [contract.agent.teamMembers, { query: { pageNo: 1, pageSize: 20 } }],
      [contract.agent.inviteLink, {}],
      [contract.agent.contracts, { query: { contractType: 'DAILY_SALARY' } }],
      [
        contract.agent.registerDownline,
        { body: { username: 'sneaky01', password: PASSWORD, type: 'member' } },
      ],
      [
        contract.reports.team,
        {
          query: {
            reportType: 'TEAM_BETTING',
            startDate: '2026-03-01',
            endDate: '2026-03-01',
            pageNo: 1,
            pageSize: 20,
          },
        },
      ],
    ];
    for (const [endpoint, options] of calls)
      await expectRefusal(endpoint, { ...options, token }, 403, 'NON_AGENT_LOGIN');
    for (const endpoint of [
      contract.agent.processDailySalary,
      contract.agent.processHourlySalary,
      contract.agent.processRealTimeSalary,
      contract.agent.processDividend,
    ]) {
      await expectRefusal(
        endpoint,
        {
          token,
          body: {
            action: 'NEW',
            downlineAccount: 'agentone',
            period: null,
            tiers: [{ rate: 1, validBetAmount: 0, activeMembers: 0, periodProfitLoss: 0 }],
          },
        },
        403,
        'NON_AGENT_LOGIN',
      );
    }
  });

  it('refuses trial (free play) sessions before anything else', async () => {
    const trial = await api.call<{ token: string }>(contract.auth.freePlayLogin, {
      body: { os: 'Linux', platform: 'W', encryption: false, gatewayVersion: 3 },
    });
    const token = trial.body.success ? trial.body.value.token : '';
    await expectRefusal(contract.agent.teamOverview, { token }, 403, 'TRIAL_ACCOUNT_REFUSED');
  });
});

describe('registration centre', () => {
  it('opens a member and an agent under the calling agent, each able to log in', async () => {
    const member = await api.call(contract.agent.registerDownline, {
      token: tokens.agentone,
      body: { username: 'downmember1', password: PASSWORD, type: 'member' },
    });
    expect(member.body).toMatchObject({ success: true, value: { account: 'downmember1' } });
    const agent = await api.call(contract.agent.registerDownline, {
      token: tokens.agentone,
      body: { username: 'downagent1', password: PASSWORD, type: 'agent' },
    });
    expect(agent.body).toMatchObject({ success: true, value: { account: 'downagent1' } });
    const superAgent = await api.call(contract.agent.registerDownline, {
      token: tokens.agenttop,
      body: { username: 'downsuper1', password: PASSWORD, type: 'agent' },
    });
    expect(superAgent.status).toBe(200);

    const agentone = await memberRow('agentone');
    expect(await memberRow('downmember1')).toMatchObject({
      type: 0,
      parentId: agentone?.id,
      referralCode: null,
    });
    expect(await memberRow('downagent1')).toMatchObject({
      type: 1,
      parentId: agentone?.id,
      referralCode: 'AURDOWNAGENT1',
    });
    // An affiliate super agent (42) opens super agents (2), as in the seeded tree.
    expect((await memberRow('downsuper1'))?.type).toBe(2);

    for (const account of ['downmember1', 'downagent1'] as const) {
      const login = await api.login(account, PASSWORD);
      expect(login.body.success && login.body.value.passwordExpired).toBe(false);
      tokens[account] = login.body.success ? login.body.value.token : '';
    }
    const list = await api.call<{ content: { account: string; online: boolean; level: number }[] }>(
      contract.agent.teamMembers,
      { token: tokens.agentone, query: { pageNo: 1, pageSize: 50, account: 'down' } },
    );
    expect(list.body.success && list.body.value.content).toEqual([
      expect.objectContaining({ account: 'downagent1', online: true, level: 1 }),
      expect.objectContaining({ account: 'downmember1', online: true, level: 1 }),
    ]);
  });

  it('applies the white label username rule and password policy, and refuses taken names', async () => {
    const answer = await expectRefusal(
      contract.agent.registerDownline,
      { token: tokens.agentone, body: { username: '1bad', password: '{secret}', type: 'member' } },
      400,
      'VALIDATION_FAILED',
    );
    expect(answer.body.success === false && answer.body.value?.issues?.map((issue) => issue.path)).toEqual([
      'username',
      'password',
    ]);
    await expectRefusal(
      contract.agent.registerDownline,
      { token: tokens.agentone, body: { username: 'DownMember1', password: PASSWORD, type: 'member' } },
      409,
      'ACCOUNT_EXISTS',
    );
    await expectRefusal(
      contract.agent.registerDownline,
      { token: tokens.agentone, body: { username: 'demomember', password: PASSWORD, type: 'agent' } },
      409,
      'ACCOUNT_EXISTS',
    );
  });
});

describe('invite links and invitation codes', () => {
  it("gives the agent's link with its code and how many it brought in", async () => {
    const agentone = await memberRow('agentone');
    const direct = await api.app.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.parentId, agentone?.id ?? 0));
    const answer = await api.call(contract.agent.inviteLink, { token: tokens.agentone });
    expect(answer.body).toMatchObject({
      success: true,
      value: {
        referralCode: 'AURAGENTONE',
        inviteUrl: 'https://aurora.localhost/register?aff=AURAGENTONE',
        invitedCount: direct.length,
      },
    });
    // demomember, four team players, downmember1 and downagent1.
    expect(direct.length).toBe(7);
  });

  it('accepts exactly the same codes in the affiliate pre-check and in registration', async () => {
    const db = api.app.database.db;
    // A member that holds a code (as the referral promotion would give it), a trial account and a
    // suspended agent that hold one too.
    const aurora = (account: string) => and(eq(members.merchantId, 1), eq(members.accountKey, account));
    await db.update(members).set({ referralCode: 'AURMEMBER1' }).where(aurora('demomember'));
    await db.update(members).set({ referralCode: 'AURTRIAL1' }).where(aurora('demotrial'));
    await db.update(members).set({ status: 'suspended' }).where(aurora('agentaff'));
    const cases: [code: string, upline: string | null][] = [
      ['AURAGENTONE', 'agentone'],
      ['auragentone', 'agentone'],
      ['AURDOWNAGENT1', 'downagent1'],
      ['AURMEMBER1', 'demomember'],
      ['AURTRIAL1', null],
      ['AURAGENTAFF', null],
      ['ZZZZ9999', null],
    ];
    for (const [index, [code, upline]] of cases.entries()) {
      const check = await api.call<{ affiliateCode: string }>(contract.agent.affiliate, {
        query: { code, domain: 'aurora.localhost' },
      });
      const { captchaKey, captcha } = await api.captcha();
      const username = `invited${index}x`;
      const register = await api.call(contract.auth.register, {
        body: {
          username,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          payeeName: 'Invited Player',
          affiliateCode: code,
          captcha,
          captchaKey,
          login: false,
          ...site,
        },
      });
      expect(check.body.success, `pre-check of ${code}`).toBe(upline !== null);
      expect(register.body.success, `registration with ${code}`).toBe(upline !== null);
      if (upline === null) {
        expect([check.body.code, register.body.code]).toEqual([
          'INVALID_INVITATION_CODE',
          'INVALID_INVITATION_CODE',
        ]);
      } else {
        expect(check.body.success && check.body.value.affiliateCode).toBe(code.toUpperCase());
        expect((await memberRow(username))?.parentId).toBe((await memberRow(upline))?.id);
      }
    }
    await db.update(members).set({ status: 'active' }).where(aurora('agentaff'));
  });
});

describe('contracts', () => {
  const daily = (rate: number) => ({
    action: 'NEW' as const,
    downlineAccount: 'downagent1',
    period: 'D' as const,
    tiers: [{ rate, validBetAmount: 100_000, activeMembers: 1, periodProfitLoss: 0 }],
  });

  it('refuses offers the upline may not make, writing nothing', async () => {
    const refuse = async (
      type: Parameters<typeof processContract>[2],
      body: object,
      status: number,
      code: string,
      token = tokens.agentone,
    ) => {
      const before = await api.rowCounts();
      const answer = await processContract(api, token, type, body as never);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.code).toBe(code);
      expect(await api.rowCounts()).toEqual(before);
      return answer.body.success === false ? (answer.body.value?.issues ?? []) : [];
    };
    // agentone's own daily salary pays at most 1.2 %.
    expect(await refuse('DAILY_SALARY', daily(1.5), 400, 'VALIDATION_FAILED')).toEqual([
      { path: 'tiers.0.rate', code: 'amountTooLarge', params: { max: 1.2 } },
    ]);
    expect(await refuse('DAILY_SALARY', daily(1.005), 400, 'VALIDATION_FAILED')).toEqual([
      { path: 'tiers.0.rate', code: 'invalid' },
    ]);
    expect(await refuse('DAILY_SALARY', { ...daily(1), period: null }, 400, 'VALIDATION_FAILED')).toEqual([
      { path: 'period', code: 'selectRequired' },
    ]);
    expect(await refuse('DIVIDEND', { ...daily(1), period: null }, 400, 'VALIDATION_FAILED')).toEqual([
      { path: 'period', code: 'selectRequired' },
    ]);
    expect(
      await refuse(
        'REAL_TIME_SALARY',
        { ...daily(0.1), downlineAccount: 'agentsuper', period: 'D' },
        400,
        'VALIDATION_FAILED',
        tokens.agenttop,
      ),
    ).toEqual([{ path: 'period', code: 'invalid' }]);
    // Only a direct downline, and only an agent holding a contract of the type (or the top agent).
    await refuse('DAILY_SALARY', { ...daily(1), downlineAccount: 'agentsuper' }, 404, 'ACCOUNT_NOT_FOUND');
    await refuse('DAILY_SALARY', { ...daily(1), downlineAccount: 'teamlead0' }, 404, 'ACCOUNT_NOT_FOUND');
    await refuse('HOURLY_SALARY', { ...daily(0.1), period: null }, 403, 'OPERATION_NOT_ALLOWED');
    // A feature the white label switched off takes no new contracts.
    const [aurora] = await api.app.database.db.select().from(merchants).where(eq(merchants.code, 'aurora'));
    const settings = aurora?.settings as { features: Record<string, boolean> };
    const off = { ...settings, features: { ...settings.features, dividend: false } };
    // Written behind the server's back: seen once the read cache's staleness bound has passed.
    const seeWrite = () => api.clock.advanceSeconds(api.app.options.readCacheSeconds);
    await api.app.database.db.update(merchants).set({ settings: off }).where(eq(merchants.code, 'aurora'));
    seeWrite();
    await refuse('DIVIDEND', { ...daily(1) }, 403, 'OPERATION_NOT_ALLOWED');
    await api.app.database.db.update(merchants).set({ settings }).where(eq(merchants.code, 'aurora'));
    seeWrite();
  });

  it('walks the state table: offer, reject, offer, accept, ask to end, refuse, ask again, end', async () => {
    const as = (who: keyof typeof tokens) => tokens[who];
    const act = async (who: keyof typeof tokens, body: object) => {
      // A second between steps, so the contract lists (newest change first) have an order.
      api.clock.advanceSeconds(1);
      return processContract(api, as(who), 'DAILY_SALARY', body as never);
    };
    const status = (answer: Awaited<ReturnType<typeof act>>) =>
      answer.body.success ? answer.body.value.contract.status : answer.body.code;

    const first = await act('agentone', daily(1));
    expect(first.body.success && first.body.value.contract).toMatchObject({
      status: 'PENDING',
      uplineAccount: 'agentone',
      downlineAccount: 'downagent1',
      period: 'D',
      tiers: [{ rate: 1, validBetAmount: 100_000, activeMembers: 1, periodProfitLoss: 0 }],
    });
    const firstId = first.body.success ? first.body.value.contract.contractId : '';
    expect(status(await act('agentone', daily(0.9)))).toBe('OPERATION_NOT_ALLOWED');
    expect(status(await act('agentone', { action: 'ACCEPT', contractId: firstId }))).toBe(
      'OPERATION_NOT_ALLOWED',
    );
    expect(status(await act('agentsuper', { action: 'REJECT', contractId: firstId }))).toBe('NOT_FOUND');
    const wrongCall = await processContract(api, tokens.downagent1, 'DIVIDEND', {
      action: 'ACCEPT',
      contractId: firstId,
    });
    expect(wrongCall.body.code).toBe('NOT_FOUND');
    expect(status(await act('downagent1', { action: 'REJECT', contractId: firstId }))).toBe('REJECTED');
    expect(status(await act('downagent1', { action: 'ACCEPT', contractId: firstId }))).toBe(
      'OPERATION_NOT_ALLOWED',
    );

    const second = await act('agentone', daily(1.1));
    const id = second.body.success ? second.body.value.contract.contractId : '';
    const pendingPopup = await api.call<{ contracts: { dailysalreqtype: number } }>(
      contract.member.consolidated,
      {
        token: tokens.downagent1,
      },
    );
    expect(pendingPopup.body.success && pendingPopup.body.value.contracts.dailysalreqtype).toBe(1);
    expect(status(await act('downagent1', { action: 'ACCEPT', contractId: id }))).toBe('ACTIVE');
    expect(status(await act('downagent1', { action: 'TERMINATE', contractId: id }))).toBe(
      'OPERATION_NOT_ALLOWED',
    );
    expect(status(await act('downagent1', { action: 'REQUEST_TERMINATION', contractId: id }))).toBe(
      'TERMINATION_REQUESTED',
    );
    expect(status(await act('downagent1', { action: 'ACCEPT', contractId: id }))).toBe(
      'OPERATION_NOT_ALLOWED',
    );
    expect(status(await act('agentone', { action: 'REJECT', contractId: id }))).toBe('ACTIVE');
    expect(status(await act('agentone', { action: 'REQUEST_TERMINATION', contractId: id }))).toBe(
      'TERMINATION_REQUESTED',
    );
    // The downline sees the upline's termination request in its popup.
    const popup = await api.call<{
      contracts: { dailysalreqtype: number; dailySalaryInfo: { contract: { contractId: string } | null } };
    }>(contract.member.consolidated, { token: tokens.downagent1 });
    expect(popup.body.success && popup.body.value.contracts).toMatchObject({
      dailysalreqtype: 2,
      dailySalaryInfo: { contract: { contractId: id } },
    });
    expect(status(await act('downagent1', { action: 'ACCEPT', contractId: id }))).toBe('TERMINATED');

    const third = await act('agentone', daily(1));
    const thirdId = third.body.success ? third.body.value.contract.contractId : '';
    expect(status(await act('agentone', { action: 'TERMINATE', contractId: thirdId }))).toBe('TERMINATED');
    const fourth = await act('agentone', daily(1));
    const fourthId = fourth.body.success ? fourth.body.value.contract.contractId : '';
    expect(status(await act('downagent1', { action: 'ACCEPT', contractId: fourthId }))).toBe('ACTIVE');

    const mine = await api.call<{ contractId: string; status: string }[]>(contract.agent.contracts, {
      token: tokens.downagent1,
      query: { contractType: 'DAILY_SALARY', role: 'upline' },
    });
    expect(mine.body.success && mine.body.value.map((row) => [row.contractId, row.status])).toEqual([
      [fourthId, 'ACTIVE'],
      [thirdId, 'TERMINATED'],
      [id, 'TERMINATED'],
      [firstId, 'REJECTED'],
    ]);
    const given = await api.call<{ contractId: string }[]>(contract.agent.contracts, {
      token: tokens.agentone,
      query: { contractType: 'DAILY_SALARY', role: 'downline', status: 'ACTIVE' },
    });
    expect(given.body.success && given.body.value.map((row) => row.contractId)).toEqual([fourthId]);
  });

  it('lets a member answer the contract offered to it in the popup, from live data', async () => {
    const before = await api.call<{
      contracts: {
        dailysalreqtype: number;
        dailySalaryInfo: { pendingRequest: { contractId: string } | null };
      };
    }>(contract.member.consolidated, { token: tokens.demomember });
    const offer = before.body.success ? before.body.value.contracts.dailySalaryInfo.pendingRequest : null;
    expect(before.body.success && before.body.value.contracts.dailysalreqtype).toBe(1);
    const accepted = await processContract(api, tokens.demomember, 'DAILY_SALARY', {
      action: 'ACCEPT',
      contractId: offer?.contractId ?? '',
    });
    expect(accepted.body.success && accepted.body.value.contract.status).toBe('ACTIVE');
    const after = await api.call<{ contracts: Record<string, unknown> }>(contract.member.consolidated, {
      token: tokens.demomember,
    });
    expect(after.body.success && after.body.value.contracts).toMatchObject({
      dailysalreqtype: 0,
      dailySalaryInfo: {
        contract: { contractId: offer?.contractId, status: 'ACTIVE' },
        pendingRequest: null,
      },
    });
  });

  it('auto-terminates what the downline gave or offered above a rate it accepts, in one step', async () => {
    // agentone gives demomember 1 % and downagent1 1 %; downmember1 gets an offer of 0.5 %.
    const small = await processContract(api, tokens.agentone, 'DAILY_SALARY', {
      ...daily(0.5),
      downlineAccount: 'downmember1',
    });
    const smallId = small.body.success ? small.body.value.contract.contractId : '';
    const given = await api.call<{ contractId: string; downlineAccount: string; status: string }[]>(
      contract.agent.contracts,
      { token: tokens.agentone, query: { contractType: 'DAILY_SALARY', role: 'downline', status: 'ACTIVE' } },
    );
    const conflicting = (given.body.success ? given.body.value : []).map((row) => row.contractId).sort();
    expect(conflicting).toHaveLength(2);

    const offer = await processContract(api, tokens.agentsuper, 'DAILY_SALARY', {
      action: 'NEW',
      downlineAccount: 'agentone',
      period: 'D',
      tiers: [{ rate: 0.9, validBetAmount: 0, activeMembers: 1, periodProfitLoss: 0 }],
    });
    const offerId = offer.body.success ? offer.body.value.contract.contractId : '';
    const accepted = await processContract(api, tokens.agentone, 'DAILY_SALARY', {
      action: 'ACCEPT',
      contractId: offerId,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const value = accepted.body.success ? accepted.body.value : ({} as ContractAnswer);
    expect(value.contract.status).toBe('ACTIVE');
    expect([...value.autoTerminatedContractIds].sort()).toEqual(conflicting);
    const after = await api.call<{ contractId: string; status: string }[]>(contract.agent.contracts, {
      token: tokens.agentone,
      query: { contractType: 'DAILY_SALARY', role: 'downline' },
    });
    const statuses = new Map(
      (after.body.success ? after.body.value : []).map((row) => [row.contractId, row.status]),
    );
    expect(conflicting.map((contractId) => statuses.get(contractId))).toEqual(['TERMINATED', 'TERMINATED']);
    // The 0.5 % offer fits under 0.9 % and still waits for its answer.
    expect(statuses.get(smallId)).toBe('PENDING');
    // The contract agentone held before is replaced, not listed as a downline conflict.
    const held = await api.call<{ status: string; tiers: { rate: number }[] }[]>(contract.agent.contracts, {
      token: tokens.agentone,
      query: { contractType: 'DAILY_SALARY', role: 'upline' },
    });
    expect(held.body.success && held.body.value.map((row) => [row.status, row.tiers[0]?.rate])).toEqual([
      ['ACTIVE', 0.9],
      ['TERMINATED', 0.8],
    ]);
  });

  /** Offers `rate` % from `upline` (a token) to `downline`; the pending contract's id. */
  async function offerContract(
    type: 'DAILY_SALARY' | 'DIVIDEND',
    upline: string,
    downline: string,
    rate: number,
  ): Promise<string> {
    const offered = await processContract(api, upline, type, {
      action: 'NEW',
      downlineAccount: downline,
      period: 'D',
      tiers: [{ rate, validBetAmount: 0, activeMembers: 1, periodProfitLoss: 0 }],
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    return offered.body.success ? offered.body.value.contract.contractId : '';
  }

  async function accept(token: string, type: 'DAILY_SALARY' | 'DIVIDEND', contractId: string) {
    const answer = await processContract(api, token, type, { action: 'ACCEPT', contractId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.success ? answer.body.value : ({} as ContractAnswer);
  }

  async function contractRow(id: string) {
    const [row] = await api.app.database.db.select().from(agentContracts).where(eq(agentContracts.id, id));
    return row;
  }

  /** A fresh agent under downagent1, logged in: the third level of agentone's chain. */
  async function chainAgent(username: string): Promise<string> {
    const opened = await api.call(contract.agent.registerDownline, {
      token: tokens.downagent1,
      body: { username, password: PASSWORD, type: 'agent' },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const login = await api.login(username, PASSWORD);
    return login.body.success ? login.body.value.token : '';
  }

  it('ends the whole daily salary chain below an agent whose new rate is lower, telling every party', async () => {
    const chain1 = await chainAgent('chainagent1');
    // agentone holds 0.9 % from agentsuper: it gives downagent1 0.9 %, which gives chainagent1 0.9 %.
    const top = await offerContract('DAILY_SALARY', tokens.agentone, 'downagent1', 0.9);
    await accept(tokens.downagent1, 'DAILY_SALARY', top);
    const below = await offerContract('DAILY_SALARY', tokens.downagent1, 'chainagent1', 0.9);
    await accept(chain1, 'DAILY_SALARY', below);

    const lower = await offerContract('DAILY_SALARY', tokens.agentsuper, 'agentone', 0.5);
    const accepted = await accept(tokens.agentone, 'DAILY_SALARY', lower);
    expect(accepted.autoTerminatedContractIds).toEqual(expect.arrayContaining([top, below]));
    expect((await contractRow(top))?.status).toBe('TERMINATED');
    // downagent1 holds no daily salary any more, so nothing it gave may stay in force.
    expect(await contractRow(below)).toMatchObject({ status: 'TERMINATED', endedAt: expect.any(Date) });

    const downagent1 = await memberRow('downagent1');
    const chainagent1 = await memberRow('chainagent1');
    const told = await api.app.database.db
      .select()
      .from(memberMessages)
      .where(inArray(memberMessages.memberId, [downagent1?.id ?? 0, chainagent1?.id ?? 0]));
    expect(told.filter((message) => message.content.includes(below))).toHaveLength(2);
    const [trail] = await api.app.database.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.details}->>'contractId' = ${below} and ${auditLog.details}->>'action' = 'CASCADE_TERMINATE'`,
      );
    expect(trail?.details).toMatchObject({
      reason: 'UPLINE_CONTRACT_ENDED',
      causeContractId: top,
    });
  });

  it('ends the dividend contracts an agent gave when its upline terminates its own', async () => {
    const chain2 = await chainAgent('chainagent2');
    // agentone holds 8 % dividend from agentsuper.
    const top = await offerContract('DIVIDEND', tokens.agentone, 'downagent1', 6);
    await accept(tokens.downagent1, 'DIVIDEND', top);
    const below = await offerContract('DIVIDEND', tokens.downagent1, 'chainagent2', 5);
    await accept(chain2, 'DIVIDEND', below);

    const ended = await processContract(api, tokens.agentone, 'DIVIDEND', {
      action: 'TERMINATE',
      contractId: top,
    });
    expect(ended.body.success && ended.body.value).toMatchObject({
      contract: { status: 'TERMINATED' },
      autoTerminatedContractIds: [below],
    });
    expect((await contractRow(below))?.status).toBe('TERMINATED');
    // Without a dividend contract downline1 may not offer one either.
    const refused = await processContract(api, tokens.downagent1, 'DIVIDEND', {
      action: 'NEW',
      downlineAccount: 'chainagent2',
      period: 'D',
      tiers: [{ rate: 1, validBetAmount: 0, activeMembers: 1, periodProfitLoss: 0 }],
    });
    expect(refused.body.code).toBe('OPERATION_NOT_ALLOWED');
  });
});

describe('team reports refuse bad ranges and strangers, writing nothing', () => {
  const query = (extra: Record<string, string | number>) => ({
    reportType: 'TEAM_BETTING',
    startDate: '2026-03-01',
    endDate: '2026-03-01',
    pageNo: 1,
    pageSize: 20,
    ...extra,
  });

  it('answers 4xx with a code', async () => {
    const token = tokens.agentone;
    await expectRefusal(
      contract.reports.team,
      { token, query: query({ startDate: '2026-03-02' }) },
      400,
      'VALIDATION_FAILED',
    );
    await expectRefusal(
      contract.reports.team,
      { token, query: query({ startDate: '2025-01-01', endDate: '2026-03-01' }) },
      400,
      'VALIDATION_FAILED',
    );
    await expectRefusal(
      contract.reports.team,
      { token, query: query({ startDate: '2026-02-30' }) },
      400,
      'VALIDATION_FAILED',
    );
    await expectRefusal(
      contract.reports.team,
      { token, query: query({ reportType: 'BONUS' }) },
      400,
      'VALIDATION_FAILED',
    );
    await expectRefusal(
      contract.reports.team,
      { token, query: query({ account: 'agenttop' }) },
      404,
      'ACCOUNT_NOT_FOUND',
    );
    await expectRefusal(
      contract.reports.team,
      { token, query: query({ account: 'nobody123' }) },
      404,
      'ACCOUNT_NOT_FOUND',
    );
  });

  it("shows the seeded team's settled days", async () => {
    const answer = await api.call<{ content: { account: string }[]; totalAmount: number }>(
      contract.reports.team,
      {
        token: tokens.agentsuper,
        query: query({ reportType: 'DAILY_SALARY', startDate: '2026-02-24', endDate: '2026-03-01' }),
      },
    );
    expect(answer.body.success && answer.body.value.content.length).toBe(6);
    expect(answer.body.success && answer.body.value.totalAmount).toBeGreaterThan(0);
  });
});

describe('account details report', () => {
  it("lists the team's main-wallet movements of the period's local days: from its first instant, not its end", async () => {
    const opened = await api.call(contract.agent.registerDownline, {
      token: tokens.agentone,
      body: { username: 'detailsmember1', password: PASSWORD, type: 'member' },
    });
    expect(opened.status).toBe(200);
    // 2026-02-10 in the settlement zone (GMT+8): [02-09 16:00Z, 02-10 16:00Z).
    const start = new Date('2026-02-09T16:00:00.000Z');
    const end = new Date('2026-02-10T16:00:00.000Z');
    const inside = [
      [1_001, 'deposit', start],
      [1_002, 'deposit', new Date(end.getTime() - 1)],
      [-1_008, 'withdraw', new Date('2026-02-10T04:00:00.000Z')],
    ] as const;
    const outside = [
      [1_003, 'deposit', new Date(start.getTime() - 1)],
      [1_004, 'deposit', end],
      [1_005, 'bet', new Date('2026-02-10T04:00:00.000Z')],
    ] as const;
    for (const [amount, kind, at] of [...outside, ...inside])
      await moveMoney(api, 'detailsmember1', amount, kind, at);
    // The agent's upline (outside its team) and the agent itself moved money in the period too.
    await moveMoney(api, 'agentsuper', 1_006, 'deposit', start);
    await moveMoney(api, 'agentone', 1_007, 'deposit', start);

    const report = async (extra: Record<string, string> = {}) => {
      const answer = await api.call<{
        content: { account: string; period: string; amount: number }[];
        totalElements: number;
        totalAmount: number;
      }>(contract.reports.team, {
        token: tokens.agentone,
        query: {
          reportType: 'ACCOUNT_DETAILS',
          startDate: '2026-02-10',
          endDate: '2026-02-10',
          pageNo: 1,
          pageSize: 20,
          ...extra,
        },
      });
      if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
      return answer.body.value;
    };
    // The movements are older than the account itself: the team is who is in it now.
    expect((await memberRow('detailsmember1'))?.createdAt.getTime()).toBeGreaterThan(end.getTime());
    const expected = {
      content: [
        { account: 'detailsmember1', period: '2026-02-10 23:59:59', amount: 1_002 },
        { account: 'detailsmember1', period: '2026-02-10 12:00:00', amount: -1_008 },
        { account: 'detailsmember1', period: '2026-02-10 00:00:00', amount: 1_001 },
      ],
      totalElements: 3,
      totalAmount: 1_001 + 1_002 - 1_008,
    };
    expect(await report()).toMatchObject(expected);
    expect(await report({ account: 'detailsmember1' })).toMatchObject(expected);
  });
});
