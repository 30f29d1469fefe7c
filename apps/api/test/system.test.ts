import { randomUUID } from 'node:crypto';
import http from 'node:http';
import {
  contract,
  encryptBody,
  generateEncryptionKeyPair,
  type Announcements,
  type RsaPublicJwk,
} from '@portal/api-contract';
import { createMockWorld } from '@portal/api-contract/mocks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, banners, feedback } from '../src/db/schema';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '../src/security/captcha-image';
import { loadServerKeys } from '../src/security/keys';
import { brandSeeds } from '../src/seed/brands';
import { merchantIdByCode } from '../src/seed/seed';
import { startTestServer, type TestServer } from './support/server';
import { setMerchantSettings } from './support/sites';

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer();
});

afterAll(async () => {
  await api.close();
});

describe('system status', () => {
  it('is normal with the visitor IP', async () => {
    const answer = await api.call(contract.system.status, { ip: '203.0.113.7' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      code: 'OK',
      message: 'OK',
      value: { status: 0, ip: '203.0.113.7' },
    });
  });

  it('reports maintenance (1) before a region block (2)', async () => {
    await setMerchantSettings(api, 'lagoon', { blockedIpPrefixes: ['198.51.100.'] });
    const blocked = await api.call<{ status: number; ip: string }>(contract.system.status, {
      merchant: 'lagoon',
      ip: '198.51.100.20',
    });
    expect(blocked.body.success && blocked.body.value).toEqual({ status: 2, ip: '198.51.100.20' });
    const elsewhere = await api.call<{ status: number }>(contract.system.status, {
      merchant: 'lagoon',
      ip: '192.0.2.1',
    });
    expect(elsewhere.body.success && elsewhere.body.value.status).toBe(0);
    await setMerchantSettings(api, 'lagoon', { maintenance: true });
    const maintenance = await api.call<{ status: number }>(contract.system.status, {
      merchant: 'lagoon',
      ip: '198.51.100.20',
    });
    expect(maintenance.body.success && maintenance.body.value.status).toBe(1);
    const permission = await api.call<{ maintenance: boolean; regionRestriction: boolean }>(
      contract.system.permission,
      { merchant: 'lagoon', ip: '198.51.100.20' },
    );
    expect(permission.body.success && permission.body.value).toMatchObject({
      maintenance: true,
      regionRestriction: true,
    });
    await setMerchantSettings(api, 'lagoon', { maintenance: false, blockedIpPrefixes: [] });
  });

  it('refuses an unknown merchant code', async () => {
    const answer = await api.call(contract.system.status, { merchant: 'nobody' });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('DOMAIN_NOT_ALLOWED');
  });

  it('finds the merchant from the Host when no header names it', async () => {
    // fetch() will not send another Host, so this one goes through node:http.
    const text = await new Promise<string>((resolve, reject) => {
      const request = http.get(
        `${api.baseUrl}${contract.system.whiteLabel.path}`,
        { headers: { Host: 'ember.localhost' } },
        (response) => {
          let data = '';
          response.on('data', (chunk: Buffer) => (data += chunk.toString()));
          response.on('end', () => resolve(data));
        },
      );
      request.on('error', reject);
    });
    const body = JSON.parse(text) as {
      value: { flags: { FREEPLAY3: boolean }; forgotPasswordMethod: string };
    };
    expect(body.value.flags.FREEPLAY3).toBe(false);
    expect(body.value.forgotPasswordMethod).toBe('email');
  });
});

describe('white label settings', () => {
  it('differ per brand', async () => {
    const aurora = await api.call<{
      flags: Record<string, boolean>;
      legalAge: number;
      mobileDigits: number | null;
      defaultDialingCode: string;
    }>(contract.system.whiteLabel, { merchant: 'aurora' });
    const lagoon = await api.call<{ flags: Record<string, boolean>; defaultDialingCode: string }>(
      contract.system.whiteLabel,
      {
        merchant: 'lagoon',
      },
    );
    expect(aurora.body.success && aurora.body.value.flags).toEqual({
      USERNAMEREG3: true,
      MOBILENUMREG3: true,
      MOBILENUMPASSREG3: true,
      REGMOBVERF3: true,
      CHNGPASSVERIF3: true,
      FREEPLAY3: true,
      PWDEXPFORCECHANGE3: true,
      MOBILEVERCODELOGIN3: true,
      AGENTPOLICY3: true,
    });
    expect(aurora.body.success && aurora.body.value.legalAge).toBe(21);
    // Each brand's phone fields start on its own country (lagoon is Thai: +66).
    expect(aurora.body.success && aurora.body.value.defaultDialingCode).toBe('+63');
    expect(lagoon.body.success && lagoon.body.value.defaultDialingCode).toBe('+66');
    expect(lagoon.body.success && lagoon.body.value.flags.USERNAMEREG3).toBe(false);
    expect(lagoon.body.success && lagoon.body.value.flags.AGENTPOLICY3).toBe(false);
  });

  it('gives the register settings with field rules', async () => {
    const answer = await api.call<{
      usernameRegistration: boolean;
      mobileRegistration: boolean;
      smsVerification: boolean;
      fields: Record<string, { enabled: boolean; required: boolean }>;
    }>(contract.system.registerSettings, { merchant: 'ember' });
    expect(answer.body.success && answer.body.value).toMatchObject({
      usernameRegistration: true,
      mobileRegistration: false,
      smsVerification: false,
    });
    expect(answer.body.success && answer.body.value.fields.email).toMatchObject({
      enabled: true,
      required: true,
    });
    expect(answer.body.success && answer.body.value.fields.paymentPassword).toMatchObject({ enabled: true });
  });

  it('gives the domain route and the permission info', async () => {
    const route = await api.call<{ mainDomain: string; routes: { domain: string; purpose: string }[] }>(
      contract.system.domainRoute,
    );
    expect(route.body.success && route.body.value.mainDomain).toBe('aurora.localhost');
    expect(route.body.success && route.body.value.routes.map((r) => r.purpose).sort()).toEqual([
      'AGENT',
      'API',
      'CDN',
      'PORTAL',
    ]);
    const permission = await api.call<{
      customerService: unknown[];
      resources: { resourceType: string }[];
      location: { ip: string };
      analytics: { gtagId: string | null };
    }>(contract.system.permission, { ip: '192.0.2.44' });
    expect(permission.status).toBe(200);
    expect(permission.body.success && permission.body.value.location.ip).toBe('192.0.2.44');
    expect(permission.body.success && permission.body.value.analytics.gtagId).toBe('G-AURORA0001');
    expect(permission.body.success && permission.body.value.resources.map((r) => r.resourceType)).toContain(
      'TELEGRAM',
    );
  });

  it('lists customer service items, with a CS link for the floating widget', async () => {
    const answer = await api.call<{ csType: string; path: string; title: string }[]>(
      contract.support.customerService,
    );
    expect(answer.body.success && answer.body.value.find((item) => item.csType === 'CS')?.path).toMatch(
      /^https:\/\/chat\.aurora\.localhost/u,
    );
  });

  it('lists countries with dialing codes', async () => {
    const answer = await api.call<{ countryCode: string; countryDialingCode: string }[]>(
      contract.system.countries,
    );
    expect(answer.body.success && answer.body.value).toContainEqual({
      countryCode: 'PH',
      countryDialingCode: '+63',
    });
    expect(answer.body.success && answer.body.value.length).toBeGreaterThan(20);
  });

  it('serves the help centre in the asked language, falling back to English', async () => {
    const ty = await api.call<{ sections: { id: string; title: string; items: unknown[] }[] }>(
      contract.support.helpCenter,
      { query: { lang: 'ty' } },
    );
    expect(ty.body.success && ty.body.value.sections[0]).toMatchObject({
      id: 'term',
      title: 'Mga tuntunin at kundisyon',
    });
    const vi = await api.call<{ sections: { id: string; title: string }[] }>(contract.support.helpCenter, {
      query: { lang: 'vi' },
    });
    expect(vi.body.success && vi.body.value.sections[0]?.title).toBe('Terms and conditions');
  });

  it('gives every banner, notice, popup, promotion and home image the white label has, filtered by type', async () => {
    const db = api.testDb.database.db;
    const aurora = await merchantIdByCode(db, 'aurora');
    const rows = await db.select().from(announcements).where(eq(announcements.merchantId, aurora));
    const bannerRows = await db.select().from(banners).where(eq(banners.merchantId, aurora));
    const stored = (type: string) => rows.filter((row) => row.type === type);
    const idsOf = (items: readonly { id: string | number }[]) => items.map((item) => String(item.id)).sort();
    // The seed writes some of every kind, or the comparisons below would pass on empty lists.
    for (const type of ['PL', 'PU', 'PR', 'H']) expect(stored(type).length, type).toBeGreaterThan(0);
    expect(bannerRows.length).toBeGreaterThan(0);

    const all = await api.call<Announcements>(contract.system.announcements);
    if (!all.body.success) throw new Error(JSON.stringify(all.body));
    // Each stored row once, whatever their number.
    expect(idsOf(all.body.value.playerNotices)).toEqual(idsOf(stored('PL')));
    expect(idsOf(all.body.value.popups)).toEqual(idsOf(stored('PU')));
    expect(idsOf(all.body.value.promotions)).toEqual(idsOf(stored('PR')));
    expect(all.body.value.announcementImages.map((image) => image.url).sort()).toEqual(
      stored('H')
        .map((row) => row.imageUrl)
        .sort(),
    );
    expect(all.body.value.banners.map((banner) => banner.url).sort()).toEqual(
      bannerRows.map((row) => row.url).sort(),
    );

    const noticesOnly = await api.call<Announcements>(contract.system.announcements, {
      query: { types: 'PL', platform: 'W' },
    });
    expect(noticesOnly.body.success && noticesOnly.body.value).toEqual({
      banners: [],
      playerNotices: all.body.value.playerNotices,
      popups: [],
      promotions: [],
      announcementImages: [],
    });
  });

  it('seeds each white label as many player notices as the contract mocks serve', async () => {
    // The portal's stories page the mocks' notices; over this server it must page the same.
    const mocked = createMockWorld().announcements.playerNotices.length;
    for (const { code } of brandSeeds) {
      const served = await api.call<Announcements>(contract.system.announcements, {
        merchant: code,
        query: { types: 'PL' },
      });
      expect(served.body.success && served.body.value.playerNotices.length, code).toBe(mocked);
    }
  });
});

describe('public key', () => {
  it('is one RSA key stored in the database, the same for every instance', async () => {
    const answer = await api.call<{ jwk: RsaPublicJwk }>(contract.system.publicKey);
    expect(answer.body.success && answer.body.value.jwk).toMatchObject({
      kty: 'RSA',
      alg: 'RSA-OAEP-256',
      use: 'enc',
    });
    // A second instance on the same database reads the stored pair instead of making a new one.
    const again = await loadServerKeys(api.testDb.database, new Date());
    expect(answer.body.success && answer.body.value.jwk.n).toBe(again.jwePublicJwk.n);
    expect(answer.body.success && answer.body.value.jwk.kid).toBe(again.jwePublicJwk.kid);
  });

  it('is what encrypted bodies must be sealed with', async () => {
    // Sealed for another key: the server cannot open it.
    const foreign = await generateEncryptionKeyPair();
    const jwe = await encryptBody(
      { type: 'username', username: 'demomember', password: 'x' },
      foreign.publicJwk,
    );
    const answer = await api.call(contract.auth.login, { body: { jwe }, raw: true });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('captcha', () => {
  it('draws a PNG whose answer is stored hashed and works once', async () => {
    const captchaKey = randomUUID();
    const answer = await api.call<string>(contract.system.captcha, { query: { captchaKey } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.success).toBe(true);
    if (!answer.body.success) return;
    const png = Buffer.from(answer.body.value, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    const solution = await api.solveCaptcha(captchaKey);
    const content = 'My withdrawal has been pending for two days, please check.';
    const first = await api.call<{ ticketId: string }>(contract.support.feedback, {
      body: { content, sender: 'guest', type: 2, captcha: solution, captchaKey },
    });
    expect(first.status).toBe(200);
    expect(first.body.success && first.body.value.ticketId).toMatch(/^FB\d{8}$/u);
    const reused = await api.call(contract.support.feedback, {
      body: { content, sender: 'guest', type: 2, captcha: solution, captchaKey },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('CAPTCHA_CHECK_FAILED');
  });

  it('is used up by a wrong answer and expires', async () => {
    const { captchaKey, captcha } = await api.captcha();
    const wrong = captcha === '0000' ? '0001' : '0000';
    const content = 'The game froze in the middle of a bonus round, twice.';
    const guess = await api.call(contract.support.feedback, {
      body: { content, sender: 'guest', type: 3, captcha: wrong, captchaKey },
    });
    expect(guess.body.code).toBe('CAPTCHA_CHECK_FAILED');
    const right = await api.call(contract.support.feedback, {
      body: { content, sender: 'guest', type: 3, captcha, captchaKey },
    });
    expect(right.body.code).toBe('CAPTCHA_CHECK_FAILED');

    const late = await api.captcha();
    api.clock.advanceSeconds(301);
    const expired = await api.call(contract.support.feedback, {
      body: { content, sender: 'guest', type: 3, captcha: late.captcha, captchaKey: late.captchaKey },
    });
    expect(expired.body.code).toBe('CAPTCHA_CHECK_FAILED');
  });

  it('names the key itself when the client gives none', async () => {
    const response = await api.fetch(contract.system.captcha.path);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-captcha-key')).toMatch(/^[0-9a-f-]{36}$/u);
  });

  it('limits how many images one IP may ask for', async () => {
    const ip = '192.0.2.200';
    let last = 0;
    let retryAfter: string | null = null;
    for (let i = 0; i < 121; i += 1) {
      const response = await api.fetch(`${contract.system.captcha.path}?captchaKey=limit-${i}`, { ip });
      last = response.status;
      retryAfter = response.headers.get('retry-after');
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Another IP is not affected.
    expect(
      (await api.fetch(`${contract.system.captcha.path}?captchaKey=other`, { ip: '192.0.2.201' })).status,
    ).toBe(200);
    api.clock.advanceSeconds(61);
    expect((await api.fetch(`${contract.system.captcha.path}?captchaKey=later`, { ip })).status).toBe(200);
  });
});

describe('feedback', () => {
  it('stores the feedback of a visitor', async () => {
    const { captchaKey, captcha } = await api.captcha();
    const content = '  I would like to apply as an agent for my city.  ';
    const answer = await api.call<{ ticketId: string }>(contract.support.feedback, {
      body: { content, sender: 'walkin', type: 6, captcha, captchaKey },
    });
    expect(answer.status).toBe(200);
    const id = answer.body.success ? Number(answer.body.value.ticketId.slice(2)) : 0;
    const [row] = await api.testDb.database.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row).toMatchObject({
      sender: 'walkin',
      type: 6,
      content: 'I would like to apply as an agent for my city.',
    });
  });

  it('refuses short descriptions and unknown types without writing anything', async () => {
    const before = await api.rowCounts();
    const short = await api.call(contract.support.feedback, {
      body: { content: 'too short', sender: 'x', type: 1, captcha: '1234', captchaKey: 'k' },
    });
    expect(short.status).toBe(400);
    expect(short.body.success === false && short.body.value?.issues?.[0]).toMatchObject({
      path: 'content',
      code: 'feedbackLength',
    });
    const badType = await api.call(contract.support.feedback, {
      body: { content: 'x'.repeat(30), sender: 'x', type: 5, captcha: '1234', captchaKey: 'k' },
    });
    expect(badType.status).toBe(400);
    expect(await api.rowCounts()).toEqual(before);
  });
});
