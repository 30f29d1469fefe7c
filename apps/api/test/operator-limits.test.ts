import { randomUUID } from 'node:crypto';
import { contract, type AmountLimit } from '@portal/api-contract';
import {
  operatorContract,
  type OperatorMemberLimits,
  type ProtectionAudit,
  type SetMemberLimitResult,
} from '@portal/api-contract/operator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCli } from './support/operator-cli';
import type { TestServer } from './support/server';
import { startSignedIn } from './support/signed-in';

// An operator sets a member's limits for them (protection.limits, protection.setLimit and the
// CLI's limits and set-limit) by the member's own rules: lower at once, a raise or a removal after
// the 24-hour cooling-off, every change in the audit trail by the operator.

let api: TestServer;
let member: string;
let operator: string;

beforeAll(async () => {
  ({
    api,
    operator,
    tokens: { member },
  } = await startSignedIn({ member: {} }));
});

afterAll(() => api.close());

const aurora = { account: 'demomember', merchant: 'aurora' };

async function setLimit(limit: unknown, token = operator) {
  const answer = await api.call<SetMemberLimitResult>(operatorContract.protection.setLimit, {
    token,
    body: { ...aurora, limit },
  });
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.value;
}

async function limitsOf(): Promise<OperatorMemberLimits> {
  const answer = await api.call<OperatorMemberLimits>(operatorContract.protection.limits, {
    token: operator,
    query: aurora,
  });
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.value;
}

const lossDay = (view: OperatorMemberLimits): AmountLimit | undefined =>
  view.limits.amounts.find((limit) => limit.kind === 'LOSS' && limit.window === 'DAY');

const depositDay = (view: OperatorMemberLimits): AmountLimit | undefined =>
  view.limits.amounts.find((limit) => limit.kind === 'DEPOSIT' && limit.window === 'DAY');

const hours = (n: number) => n * 3_600_000;

describe('an operator setting a member’s limits', () => {
  it('lists the member’s limits, none at first', async () => {
    const view = await limitsOf();
    expect(view).toMatchObject({ merchant: 'aurora', account: 'demomember' });
    expect(view.limits.amounts).toHaveLength(9);
    expect(lossDay(view)).toMatchObject({ value: null, pending: null });
    expect(view.limits.session).toEqual({ minutes: null, pending: null, sessionEndsAt: null });
  });

  it('imposes a first or lower limit at once, which the member’s own calls then meet', async () => {
    expect((await setLimit({ kind: 'DEPOSIT', window: 'DAY', value: 50_000 })).applied).toBe('NOW');
    const lower = await setLimit({ kind: 'DEPOSIT', window: 'DAY', value: 30_000 });
    expect(lower.applied).toBe('NOW');
    expect(depositDay(lower)).toMatchObject({ value: 30_000, remaining: 30_000, pending: null });
    const refused = await api.call(contract.funds.deposit, {
      token: member,
      body: { channelId: 'BANK', amount: 40_000 },
      idempotencyKey: randomUUID(),
    });
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { issues: [{ path: 'amount', code: 'depositLimitReached', params: { max: 30_000 } }] },
    });
    const own = await api.call<{ amounts: AmountLimit[] }>(contract.limits.get, { token: member });
    expect(own.body.success && own.body.value.amounts[0]).toMatchObject({ kind: 'DEPOSIT', value: 30_000 });
  });

  it('makes a raise and a removal wait the member’s 24 hours, shown with their time', async () => {
    await setLimit({ kind: 'LOSS', window: 'DAY', value: 10_000 });
    const effectiveAt = new Date(api.clock.now().getTime() + hours(24)).toISOString();
    const raise = await setLimit({ kind: 'DEPOSIT', window: 'DAY', value: 90_000 });
    expect(raise.applied).toBe('PENDING');
    expect(depositDay(raise)).toMatchObject({ value: 30_000, pending: { value: 90_000, effectiveAt } });
    const removal = await setLimit({ kind: 'LOSS', window: 'DAY', value: null });
    expect(removal.applied).toBe('PENDING');
    expect(lossDay(removal)).toMatchObject({ value: 10_000, pending: { value: null, effectiveAt } });

    api.clock.advanceSeconds(24 * 3600 - 1);
    expect(depositDay(await limitsOf())).toMatchObject({ value: 30_000 });
    api.clock.advanceSeconds(1);
    const later = await limitsOf();
    expect(depositDay(later)).toMatchObject({ value: 90_000, pending: null });
    expect(lossDay(later)).toMatchObject({ value: null, pending: null });
  });

  it('sets the session-time limit in minutes', async () => {
    const result = await setLimit({ kind: 'SESSION', value: 45 });
    expect(result.applied).toBe('NOW');
    expect(result.limits.session).toEqual({ minutes: 45, pending: null, sessionEndsAt: null });
  });

  it('writes each change to the audit trail with the operator who made it', async () => {
    const { code, lines } = await operatorCli(api, operator)('protection-audit', 'demomember');
    expect(code).toBe(0);
    expect(lines.at(-1)).toBe('6 change(s)');
    const byTestOperator = / {2}by operator "test operator" \(#\d+\)$/u;
    expect(lines[0]).toMatch(
      / {2}limit\.SESSION {2}none -> 45 {2}at once {2}by operator "test operator" \(#\d+\)$/u,
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        / {2}limit\.DEPOSIT\.DAY {2}30000 -> 90000 {2}from \S+ {2}by operator "test operator"/u,
      ),
    );
    expect(lines.slice(0, -1).every((line) => byTestOperator.test(line))).toBe(true);
  });

  it('tells two operators apart by their token’s name and id', async () => {
    const auroraOperator = await api.operatorToken('aurora');
    await setLimit({ kind: 'LOSS', window: 'WEEK', value: 20_000 }, auroraOperator);
    const answer = await api.call<ProtectionAudit>(operatorContract.protection.audit, {
      token: operator,
      query: aurora,
    });
    if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
    const [latest, earlier] = answer.body.value.changes;
    expect(latest).toMatchObject({
      kind: 'limit.LOSS.WEEK',
      by: 'operator',
      operator: { name: 'test operator of aurora' },
    });
    expect(earlier).toMatchObject({ by: 'operator', operator: { name: 'test operator' } });
    expect(latest?.operator?.id).not.toBe(earlier?.operator?.id);
    const { lines } = await operatorCli(api, operator)('protection-audit', 'demomember');
    expect(lines[0]).toMatch(
      new RegExp(
        ` {2}none -> 20000 {2}at once {2}by operator "test operator of aurora" \\(#${latest?.operator?.id}\\)$`,
        'u',
      ),
    );
  });
});

describe('what it refuses', () => {
  it('an unknown member, a name in several white labels, and one outside the operator’s', async () => {
    const unknown = await api.call(operatorContract.protection.setLimit, {
      token: operator,
      body: { account: 'nosuchmember', limit: { kind: 'SESSION', value: 30 } },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('ACCOUNT_NOT_FOUND');
    // demomember exists in aurora and ember.
    const several = await api.call(operatorContract.protection.limits, {
      token: operator,
      query: { account: 'demomember' },
    });
    expect(several.status).toBe(400);
    expect(several.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { issues: [{ path: 'merchant', code: 'required' }] },
    });
    const emberOperator = await api.operatorToken('ember');
    const outside = await api.call(operatorContract.protection.setLimit, {
      token: emberOperator,
      body: { ...aurora, limit: { kind: 'SESSION', value: 30 } },
    });
    expect(outside.status).toBe(404);
    expect(outside.body.code).toBe('ACCOUNT_NOT_FOUND');
    // Its own white label's member by that name needs no merchant.
    const own = await api.call<OperatorMemberLimits>(operatorContract.protection.limits, {
      token: emberOperator,
      query: { account: 'demomember' },
    });
    expect(own.body.success && own.body.value.merchant).toBe('ember');
  });

  it('an amount or a window out of shape, changing nothing', async () => {
    const before = await limitsOf();
    for (const limit of [
      { kind: 'DEPOSIT', window: 'DAY', value: 0 },
      { kind: 'DEPOSIT', window: 'DAY', value: -5 },
      { kind: 'LOSS', window: 'DAY', value: 1.5 },
      { kind: 'WAGER', window: 'DAY', value: 10 ** 13 },
      { kind: 'WAGER', window: 'YEAR', value: 100 },
      { kind: 'SESSION', value: 1_441 },
    ]) {
      const answer = await api.call(operatorContract.protection.setLimit, {
        token: operator,
        body: { ...aurora, limit },
      });
      expect(answer.status, JSON.stringify(limit)).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await limitsOf()).toEqual(before);
  });

  it('a member’s session or no token at all', async () => {
    const member = await api.loginReady('demomember', { merchant: 'ember' });
    const withSession = await api.call(operatorContract.protection.setLimit, {
      token: member,
      body: { ...aurora, limit: { kind: 'SESSION', value: 1 } },
    });
    expect(withSession.status).toBe(401);
    const without = await api.call(operatorContract.protection.limits, { token: null, query: aurora });
    expect(without.status).toBe(401);
    expect((await limitsOf()).limits.session.minutes).toBe(45);
  });
});

describe('the operator CLI', () => {
  it('lists a member’s limits with a change waiting and its time', async () => {
    const cli = operatorCli(api, operator);
    const raised = await cli('set-limit', 'demomember', 'wager', 'week', '70000', '--merchant', 'aurora');
    expect(raised.code).toBe(0);
    expect(raised.lines[0]).toBe('applied at once');
    const waiting = await cli('set-limit', 'demomember', 'wager', 'week', 'none', '--merchant', 'aurora');
    expect(waiting.lines[0]).toBe("waiting: the member's cooling-off applies");
    const effectiveAt = new Date(api.clock.now().getTime() + hours(24)).toISOString();

    const { code, lines } = await cli('limits', 'demomember', '--merchant', 'aurora');
    expect(code).toBe(0);
    expect(lines[0]).toBe('aurora  demomember  limits offered');
    expect(lines).toContain(
      `WAGER WEEK  limit 70000  used 0  remaining 70000  then none from ${effectiveAt}`,
    );
    expect(lines).toContain('DEPOSIT DAY  limit 90000  used 0  remaining 90000');
    expect(lines).toContain('LOSS MONTH  limit none  used 0  remaining -');
    expect(lines.at(-1)).toBe('SESSION  limit 45 min');

    const session = await cli('set-limit', 'demomember', 'session', '20', '--merchant', 'aurora');
    expect(session.lines).toContain('SESSION  limit 20 min');
  });

  it('answers wrong usage with 2 and a refusal with 1', async () => {
    const cli = operatorCli(api, operator);
    for (const argv of [
      ['set-limit', 'demomember', 'bonus', 'day', '100'],
      ['set-limit', 'demomember', 'loss', 'year', '100'],
      ['set-limit', 'demomember', 'loss', 'day', '12.50'],
      ['set-limit', 'demomember', 'loss', 'day', '0'],
      ['set-limit', 'demomember', 'session'],
      ['limits'],
    ]) {
      const answer = await cli(...argv);
      expect(answer.code, argv.join(' ')).toBe(2);
      expect(answer.output).toContain('usage: npm run operator');
    }
    const refused = await cli('set-limit', 'demomember', 'loss', 'day', '100');
    expect(refused).toMatchObject({ code: 1, lines: ['refused: VALIDATION_FAILED merchant: required'] });
    const unknown = await cli('limits', 'nosuchmember');
    expect(unknown).toMatchObject({ code: 1, lines: ['refused: ACCOUNT_NOT_FOUND'] });
  });
});
