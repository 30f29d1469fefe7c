import { contract, type LoginResponse } from '@portal/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { memberWithOnlyAPayeeName } from './support/members';
import { DEFAULT_PASSWORD, startTestServer, type TestServer } from './support/server';

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer();
});

afterAll(async () => {
  await api.close();
});

function expectLogin(answer: {
  status: number;
  body: { success: boolean };
}): asserts answer is { status: 200; body: { success: true; value: LoginResponse } } {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

describe('login with the default password', () => {
  let token = '';

  it('logs in but demands a password change first', async () => {
    const answer = await api.login('DemoMember');
    expectLogin(answer);
    expect(answer.body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: true, memberType: 0 });
    expect(answer.body.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/u);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    token = answer.body.value.token;

    const info = await api.call(contract.member.info, { token });
    expect(info.status).toBe(200);
    const balance = await api.call(contract.wallet.balance, { token });
    expect(balance.status).toBe(403);
    expect(balance.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('refuses the default password, a weak one, a mismatch and a wrong old password as the new one', async () => {
    const before = await api.rowCounts();
    const asDefault = await api.call(contract.member.changePassword, {
      token,
      body: {
        oldPassword: DEFAULT_PASSWORD,
        newPassword: DEFAULT_PASSWORD,
        confirmNewPassword: DEFAULT_PASSWORD,
      },
    });
    expect(asDefault.status).toBe(400);
    const weak = await api.call(contract.member.changePassword, {
      token,
      body: { oldPassword: DEFAULT_PASSWORD, newPassword: 'abcdef', confirmNewPassword: 'abcdef' },
    });
    expect(weak.body.success === false && weak.body.value?.issues).toContainEqual({
      path: 'newPassword',
      code: 'pattern.any',
      params: { min: 8, max: 64 },
    });
    const mismatch = await api.call(contract.member.changePassword, {
      token,
      body: { oldPassword: DEFAULT_PASSWORD, newPassword: 'Better2026', confirmNewPassword: 'Better2027' },
    });
    expect(mismatch.body.success === false && mismatch.body.value?.issues).toContainEqual({
      path: 'confirmNewPassword',
      code: 'confirmationMismatch',
    });
    expect(await api.rowCounts()).toEqual(before);
    const wrongOld = await api.changePassword(token, {
      oldPassword: 'not-it',
      newPassword: 'Better2026',
      confirmNewPassword: 'Better2026',
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('verifies a person behind the change with a captcha where CHNGPASSVERIF3 is on', async () => {
    const change = {
      oldPassword: DEFAULT_PASSWORD,
      newPassword: 'Better2026',
      confirmNewPassword: 'Better2026',
    };
    const without = await api.call(contract.member.changePassword, { token, body: change });
    expect(without.status).toBe(400);
    expect(without.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captchaRequired: true } });
    const { captchaKey, captcha } = await api.captcha();
    const wrong = String((Number(captcha) + 1) % 10_000).padStart(4, '0');
    const wrongAnswer = await api.call(contract.member.changePassword, {
      token,
      body: { ...change, captchaKey, captcha: wrong },
    });
    expect(wrongAnswer.body).toMatchObject({
      code: 'CAPTCHA_CHECK_FAILED',
      value: { captchaRequired: true },
    });
    // One picture, one guess: the right answer comes too late for it.
    const spent = await api.call(contract.member.changePassword, {
      token,
      body: { ...change, captchaKey, captcha },
    });
    expect(spent.body.code).toBe('CAPTCHA_CHECK_FAILED');
    // Nothing changed: the default password still logs in.
    expectLogin(await api.login('demomember'));

    // Lagoon does not verify password changes (CHNGPASSVERIF3 off): no captcha is asked.
    const lagoon = await api.login('demomember', DEFAULT_PASSWORD, { merchant: 'lagoon' });
    expectLogin(lagoon);
    const lagoonChange = await api.call(contract.member.changePassword, {
      merchant: 'lagoon',
      token: lagoon.body.value.token,
      body: { oldPassword: DEFAULT_PASSWORD, newPassword: 'Lagoon2026', confirmNewPassword: 'Lagoon2026' },
    });
    expect(lagoonChange.status, JSON.stringify(lagoonChange.body)).toBe(200);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const other = await api.login('demomember');
    expectLogin(other);
    const changed = await api.changePassword(token, {
      oldPassword: DEFAULT_PASSWORD,
      newPassword: 'Better2026',
      confirmNewPassword: 'Better2026',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ success: true, code: 'OK', message: 'OK', value: null });
    expect((await api.call(contract.wallet.balance, { token })).status).toBe(200);
    const revoked = await api.call(contract.member.info, { token: other.body.value.token });
    expect(revoked.status).toBe(401);
    expect(revoked.body.code).toBe('SESSION_EXPIRED');
    expect((await api.login('demomember')).body.code).toBe('INVALID_CREDENTIALS');
    const again = await api.login('demomember', 'Better2026');
    expectLogin(again);
    expect(again.body.value).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
  });

  it('demands a change again when the password is older than the white label allows', async () => {
    api.clock.advanceDays(91);
    const expired = await api.login('demomember', 'Better2026');
    expectLogin(expired);
    expect(expired.body.value.passwordExpired).toBe(true);
    // Lagoon does not enforce expiry (PWDEXPFORCECHANGE3 off); its password was changed above.
    api.clock.advanceDays(400);
    const lagoon = await api.login('demomember', 'Lagoon2026', { merchant: 'lagoon' });
    expectLogin(lagoon);
    expect(lagoon.body.value.passwordExpired).toBe(false);
  });

  it('logs out and the token stops working', async () => {
    const login = await api.login('agentone', DEFAULT_PASSWORD);
    expectLogin(login);
    const out = await api.call(contract.auth.logout, { token: login.body.value.token });
    expect(out.status).toBe(200);
    const after = await api.call(contract.member.info, { token: login.body.value.token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('SESSION_EXPIRED');
    const twice = await api.call(contract.auth.logout, { token: login.body.value.token });
    expect(twice.status).toBe(401);
  });
});

describe('failed logins', () => {
  it('answer the same for an unknown account as for a wrong password', async () => {
    const unknown = await api.login('nobodyhere', 'Wrong1234');
    const wrong = await api.login('agentsuper', 'Wrong1234');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.body).toEqual({
      success: false,
      code: 'INVALID_CREDENTIALS',
      message: 'INVALID_CREDENTIALS',
      value: { captchaRequired: false },
    });
  });

  it('demand a captcha after 3, then lock the account for 5 minutes after 10', async () => {
    const account = 'agenttop';
    const results: (string | boolean | undefined)[] = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await api.login(account, `Wrong${i}abc`);
      results.push(answer.body.success === false ? answer.body.value?.captchaRequired : 'ok');
    }
    expect(results).toEqual([false, false, true]);

    const noCaptcha = await api.login(account, DEFAULT_PASSWORD);
    expect(noCaptcha.status).toBe(400);
    expect(noCaptcha.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captchaRequired: true } });

    const { captchaKey, captcha } = await api.captcha();
    const wrongCaptcha = await api.login(account, DEFAULT_PASSWORD, {
      body: { captcha: captcha === '9999' ? '0000' : '9999', captchaKey },
    });
    expect(wrongCaptcha.body.code).toBe('CAPTCHA_CHECK_FAILED');

    for (let failures = 4; failures < 10; failures += 1) {
      const solved = await api.captcha();
      const answer = await api.login(account, 'StillWrong1', { body: solved });
      expect(answer.body.code).toBe('INVALID_CREDENTIALS');
    }
    const locked = await api.login(account, DEFAULT_PASSWORD, { body: await api.captcha() });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('TOO_MANY_REQUESTS');
    expect(locked.headers.get('retry-after')).toBe('300');

    api.clock.advanceSeconds(120);
    const stillLocked = await api.login(account, DEFAULT_PASSWORD, { body: await api.captcha() });
    expect(stillLocked.headers.get('retry-after')).toBe('180');

    api.clock.advanceSeconds(181);
    const afterLock = await api.login(account, DEFAULT_PASSWORD, { body: await api.captcha() });
    expectLogin(afterLock);
    // Success clears the count: the next login needs no captcha.
    expectLogin(await api.login(account, DEFAULT_PASSWORD));
  });

  it('are counted for unknown accounts too, so locking tells nothing', async () => {
    for (let i = 0; i < 3; i += 1) await api.login('ghostuser', `Nope${i}1234`);
    const answer = await api.login('ghostuser', 'Nope1234');
    expect(answer.body.code).toBe('CAPTCHA_REQUIRED');
  });

  it('write audit entries without any secret', async () => {
    const rows = await api.testDb.database.db.select().from(auditLog);
    const text = JSON.stringify(rows);
    expect(rows.some((row) => row.event === 'login.failed')).toBe(true);
    expect(rows.some((row) => row.event === 'login.locked')).toBe(true);
    expect(rows.some((row) => row.event === 'password.changed')).toBe(true);
    for (const secret of ['Wrong1234', 'StillWrong1', 'Better2026', 'Lagoon2026', DEFAULT_PASSWORD])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/[A-Za-z0-9_-]{43}/u);
  });
});

describe('login areas and account types', () => {
  it('keeps members out of the agent area', async () => {
    const member = await api.login('demomember', 'Better2026', { loginArea: 'agent' });
    expect(member.status).toBe(403);
    expect(member.body.code).toBe('NON_AGENT_LOGIN');
    for (const [account, type] of [
      ['agentsuper', 2],
      ['agentaff', 41],
    ] as const) {
      const agent = await api.login(account, DEFAULT_PASSWORD, { loginArea: 'agent' });
      expectLogin(agent);
      expect(agent.body.value.memberType).toBe(type);
    }
  });

  it('gives the trial user a trial session that cannot touch account pages', async () => {
    const trial = await api.login('demotrial');
    expectLogin(trial);
    expect(trial.body.value).toMatchObject({ memberType: 4, passwordExpired: false });
    const token = trial.body.value.token;
    expect((await api.call(contract.member.info, { token })).status).toBe(200);
    const transfer = await api.call(contract.wallet.transfer, {
      token,
      idempotencyKey: 'trial-transfer-1',
      body: { from: 'MAIN', to: 'PG', amount: 100 },
    });
    expect(transfer.status).toBe(403);
    expect(transfer.body.code).toBe('TRIAL_ACCOUNT_REFUSED');
    const change = await api.call(contract.member.changePassword, {
      token,
      body: { oldPassword: DEFAULT_PASSWORD, newPassword: 'Trial2026', confirmNewPassword: 'Trial2026' },
    });
    expect(change.body.code).toBe('TRIAL_ACCOUNT_REFUSED');
  });

  it('starts free play with demo credit where the white label allows it', async () => {
    const body = { os: 'Linux', platform: 'W', encryption: false, gatewayVersion: 3 };
    const play = await api.call<LoginResponse>(contract.auth.freePlayLogin, { body });
    expectLogin(play);
    expect(play.body.value).toMatchObject({ memberType: 4, firstTimeLogin: true });
    const balance = await api.call<{ balance: number }>(contract.wallet.balance, {
      token: play.body.value.token,
    });
    expect(balance.body.success && balance.body.value.balance).toBe(200_000);
    const consolidated = await api.call<{ contracts: unknown; publicState: { unreadMessage: number } }>(
      contract.member.consolidated,
      { token: play.body.value.token },
    );
    expect(consolidated.body.success && consolidated.body.value.contracts).toBeNull();
    const ember = await api.call(contract.auth.freePlayLogin, { body, merchant: 'ember' });
    expect(ember.status).toBe(403);
    expect(ember.body.code).toBe('OPERATION_NOT_ALLOWED');
  });
});

describe('second verification from an unregistered IP', () => {
  const travel = '203.0.113.99';

  it('asks for it, sends an SMS code and logs in with it', async () => {
    // Known IP (every earlier login came from 127.0.0.1): no challenge.
    expectLogin(await api.login('demomember', 'Better2026'));
    const challenged = await api.login('demomember', 'Better2026', { ip: travel });
    expect(challenged.status).toBe(403);
    expect(challenged.body.code).toBe('SECOND_VERIFICATION_REQUIRED');
    const challenge = challenged.body.success ? null : challenged.body.value?.secondVerification;
    // Possession factors only: the bank account holder's name is not offered beside them.
    expect(challenge?.methods).toEqual(['SMS', 'EMAIL']);
    if (!challenge) return;

    const sent = await api.call(contract.auth.secondVerificationCode, {
      body: { challengeId: challenge.challengeId, method: 'SMS' },
      ip: travel,
    });
    expect(sent.body).toMatchObject({ success: true, value: { expiredMinutes: 1 } });
    const code = await api.lastSmsCode('+639171234567');
    expect(code).toMatch(/^\d{6}$/u);
    const wrong = await api.call(contract.auth.secondVerification, {
      body: {
        challengeId: challenge.challengeId,
        method: 'SMS',
        answer: code === '000000' ? '111111' : '000000',
      },
      ip: travel,
    });
    expect(wrong.body.code).toBe('INVALID_VERIFICATION_CODE');
    const passed = await api.call<LoginResponse>(contract.auth.secondVerification, {
      body: { challengeId: challenge.challengeId, method: 'SMS', answer: code },
      ip: travel,
    });
    expectLogin(passed);
    // The IP is known now, and the challenge is spent.
    expectLogin(await api.login('demomember', 'Better2026', { ip: travel }));
    const reused = await api.call(contract.auth.secondVerification, {
      body: { challengeId: challenge.challengeId, method: 'SMS', answer: code },
      ip: travel,
    });
    expect(reused.body.code).toBe('VERIFICATION_REQUIRED');
  });

  it('accepts the bank account name, only from a member with no phone or e-mail', async () => {
    const other = '192.0.2.77';
    const challenged = await api.login('demomember', 'Better2026', { ip: other });
    const challenge = challenged.body.success ? null : challenged.body.value?.secondVerification;
    if (!challenge) throw new Error('expected a challenge');
    const weaker = await api.call(contract.auth.secondVerification, {
      body: { challengeId: challenge.challengeId, method: 'BANK_ACCOUNT_NAME', answer: 'Demo Member' },
      ip: other,
    });
    expect(weaker.body.code).toBe('OPERATION_NOT_ALLOWED');

    const nameOnly = await memberWithOnlyAPayeeName(api, 'nameonly1', 'Name Only');
    const away = await api.login('nameonly1', nameOnly.password, { ip: other });
    const next = away.body.success ? null : away.body.value?.secondVerification;
    expect(next?.methods).toEqual(['BANK_ACCOUNT_NAME']);
    if (!next) return;
    const passed = await api.call<LoginResponse>(contract.auth.secondVerification, {
      body: { challengeId: next.challengeId, method: 'BANK_ACCOUNT_NAME', answer: '  name   ONLY ' },
      ip: other,
    });
    expectLogin(passed);
  });

  it('sends the code by email too', async () => {
    const ip = '192.0.2.78';
    const challenged = await api.login('demomember', 'Better2026', { ip });
    const challenge = challenged.body.success ? null : challenged.body.value?.secondVerification;
    if (!challenge) throw new Error('expected a challenge');
    await api.call(contract.auth.secondVerificationCode, {
      body: { challengeId: challenge.challengeId, method: 'EMAIL' },
      ip,
    });
    const email = await api.lastEmail('demomember@aurora.example');
    const code = /\b(\d{6})\b/u.exec(email?.body ?? '')?.[1];
    expect(code).toBeDefined();
    expectLogin(
      await api.call<LoginResponse>(contract.auth.secondVerification, {
        body: { challengeId: challenge.challengeId, method: 'EMAIL', answer: code },
        ip,
      }),
    );
  });
});

describe('SMS code login', () => {
  const phone = { mobileNum: '9171234567', countryDialingCode: '+63' };

  // Each test starts a day later: one number gets a few codes a day before a captcha is asked for.
  it('sends a 6-digit code and logs in with it once', async () => {
    api.clock.advanceDays(1);
    const sent = await api.call(contract.auth.smsCode, { body: { ...phone, purpose: 'LOGIN' } });
    expect(sent.body).toEqual({ success: true, code: 'OK', message: 'OK', value: { expiredMinutes: 1 } });
    const code = await api.lastSmsCode('+639171234567');
    expect(code).toMatch(/^\d{6}$/u);
    const login = await api.call<LoginResponse>(contract.auth.login, {
      body: { type: 'sms', ...phone, verificationCode: code },
    });
    expectLogin(login);
    expect(login.body.value.passwordExpired).toBe(false);
    const again = await api.call(contract.auth.loginByCode, { body: { ...phone, verificationCode: code } });
    expect(again.body.code).toBe('INVALID_VERIFICATION_CODE');
  });

  it('refuses a resend inside the countdown, and a resend replaces the old code', async () => {
    api.clock.advanceDays(1);
    await api.call(contract.auth.smsCode, { body: { ...phone, purpose: 'LOGIN' } });
    const first = await api.lastSmsCode('+639171234567');
    const tooSoon = await api.call(contract.auth.smsCode, { body: { ...phone, purpose: 'LOGIN' } });
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    api.clock.advanceSeconds(61);
    await api.call(contract.auth.smsCode, { body: { ...phone, purpose: 'LOGIN' } });
    const second = await api.lastSmsCode('+639171234567');
    if (first !== second) {
      const old = await api.call(contract.auth.loginByCode, { body: { ...phone, verificationCode: first } });
      expect(old.body.code).toBe('INVALID_VERIFICATION_CODE');
    }
    expectLogin(
      await api.call<LoginResponse>(contract.auth.loginByCode, {
        body: { ...phone, verificationCode: second },
      }),
    );
  });

  it('closes a code after 5 wrong tries and lets it expire after 5 minutes', async () => {
    api.clock.advanceDays(1);
    await api.call(contract.auth.smsCode, { body: { ...phone, purpose: 'LOGIN' } });
    const code = (await api.lastSmsCode('+639171234567')) ?? '';
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1)
      expect(
        (await api.call(contract.auth.loginByCode, { body: { ...phone, verificationCode: wrong } })).body
          .code,
      ).toBe('INVALID_VERIFICATION_CODE');
    expect(
      (await api.call(contract.auth.loginByCode, { body: { ...phone, verificationCode: code } })).body.code,
    ).toBe('INVALID_VERIFICATION_CODE');

    api.clock.advanceSeconds(61);
    await api.call(contract.auth.smsCode, { body: { ...phone, purpose: 'LOGIN' } });
    const late = await api.lastSmsCode('+639171234567');
    api.clock.advanceSeconds(301);
    expect(
      (await api.call(contract.auth.loginByCode, { body: { ...phone, verificationCode: late } })).body.code,
    ).toBe('CODE_EXPIRED');
  });

  it('answers the same for a number without an account, and sends nothing', async () => {
    const before = await api.rowCounts();
    const answer = await api.call(contract.auth.smsCode, {
      body: { mobileNum: '9999999999', countryDialingCode: '+63', purpose: 'LOGIN' },
    });
    expect(answer.body).toEqual({ success: true, code: 'OK', message: 'OK', value: { expiredMinutes: 1 } });
    // An unsent code keeps the countdown and caps the same as for an account holder's number.
    expect(await api.rowCounts()).toEqual({
      ...before,
      verification_codes: (before.verification_codes ?? 0) + 1,
    });
  });

  it('checks the number against the white label and the country list', async () => {
    const short = await api.call(contract.auth.smsCode, {
      body: { mobileNum: '917123', countryDialingCode: '+63', purpose: 'LOGIN' },
    });
    expect(short.body.code).toBe('INVALID_PHONE_FORMAT');
    const nowhere = await api.call(contract.auth.smsCode, {
      body: { mobileNum: '9171234567', countryDialingCode: '+999', purpose: 'LOGIN' },
    });
    expect(nowhere.body.code).toBe('INVALID_PHONE_FORMAT');
    const ember = await api.call(contract.auth.smsCode, {
      merchant: 'ember',
      body: { mobileNum: '2025550143', countryDialingCode: '+1', purpose: 'LOGIN' },
    });
    expect(ember.body.code).toBe('OPERATION_NOT_ALLOWED');
  });
});
