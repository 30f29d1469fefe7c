import { randomUUID } from 'node:crypto';
import { contract, type DepositChannel, type DepositOrder, type OpenDeposit } from '@portal/api-contract';
import { operatorContract, type OperatorDeposit } from '@portal/api-contract/operator';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerAccounts, ledgerEntries, ledgerTransactions } from '../src/db/schema';
import { fundsJobs } from '../src/funds/jobs';
import { runDueJobs } from '../src/jobs/scheduler';
import { Raster } from '../src/security/png';
import { heardAbout } from './support/bus';
import type { TestServer } from './support/server';
import { startSignedIn, walletBalanceOf } from './support/signed-in';

// Deposits through the demo channels: an order first, the money only when it is credited, by an
// operator (bank transfer) or by the automatic local channel after its delay (a scheduled job).

let api: TestServer;
let member: string;
let ember: string;
let lagoon: string;
let operator: string;

beforeAll(async () => {
  ({
    api,
    operator,
    tokens: { member, ember, lagoon },
  } = await startSignedIn({ member: {}, ember: { merchant: 'ember' }, lagoon: { merchant: 'lagoon' } }));
});

afterAll(() => api.close());

const balance = (token: string, merchant?: string) => walletBalanceOf(api, token, merchant);

async function deposit(body: unknown, token = member, idempotencyKey = randomUUID()) {
  return api.call<DepositOrder>(contract.funds.deposit, { token, body, idempotencyKey });
}

async function operatorCall<T>(
  endpoint: (typeof operatorContract)['deposits'][keyof (typeof operatorContract)['deposits']],
  options: { body?: unknown; query?: Record<string, string | number>; idempotencyKey?: string } = {},
) {
  return api.call<T>(endpoint, {
    token: operator,
    ...options,
    ...(endpoint.moneyMoving ? { idempotencyKey: options.idempotencyKey ?? randomUUID() } : {}),
  });
}

async function orderOf(orderId: string): Promise<OperatorDeposit> {
  const page = await operatorCall<{ content: OperatorDeposit[] }>(operatorContract.deposits.list, {
    query: { pageSize: 100 },
  });
  if (!page.body.success) throw new Error(JSON.stringify(page.body));
  const order = page.body.value.content.find((candidate) => candidate.orderId === orderId);
  if (!order) throw new Error(`order ${orderId} is not listed`);
  return order;
}

describe('deposit channels', () => {
  it('lists the white label’s channels with limits, presets, fees and an icon that is served', async () => {
    const answer = await api.call<DepositChannel[]>(contract.funds.depositChannels, { token: member });
    expect(answer.status).toBe(200);
    const channels = answer.body.success ? answer.body.value : [];
    expect(channels.map(({ iconUrl: _icon, ...channel }) => channel)).toEqual([
      {
        channelId: 'BANK',
        name: 'Bank transfer',
        method: 'BANK_TRANSFER',
        minAmount: 10_000,
        maxAmount: 5_000_000,
        presetAmounts: [10_000, 50_000, 100_000, 500_000],
        feePercent: 0,
        proofRequired: false,
      },
      {
        channelId: 'GCASH',
        name: 'GCash',
        method: 'E_WALLET',
        minAmount: 10_000,
        maxAmount: 2_000_000,
        presetAmounts: [10_000, 30_000, 100_000],
        feePercent: 1.5,
        proofRequired: false,
      },
      {
        channelId: 'QRPH',
        name: 'QR Ph',
        method: 'QR',
        minAmount: 5_000,
        maxAmount: 1_000_000,
        presetAmounts: [5_000, 20_000, 50_000],
        feePercent: 0.5,
        proofRequired: false,
      },
    ]);
    const icon = await api.fetch(new URL(channels[1]?.iconUrl ?? '').pathname);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    expect(await icon.text()).toContain('GCash');
  });

  it('shows each white label its own channels', async () => {
    const answer = await api.call<DepositChannel[]>(contract.funds.depositChannels, { token: ember });
    expect(answer.body.success && answer.body.value.map((channel) => channel.channelId)).toEqual([
      'WIRE',
      'CARD',
      'USDT',
    ]);
  });
});

describe('a deposit an operator credits', () => {
  let orderId = '';

  it('writes an order and moves no money yet', async () => {
    const before = await balance(member);
    const answer = await deposit({ channelId: 'BANK', amount: 50_000 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.success && answer.body.value).toMatchObject({
      amount: 50_000,
      status: 'PENDING',
      paymentUrl: null,
      createdAt: api.clock.now().toISOString(),
    });
    orderId = answer.body.success ? answer.body.value.orderId : '';
    expect(await balance(member)).toBe(before);
    expect(await orderOf(orderId)).toMatchObject({
      merchant: 'aurora',
      account: 'demomember',
      channelId: 'BANK',
      channelName: 'Bank transfer',
      amount: 50_000,
      fee: 0,
      status: 'REQUESTED',
      autoCreditAt: null,
      closedAt: null,
    });
  });

  it('credits it once: the wallet gets the amount, a `deposit` posting names the order', async () => {
    const before = await balance(member);
    const key = randomUUID();
    const credited = await operatorCall<OperatorDeposit>(operatorContract.deposits.credit, {
      body: { orderId },
      idempotencyKey: key,
    });
    expect(credited.status, JSON.stringify(credited.body)).toBe(200);
    expect(credited.body.success && credited.body.value).toMatchObject({
      status: 'CREDITED',
      closedAt: api.clock.now().toISOString(),
    });
    expect(await balance(member)).toBe(before + 50_000);

    // The same request again with its key is answered again, not paid again.
    const replay = await operatorCall<OperatorDeposit>(operatorContract.deposits.credit, {
      body: { orderId },
      idempotencyKey: key,
    });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(credited.body);
    // A new request to credit it again is refused.
    const again = await operatorCall(operatorContract.deposits.credit, { body: { orderId } });
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('OPERATION_NOT_ALLOWED');
    expect(await balance(member)).toBe(before + 50_000);

    const db = api.testDb.database.db;
    const postings = await db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.kind, 'deposit'), eq(ledgerTransactions.reference, orderId)));
    expect(postings).toHaveLength(1);
    const legs = await db
      .select({ amount: ledgerEntries.amount, kind: ledgerAccounts.kind })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerEntries.transactionId, postings[0]?.id ?? 0));
    expect(legs.sort((a, b) => a.amount - b.amount)).toEqual([
      { amount: -50_000, kind: 'funding' },
      { amount: 50_000, kind: 'player_main' },
    ]);
  });

  it('rejects an unpaid order: nothing moves, and it cannot be credited afterwards', async () => {
    const before = await balance(member);
    const order = await deposit({ channelId: 'BANK', amount: 20_000 });
    const id = order.body.success ? order.body.value.orderId : '';
    const rejected = await operatorCall<OperatorDeposit>(operatorContract.deposits.reject, {
      body: { orderId: id, reason: 'no payment arrived' },
    });
    expect(rejected.body.success && rejected.body.value).toMatchObject({
      status: 'REJECTED',
      remark: 'no payment arrived',
    });
    const credit = await operatorCall(operatorContract.deposits.credit, { body: { orderId: id } });
    expect(credit.body.code).toBe('OPERATION_NOT_ALLOWED');
    expect(await balance(member)).toBe(before);
  });
});

describe('the automatic local channel', () => {
  it('credits the order by the scheduled job after its delay, less the fee, exactly once', async () => {
    const before = await balance(member);
    const start = api.clock.now();
    const answer = await deposit({ channelId: 'GCASH', amount: 100_000 });
    expect(answer.body.success && answer.body.value.status).toBe('PROCESSING');
    const orderId = answer.body.success ? answer.body.value.orderId : '';
    expect(await orderOf(orderId)).toMatchObject({
      status: 'PENDING',
      fee: 1_500,
      autoCreditAt: new Date(start.getTime() + 30_000).toISOString(),
    });

    // Before its delay has passed the job leaves it alone.
    api.clock.advanceSeconds(29);
    await runDueJobs(api.app, fundsJobs, api.clock.now());
    expect((await orderOf(orderId)).status).toBe('PENDING');
    expect(await balance(member)).toBe(before);

    api.clock.advanceSeconds(21);
    // The job credits outside the member's requests: the balance cache drops the member's balance
    // when the cluster bus brings the change, a moment after the commit on PostgreSQL.
    const session = await api.app.sessions.sessionFor(member, api.clock.now());
    if (!session) throw new Error('the member is not signed in');
    const heard = heardAbout(api, 'member.balance', session.member.id);
    const ran = await runDueJobs(api.app, fundsJobs, api.clock.now());
    expect(ran.map((run) => run.job)).toContain('funds.deposits');
    expect((await orderOf(orderId)).status).toBe('CREDITED');
    await heard;
    // 1.5 % of ₱1,000.00 is ₱15.00: the wallet gets ₱985.00, the house keeps the fee.
    expect(await balance(member)).toBe(before + 98_500);

    api.clock.advanceSeconds(60);
    await runDueJobs(api.app, fundsJobs, api.clock.now());
    expect(await balance(member)).toBe(before + 98_500);
    const credits = await api.testDb.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'funds.deposit_credited'));
    expect(credits.filter((row) => row.details.orderId === orderId)).toHaveLength(1);
  });

  it('is credited once even when an operator credits it at the same time as the job', async () => {
    const before = await balance(member);
    const answer = await deposit({ channelId: 'QRPH', amount: 20_000 });
    const orderId = answer.body.success ? answer.body.value.orderId : '';
    api.clock.advanceSeconds(60);
    const [job, byOperator] = await Promise.allSettled([
      runDueJobs(api.app, fundsJobs, api.clock.now()),
      operatorCall(operatorContract.deposits.credit, { body: { orderId } }),
    ]);
    expect(job.status).toBe('fulfilled');
    expect(byOperator.status).toBe('fulfilled');
    // 0.5 % of ₱200.00 is ₱1.00.
    expect(await balance(member)).toBe(before + 19_900);
    expect((await orderOf(orderId)).status).toBe('CREDITED');
  });
});

describe('expiry and limits', () => {
  it('expires an order nobody credited within the white label’s 30 minutes', async () => {
    const answer = await deposit({ channelId: 'BANK', amount: 10_000 });
    const orderId = answer.body.success ? answer.body.value.orderId : '';
    api.clock.advanceSeconds(29 * 60);
    await runDueJobs(api.app, fundsJobs, api.clock.now());
    expect((await orderOf(orderId)).status).toBe('REQUESTED');
    api.clock.advanceSeconds(90);
    await runDueJobs(api.app, fundsJobs, api.clock.now());
    expect((await orderOf(orderId)).status).toBe('EXPIRED');
    const credit = await operatorCall(operatorContract.deposits.credit, { body: { orderId } });
    expect(credit.body.code).toBe('OPERATION_NOT_ALLOWED');
  });

  it('refuses amounts outside the channel’s limits and channels of other white labels', async () => {
    const tooSmall = await deposit({ channelId: 'BANK', amount: 9_999 });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { issues: [{ path: 'amount', code: 'amountTooSmall', params: { min: 10_000 } }] },
    });
    const tooLarge = await deposit({ channelId: 'GCASH', amount: 2_000_001 });
    expect(tooLarge.body).toMatchObject({
      value: { issues: [{ path: 'amount', code: 'amountTooLarge', params: { max: 2_000_000 } }] },
    });
    const elsewhere = await deposit({ channelId: 'WIRE', amount: 10_000 });
    expect(elsewhere.status).toBe(404);
  });

  it('keeps at most 5 open orders per member', async () => {
    for (let n = 0; n < 5; n += 1) {
      const answer = await deposit({ channelId: 'WIRE', amount: 2_000 }, ember);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const sixth = await deposit({ channelId: 'WIRE', amount: 2_000 }, ember);
    expect(sixth.status).toBe(403);
    expect(sixth.body.code).toBe('QUOTA_EXCEEDED');
  });

  it('refuses trial accounts', async () => {
    const trial = await api.call<{ token: string }>(contract.auth.freePlayLogin, {
      body: { os: 'web', platform: 'W', encryption: true, gatewayVersion: 3 },
    });
    const token = trial.body.success ? trial.body.value.token : '';
    const answer = await deposit({ channelId: 'BANK', amount: 10_000 }, token);
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('TRIAL_ACCOUNT_REFUSED');
  });
});

describe('a channel paid by hand', () => {
  const counter = (body: object, idempotencyKey = randomUUID()) =>
    deposit({ channelId: 'COUNTER', amount: 50_000, ...body }, lagoon, idempotencyKey);
  const openOrders = async (token = lagoon) => {
    const answer = await api.call<OpenDeposit[]>(contract.funds.openDeposits, { token, merchant: 'lagoon' });
    if (!answer.body.success) throw new Error(JSON.stringify(answer.body));
    return answer.body.value;
  };

  async function uploadProof(token: string, purpose = 'DEPOSIT_PROOF', merchant = 'lagoon'): Promise<string> {
    const png = new Raster(4, 4, [20, 120, 200]).toPng();
    const upload = await api.call<{ imageId: string }>(contract.system.uploadImage, {
      token,
      merchant,
      body: { fileName: 'slip.png', contentType: 'image/png', dataBase64: png.toString('base64'), purpose },
    });
    if (!upload.body.success) throw new Error(JSON.stringify(upload.body));
    return upload.body.value.imageId;
  }

  it('says which channels need a proof of payment', async () => {
    const answer = await api.call<DepositChannel[]>(contract.funds.depositChannels, {
      token: lagoon,
      merchant: 'lagoon',
    });
    expect(
      answer.body.success && answer.body.value.map((channel) => [channel.channelId, channel.proofRequired]),
    ).toEqual([
      ['BANK', false],
      ['PROMPTPAY', false],
      ['COUNTER', true],
    ]);
  });

  it('refuses an order without the member’s own deposit proof, and writes nothing', async () => {
    const othersProof = await uploadProof(member, 'DEPOSIT_PROOF', 'aurora');
    const avatar = await uploadProof(lagoon, 'AVATAR');
    const missing = await counter({});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { issues: [{ path: 'proofImageId', code: 'required' }] },
    });
    for (const proofImageId of [othersProof, avatar, 'no-such-image']) {
      const refused = await counter({ proofImageId });
      expect(refused.status, proofImageId).toBe(400);
      expect(refused.body).toMatchObject({ value: { issues: [{ path: 'proofImageId', code: 'invalid' }] } });
    }
    expect(await openOrders()).toEqual([]);
  });

  it('takes the order with its proof, which the operator sees and opens before crediting it', async () => {
    const proof = await uploadProof(lagoon);
    const before = await balance(lagoon, 'lagoon');
    const ordered = await counter({ proofImageId: proof });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    const orderId = ordered.body.success ? ordered.body.value.orderId : '';
    expect(await openOrders()).toEqual([
      {
        orderId,
        channelId: 'COUNTER',
        channelName: 'Counter deposit',
        amount: 50_000,
        status: 'PENDING',
        paymentUrl: null,
        proofImageUrl: `/uploads/${proof}`,
        cancellable: true,
        createdAt: api.clock.now().toISOString(),
      },
    ]);
    expect(await orderOf(orderId)).toMatchObject({ status: 'REQUESTED', proofImageUrl: `/uploads/${proof}` });

    const image = (token?: string) =>
      api.fetch(`/uploads/${proof}`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
    expect((await image()).status).toBe(404);
    expect((await image(member)).status).toBe(404);
    expect((await image(lagoon)).status).toBe(200);
    const seen = await image(operator);
    expect([seen.status, seen.headers.get('content-type'), seen.headers.get('cache-control')]).toEqual([
      200,
      'image/png',
      'private, no-store',
    ]);

    const credited = await operatorCall<OperatorDeposit>(operatorContract.deposits.credit, {
      body: { orderId },
    });
    expect(credited.body.success && credited.body.value.status).toBe('CREDITED');
    expect(await balance(lagoon, 'lagoon')).toBe(before + 50_000);
    expect(await openOrders()).toEqual([]);
  });
});

describe('open orders on return', () => {
  it('lists only the member’s own open orders, newest first', async () => {
    const emberOpen = await api.call<OpenDeposit[]>(contract.funds.openDeposits, {
      token: ember,
      merchant: 'ember',
    });
    const orders = emberOpen.body.success ? emberOpen.body.value : [];
    // The five bank wires of the open-order limit above, none paid yet.
    expect(orders).toHaveLength(5);
    expect(orders.every((order) => order.channelId === 'WIRE' && order.cancellable)).toBe(true);
    const times = orders.map((order) => order.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const mine = await api.call<OpenDeposit[]>(contract.funds.openDeposits, { token: member });
    expect(mine.body.success && mine.body.value.map((order) => order.orderId)).not.toContain(
      orders[0]?.orderId,
    );
  });

  it('cancels an unpaid order once, only for its owner; one with the channel stays', async () => {
    const cancel = (orderId: string, token = member, merchant?: string) =>
      api.call<OpenDeposit>(contract.funds.cancelDeposit, { token, merchant, body: { orderId } });
    const ordered = await deposit({ channelId: 'BANK', amount: 20_000 });
    const orderId = ordered.body.success ? ordered.body.value.orderId : '';
    expect((await cancel(orderId, ember, 'ember')).status).toBe(404);
    expect((await cancel('not-an-order')).status).toBe(404);
    const cancelled = await cancel(orderId);
    expect(cancelled.body.success && cancelled.body.value).toMatchObject({
      orderId,
      status: 'CANCELLED',
      cancellable: false,
    });
    expect((await orderOf(orderId)).status).toBe('CANCELLED');
    const again = await cancel(orderId);
    expect([again.status, again.body.code]).toEqual([403, 'OPERATION_NOT_ALLOWED']);
    const credit = await operatorCall(operatorContract.deposits.credit, { body: { orderId } });
    expect(credit.body.code).toBe('OPERATION_NOT_ALLOWED');

    // The automatic channel has the payment at once: too late to cancel.
    const paid = await deposit({ channelId: 'GCASH', amount: 20_000 });
    const paidId = paid.body.success ? paid.body.value.orderId : '';
    const listed = await api.call<OpenDeposit[]>(contract.funds.openDeposits, { token: member });
    expect(listed.body.success && listed.body.value.find((order) => order.orderId === paidId)).toMatchObject({
      status: 'PROCESSING',
      cancellable: false,
    });
    const late = await cancel(paidId);
    expect(late.body.code).toBe('OPERATION_NOT_ALLOWED');
  });
});
