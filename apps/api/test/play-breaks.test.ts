import http from 'node:http';
import { randomUUID } from 'node:crypto';
import {
  contract,
  encryptBody,
  HUMAN_PROOF_HEADER,
  loginResponseSchema,
  type Envelope,
  type PlayBreak,
  type PlayBreakSettings,
  type PlaySessionSummary,
  type RsaPublicJwk,
  type WithdrawOptions,
  type WithdrawOrder,
} from '@portal/api-contract';
import {
  operatorContract,
  type OperatorWithdrawal,
  type ProtectionAudit,
} from '@portal/api-contract/operator';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILURE_MEMORY_SECONDS } from '../src/auth/login-throttle';
import { createSession } from '../src/auth/sessions';
import { merchantDomains, members } from '../src/db/schema';
import { merchantIdByCode } from '../src/seed/seed';
import { startTestServer, type TestServer } from './support/server';
import { launchDemoSlot, setMerchantSettings, spinDemoSlot } from './support/sites';

// One server for the file; each white label's demomember plays one part: aurora's the reality check
// and the white-label switches, ember's the self-exclusion, lagoon's the time-out (signed in when its
// test starts: the self-exclusion test moves the clock by months).

let api: TestServer;
const PASSWORD = 'Breaks2026';
const tokens = { aurora: '', ember: '' };

beforeAll(async () => {
  api = await startTestServer();
  for (const merchant of ['aurora', 'ember'] as const)
    tokens[merchant] = await api.loginReady('demomember', { merchant, newPassword: PASSWORD });
});

afterAll(async () => {
  await api.close();
});

/** auth.login sent to `host` as a browser on that domain sends it (fetch cannot set Host). */
async function loginOnHost(
  host: string,
  password = PASSWORD,
): Promise<{ status: number; body: Envelope<unknown> }> {
  const key = await api.call<{ jwk: RsaPublicJwk }>(contract.system.publicKey);
  if (!key.body.success) throw new Error('no public key');
  const payload = JSON.stringify({
    jwe: await encryptBody({ type: 'username', username: 'demomember', password }, key.body.value.jwk),
  });
  const url = new URL(`${api.baseUrl}${contract.auth.login.path}`);
  const humanProof = await api.humanProof();
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: {
          Host: host,
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          [HUMAN_PROOF_HEADER]: humanProof,
          'Content-Length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        let data = '';
        response.on('data', (chunk: Buffer) => (data += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(data) as Envelope<unknown> }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function startBreak(token: string, body: { kind: string; period: string; password: string }) {
  return api.call<PlayBreak>(contract.playBreaks.start, { token, body });
}

/** A session opened straight in the database, as if one had slipped past the login. */
async function sessionBehindTheLogin(merchant: string): Promise<string> {
  const db = api.testDb.database.db;
  const merchantId = await merchantIdByCode(db, merchant);
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.accountKey, 'demomember')));
  if (!member) throw new Error('no member');
  const { token } = await createSession(db, {
    memberId: member.id,
    merchantId,
    kind: 'member',
    loginMethod: 'password',
    mustChangePassword: false,
    ip: '127.0.0.1',
    now: api.clock.now(),
    hours: 12,
  });
  return token;
}

describe('reality check', () => {
  it('keeps the interval per member and sums this session’s real rounds', async () => {
    const token = tokens.aurora;
    const settings = await api.call<PlayBreakSettings>(contract.playBreaks.settings, { token });
    // A white label that leaves the switches out offers every break.
    expect(settings.body).toMatchObject({
      success: true,
      value: { features: { realityCheck: true, timeOut: true, selfExclusion: true }, realityCheckMinutes: 0 },
    });
    const saved = await api.call<PlayBreakSettings>(contract.playBreaks.setRealityCheck, {
      token,
      body: { realityCheckMinutes: 15 },
    });
    expect(saved.body).toMatchObject({ success: true, value: { realityCheckMinutes: 15 } });
    const refused = await api.call(contract.playBreaks.setRealityCheck, {
      token,
      body: { realityCheckMinutes: 20 },
    });
    expect(refused.body.code).toBe('VALIDATION_FAILED');

    const { ticket } = await launchDemoSlot(api, token);
    let paid = 0;
    for (const stake of [100, 200, 300]) {
      api.clock.advanceSeconds(60);
      const spin = await spinDemoSlot(api, ticket, stake);
      expect(spin.status).toBe(200);
      paid += spin.body.value?.payout ?? 0;
    }
    api.clock.advanceSeconds(60);
    const summary = await api.call<PlaySessionSummary>(contract.playBreaks.sessionSummary, { token });
    if (!summary.body.success) throw new Error(JSON.stringify(summary.body));
    expect(summary.body.value).toMatchObject({ rounds: 3, wagered: 600, netResult: paid - 600 });
    const minutes = (Date.parse(summary.body.value.now) - Date.parse(summary.body.value.startedAt)) / 60_000;
    expect(minutes).toBeGreaterThanOrEqual(4);

    // A new login starts a new count.
    const again = await api.login('demomember', PASSWORD);
    if (!again.body.success) throw new Error(JSON.stringify(again.body));
    const fresh = await api.call<PlaySessionSummary>(contract.playBreaks.sessionSummary, {
      token: again.body.value.token,
    });
    expect(fresh.body).toMatchObject({ success: true, value: { rounds: 0, wagered: 0, netResult: 0 } });
  });
});

describe('white-label switches', () => {
  it('refuses a break the white label turned off and says which it offers', async () => {
    const login = await api.login('demomember', PASSWORD);
    if (!login.body.success) throw new Error(JSON.stringify(login.body));
    const token = login.body.value.token;
    await setMerchantSettings(api, 'aurora', {
      playBreaks: { realityCheck: false, timeOut: false, selfExclusion: false },
    });
    try {
      const settings = await api.call<PlayBreakSettings>(contract.playBreaks.settings, { token });
      expect(settings.body).toMatchObject({
        success: true,
        value: { features: { realityCheck: false, timeOut: false, selfExclusion: false } },
      });
      const reminder = await api.call(contract.playBreaks.setRealityCheck, {
        token,
        body: { realityCheckMinutes: 30 },
      });
      expect(reminder.status).toBe(403);
      expect(reminder.body.code).toBe('OPERATION_NOT_ALLOWED');
      for (const [kind, period] of [
        ['TIME_OUT', 'HOURS_24'],
        ['SELF_EXCLUSION', 'MONTHS_6'],
      ] as const) {
        const refused = await startBreak(token, { kind, period, password: PASSWORD });
        expect(refused.status, kind).toBe(403);
        expect(refused.body.code, kind).toBe('OPERATION_NOT_ALLOWED');
      }
      // Nothing started: the session still works and the member can still log in.
      expect((await api.call(contract.wallet.balance, { token })).status).toBe(200);
      expect((await api.login('demomember', PASSWORD)).body.success).toBe(true);

      // One switch alone: the others keep their default.
      await setMerchantSettings(api, 'aurora', { playBreaks: { selfExclusion: false } });
      const one = await api.call<PlayBreakSettings>(contract.playBreaks.settings, { token });
      expect(one.body).toMatchObject({
        success: true,
        value: { features: { realityCheck: true, timeOut: true, selfExclusion: false } },
      });
      const exclusion = await startBreak(token, {
        kind: 'SELF_EXCLUSION',
        period: 'YEAR_1',
        password: PASSWORD,
      });
      expect(exclusion.body.code).toBe('OPERATION_NOT_ALLOWED');
      const saved = await api.call<PlayBreakSettings>(contract.playBreaks.setRealityCheck, {
        token,
        body: { realityCheckMinutes: 60 },
      });
      expect(saved.body).toMatchObject({ success: true, value: { realityCheckMinutes: 60 } });
    } finally {
      await setMerchantSettings(api, 'aurora', { playBreaks: undefined });
    }
  });
});

describe('self-exclusion', () => {
  it('needs the password, and a period of its own kind', async () => {
    const wrong = await startBreak(tokens.ember, {
      kind: 'SELF_EXCLUSION',
      period: 'MONTHS_6',
      password: 'nope',
    });
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
    const mixed = await startBreak(tokens.ember, {
      kind: 'SELF_EXCLUSION',
      period: 'HOURS_24',
      password: PASSWORD,
    });
    expect(mixed.body.code).toBe('VALIDATION_FAILED');
  });

  it('ends sessions at once and refuses login and deposits on every domain of the merchant until its end', async () => {
    // A second brand's portal under ember (the seed gives each merchant one): its accounts are ember's.
    const secondBrand = 'lucky.ember.localhost';
    const db = api.testDb.database.db;
    await db.insert(merchantDomains).values({
      domain: secondBrand,
      merchantId: await merchantIdByCode(db, 'ember'),
      isMain: false,
      route: 'PORTAL',
    });
    const onSecondBrand = await loginOnHost(secondBrand);
    if (!onSecondBrand.body.success) throw new Error(JSON.stringify(onSecondBrand.body));
    const secondBrandToken = loginResponseSchema.parse(onSecondBrand.body.value).token;
    const { ticket } = await launchDemoSlot(api, tokens.ember, 'ember');
    const started = await startBreak(tokens.ember, {
      kind: 'SELF_EXCLUSION',
      period: 'MONTHS_6',
      password: PASSWORD,
    });
    if (!started.body.success) throw new Error(JSON.stringify(started.body));
    const { endsAt } = started.body.value;
    expect(Date.parse(endsAt)).toBeGreaterThan(api.clock.now().getTime() + 180 * 86_400_000);

    // The session is over and so is the open game.
    const balance = await api.call(contract.wallet.balance, { token: tokens.ember, merchant: 'ember' });
    expect(balance.status).toBe(401);
    const onTheOtherBrand = await api.call(contract.wallet.balance, {
      token: secondBrandToken,
      merchant: 'ember',
    });
    expect(onTheOtherBrand.status).toBe(401);
    expect((await spinDemoSlot(api, ticket, 100)).status).not.toBe(200);

    const elsewhere = await loginOnHost(secondBrand);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body).toMatchObject({ code: 'PLAY_BREAK_ACTIVE', value: { playBreakUntil: endsAt } });
    // A refused login counts towards the captcha: that one is forgotten before three more are tried.
    api.clock.advanceSeconds(FAILURE_MEMORY_SECONDS + 1);
    for (const host of ['ember.localhost', 'agent.ember.localhost', 'api.ember.localhost']) {
      const login = await loginOnHost(host);
      expect(login.status, host).toBe(403);
      expect(login.body).toMatchObject({ code: 'PLAY_BREAK_ACTIVE', value: { playBreakUntil: endsAt } });
    }
    // Other white labels are other merchants: their accounts are not this one.
    expect((await loginOnHost('aurora.localhost')).body.success).toBe(true);

    const slipped = await sessionBehindTheLogin('ember');
    const deposit = await api.call(contract.funds.deposit, {
      token: slipped,
      merchant: 'ember',
      idempotencyKey: randomUUID(),
      body: { channelId: 'BANK', amount: 100_000 },
    });
    expect(deposit.body.code).toBe('PLAY_BREAK_ACTIVE');
    const launch = await api.call(contract.games.launch, {
      token: slipped,
      merchant: 'ember',
      body: { gameCode: 'x', vassalage: 'BGS', gameType: 'BGS' },
    });
    expect(launch.body.code).toBe('PLAY_BREAK_ACTIVE');

    // No call lifts it: the day before its end it still holds; the moment after, the member is back.
    api.clock.advanceSeconds((Date.parse(endsAt) - api.clock.now().getTime()) / 1000 - 86_400);
    expect((await loginOnHost('ember.localhost')).body.code).toBe('PLAY_BREAK_ACTIVE');
    api.clock.advanceSeconds(86_400 + 1);
    expect((await loginOnHost('ember.localhost')).body.success).toBe(true);
  });
});

describe('time-out', () => {
  it('refuses logins for its period, still pays a withdrawal asked for before it, and then lets the member back', async () => {
    const token = await api.loginReady('demomember', { merchant: 'lagoon', newPassword: PASSWORD });
    const set = await api.call(contract.funds.setWithdrawPassword, {
      token,
      merchant: 'lagoon',
      body: { password: PASSWORD, withdrawPassword: '246810' },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const options = await api.call<WithdrawOptions>(contract.funds.withdrawOptions, {
      token,
      merchant: 'lagoon',
    });
    if (!options.body.success) throw new Error(JSON.stringify(options.body));
    const asked = await api.call<WithdrawOrder>(contract.funds.withdraw, {
      token,
      merchant: 'lagoon',
      idempotencyKey: randomUUID(),
      body: {
        accountId: options.body.value.accounts[0]?.accountId ?? '',
        amount: 50_000,
        withdrawPassword: '246810',
      },
    });
    if (!asked.body.success) throw new Error(JSON.stringify(asked.body));
    const withdrawalId = asked.body.value.orderId;

    const started = await startBreak(token, {
      kind: 'TIME_OUT',
      period: 'HOURS_24',
      password: PASSWORD,
    });
    if (!started.body.success) throw new Error(JSON.stringify(started.body));
    expect(Date.parse(started.body.value.endsAt) - api.clock.now().getTime()).toBe(86_400_000);
    const during = await api.login('demomember', PASSWORD, { merchant: 'lagoon' });
    expect(during.body.code).toBe('PLAY_BREAK_ACTIVE');

    // The back office still approves and pays what the member asked for before the break.
    const operator = await api.operatorToken();
    for (const action of [operatorContract.withdrawals.approve, operatorContract.withdrawals.disburse]) {
      const answer = await api.call<OperatorWithdrawal>(action, {
        token: operator,
        body: { withdrawalId },
        ...(action.moneyMoving ? { idempotencyKey: randomUUID() } : {}),
      });
      expect(answer.body.success, `${action.id}: ${JSON.stringify(answer.body)}`).toBe(true);
    }

    // The break is in the operator's audit trail, as the member's own change.
    const audit = await api.call<ProtectionAudit>(operatorContract.protection.audit, {
      token: operator,
      query: { account: 'demomember', merchant: 'lagoon' },
    });
    if (!audit.body.success) throw new Error(JSON.stringify(audit.body));
    expect(audit.body.value.changes[0]).toMatchObject({
      kind: 'exclusion.TIME_OUT',
      by: 'member',
      newValue: { period: 'HOURS_24', endsAt: started.body.value.endsAt },
    });

    api.clock.advanceSeconds(86_400);
    const after = await api.login('demomember', PASSWORD, { merchant: 'lagoon' });
    expect(after.body.success).toBe(true);
  });
});
