import { randomUUID } from 'node:crypto';
import {
  contract,
  type PendingConfirmation,
  type WithdrawOptions,
  type WithdrawOrder,
} from '@portal/api-contract';
import { operatorContract, type OperatorWithdrawal } from '@portal/api-contract/operator';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/database';
import { ApiError } from '../src/errors';
import { checkWithdrawPassword } from '../src/funds/withdraw-password';
import { memberByAccount } from '../src/members/members';
import { merchantByCode } from '../src/merchants/merchants';
import { auditLog, ledgerAccounts, members } from '../src/db/schema';
import { fundsJobs } from '../src/funds/jobs';
import { runDueJobs } from '../src/jobs/scheduler';
import { hashPassword } from '../src/security/password';
import { Raster } from '../src/security/png';
import { withHashing } from './support/hashing';
import { connectAuthenticated } from './support/sockets';
import type { TestServer } from './support/server';
import { startSignedIn, walletBalanceOf } from './support/signed-in';

// Withdrawals (SPEC §4, §9): the withdraw password, the hold, the back office's approve / reject /
// disburse, and the member's answer about the payout, with its auto-receive timeout.

const LOGIN_PASSWORD = 'Changed2026';

let api: TestServer;
let member: string;
let agent: string;
let operator: string;

beforeAll(async () => {
  ({
    api,
    operator,
    tokens: { member, agent },
  } = await startSignedIn({ member: {}, agent: { account: 'agentone' } }));
});

afterAll(() => api.close());

const balance = (token: string, merchant?: string) => walletBalanceOf(api, token, merchant);

async function options(token = member): Promise<WithdrawOptions> {
  const answer = await api.call<WithdrawOptions>(contract.funds.withdrawOptions, { token });
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.value;
}

function withdraw(
  body: { accountId: string; amount: number; withdrawPassword: string },
  token = member,
  idempotencyKey = randomUUID(),
) {
  return api.call<WithdrawOrder>(contract.funds.withdraw, { token, body, idempotencyKey });
}

/** A fresh session after the clock moved past the old one's 12 hours. */
async function relogin(account: string, merchant = 'aurora'): Promise<string> {
  const answer = await api.login(account, LOGIN_PASSWORD, { merchant });
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.value.token;
}

function setPassword(body: Record<string, string>, token = member) {
  return api.call(contract.funds.setWithdrawPassword, { token, body });
}

type WithdrawalAction = (typeof operatorContract.withdrawals)[
  'approve' | 'disburse' | 'reject' | 'resolveDispute'];

async function act(endpoint: WithdrawalAction, body: Record<string, string>) {
  const answer = await api.call<OperatorWithdrawal>(endpoint, {
    token: operator,
    body,
    ...(endpoint.moneyMoving ? { idempotencyKey: randomUUID() } : {}),
  });
  return answer;
}

async function actOk(endpoint: WithdrawalAction, body: Record<string, string>): Promise<OperatorWithdrawal> {
  const answer = await act(endpoint, body);
  if (!answer.body.success) throw new Error(`${endpoint.id}: ${JSON.stringify(answer.body)}`);
  return answer.body.value;
}

function confirm(withdrawalId: string, outcome: unknown, token = member) {
  return api.call<{ withdrawalId: string; status: string }>(contract.funds.confirmWithdrawal, {
    token,
    body: { withdrawalId, outcome },
    idempotencyKey: randomUUID(),
  });
}

async function pending(token = member): Promise<PendingConfirmation[]> {
  const answer = await api.call<PendingConfirmation[]>(contract.funds.pendingConfirmations, { token });
  if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
  return answer.body.value;
}

async function holdBalance(account: string): Promise<number> {
  const [row] = rowsOf<{ balance: string }>(
    await api.testDb.database.db.execute(sql`
      select a.balance from ledger_accounts a join members m on m.id = a.member_id
      where a.kind = 'withdraw_hold' and m.account = ${account}`),
  );
  return Number(row?.balance ?? 0);
}

/** A requested, approved and disbursed withdrawal of `amount`; returns its id. */
async function disbursed(amount: number): Promise<string> {
  const order = await withdraw({ accountId, amount, withdrawPassword: '246810' });
  if (!order.body.success) throw new Error(JSON.stringify(order.body));
  const withdrawalId = order.body.value.orderId;
  await actOk(operatorContract.withdrawals.approve, { withdrawalId });
  await actOk(operatorContract.withdrawals.disburse, { withdrawalId });
  return withdrawalId;
}

let accountId = '';

describe('before the first withdrawal', () => {
  it('shows the limits, the balance, today’s requests left and the seeded account, with no password yet', async () => {
    const seen = await options();
    accountId = seen.accounts[0]?.accountId ?? '';
    expect(seen).toEqual({
      minAmount: 10_000,
      maxAmount: 5_000_000,
      withdrawableBalance: 1_000_000,
      remainingTimesToday: 5,
      accounts: [{ accountId, bankName: 'BDO', accountNumber: '****1234', accountName: 'Demo Member' }],
      hasWithdrawPassword: false,
    });
    const refused = await withdraw({ accountId, amount: 10_000, withdrawPassword: '123456' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('OPERATION_NOT_ALLOWED');
  });

  it('binds another account, masked in answers, and refuses the same one twice', async () => {
    const body = { bankName: 'BPI', accountNumber: '001234567890', accountName: 'Demo Member' };
    const added = await api.call(contract.funds.addWithdrawAccount, { token: member, body });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.success && added.body.value).toMatchObject({
      bankName: 'BPI',
      accountNumber: '****7890',
      accountName: 'Demo Member',
    });
    const twice = await api.call(contract.funds.addWithdrawAccount, { token: member, body });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('ACCOUNT_EXISTS');
    expect((await options()).accounts.map((account) => account.bankName)).toEqual(['BDO', 'BPI']);
  });

  it('sets the withdraw password with the login password, by the white label’s rule', async () => {
    const wrongLogin = await setPassword({ password: 'nope-nope', withdrawPassword: '246810' });
    expect(wrongLogin.status).toBe(400);
    expect(wrongLogin.body.code).toBe('INVALID_CREDENTIALS');
    const notDigits = await setPassword({ password: LOGIN_PASSWORD, withdrawPassword: '12ab56' });
    expect(notDigits.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { issues: [{ path: 'withdrawPassword', code: 'pattern.digits' }] },
    });
    const set = await setPassword({ password: LOGIN_PASSWORD, withdrawPassword: '135790' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await options()).hasWithdrawPassword).toBe(true);
  });

  it('changes it only with the old one', async () => {
    const withoutOld = await setPassword({ password: LOGIN_PASSWORD, withdrawPassword: '246810' });
    expect(withoutOld.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { issues: [{ path: 'oldWithdrawPassword', code: 'withdrawPasswordRequired' }] },
    });
    const wrongOld = await setPassword({
      password: LOGIN_PASSWORD,
      oldWithdrawPassword: '000000',
      withdrawPassword: '246810',
    });
    expect(wrongOld.body.code).toBe('INVALID_CREDENTIALS');
    const changed = await setPassword({
      password: LOGIN_PASSWORD,
      oldWithdrawPassword: '135790',
      withdrawPassword: '246810',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  });
});

describe('requesting a withdrawal', () => {
  it('refuses a wrong withdraw password and amounts outside the limits or over the balance', async () => {
    const wrong = await withdraw({ accountId, amount: 10_000, withdrawPassword: '135790' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      value: { issues: [{ path: 'withdrawPassword', code: 'withdrawPasswordRequired' }] },
    });
    const small = await withdraw({ accountId, amount: 9_999, withdrawPassword: '246810' });
    expect(small.body).toMatchObject({
      value: { issues: [{ code: 'amountTooSmall', params: { min: 10_000 } }] },
    });
    const large = await withdraw({ accountId, amount: 5_000_001, withdrawPassword: '246810' });
    expect(large.body).toMatchObject({
      value: { issues: [{ code: 'amountTooLarge', params: { max: 5_000_000 } }] },
    });
    const over = await withdraw({ accountId, amount: 1_000_001, withdrawPassword: '246810' });
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('INSUFFICIENT_FUNDS');
    const notMine = await withdraw({ accountId: randomUUID(), amount: 10_000, withdrawPassword: '246810' });
    expect(notMine.status).toBe(404);
    expect(await balance(member)).toBe(1_000_000);
  });

  let withdrawalId = '';

  it('holds the amount at once and answers a retried request without holding it twice', async () => {
    const key = randomUUID();
    const first = await withdraw({ accountId, amount: 200_000, withdrawPassword: '246810' }, member, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.success && first.body.value).toMatchObject({
      amount: 200_000,
      status: 'PENDING',
      balance: 800_000,
    });
    withdrawalId = first.body.success ? first.body.value.orderId : '';
    const replay = await withdraw({ accountId, amount: 200_000, withdrawPassword: '246810' }, member, key);
    expect(replay.body).toEqual(first.body);
    expect(await balance(member)).toBe(800_000);
    expect(await holdBalance('demomember')).toBe(200_000);
    expect(await options()).toMatchObject({ withdrawableBalance: 800_000, remainingTimesToday: 4 });
  });

  it('cannot be cancelled by the member: no call does it, and answering before the payout is refused', async () => {
    const fundsCalls = Object.keys(contract.funds);
    // Only a deposit order not yet paid can be cancelled.
    expect(fundsCalls.filter((name) => /cancel/iu.test(name))).toEqual(['cancelDeposit']);
    const cancel = await api.fetch('/wps/withdraw/cancel', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Requested-With': 'x',
        Authorization: `Bearer ${member}`,
      },
      body: JSON.stringify({ withdrawalId }),
    });
    expect(cancel.status).toBe(404);
    const early = await confirm(withdrawalId, { kind: 'notReceived', proofImageId: randomUUID() });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('OPERATION_NOT_ALLOWED');
    expect(await holdBalance('demomember')).toBe(200_000);
  });

  it('is refunded in full when an operator rejects it', async () => {
    const rejected = await actOk(operatorContract.withdrawals.reject, {
      withdrawalId,
      reason: 'account name does not match',
    });
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      refundedAmount: 200_000,
      remark: 'account name does not match',
      bankName: 'BDO',
      accountNumber: '003120041234',
    });
    expect(await balance(member)).toBe(1_000_000);
    expect(await holdBalance('demomember')).toBe(0);
    const disburse = await act(operatorContract.withdrawals.disburse, { withdrawalId });
    expect(disburse.body.code).toBe('OPERATION_NOT_ALLOWED');
  });

  it('is paid out only once approved, and the member’s open portal hears each step', async () => {
    const portal = await connectAuthenticated(api.baseUrl, member);
    await portal.next((frame) => frame.type === 'ready');
    const order = await withdraw({ accountId, amount: 150_000, withdrawPassword: '246810' });
    const id = order.body.success ? order.body.value.orderId : '';
    const early = await act(operatorContract.withdrawals.disburse, { withdrawalId: id });
    expect(early.body.code).toBe('OPERATION_NOT_ALLOWED');
    expect((await actOk(operatorContract.withdrawals.approve, { withdrawalId: id })).status).toBe('APPROVED');
    const frameOf = (awaitingConfirmation: boolean) =>
      portal.next(
        (frame) =>
          frame.type === 'withdrawal' &&
          frame.withdrawalId === id &&
          frame.awaitingConfirmation === awaitingConfirmation,
      );
    expect(await frameOf(false)).toEqual({
      type: 'withdrawal',
      withdrawalId: id,
      amount: 150_000,
      awaitingConfirmation: false,
    });
    const now = api.clock.now();
    const paid = await actOk(operatorContract.withdrawals.disburse, { withdrawalId: id });
    // Paid out: the member is asked whether it arrived.
    expect(await frameOf(true)).toMatchObject({ amount: 150_000, awaitingConfirmation: true });
    portal.socket.close();
    expect(paid).toMatchObject({
      status: 'DISBURSED',
      disbursedAt: now.toISOString(),
      // aurora answers within 60 minutes.
      autoReceiveAt: new Date(now.getTime() + 60 * 60_000).toISOString(),
    });
    expect(await holdBalance('demomember')).toBe(0);
    expect(await balance(member)).toBe(850_000);
    expect(await pending()).toEqual([
      {
        withdrawalId: id,
        amount: 150_000,
        accountNumber: '****1234',
        disbursedAt: now.toISOString(),
        autoReceiveAt: new Date(now.getTime() + 60 * 60_000).toISOString(),
      },
    ]);
    const received = await confirm(id, { kind: 'received' });
    expect(received.body.success && received.body.value).toEqual({ withdrawalId: id, status: 'CONFIRMED' });
    expect(await pending()).toEqual([]);
    const twice = await confirm(id, { kind: 'allReceived' });
    expect(twice.body.code).toBe('OPERATION_NOT_ALLOWED');
  });
});

describe('answers after the payout', () => {
  async function uploadProof(token: string, purpose = 'WITHDRAWAL_PROOF'): Promise<string> {
    const png = new Raster(4, 4, [200, 20, 20]).toPng();
    const upload = await api.call<{ imageId: string }>(contract.system.uploadImage, {
      token,
      body: { fileName: 'proof.png', contentType: 'image/png', dataBase64: png.toString('base64'), purpose },
    });
    if (!upload.body.success) throw new Error(JSON.stringify(upload.body));
    return upload.body.value.imageId;
  }

  it('"not received" needs the member’s own proof image, which only they and operators can open', async () => {
    const id = await disbursed(100_000);
    const othersProof = await uploadProof(agent);
    const avatar = await uploadProof(member, 'AVATAR');
    for (const proofImageId of [othersProof, avatar, 'no-such-image']) {
      const refused = await confirm(id, { kind: 'notReceived', proofImageId });
      expect(refused.status, proofImageId).toBe(400);
    }
    const proof = await uploadProof(member);
    const disputed = await confirm(id, { kind: 'notReceived', proofImageId: proof });
    expect(disputed.body.success && disputed.body.value).toEqual({ withdrawalId: id, status: 'DISPUTED' });

    const listed = await api.call<{ content: OperatorWithdrawal[] }>(operatorContract.withdrawals.list, {
      token: operator,
      query: { status: 'DISPUTED' },
    });
    const row = listed.body.success
      ? listed.body.value.content.find((w) => w.withdrawalId === id)
      : undefined;
    expect(row).toMatchObject({ confirmation: 'NOT_RECEIVED', proofImageUrl: `/uploads/${proof}` });

    const open = (token?: string) =>
      api.fetch(`/uploads/${proof}`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
    expect((await open()).status).toBe(404);
    expect((await open(agent)).status).toBe(404);
    const own = await open(member);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect((await open(operator)).status).toBe(200);
    expect((await open(await api.operatorToken('ember'))).status).toBe(404);
    expect((await open(await api.operatorToken('aurora'))).status).toBe(200);

    const before = await balance(member);
    const refunded = await actOk(operatorContract.withdrawals.resolveDispute, {
      withdrawalId: id,
      resolution: 'REFUND',
      reason: 'bank returned the transfer',
    });
    expect(refunded).toMatchObject({ status: 'REFUNDED', refundedAmount: 100_000 });
    expect(await balance(member)).toBe(before + 100_000);
  });

  it('"partly received" names what arrived; a refund returns the rest, "paid" returns nothing', async () => {
    const id = await disbursed(120_000);
    const all = await confirm(id, { kind: 'partlyReceived', amount: 120_000 });
    expect(all.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { issues: [{ path: 'outcome.amount', code: 'amountTooLarge', params: { max: 119_999 } }] },
    });
    const partly = await confirm(id, { kind: 'partlyReceived', amount: 70_000 });
    expect(partly.body.success && partly.body.value.status).toBe('DISPUTED');
    const before = await balance(member);
    const refunded = await actOk(operatorContract.withdrawals.resolveDispute, {
      withdrawalId: id,
      resolution: 'REFUND',
      reason: 'second transfer failed',
    });
    expect(refunded).toMatchObject({ status: 'REFUNDED', receivedAmount: 70_000, refundedAmount: 50_000 });
    expect(await balance(member)).toBe(before + 50_000);

    const other = await disbursed(80_000);
    await confirm(other, { kind: 'partlyReceived', amount: 30_000 });
    const afterSecond = await balance(member);
    const paid = await actOk(operatorContract.withdrawals.resolveDispute, {
      withdrawalId: other,
      resolution: 'PAID',
      reason: 'bank statement shows the full amount',
    });
    expect(paid).toMatchObject({ status: 'RECEIVED', refundedAmount: null });
    expect(await balance(member)).toBe(afterSecond);
    const again = await act(operatorContract.withdrawals.resolveDispute, {
      withdrawalId: other,
      resolution: 'REFUND',
      reason: 'changed my mind',
    });
    expect(again.body.code).toBe('OPERATION_NOT_ALLOWED');
  });
});

describe('no answer within the white label’s minutes', () => {
  it('counts as received after 60 minutes, recorded once by the job; a forced receipt is never refunded', async () => {
    // Five requests a day: this one is tomorrow's.
    api.clock.advanceDays(1);
    member = await relogin('demomember');
    const id = await disbursed(40_000);
    const paidAt = api.clock.now();

    api.clock.advanceSeconds(59 * 60);
    await runDueJobs(api.app, fundsJobs, api.clock.now());
    expect((await pending()).map((entry) => entry.withdrawalId)).toEqual([id]);

    api.clock.advanceSeconds(2 * 60);
    // Past autoReceiveAt silence has counted as received, whether or not the job has run yet.
    expect(await pending()).toEqual([]);
    const late = await confirm(id, { kind: 'notReceived', proofImageId: randomUUID() });
    expect(late.body.code).toBe('OPERATION_NOT_ALLOWED');

    const before = await balance(member);
    const ran = await runDueJobs(api.app, fundsJobs, api.clock.now());
    expect(ran.map((run) => run.job)).toContain('funds.withdrawal-auto-receive');
    api.clock.advanceSeconds(5 * 60);
    await runDueJobs(api.app, fundsJobs, api.clock.now());
    // Re-running the same periods does nothing.
    expect(await runDueJobs(api.app, fundsJobs, api.clock.now())).toEqual([]);

    const listed = await api.call<{ content: OperatorWithdrawal[] }>(operatorContract.withdrawals.list, {
      token: operator,
      query: { status: 'RECEIVED' },
    });
    const row = listed.body.success
      ? listed.body.value.content.find((w) => w.withdrawalId === id)
      : undefined;
    expect(row).toMatchObject({ confirmation: 'AUTO_RECEIVED', refundedAmount: null });
    const events = await api.testDb.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'funds.withdrawal_auto_received'));
    expect(events.filter((event) => event.details.withdrawalId === id)).toHaveLength(1);
    expect(new Date(String(events[0]?.details.autoReceiveAt)).getTime()).toBe(paidAt.getTime() + 60 * 60_000);

    const refund = await act(operatorContract.withdrawals.resolveDispute, {
      withdrawalId: id,
      resolution: 'REFUND',
      reason: 'member wrote in later',
    });
    expect(refund.body.code).toBe('OPERATION_NOT_ALLOWED');
    expect(await balance(member)).toBe(before);
  });
});

describe('limits per day and wrong passwords', () => {
  it('allows the white label’s requests per day, then QUOTA_EXCEEDED until the next day', async () => {
    const ember = await api.loginReady('demomember', { merchant: 'ember' });
    await setPassword({ password: LOGIN_PASSWORD, withdrawPassword: '112233' }, ember);
    const emberAccount = (await options(ember)).accounts[0]?.accountId ?? '';
    for (let n = 0; n < 3; n += 1) {
      const answer = await withdraw(
        { accountId: emberAccount, amount: 2_000, withdrawPassword: '112233' },
        ember,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    expect((await options(ember)).remainingTimesToday).toBe(0);
    const fourth = await withdraw(
      { accountId: emberAccount, amount: 2_000, withdrawPassword: '112233' },
      ember,
    );
    expect(fourth.status).toBe(403);
    expect(fourth.body.code).toBe('QUOTA_EXCEEDED');
    // The day ends at midnight GMT+8, 16:00 UTC, as every report day does.
    const now = api.clock.now();
    const localMidnight = new Date(now);
    localMidnight.setUTCHours(16, 0, 0, 0);
    if (localMidnight <= now) localMidnight.setUTCDate(localMidnight.getUTCDate() + 1);
    api.clock.advanceSeconds((localMidnight.getTime() - now.getTime()) / 1000 - 60);
    expect((await options(await relogin('demomember', 'ember'))).remainingTimesToday).toBe(0);
    api.clock.advanceSeconds(120);
    expect((await options(await relogin('demomember', 'ember'))).remainingTimesToday).toBe(3);
  });

  it('counts wrong withdraw passwords like wrong logins: ten lock it for five minutes', async () => {
    const lagoon = await api.loginReady('demomember', { merchant: 'lagoon' });
    await setPassword({ password: LOGIN_PASSWORD, withdrawPassword: '975310' }, lagoon);
    const lagoonAccount = (await options(lagoon)).accounts[0]?.accountId ?? '';
    const attempt = (withdrawPassword: string) =>
      withdraw({ accountId: lagoonAccount, amount: 30_000, withdrawPassword }, lagoon);
    for (let n = 1; n <= 10; n += 1) {
      const wrong = await attempt(`00000${n % 10}`);
      expect(wrong.body.code, `try ${n}`).toBe('INVALID_CREDENTIALS');
    }
    const locked = await attempt('975310');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(300);
    expect(await balance(lagoon, 'lagoon')).toBe(1_000_000);

    api.clock.advanceSeconds(301);
    const after = await attempt('975310');
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    expect(await balance(lagoon, 'lagoon')).toBe(970_000);
    const failures = await api.testDb.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'funds.withdraw_password_failed'));
    expect(failures.filter((row) => row.details.locked === true)).toHaveLength(1);
  });

  it('lets no more than ten parallel wrong withdraw passwords through to the check', async () => {
    const db = api.testDb.database.db;
    const ember = await merchantByCode(db, 'ember');
    const found = ember ? await memberByAccount(db, ember.id, 'demomember') : null;
    if (!ember || !found) throw new Error('no ember demomember');
    const row = { ...found, withdrawPasswordHash: await hashPassword('112233') };
    await db
      .update(members)
      .set({ withdrawPasswordHash: row.withdrawPasswordHash })
      .where(eq(members.id, row.id));
    // Sixteen wrong guesses arrive at once, all let wait for the hashing (none shed by its queue).
    const now = api.clock.now();
    const answers = await withHashing({ concurrency: 1, queue: 32 }, () =>
      Promise.allSettled(
        Array.from({ length: 16 }, (_, n) =>
          checkWithdrawPassword(
            api.testDb.database,
            ember,
            row,
            `9${String(n).padStart(5, '0')}`,
            '127.0.0.1',
            now,
          ),
        ),
      ),
    );
    const refusals = answers.map((answer) =>
      answer.status === 'rejected' && answer.reason instanceof ApiError ? answer.reason : null,
    );
    const codes = refusals.map((refusal) => refusal?.code ?? 'passed');
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(10);
    const locked = refusals.filter((refusal) => refusal?.code === 'TOO_MANY_REQUESTS');
    expect(locked).toHaveLength(6);
    // Refused by the lock the tenth started (five minutes), not by a busy hashing pool.
    expect(locked.map((refusal) => refusal?.headers['Retry-After'])).toEqual(Array(6).fill('300'));
    const failures = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'funds.withdraw_password_failed'), eq(auditLog.memberId, row.id)));
    expect(failures.map((failure) => failure.details.failures).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 10 }, (_, n) => n + 1),
    );
    await expect(
      checkWithdrawPassword(api.testDb.database, ember, row, '112233', '127.0.0.1', now),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});

describe('the ledger after all of it', () => {
  it('sums to zero per currency and leaves no member balance negative', async () => {
    const db = api.testDb.database.db;
    const sums = rowsOf<{ currency: string; total: string }>(
      await db.execute(sql`
        select a.currency, sum(e.amount) as total from ledger_entries e
        join ledger_accounts a on a.id = e.account_id group by a.currency`),
    );
    expect(sums.every((row) => Number(row.total) === 0)).toBe(true);
    const negative = await db
      .select()
      .from(ledgerAccounts)
      .where(and(sql`${ledgerAccounts.memberId} is not null`, sql`${ledgerAccounts.balance} < 0`));
    expect(negative).toEqual([]);
  });
});
