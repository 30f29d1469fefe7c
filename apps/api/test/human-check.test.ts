import {
  contract,
  contractEntries,
  decodeHumanProof,
  encodeHumanProof,
  HUMAN_CHALLENGE_TTL_SECONDS,
  humanChallengeSchema,
  issueHumanChallenge,
  solveHumanChallenge,
  type AnyEndpoint,
  type HumanChallenge,
} from '@portal/api-contract';
import { mockExamples } from '@portal/api-contract/mocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, startTestServer, type TestServer } from './support/server';

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer();
});

afterAll(async () => {
  await api.close();
});

/** A challenge from the server's own endpoint, solved as the portal solves it. */
async function solvedFromEndpoint(): Promise<string> {
  const answer = await api.call<HumanChallenge>(contract.system.humanChallenge);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  const challenge = humanChallengeSchema.parse(answer.body.value);
  return encodeHumanProof(await solveHumanChallenge(challenge));
}

const login = (humanProof: string | null, password = DEFAULT_PASSWORD, account = 'demomember') =>
  api.login(account, password, { humanProof });

describe('human check (proof of work) on the calls anyone may send', () => {
  it('guards logins, registration, SMS code sends and feedback, and nothing else', () => {
    expect(
      contractEntries
        .filter((endpoint: AnyEndpoint) => endpoint.humanCheck)
        .map((endpoint) => endpoint.id)
        .sort(),
    ).toEqual([
      'auth.login',
      'auth.loginByCode',
      'auth.register',
      'auth.registerMobile',
      'auth.registerSmsCode',
      'auth.secondVerificationCode',
      'auth.smsCode',
      'support.feedback',
    ]);
  });

  it('refuses each guarded call without a solution, and writes nothing', async () => {
    const before = await api.rowCounts();
    for (const endpoint of contractEntries.filter((entry: AnyEndpoint) => entry.humanCheck)) {
      const { body } = mockExamples[endpoint.id].request as { body?: unknown };
      const answer = await api.call(endpoint, { body, humanProof: null });
      expect([endpoint.id, answer.status, answer.body.code]).toEqual([
        endpoint.id,
        400,
        'HUMAN_CHECK_MISSING',
      ]);
    }
    expect(await api.rowCounts()).toEqual(before);
  });

  it('accepts a solved challenge from system.humanChallenge', async () => {
    const answer = await login(await solvedFromEndpoint());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  it('refuses a wrong solution, a tampered or foreign challenge and a header that is no proof', async () => {
    const proof = decodeHumanProof(await api.humanProof());
    if (!proof) throw new Error('the helper made no proof');
    // The derived key is the work's result (the counter only says where it was found).
    const { derivedKey } = proof.solution;
    const wrongKey = {
      ...proof,
      solution: {
        ...proof.solution,
        derivedKey: `${derivedKey.startsWith('0') ? '1' : '0'}${derivedKey.slice(1)}`,
      },
    };
    const tampered = {
      ...proof,
      challenge: {
        ...proof.challenge,
        parameters: { ...proof.challenge.parameters, data: { expiresAt: 4_102_444_800 } },
      },
    };
    const foreign = await solveHumanChallenge(
      await issueHumanChallenge({ secret: 'someone-else' }, api.clock.now(), {
        minCounter: 1,
        maxCounter: 5,
      }),
    );
    for (const header of [
      encodeHumanProof(wrongKey),
      encodeHumanProof(tampered),
      encodeHumanProof(foreign),
      'not-a-proof',
      Buffer.from('{"challenge":{}}').toString('base64url'),
    ]) {
      const answer = await login(header);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('HUMAN_CHECK_INVALID');
    }
    // The right solution of that challenge still passes: refusals did not spend it.
    expect((await login(encodeHumanProof(proof))).status).toBe(200);
  });

  it('refuses a solution once its challenge has expired on the server clock', async () => {
    const proof = await api.humanProof();
    api.clock.advanceSeconds(HUMAN_CHALLENGE_TTL_SECONDS + 1);
    const answer = await login(proof);
    expect([answer.status, answer.body.code]).toEqual([400, 'HUMAN_CHECK_EXPIRED']);
  });

  it('accepts a solution once: a replay is refused, also on another guarded call', async () => {
    const proof = await api.humanProof();
    expect((await login(proof)).status).toBe(200);
    const replayed = await login(proof);
    expect([replayed.status, replayed.body.code]).toEqual([400, 'HUMAN_CHECK_REPLAYED']);
    const elsewhere = await api.call(contract.auth.smsCode, {
      body: mockExamples['auth.smsCode'].request.body,
      humanProof: proof,
    });
    expect(elsewhere.body.code).toBe('HUMAN_CHECK_REPLAYED');
  });

  it('does not spend a solution on a request refused for its fields', async () => {
    const proof = await api.humanProof();
    const badInput = await api.call(contract.auth.login, { body: { type: 'username' }, humanProof: proof });
    expect(badInput.body.code).toBe('VALIDATION_FAILED');
    expect((await login(proof)).status).toBe(200);
  });

  it('keeps the captcha as the step-up after failed logins', async () => {
    const account = 'agentone';
    for (let i = 0; i < 3; i += 1) {
      const failed = await login(await api.humanProof(), `Wrong${i}abc`, account);
      expect(failed.body.code).toBe('INVALID_CREDENTIALS');
    }
    const noCaptcha = await login(await api.humanProof(), DEFAULT_PASSWORD, account);
    expect(noCaptcha.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captchaRequired: true } });
    const withCaptcha = await api.login(account, DEFAULT_PASSWORD, { body: await api.captcha() });
    expect(withCaptcha.status, JSON.stringify(withCaptcha.body)).toBe(200);
  });
});
