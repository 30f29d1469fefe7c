import { contract } from '@portal/api-contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas, members, sessions, verificationCodes } from '../src/db/schema';
import { defaultHashingSettings } from '../src/security/password';
import { merchantIdByCode } from '../src/seed/seed';
import { sha256Hex } from '../src/security/tokens';
import { withHashing } from './support/hashing';
import { startTestServer, type TestServer } from './support/server';

let api: TestServer;
let token: string;

beforeAll(async () => {
  api = await startTestServer();
  token = await api.loginReady('demomember');
});

afterAll(async () => {
  await api.close();
});

describe('response headers', () => {
  it('set CSP, HSTS, nosniff and Referrer-Policy on every answer', async () => {
    const response = await api.fetch(contract.system.status.path);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('forbid caching of authenticated answers', async () => {
    const info = await api.call(contract.member.info, { token });
    expect(info.headers.get('cache-control')).toBe('no-store');
    const failed = await api.call(contract.member.info, { token: 'x' });
    expect(failed.headers.get('cache-control')).toBe('no-store');
    const login = await api.login('agentone');
    expect(login.headers.get('cache-control')).toBe('no-store');
  });

  it('sandbox generated SVG images', async () => {
    const response = await api.fetch('/assets/avatars/1.svg');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
  });
});

describe('secrets at rest', () => {
  it('stores passwords as scrypt hashes at OWASP cost', async () => {
    // Test servers hash cheaply (support/hashing.ts): this change hashes as a production process does.
    await withHashing({ cost: defaultHashingSettings().cost }, async () => {
      const changed = await api.changePassword(token, {
        oldPassword: 'Changed2026',
        newPassword: 'Owasp2026cost',
        confirmNewPassword: 'Owasp2026cost',
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    });
    // Aurora's demomember: the other white labels' still hold their seeded (test-cost) hashes.
    const aurora = await merchantIdByCode(api.testDb.database.db, 'aurora');
    const [row] = await api.testDb.database.db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, aurora), eq(members.account, 'demomember')));
    expect(row?.passwordHash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/u);
  });

  it('stores only the SHA-256 of session tokens', async () => {
    const rows = await api.testDb.database.db.select().from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.some((row) => row.tokenHash === sha256Hex(token))).toBe(true);
  });

  it('stores SMS codes and captcha answers hashed', async () => {
    await api.call(contract.auth.smsCode, {
      body: { mobileNum: '9171234567', countryDialingCode: '+63', purpose: 'FORGOT_PASSWORD' },
    });
    const code = await api.lastSmsCode('+639171234567');
    const codes = await api.testDb.database.db.select().from(verificationCodes);
    expect(codes.length).toBeGreaterThan(0);
    expect(JSON.stringify(codes)).not.toContain(code);
    const { captchaKey, captcha } = await api.captcha();
    const [stored] = await api.testDb.database.db.select().from(captchas).where(eq(captchas.id, captchaKey));
    expect(stored?.answerHash).toMatch(/^[0-9a-f]{64}$/u);
    expect(stored?.answerHash).not.toContain(captcha);
  });
});
