import { randomUUID } from 'node:crypto';
import { createApiClient, type ApiClient } from '@portal/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

// The portal's side of the SMS captcha rule, on the real server: the portal's client sends the
// bodies the sms countdown machine builds (packages/machines/src/smsCountdown), with a captcha it
// asked for under a key of its own, as createFlowActors' fetchCaptcha does.

let api: TestServer;
let portal: ApiClient;

beforeAll(async () => {
  api = await startTestServer();
  portal = createApiClient({
    baseUrl: api.baseUrl,
    merchantCode: 'aurora',
    getToken: () => null,
    getLanguage: () => 'en',
    retry: { attempts: 1 },
  });
});

afterAll(async () => {
  await api.close();
});

/** The portal's captcha: a key it chose, the picture asked for under it; the test reads the answer. */
async function portalCaptcha(): Promise<{ captchaKey: string; captcha: string }> {
  const captchaKey = randomUUID();
  const image = await portal.api.system.captcha({ captchaKey });
  expect(image.length).toBeGreaterThan(0);
  return { captchaKey, captcha: await api.solveCaptcha(captchaKey) };
}

/** A Philippine number as the portal sends it. */
const philippine = (mobileNum: string) => ({ mobileNum, countryDialingCode: '+63' });

type Answer = { captcha: string; captchaKey: string } | undefined;

interface CodeRequest {
  send: (answer?: Answer) => Promise<unknown>;
  /** Whether an SMS goes out (an account's number, a registration) or the code is only issued. */
  texts: boolean;
}

const requests: Record<string, CodeRequest> = {
  // demomember's number.
  'SMS login': {
    send: (answer: Answer) =>
      portal.api.auth.smsCode({ ...philippine('9171234567'), purpose: 'LOGIN', ...answer }),
    texts: true,
  },
  // A number without an account: the server answers alike and sends nothing.
  'forgot password by phone': {
    send: (answer: Answer) =>
      portal.api.auth.smsCode({ ...philippine('9175550101'), purpose: 'FORGOT_PASSWORD', ...answer }),
    texts: false,
  },
  registration: {
    send: (answer: Answer) =>
      portal.api.auth.registerSmsCode({
        mobileNo: '9175550102',
        countryDialingCode: '+63',
        registerType: 'username',
        ...answer,
      }),
    texts: true,
  },
};

describe("the portal's code requests after CAPTCHA_REQUIRED", () => {
  it.each(Object.entries(requests))(
    '%s: the third code of the day needs the captcha, a wrong answer spends it, the right one sends',
    async (_, { send, texts }) => {
      for (let i = 0; i < 2; i += 1) {
        await expect(send()).resolves.toEqual({ expiredMinutes: 1 });
        api.clock.advanceSeconds(61);
      }
      const before = await api.rowCounts();
      // What the machine reads to show its captcha (smsCountdown's captchaDemanded).
      await expect(send()).rejects.toMatchObject({
        code: 'CAPTCHA_REQUIRED',
        captchaRequired: true,
        status: 400,
      });

      const first = await portalCaptcha();
      const wrong = first.captcha === '0000' ? '1111' : '0000';
      await expect(send({ captchaKey: first.captchaKey, captcha: wrong })).rejects.toMatchObject({
        code: 'CAPTCHA_CHECK_FAILED',
        captchaRequired: true,
      });
      // The picture is spent whatever the answer: the machine loads a new one.
      await expect(send(first)).rejects.toMatchObject({ code: 'CAPTCHA_CHECK_FAILED' });
      const refused = await api.rowCounts();
      expect(refused.verification_codes).toBe(before.verification_codes);
      expect(refused.sms_outbox).toBe(before.sms_outbox);

      await expect(send(await portalCaptcha())).resolves.toEqual({ expiredMinutes: 1 });
      const accepted = await api.rowCounts();
      expect(accepted.verification_codes).toBe((before.verification_codes ?? 0) + 1);
      expect(accepted.sms_outbox).toBe((before.sms_outbox ?? 0) + (texts ? 1 : 0));
      api.clock.advanceDays(1);
    },
  );
});
