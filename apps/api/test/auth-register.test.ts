import { contract, type LoginResponse } from '@portal/api-contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, members } from '../src/db/schema';
import { hashingSettings } from '../src/security/password';
import { DEFAULT_PASSWORD, startTestServer, type TestServer } from './support/server';
import { setMerchantFlags } from './support/sites';

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer();
});

afterAll(async () => {
  await api.close();
});

const site = { registerUrl: 'https://aurora.localhost/register', domain: 'aurora.localhost' };

async function memberRow(merchantId: number, account: string) {
  const [row] = await api.testDb.database.db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.accountKey, account.toLowerCase())));
  return row;
}

describe('username registration', () => {
  it('registers with a captcha, opens a wallet and logs in', async () => {
    const { captchaKey, captcha } = await api.captcha();
    const answer = await api.call<{ token: string | null; firstTimeLogin: boolean }>(contract.auth.register, {
      body: {
        username: 'newplayer1',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        payeeName: 'New Player',
        email: 'new@player.example',
        captcha,
        captchaKey,
        ...site,
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.success && answer.body.value.firstTimeLogin).toBe(true);
    const token = answer.body.success ? answer.body.value.token : null;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/u);
    const info = await api.call<{ account: string; type: number }>(contract.member.info, { token });
    expect(info.body.success && info.body.value).toMatchObject({ account: 'newplayer1', type: 0 });
    const balance = await api.call<{ balance: number; currency: string }>(contract.wallet.balance, { token });
    expect(balance.body.success && balance.body.value).toMatchObject({ balance: 0, currency: 'PHP' });
    const row = await memberRow(1, 'newplayer1');
    // At the process's cost: OWASP in production (security.test.ts), cheap on test servers.
    const { cost } = hashingSettings();
    expect(row?.passwordHash?.split('$').slice(0, 4)).toEqual([
      'scrypt',
      String(Math.log2(cost.N)),
      String(cost.r),
      String(cost.p),
    ]);
    expect(row?.email).toBe('new@player.example');
  });

  it('refuses a taken name, whatever its case', async () => {
    const { captchaKey, captcha } = await api.captcha();
    const answer = await api.call(contract.auth.register, {
      body: {
        username: 'NewPlayer1',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        payeeName: 'Other Player',
        captcha,
        captchaKey,
        ...site,
      },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('ACCOUNT_EXISTS');
  });

  it('applies the white label rules field by field and writes nothing when they fail', async () => {
    const before = await api.rowCounts();
    const answer = await api.call(contract.auth.register, {
      body: {
        username: '1bad',
        password: 'short',
        confirmPassword: 'other',
        payeeName: 'N4me!',
        mobileNum: '1234567',
        ...site,
      },
    });
    expect(answer.status).toBe(400);
    const issues = answer.body.success ? [] : (answer.body.value?.issues ?? []);
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'username', code: 'pattern.letterFirstAlphanumeric', params: { min: 6, max: 16 } },
        { path: 'password', code: 'pattern.any', params: { min: 8, max: 64 } },
        { path: 'confirmPassword', code: 'passwordsInconsistent' },
        { path: 'payeeName', code: 'pattern.lettersAndSpaces', params: { min: 2, max: 50 } },
        { path: 'mobileNum', code: 'mobileDigits', params: { count: 10 } },
        { path: 'captcha', code: 'captchaRequired' },
      ]),
    );
    expect(await api.rowCounts()).toEqual(before);
  });

  it('links the member to the agent whose invitation code it used, and refuses unknown codes', async () => {
    const good = await api.call(contract.agent.affiliate, {
      query: { code: 'auragentone', domain: 'aurora.localhost' },
    });
    expect(good.body).toMatchObject({ success: true, value: { affiliateCode: 'AURAGENTONE', valid: true } });
    const bad = await api.call(contract.agent.affiliate, {
      query: { code: 'NOPE1234', domain: 'aurora.localhost' },
    });
    expect(bad.body.code).toBe('INVALID_INVITATION_CODE');
    const elsewhere = await api.call(contract.agent.affiliate, {
      query: { code: 'AURAGENTONE', domain: 'ember.localhost' },
    });
    expect(elsewhere.body.code).toBe('INVALID_INVITATION_CODE');

    const invited = await api.captcha();
    const answer = await api.call(contract.auth.register, {
      body: {
        username: 'invited01',
        password: 'Secret123',
        payeeName: 'Invited Friend',
        affiliateCode: 'AURAGENTONE',
        ...invited,
        ...site,
        login: false,
      },
    });
    expect(answer.body).toEqual({
      success: true,
      code: 'OK',
      message: 'OK',
      value: { token: null, firstTimeLogin: true },
    });
    const agent = await memberRow(1, 'agentone');
    expect((await memberRow(1, 'invited01'))?.parentId).toBe(agent?.id);

    const unknown = await api.captcha();
    const refused = await api.call(contract.auth.register, {
      body: {
        username: 'invited02',
        password: 'Secret123',
        payeeName: 'Invited Friend',
        affiliateCode: 'ZZZZ9999',
        ...unknown,
        ...site,
      },
    });
    expect(refused.body.code).toBe('INVALID_INVITATION_CODE');
  });

  it('refuses a domain that belongs to another white label', async () => {
    const solved = await api.captcha();
    const answer = await api.call(contract.auth.register, {
      body: {
        username: 'crossover1',
        password: 'Secret123',
        payeeName: 'Cross Over',
        ...solved,
        registerUrl: 'https://ember.localhost/',
        domain: 'ember.localhost',
      },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('DOMAIN_NOT_ALLOWED');
  });

  it('asks for the SMS code when a mobile number is given (REGMOBVERF3)', async () => {
    const solved = await api.captcha();
    const answer = await api.call(contract.auth.register, {
      body: {
        username: 'withphone1',
        password: 'Secret123',
        payeeName: 'With Phone',
        mobileNum: '9170000001',
        countryDialingCode: '+63',
        ...solved,
        ...site,
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.success === false && answer.body.value?.issues).toContainEqual({
      path: 'verificationCode',
      code: 'required',
    });
  });

  it("follows each brand's field settings: email and payment password at Ember", async () => {
    const solved = await api.captcha();
    const missing = await api.call(contract.auth.register, {
      merchant: 'ember',
      body: {
        username: 'emberfan1',
        password: 'Secret123',
        ...solved,
        registerUrl: 'https://ember.localhost/',
        domain: 'ember.localhost',
      },
    });
    expect(missing.body.success === false && missing.body.value?.issues).toEqual(
      expect.arrayContaining([
        { path: 'email', code: 'required' },
        { path: 'paymentPassword', code: 'required' },
      ]),
    );
    const again = await api.captcha();
    const ok = await api.call<{ token: string }>(contract.auth.register, {
      merchant: 'ember',
      body: {
        username: 'emberfan1',
        password: 'Secret123',
        email: 'fan@ember.example',
        paymentPassword: '246810',
        ...again,
        registerUrl: 'https://ember.localhost/',
        domain: 'ember.localhost',
      },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const row = await memberRow(2, 'emberfan1');
    expect(row?.withdrawPasswordHash).toMatch(/^scrypt\$/u);
  });

  it('refuses username registration where the white label turned it off', async () => {
    const answer = await api.call(contract.auth.register, {
      merchant: 'lagoon',
      body: {
        username: 'lagoonfan',
        password: 'Secret123',
        registerUrl: 'https://lagoon.localhost/',
        domain: 'lagoon.localhost',
      },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('OPERATION_NOT_ALLOWED');
  });

  it('tells whether a name, number, email or code is still free', async () => {
    const check = async (field: string, value: string) => {
      const answer = await api.call<{ available: boolean }>(contract.auth.registrationValidation, {
        query: { field, value },
      });
      return answer.body.success ? answer.body.value.available : null;
    };
    expect(await check('username', 'DEMOMEMBER')).toBe(false);
    expect(await check('username', 'freshname1')).toBe(true);
    expect(await check('mobileNum', '9171234567')).toBe(false);
    expect(await check('email', 'DemoMember@Aurora.example')).toBe(false);
    expect(await check('referralCode', 'AURAGENTONE')).toBe(false);
  });
});

describe('mobile registration', () => {
  it('sends a registration code and registers the number as the account', async () => {
    const phone = { mobileNo: '9175550000', countryDialingCode: '+63' };
    const sent = await api.call(contract.auth.registerSmsCode, {
      body: { ...phone, registerType: 'mobile' },
    });
    expect(sent.body).toMatchObject({ success: true, value: { expiredMinutes: 1 } });
    const code = await api.lastSmsCode('+639175550000');
    const solved = await api.captcha();
    const wrong = await api.call(contract.auth.registerMobile, {
      body: {
        username: 'ignored',
        mobileNum: '9175550000',
        countryDialingCode: '+63',
        password: 'Secret123',
        payeeName: 'Mobile Player',
        verificationCode: code === '000000' ? '111111' : '000000',
        ...solved,
        ...site,
      },
    });
    expect(wrong.body.code).toBe('INVALID_VERIFICATION_CODE');
    const again = await api.captcha();
    const answer = await api.call<{ token: string }>(contract.auth.registerMobile, {
      body: {
        username: 'ignored',
        mobileNum: '9175550000',
        countryDialingCode: '+63',
        password: 'Secret123',
        payeeName: 'Mobile Player',
        verificationCode: code,
        ...again,
        ...site,
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const row = await memberRow(1, '9175550000');
    expect(row).toMatchObject({
      account: '9175550000',
      mobileDialingCode: '+63',
      mobileNumber: '9175550000',
    });
    const [wallet] = await api.testDb.database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.memberId, row?.id ?? 0));
    expect(wallet).toMatchObject({ kind: 'player_main', balance: 0 });
    const taken = await api.call(contract.auth.registerSmsCode, {
      body: { ...phone, registerType: 'mobile' },
    });
    expect(taken.body.code).toBe('ACCOUNT_EXISTS');
  });
});

describe('mobile registration with or without a password (MOBILENUMPASSREG3)', () => {
  // MOBILENUMREG3 opens the mobile tab; MOBILENUMPASSREG3 says whether that registration sets a
  // password. Off, the number and its SMS code alone make the account, which then logs in by code.
  const lagoon = { merchant: 'lagoon' };
  const lagoonSite = { registerUrl: 'https://lagoon.localhost/register', domain: 'lagoon.localhost' };
  const phone = { mobileNum: '855550101', countryDialingCode: '+66' };

  it('asks a mobile registration for a password while the flag is on', async () => {
    const before = await api.rowCounts();
    const answer = await api.call(contract.auth.registerMobile, {
      ...lagoon,
      body: { username: 'ignored', ...phone, verificationCode: '123456', ...lagoonSite },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { issues: [{ path: 'password', code: 'required' }] },
    });
    expect(await api.rowCounts()).toEqual(before);
  });

  it('registers by number and SMS code alone while it is off, even without REGMOBVERF3', async () => {
    await setMerchantFlags(api, 'lagoon', { MOBILENUMPASSREG3: false, REGMOBVERF3: false });
    try {
      const before = await api.rowCounts();
      const withPassword = await api.call(contract.auth.registerMobile, {
        ...lagoon,
        body: {
          username: 'ignored',
          ...phone,
          password: 'Secret123',
          verificationCode: '123456',
          ...lagoonSite,
        },
      });
      expect(withPassword.status).toBe(400);
      expect(withPassword.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        value: { issues: [{ path: 'password', code: 'invalid' }] },
      });
      // Without a password the code is what proves the number, so it is asked for whatever REGMOBVERF3 says.
      const withoutCode = await api.call(contract.auth.registerMobile, {
        ...lagoon,
        body: { username: 'ignored', ...phone, ...lagoonSite },
      });
      expect(withoutCode.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        value: { issues: [{ path: 'verificationCode', code: 'required' }] },
      });
      expect(await api.rowCounts()).toEqual(before);

      const sent = await api.call(contract.auth.registerSmsCode, {
        ...lagoon,
        body: {
          mobileNo: phone.mobileNum,
          countryDialingCode: phone.countryDialingCode,
          registerType: 'mobile',
        },
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const code = await api.lastSmsCode('+66855550101');
      const registered = await api.call<{ token: string }>(contract.auth.registerMobile, {
        ...lagoon,
        body: { username: 'ignored', ...phone, verificationCode: code, ...lagoonSite },
      });
      expect(registered.status, JSON.stringify(registered.body)).toBe(200);
      const row = await memberRow(3, phone.mobileNum);
      expect(row).toMatchObject({ account: phone.mobileNum, passwordHash: null });
      const token = registered.body.success ? registered.body.value.token : '';
      expect((await api.call(contract.member.info, { ...lagoon, token })).status).toBe(200);

      // It has no password to log in with; the code login lets it back in.
      expect((await api.login(phone.mobileNum, 'Secret123', lagoon)).body.code).toBe('INVALID_CREDENTIALS');
      await api.call(contract.auth.smsCode, { ...lagoon, body: { ...phone, purpose: 'LOGIN' } });
      const byCode = await api.call(contract.auth.loginByCode, {
        ...lagoon,
        body: { ...phone, verificationCode: await api.lastSmsCode('+66855550101') },
      });
      expect(byCode.status, JSON.stringify(byCode.body)).toBe(200);
    } finally {
      await setMerchantFlags(api, 'lagoon', { MOBILENUMPASSREG3: true, REGMOBVERF3: true });
    }
  });
});

describe('forgotten password by email', () => {
  it('answers the same whether or not the account matches, and mails a temporary password only on a match', async () => {
    const before = await api.rowCounts();
    const miss = await api.call(contract.auth.forgotPasswordByEmail, {
      merchant: 'ember',
      body: { username: 'demomember', email: 'someone@else.example' },
    });
    const unknown = await api.call(contract.auth.forgotPasswordByEmail, {
      merchant: 'ember',
      body: { username: 'nobodyatall', email: 'demomember@ember.example' },
    });
    const hit = await api.call(contract.auth.forgotPasswordByEmail, {
      merchant: 'ember',
      body: { username: 'demomember', email: 'DemoMember@Ember.example' },
    });
    for (const answer of [miss, unknown, hit])
      expect(answer.body).toEqual({ success: true, code: 'OK', message: 'OK', value: null });
    const after = await api.rowCounts();
    expect(after.email_outbox).toBe((before.email_outbox ?? 0) + 1);
    expect(after.password_resets).toBe((before.password_resets ?? 0) + 1);

    const mail = await api.lastEmail('demomember@ember.example');
    const temporary = /temporary password (\S+) /u.exec(mail?.body ?? '')?.[1];
    expect(temporary).toMatch(/^[A-Za-z0-9]{10}$/u);
    // The old password still works (a stranger cannot lock the owner out) ...
    const old = await api.login('demomember', DEFAULT_PASSWORD, { merchant: 'ember' });
    expect(old.status).toBe(200);
    // ... and the temporary one logs in with a forced change.
    const reset = await api.login('demomember', temporary ?? '', { merchant: 'ember' });
    expect(reset.status).toBe(200);
    expect(reset.body.success && reset.body.value.passwordExpired).toBe(true);
    const token = reset.body.success ? reset.body.value.token : '';
    const changed = await api.changePassword(
      token,
      { oldPassword: temporary ?? '', newPassword: 'Rescued2026', confirmNewPassword: 'Rescued2026' },
      { merchant: 'ember' },
    );
    expect(changed.status).toBe(200);
    expect((await api.login('demomember', temporary ?? '', { merchant: 'ember' })).body.code).toBe(
      'INVALID_CREDENTIALS',
    );
  });

  it('is refused where the white label resets by phone', async () => {
    const answer = await api.call(contract.auth.forgotPasswordByEmail, {
      body: { username: 'demomember', email: 'demomember@aurora.example' },
    });
    expect(answer.body.code).toBe('OPERATION_NOT_ALLOWED');
  });

  it('reads a form-encoded body', async () => {
    const response = await api.fetch(contract.auth.forgotPasswordByEmail.path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Requested-With': 'XMLHttpRequest',
        'X-Merchant-Code': 'ember',
      },
      body: 'username=demomember&email=nobody%40x.example',
    });
    expect(response.status).toBe(200);
  });
});

describe('forgotten password by phone', () => {
  const phone = { mobileNum: '9171234567', countryDialingCode: '+63' };

  it('verifies the SMS code, sets the new password and ends every session', async () => {
    const session = await api.login('demomember');
    const token = session.body.success ? session.body.value.token : '';
    await api.call(contract.auth.smsCode, { body: { ...phone, purpose: 'FORGOT_PASSWORD' } });
    const code = await api.lastSmsCode('+639171234567');
    const verified = await api.call<{ verified: boolean; expiresInSeconds: number }>(
      contract.auth.passwordVerification,
      { body: { ...phone, verificationCode: code } },
    );
    expect(verified.body).toEqual({
      success: true,
      code: 'OK',
      message: 'OK',
      value: { verified: true, expiresInSeconds: 300 },
    });
    const weak = await api.call(contract.auth.setPasswordByPhone, {
      body: { ...phone, verificationCode: code, newPassword: 'password1' },
    });
    expect(weak.status).toBe(400);
    const set = await api.call(contract.auth.setPasswordByPhone, {
      body: { ...phone, verificationCode: code, newPassword: 'ByPhone2026' },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await api.call(contract.member.info, { token })).body.code).toBe('SESSION_EXPIRED');
    const login = await api.login('demomember', 'ByPhone2026');
    expect(login.status).toBe(200);
    expect((login.body as { value: LoginResponse }).value.passwordExpired).toBe(false);
    const reuse = await api.call(contract.auth.setPasswordByPhone, {
      body: { ...phone, verificationCode: code, newPassword: 'Again2026x' },
    });
    expect(reuse.body.code).toBe('INVALID_VERIFICATION_CODE');
  });
});

describe('the automatic login after a reset by phone', () => {
  // SPEC §4: after a reset by phone the portal logs in with the new password. It used to send the
  // number as the account name, which names only an account registered by mobile; the reset now
  // answers the account the number belongs to, whatever its name.
  const phone = { mobileNum: '812345678', countryDialingCode: '+66' };

  it('names the account the number belongs to, so a username account logs in with it', async () => {
    const sent = await api.call(contract.auth.smsCode, {
      merchant: 'lagoon',
      body: { ...phone, purpose: 'FORGOT_PASSWORD' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const code = await api.lastSmsCode('+66812345678');
    const set = await api.call<{ account: string }>(contract.auth.setPasswordByPhone, {
      merchant: 'lagoon',
      body: { ...phone, verificationCode: code, newPassword: 'Lagoon2026x' },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.success && set.body.value).toEqual({ account: 'demomember' });
    const account = set.body.success ? set.body.value.account : '';

    // The number is not this account's name: a login by it finds nobody.
    const byNumber = await api.login(phone.mobileNum, 'Lagoon2026x', { merchant: 'lagoon' });
    expect(byNumber.body.code).toBe('INVALID_CREDENTIALS');
    const login = await api.login(account, 'Lagoon2026x', { merchant: 'lagoon' });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body.success && login.body.value.passwordExpired).toBe(false);
  });
});
