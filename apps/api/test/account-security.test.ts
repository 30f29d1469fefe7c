import {
  contract,
  RECOVERY_CODE_COUNT,
  type AccountSecurity,
  type ActiveSession,
} from '@portal/api-contract';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAuthenticators, memberMessages, members, sessions as sessionRows } from '../src/db/schema';
import { sha256Hex } from '../src/security/tokens';
import { memberWithOnlyAPayeeName } from './support/members';
import { startTestServer, type TestServer } from './support/server';

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer();
});

afterAll(async () => {
  await api.close();
});

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function valueOf<T>(answer: { body: { success: boolean; value?: unknown } }): T {
  if (!answer.body.success) throw new Error(`expected success: ${JSON.stringify(answer.body)}`);
  return answer.body.value as T;
}

const tokenOf = (answer: { body: { success: boolean; value?: unknown } }) =>
  valueOf<{ token: string }>(answer).token;

/** The code an authenticator app shows for `secret` at the server's clock (`stepsLater` steps on). */
function codeAt(secret: string, stepsLater = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: api.clock.now().getTime() + stepsLater * 30_000 });
}

async function memberIdOf(account: string): Promise<number> {
  const [row] = await api.testDb.database.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.accountKey, account));
  if (!row) throw new Error(`no member ${account}`);
  return row.id;
}

describe('authenticator app', () => {
  const account = 'totpmember1';
  let password = '';
  let token = '';
  let secret = '';
  let recoveryCodes: string[] = [];

  it('sets up with a first code, stores the secret encrypted and hands out recovery codes once', async () => {
    ({ password } = await memberWithOnlyAPayeeName(api, account, 'Totp Member'));
    token = tokenOf(await api.login(account, password));
    const setup = valueOf<{ secret: string; uri: string }>(
      await api.call(contract.member.startAuthenticator, { token }),
    );
    secret = setup.secret;
    expect(setup.uri).toContain(`secret=${secret}`);
    const [stored] = await api.testDb.database.db
      .select()
      .from(memberAuthenticators)
      .where(eq(memberAuthenticators.memberId, await memberIdOf(account)));
    expect(stored?.secretEncrypted).not.toContain(secret);

    const wrong = await api.call(contract.member.confirmAuthenticator, { token, body: { code: '000000' } });
    expect(wrong.body.code).toBe('INVALID_VERIFICATION_CODE');
    const confirmed = valueOf<{ recoveryCodes: string[] }>(
      await api.call(contract.member.confirmAuthenticator, { token, body: { code: codeAt(secret) } }),
    );
    recoveryCodes = confirmed.recoveryCodes;
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]);
    const status = valueOf<AccountSecurity>(await api.call(contract.member.accountSecurity, { token }));
    expect(status.authenticator).toEqual({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    // A second set-up cannot replace the app in use.
    const again = await api.call(contract.member.startAuthenticator, { token });
    expect(again.body.code).toBe('OPERATION_NOT_ALLOWED');
  });

  it('is the second verification at a new IP; a code passes once, a replay is refused', async () => {
    api.clock.advanceSeconds(60);
    const away = '198.51.100.20';
    const challenged = await api.login(account, password, { ip: away });
    expect(challenged.body.code).toBe('SECOND_VERIFICATION_REQUIRED');
    const challenge = challenged.body.success ? null : challenged.body.value?.secondVerification;
    if (!challenge) throw new Error('expected a challenge');
    expect(challenge.methods[0]).toBe('AUTHENTICATOR');
    const code = codeAt(secret);
    const answer = (text: string, challengeId = challenge.challengeId) =>
      api.call(contract.auth.secondVerification, {
        body: { challengeId, method: 'AUTHENTICATOR', answer: text },
        ip: away,
      });
    expect(tokenOf(await answer(code))).toBeTruthy();

    // The same code (and the one before it) cannot open another session within its window.
    const again = await api.login(account, password, { ip: '198.51.100.21' });
    const second = again.body.success ? null : again.body.value?.secondVerification;
    if (!second) throw new Error('expected a challenge');
    expect((await answer(code, second.challengeId)).body.code).toBe('INVALID_VERIFICATION_CODE');
    expect((await answer(codeAt(secret, -1), second.challengeId)).body.code).toBe(
      'INVALID_VERIFICATION_CODE',
    );
    // A recovery code works once.
    expect(tokenOf(await answer(recoveryCodes[0]!.toUpperCase(), second.challengeId))).toBeTruthy();
    const third = await api.login(account, password, { ip: '198.51.100.22' });
    const thirdChallenge = third.body.success ? null : third.body.value?.secondVerification;
    if (!thirdChallenge) throw new Error('expected a challenge');
    expect((await answer(recoveryCodes[0]!, thirdChallenge.challengeId)).body.code).toBe(
      'INVALID_VERIFICATION_CODE',
    );
  });

  it('limits wrong codes: five tries close the challenge, even a right code then fails', async () => {
    api.clock.advanceSeconds(90);
    const away = '198.51.100.30';
    const challenged = await api.login(account, password, { ip: away });
    const challenge = challenged.body.success ? null : challenged.body.value?.secondVerification;
    if (!challenge) throw new Error('expected a challenge');
    const body = (answer: string) => ({
      challengeId: challenge.challengeId,
      method: 'AUTHENTICATOR',
      answer,
    });
    for (let i = 0; i < 5; i += 1) {
      const wrong = await api.call(contract.auth.secondVerification, { body: body(`12345${i}`), ip: away });
      expect(wrong.body.code).toBe('INVALID_VERIFICATION_CODE');
    }
    const late = await api.call(contract.auth.secondVerification, { body: body(codeAt(secret)), ip: away });
    expect(late.body.code).toBe('VERIFICATION_REQUIRED');
  });

  it('turns off with the password (a wrong one refused), and a new IP no longer asks for it', async () => {
    api.clock.advanceSeconds(600);
    const wrong = await api.call(contract.member.disableAuthenticator, { token, body: { password: 'nope' } });
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
    valueOf(await api.call(contract.member.disableAuthenticator, { token, body: { password } }));
    const challenged = await api.login(account, password, { ip: '198.51.100.40' });
    const challenge = challenged.body.success ? null : challenged.body.value?.secondVerification;
    expect(challenge?.methods).toEqual(['BANK_ACCOUNT_NAME']);
  });

  it('turns off with a current code instead of the password (a wrong one refused)', async () => {
    api.clock.advanceSeconds(60);
    secret = valueOf<{ secret: string }>(
      await api.call(contract.member.startAuthenticator, { token }),
    ).secret;
    valueOf(await api.call(contract.member.confirmAuthenticator, { token, body: { code: codeAt(secret) } }));
    api.clock.advanceSeconds(60);
    const wrong = await api.call(contract.member.disableAuthenticator, { token, body: { code: '000000' } });
    expect(wrong.body.code).toBe('INVALID_VERIFICATION_CODE');
    valueOf(await api.call(contract.member.disableAuthenticator, { token, body: { code: codeAt(secret) } }));
    const status = valueOf<AccountSecurity>(await api.call(contract.member.accountSecurity, { token }));
    expect(status.authenticator.enabled).toBe(false);
  });
});

describe('sessions, login alerts and closing the account', () => {
  const account = 'sessionmember1';
  let password = '';

  it('lists the live sessions with their devices, marks this one, and signs others out', async () => {
    ({ password } = await memberWithOnlyAPayeeName(api, account, 'Session Member'));
    const first = tokenOf(
      await api.login(account, password, { headers: { 'User-Agent': CHROME_ON_WINDOWS } }),
    );
    const second = tokenOf(await api.login(account, password));
    const third = tokenOf(await api.login(account, password));
    const { sessions } = valueOf<{ sessions: ActiveSession[] }>(
      await api.call(contract.member.sessions, { token: first }),
    );
    // The registration's own session, the first login and two more.
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    const mine = sessions.find((session) => session.current);
    expect(mine?.device).toEqual({ browser: 'Chrome', os: 'Windows' });
    expect(sessions.filter((session) => session.current)).toHaveLength(1);

    const other = sessions.find((session) => !session.current);
    if (!other) throw new Error('expected another session');
    valueOf(
      await api.call(contract.member.endSession, { token: first, body: { sessionId: other.sessionId } }),
    );
    const cannotEndOwn = await api.call(contract.member.endSession, {
      token: first,
      body: { sessionId: mine?.sessionId ?? '' },
    });
    expect(cannotEndOwn.body.code).toBe('OPERATION_NOT_ALLOWED');

    // A session idle for longer than the idle limit no longer works, so the list leaves it out, and
    // so does the count of sessions ended.
    const idle = tokenOf(await api.login(account, password));
    await api.testDb.database.db
      .update(sessionRows)
      .set({ lastSeenAt: new Date(api.clock.now().getTime() - 24 * 3_600_000) })
      .where(eq(sessionRows.tokenHash, sha256Hex(idle)));
    const shown = valueOf<{ sessions: ActiveSession[] }>(
      await api.call(contract.member.sessions, { token: first }),
    ).sessions;
    expect(shown).toHaveLength(sessions.length - 1);
    const { ended } = valueOf<{ ended: number }>(
      await api.call(contract.member.endOtherSessions, { token: first }),
    );
    expect(ended).toBe(shown.filter((session) => !session.current).length);
    for (const signedOut of [second, third, idle])
      expect((await api.call(contract.member.info, { token: signedOut })).body.code).toBe('SESSION_EXPIRED');
    const left = valueOf<{ sessions: ActiveSession[] }>(
      await api.call(contract.member.sessions, { token: first }),
    );
    expect(left.sessions.map((session) => session.current)).toEqual([true]);
  });

  it('sends a platform message on a login from a new IP, not from a known one', async () => {
    const memberId = await memberIdOf(account);
    const alerts = async () =>
      (
        await api.testDb.database.db
          .select()
          .from(memberMessages)
          .where(eq(memberMessages.memberId, memberId))
      ).filter((message) => message.title === 'New login to your account');
    const before = (await alerts()).length;
    await api.login(account, password);
    expect(await alerts()).toHaveLength(before);
    const challenged = await api.login(account, password, { ip: '203.0.113.77' });
    const challenge = challenged.body.success ? null : challenged.body.value?.secondVerification;
    if (!challenge) throw new Error('expected a challenge');
    tokenOf(
      await api.call(contract.auth.secondVerification, {
        body: { challengeId: challenge.challengeId, method: 'BANK_ACCOUNT_NAME', answer: 'Session Member' },
        ip: '203.0.113.77',
      }),
    );
    const after = await alerts();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)?.content).toContain('203.0.113.77');
  });

  it('refuses to close an account with money in it', async () => {
    const token = await api.loginReady('demomember', { newPassword: 'Closing2026' });
    const refused = await api.call(contract.member.closeAccount, {
      token,
      body: { password: 'Closing2026' },
    });
    expect(refused.body.code).toBe('BALANCE_NOT_EMPTY');
    expect((await api.call(contract.member.info, { token })).body.success).toBe(true);
  });

  it('closes an empty account with the password: sessions end, and a login is refused as closed', async () => {
    const token = tokenOf(await api.login(account, password));
    const wrong = await api.call(contract.member.closeAccount, { token, body: { password: 'wrong-one' } });
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
    valueOf(await api.call(contract.member.closeAccount, { token, body: { password } }));
    expect((await api.call(contract.member.info, { token })).body.code).toBe('SESSION_EXPIRED');
    expect((await api.login(account, password)).body.code).toBe('ACCOUNT_CLOSED');
    expect((await api.login(account, 'not-the-password')).body.code).toBe('INVALID_CREDENTIALS');
  });
});
