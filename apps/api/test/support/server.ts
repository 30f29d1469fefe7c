import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  HUMAN_PROOF_HEADER,
  encodeHumanProof,
  encryptBody,
  solveHumanChallenge,
  type AnyEndpoint,
  type Envelope,
  type LoginResponse,
  type RsaPublicJwk,
} from '@portal/api-contract';
import { contract } from '@portal/api-contract';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../../src/db/database';
import { captchas, merchants } from '../../src/db/schema';
import { OutboxEmailProvider, type EmailMessage } from '../../src/providers/email';
import { OutboxSmsProvider, type SmsMessage } from '../../src/providers/sms';
import { issueOperatorToken } from '../../src/operator/operators';
import { humanChallenge } from '../../src/security/human-check';
import { hmacHex } from '../../src/security/keys';
import { merchantIdByCode } from '../../src/seed/seed';
import { buildServer, type BuildServerOptions, type BuiltServer } from '../../src/server';
import { createTestDatabase, type TestDatabase } from './database';
import { TEST_HASHING } from './hashing';
import { TestClock } from './time';

export const DEFAULT_PASSWORD = '{secret}';

export interface CallOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  token?: string | null;
  /** Send the body as is, even for encrypted endpoints. */
  raw?: boolean;
  headers?: Record<string, string>;
  idempotencyKey?: string;
  /** Pretend to come from this IP (the test server trusts one X-Forwarded-For hop). */
  ip?: string;
  merchant?: string;
  /**
   * The X-Human-Proof header of a `humanCheck` call: by default a freshly solved challenge, as the
   * portal's client sends; a string is sent as it is, null sends none.
   */
  humanProof?: string | null;
}

export interface CallResult<T = unknown> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

export interface TestServer extends BuiltServer {
  baseUrl: string;
  clock: TestClock;
  testDb: TestDatabase;
  call<T = unknown>(endpoint: AnyEndpoint, options?: CallOptions): Promise<CallResult<T>>;
  /** A solved challenge for the X-Human-Proof header, as the portal's client makes one. */
  humanProof(): Promise<string>;
  fetch(path: string, init?: RequestInit & { ip?: string }): Promise<Response>;
  /** Reads a captcha's answer by trying all 10,000 against the stored HMAC (the test cannot see the image). */
  solveCaptcha(captchaKey: string): Promise<string>;
  /** Asks for a captcha and returns its key and answer. */
  captcha(): Promise<{ captchaKey: string; captcha: string }>;
  lastSmsCode(phone: string): Promise<string | null>;
  lastEmail(recipient: string): Promise<{ subject: string; body: string } | null>;
  login(
    account: string,
    password?: string,
    options?: CallOptions & { loginArea?: 'member' | 'agent' },
  ): Promise<CallResult<LoginResponse>>;
  /**
   * member.changePassword as the portal sends it: with an answered captcha where the white label
   * verifies password changes (CHNGPASSVERIF3), without one elsewhere.
   */
  changePassword(
    token: string | null,
    body: { oldPassword: string; newPassword: string; confirmNewPassword: string },
    options?: CallOptions,
  ): Promise<CallResult>;
  /** Logs in and, when the password is the default one, changes it; returns a token that can do everything. */
  loginReady(account: string, options?: { merchant?: string; newPassword?: string }): Promise<string>;
  /** A new operator token, for every white label or bound to one (the operator API). */
  operatorToken(merchant?: string): Promise<string>;
  /** Rows in every business table, to show that a refused request wrote nothing. */
  rowCounts(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

/** Tables whose counts a refused request must leave alone (rate-limit counters count every request). */
const COUNTED_TABLES = [
  'members',
  'sessions',
  'member_known_ips',
  'login_throttle',
  'login_history',
  'captchas',
  'verification_codes',
  'sms_outbox',
  'email_outbox',
  'password_resets',
  'second_verifications',
  'member_authenticators',
  'idempotency_keys',
  'audit_log',
  'feedback',
  'member_messages',
  'agent_contracts',
  'agent_settlements',
  'ledger_accounts',
  'ledger_transactions',
  'ledger_entries',
  'favorite_games',
  'recent_games',
  'game_launches',
  'bets',
  'uploaded_images',
  // src/funds/ and the operator API
  'deposit_orders',
  'withdraw_accounts',
  'withdrawals',
  'operators',
  'broadcast_messages',
  'broadcast_message_reads',
  'lottery_draws',
  // src/promotions/ and src/missions/
  'promotion_applications',
  'promotion_application_images',
  'promotion_claims',
  'mission_claims',
  'vip_level_claims',
  // src/points/ and src/red-envelope/
  'point_balances',
  'point_transactions',
  'point_redemptions',
  'point_rewards',
  'red_envelope_openings',
];

const ROW_COUNTS_QUERY = sql.raw(
  `select ${COUNTED_TABLES.map((table) => `(select count(*) from ${table}) as ${table}`).join(', ')}`,
);

/**
 * The database's transaction-id horizon: every transaction that inserts or deletes a row is given
 * an id, and once it ends the snapshot's xmax passes it. Unchanged horizon, unchanged rows.
 */
const WRITE_MARK_QUERY = sql`select pg_current_snapshot()::text as mark`;

export async function startTestServer(overrides: Partial<BuildServerOptions> = {}): Promise<TestServer> {
  return serve(await createTestDatabase(), new TestClock(), overrides);
}

/**
 * Another server instance on the PostgreSQL database of `first`, as a second process behind a load
 * balancer would be: its own connection pool, cluster bus and realtime hub; the same clock. Closing
 * it leaves the database to `first`.
 */
export async function startSecondInstance(
  first: TestServer,
  overrides: Partial<BuildServerOptions> = {},
): Promise<TestServer> {
  const url = first.testDb.url;
  if (!url) throw new Error('a second instance needs PostgreSQL: PGlite is one process');
  const database = openDatabase({ databaseUrl: url });
  return serve({ database, url, dispose: () => database.close() }, first.clock, overrides);
}

async function serve(
  testDb: TestDatabase,
  clock: TestClock,
  overrides: Partial<BuildServerOptions>,
): Promise<TestServer> {
  // Texts and mails as sent, codes in clear (the outbox tables keep them masked).
  const texts: SmsMessage[] = [];
  const mails: EmailMessage[] = [];
  const smsOutbox = new OutboxSmsProvider(null);
  const emailOutbox = new OutboxEmailProvider(null);
  const built = await buildServer({
    database: testDb.database,
    clock,
    dataDir: null,
    sms: {
      async send(db, message) {
        await smsOutbox.send(db, message);
        texts.push(message);
      },
    },
    email: {
      async send(db, message) {
        await emailOutbox.send(db, message);
        mails.push(message);
      },
    },
    ...overrides,
    // Cheap hashes at normal priority, one pool size on every machine (support/hashing.ts).
    hashing: { ...TEST_HASHING, ...overrides.hashing },
    options: {
      validateResponses: true,
      // One hop: the test itself, which plays the balancer and writes the client's address.
      trustProxy: 1,
      demoMode: true,
      // Suites jump the test clock by hours or days between a member's requests, standing in for
      // time in which a real client stays active: sessions end only at their absolute expiry here.
      // The idle timeout has its own test (sessions-lifetime.test.ts).
      sessionIdleMinutes: (overrides.options?.sessionHours ?? 12) * 60,
      // Little work per challenge: suites log in hundreds of times.
      humanCheck: { secret: 'test-human-check-secret', work: { minCounter: 1, maxCounter: 20 } },
      ...overrides.options,
    },
  });
  await built.server.listen({ host: '127.0.0.1', port: 0 });
  const { port } = built.server.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const db = testDb.database.db;
  let publicKey: RsaPublicJwk | null = null;
  /** The last counts and the write mark they were read at: counting again is needed only once it moved. */
  let counted: { mark: string; counts: Record<string, number> } | null = null;

  const fetchPath = (path: string, init: RequestInit & { ip?: string } = {}) => {
    const { ip, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (ip) headers.set('X-Forwarded-For', ip);
    return fetch(`${baseUrl}${path}`, { ...rest, headers });
  };

  // Issued in process rather than through system.humanChallenge: the same signed challenge, without
  // counting against that endpoint's rate limit in suites that send hundreds of guarded calls.
  const humanProof = async () =>
    encodeHumanProof(await solveHumanChallenge(await humanChallenge(built.app, clock.now())));

  const call = async <T>(endpoint: AnyEndpoint, options: CallOptions = {}): Promise<CallResult<T>> => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query ?? {}))
      if (value !== undefined) search.set(key, String(value));
    const headers: Record<string, string> = {};
    if (endpoint.method !== 'GET') headers['X-Requested-With'] = 'XMLHttpRequest';
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    if (options.merchant) headers['X-Merchant-Code'] = options.merchant;
    const proof =
      options.humanProof === undefined && endpoint.humanCheck ? await humanProof() : options.humanProof;
    if (proof) headers[HUMAN_PROOF_HEADER] = proof;
    let payload: string | undefined;
    if (options.body !== undefined) {
      let body = options.body;
      if (endpoint.encrypted && !options.raw) {
        publicKey ??= (
          (await (await fetchPath(contract.system.publicKey.path)).json()) as Envelope<{
            jwk: RsaPublicJwk;
          }> & { value: { jwk: RsaPublicJwk } }
        ).value.jwk;
        body = { jwe: await encryptBody(body, publicKey) };
      }
      if (endpoint.bodyEncoding === 'form' && !options.raw && body && typeof body === 'object') {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(Object.entries(body as Record<string, string>)).toString();
      } else {
        headers['Content-Type'] = 'application/json';
        payload = typeof body === 'string' ? body : JSON.stringify(body);
      }
    }
    const path = search.size > 0 ? `${endpoint.path}?${search.toString()}` : endpoint.path;
    const response = await fetchPath(path, {
      method: endpoint.method,
      headers: { ...headers, ...options.headers },
      ...(payload !== undefined ? { body: payload } : {}),
      ...(options.ip ? { ip: options.ip } : {}),
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Envelope<T>,
    };
  };

  const solveCaptcha = async (captchaKey: string): Promise<string> => {
    const [row] = await db.select().from(captchas).where(eq(captchas.id, captchaKey));
    if (!row) throw new Error(`no captcha ${captchaKey}`);
    for (let n = 0; n < 10_000; n += 1) {
      const answer = String(n).padStart(4, '0');
      if (hmacHex(built.app.keys.hmacKey, `captcha:${captchaKey}:${answer}`) === row.answerHash)
        return answer;
    }
    throw new Error('captcha answer not found');
  };

  const server: TestServer = {
    ...built,
    baseUrl,
    clock,
    testDb,
    call,
    humanProof,
    fetch: fetchPath,
    solveCaptcha,
    async captcha() {
      const captchaKey = randomUUID();
      const answer = await call(contract.system.captcha, { query: { captchaKey } });
      if (answer.status !== 200) throw new Error(`captcha failed: ${JSON.stringify(answer.body)}`);
      return { captchaKey, captcha: await solveCaptcha(captchaKey) };
    },
    async lastSmsCode(phone) {
      const text = texts.filter((message) => message.phone === phone).at(-1);
      return text ? (/\b(\d{6})\b/u.exec(text.body)?.[1] ?? null) : null;
    },
    async lastEmail(recipient) {
      const mail = mails.filter((message) => message.recipient === recipient).at(-1);
      return mail ? { subject: mail.subject, body: mail.body } : null;
    },
    login(account, password = DEFAULT_PASSWORD, options = {}) {
      const { loginArea, ...rest } = options;
      return call<LoginResponse>(contract.auth.login, {
        ...rest,
        body: {
          type: 'username',
          username: account,
          password,
          ...(loginArea ? { loginArea } : {}),
          ...((rest.body as object | undefined) ?? {}),
        },
      });
    },
    async changePassword(token, body, options = {}) {
      const code = options.merchant ?? 'aurora';
      const [merchant] = await db
        .select({ flags: merchants.flags })
        .from(merchants)
        .where(eq(merchants.code, code));
      const captcha = merchant?.flags.CHNGPASSVERIF3 ? await server.captcha() : {};
      return call(contract.member.changePassword, { ...options, token, body: { ...body, ...captcha } });
    },
    async loginReady(account, options = {}) {
      const merchant = options.merchant ?? 'aurora';
      const first = await server.login(account, DEFAULT_PASSWORD, { merchant });
      if (!first.body.success) throw new Error(`login of ${account} failed: ${JSON.stringify(first.body)}`);
      const { token, passwordExpired } = first.body.value;
      if (passwordExpired) {
        const newPassword = options.newPassword ?? 'Changed2026';
        const changed = await server.changePassword(
          token,
          { oldPassword: DEFAULT_PASSWORD, newPassword, confirmNewPassword: newPassword },
          { merchant },
        );
        if (!changed.body.success)
          throw new Error(`password change of ${account} failed: ${JSON.stringify(changed.body)}`);
      }
      return token;
    },
    async operatorToken(merchant) {
      const merchantId = merchant === undefined ? null : await merchantIdByCode(db, merchant);
      const issued = await issueOperatorToken(db, {
        name: `test operator${merchant ? ` of ${merchant}` : ''}`,
        merchantId,
        now: clock.now(),
        expiresAt: null,
      });
      return issued.token;
    },
    async rowCounts() {
      // bad-input asks twice for every one of its thousand-odd refusals, most of which write
      // nothing: the counts (a scan of every table) are read again only once a write may have
      // happened, and then in one round trip.
      const [marked] = rowsOf<{ mark: string }>(await db.execute(WRITE_MARK_QUERY));
      const mark = marked?.mark ?? '';
      if (counted?.mark !== mark) {
        const [row] = rowsOf<Record<string, number | string>>(await db.execute(ROW_COUNTS_QUERY));
        const counts = Object.fromEntries(COUNTED_TABLES.map((table) => [table, Number(row?.[table] ?? 0)]));
        counted = { mark, counts };
      }
      return { ...counted.counts };
    },
    async close() {
      await built.server.close();
      await testDb.dispose();
    },
  };
  return server;
}
