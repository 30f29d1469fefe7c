import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { contract, type LoginResponse } from '@portal/api-contract';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addSeconds } from '../clock';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import {
  announcements,
  countries,
  memberMessages,
  members,
  merchantDomains,
  passwordResets,
  uploadedImages,
} from '../db/schema';
import { ApiError } from '../errors';
import { registerEndpoint } from '../http/registrar';
import { DEMO_CURRENCY, ensureAccount, post } from '../ledger/ledger';
import { audit, maskPhone } from '../auth/audit';
import {
  clearFailures,
  CAPTCHA_AFTER_FAILURES,
  lockedError,
  recordFailure,
  throttleState,
} from '../auth/login-throttle';
import {
  closeChallenge,
  countChallengeFailure,
  finishLogin,
  openChallenge,
  openSession,
  rememberIp,
  secondVerificationMethodsOf,
} from '../auth/login';
import { isDefaultPassword, isPasswordExpired, passwordProblem } from '../auth/passwords';
import { clearMustChangePassword, revokeMemberSessions, revokeSession } from '../auth/sessions';
import {
  checkCode,
  consumeCode,
  CODE_TTL_SECONDS,
  issueCode,
  RESEND_MINUTES,
  toE164,
  type CodePurpose,
} from '../auth/verification-codes';
import {
  iconUrlOf,
  isAgent,
  isPortalAccount,
  isTrial,
  mainWalletOf,
  MEMBER_TYPE,
  memberByAccount,
  memberByMobile,
  memberByReferralCode,
  TRIAL_TYPE,
  type MemberRow,
} from '../members/members';
import { planRegistration, type RegistrationInput } from '../members/registration';
import type { Merchant } from '../merchants/merchants';
import { consumeCaptcha } from '../security/captcha';
import { constantTimeEqual, decoyPasswordHash, hashPassword, verifyPassword } from '../security/password';
import { consolidatedContractsOf } from '../agents/contracts';

const RESET_PASSWORD_TTL_SECONDS = 30 * 60;
const LOGIN_LIMIT = { max: 60, windowSeconds: 60 };
const CODE_LIMIT = { max: 20, windowSeconds: 60 };
const REGISTER_LIMIT = { max: 20, windowSeconds: 60 };

/** Rejects dialing codes the country list does not know and numbers of the wrong length. */
async function checkPhone(
  db: Db,
  merchant: Merchant,
  dialingCode: string,
  mobileNumber: string,
): Promise<string> {
  const [country] = await db
    .select({ code: countries.countryCode })
    .from(countries)
    .where(eq(countries.countryDialingCode, dialingCode))
    .limit(1);
  if (!country) throw new ApiError('INVALID_PHONE_FORMAT');
  const digits = merchant.settings.mobileDigits;
  if (
    dialingCode === merchant.settings.defaultDialingCode &&
    digits !== null &&
    mobileNumber.length !== digits
  )
    throw new ApiError('INVALID_PHONE_FORMAT');
  return toE164(dialingCode, mobileNumber);
}

async function sendSms(
  app: AppContext,
  tx: Db,
  merchant: Merchant,
  purpose: CodePurpose,
  phone: string,
  ip: string,
  now: Date,
): Promise<void> {
  const code = await issueCode(
    tx,
    app.keys.hmacKey,
    { merchantId: merchant.id, purpose, destination: phone },
    now,
  );
  await app.sms.send(tx, {
    merchantId: merchant.id,
    phone,
    body: `[${merchant.name}] Your verification code is ${code}. It expires in ${CODE_TTL_SECONDS / 60} minutes. Never share it.`,
    at: now,
  });
  await audit(tx, {
    event: 'sms.code_sent',
    at: now,
    merchantId: merchant.id,
    ip,
    details: { purpose, phone: maskPhone(phone) },
  });
}

/** A temporary password that meets the default rule (letters and digits). */
function temporaryPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  const digits = '23456789';
  const all = letters + letters.toUpperCase() + digits;
  const chars = [
    letters[randomInt(letters.length)],
    digits[randomInt(digits.length)],
    ...Array.from({ length: 8 }, () => all[randomInt(all.length)]),
  ];
  return chars.join('');
}

async function activeResets(db: Db, memberId: number, now: Date) {
  return db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.memberId, memberId),
        isNull(passwordResets.closedAt),
        gt(passwordResets.expiresAt, now),
      ),
    );
}

/** Whether `password` is the member's password (or an unexpired temporary one from a reset e-mail). */
async function checkPassword(
  db: Db,
  member: MemberRow | null,
  password: string,
  now: Date,
): Promise<{ ok: boolean; viaReset: boolean }> {
  // An unknown account is checked against a decoy hash: the same work, so timing tells nothing.
  const matches = await verifyPassword(password, member?.passwordHash ?? (await decoyPasswordHash()));
  if (member?.passwordHash && matches) return { ok: true, viaReset: false };
  if (!member) return { ok: false, viaReset: false };
  for (const reset of await activeResets(db, member.id, now)) {
    if (await verifyPassword(password, reset.passwordHash)) return { ok: true, viaReset: true };
  }
  return { ok: false, viaReset: false };
}

async function trialCredit(tx: Db, merchant: Merchant, memberId: number, now: Date): Promise<void> {
  const house = await ensureAccount(
    tx,
    { merchantId: merchant.id, memberId: null, kind: 'demo_house', currency: DEMO_CURRENCY },
    now,
  );
  const wallet = await ensureAccount(
    tx,
    { merchantId: merchant.id, memberId, kind: 'demo_player', currency: DEMO_CURRENCY },
    now,
  );
  await post(tx, {
    merchantId: merchant.id,
    memberId,
    kind: 'demo_credit',
    details: { reason: 'free play credit' },
    legs: [
      { accountId: house.id, amount: -merchant.settings.trialCredit },
      { accountId: wallet.id, amount: merchant.settings.trialCredit },
    ],
    at: now,
  });
}

async function usernameLogin(
  app: AppContext,
  merchant: Merchant,
  input: {
    username: string;
    password: string;
    captcha?: string | undefined;
    captchaKey?: string | undefined;
    loginArea: 'member' | 'agent';
  },
  ip: string,
  now: Date,
): Promise<LoginResponse> {
  const db = app.database.db;
  const accountKey = input.username.trim().toLowerCase();
  const throttle = await throttleState(db, merchant.id, accountKey, now);
  if (throttle.lockedUntil) throw lockedError(throttle.lockedUntil, now);

  const refuse = async (
    code: 'INVALID_CREDENTIALS' | 'CAPTCHA_CHECK_FAILED',
    memberId: number | null,
  ): Promise<never> => {
    const state = await recordFailure(app.database, merchant.id, accountKey, now);
    await audit(db, {
      event: state.lockedUntil ? 'login.locked' : 'login.failed',
      at: now,
      merchantId: merchant.id,
      memberId,
      ip,
      details: { reason: code, failures: state.failures },
    });
    throw new ApiError(code, { captchaRequired: state.failures >= CAPTCHA_AFTER_FAILURES });
  };

  if (throttle.failures >= CAPTCHA_AFTER_FAILURES) {
    if (!input.captcha) throw new ApiError('CAPTCHA_REQUIRED', { captchaRequired: true });
    if (!(await consumeCaptcha(db, app.keys.hmacKey, input.captchaKey, input.captcha, now)))
      await refuse('CAPTCHA_CHECK_FAILED', null);
  }

  const member = await memberByAccount(db, merchant.id, accountKey);
  const checked = await checkPassword(db, member, input.password, now);
  if (!member || !checked.ok || member.status !== 'active')
    return refuse('INVALID_CREDENTIALS', member?.id ?? null);
  await clearFailures(db, merchant.id, accountKey);

  if (!isPortalAccount(member)) throw new ApiError('NON_MEMBER_LOGIN');
  if (input.loginArea === 'agent' && !isAgent(member)) throw new ApiError('NON_AGENT_LOGIN');
  const mustChangePassword =
    !isTrial(member) &&
    (checked.viaReset ||
      isDefaultPassword(input.password) ||
      isPasswordExpired(merchant, member.passwordChangedAt, now));
  return finishLogin(app, {
    merchant,
    member,
    method: checked.viaReset ? 'reset' : 'password',
    area: input.loginArea,
    mustChangePassword,
    ip,
    now,
  });
}

async function smsLogin(
  app: AppContext,
  merchant: Merchant,
  input: {
    mobileNum: string;
    countryDialingCode: string;
    verificationCode: string;
    loginArea: 'member' | 'agent';
  },
  ip: string,
  now: Date,
): Promise<LoginResponse> {
  if (!merchant.flags.MOBILEVERCODELOGIN3) throw new ApiError('OPERATION_NOT_ALLOWED');
  const phone = await checkPhone(app.database.db, merchant, input.countryDialingCode, input.mobileNum);
  const checked = await checkCode(
    app.database,
    app.keys.hmacKey,
    { merchantId: merchant.id, purpose: 'LOGIN', destination: phone },
    input.verificationCode,
    now,
  );
  const member = await memberByMobile(
    app.database.db,
    merchant.id,
    input.countryDialingCode,
    input.mobileNum,
  );
  if (!member || member.status !== 'active') throw new ApiError('INVALID_VERIFICATION_CODE');
  if (!isPortalAccount(member)) throw new ApiError('NON_MEMBER_LOGIN');
  if (input.loginArea === 'agent' && !isAgent(member)) throw new ApiError('NON_AGENT_LOGIN');
  // The code proves the phone, so no second verification; the spec exempts SMS logins from the forced change.
  return app.database.transaction(async (tx) => {
    await consumeCode(tx, checked.codeId, now);
    return openSession(tx, app, {
      merchant,
      member,
      method: 'sms',
      area: input.loginArea,
      mustChangePassword: false,
      ip,
      now,
    });
  });
}

async function uniqueTrialAccount(db: Db, merchantId: number): Promise<string> {
  for (;;) {
    const account = `trial${randomBytes(5).toString('hex')}`;
    if (!(await memberByAccount(db, merchantId, account))) return account;
  }
}

async function register(
  app: AppContext,
  merchant: Merchant,
  body: RegistrationInput & { domain: string; registerUrl: string; login: boolean },
  registerType: 'username' | 'mobile',
  ip: string,
  now: Date,
) {
  const db = app.database.db;
  if (registerType === 'username' ? !merchant.flags.USERNAMEREG3 : !merchant.flags.MOBILENUMREG3)
    throw new ApiError('OPERATION_NOT_ALLOWED');
  const { issues, plan } = planRegistration(merchant, body, registerType);
  if (issues.length > 0) throw new ApiError('VALIDATION_FAILED', { issues });

  const [domainOwner] = await db
    .select({ merchantId: merchantDomains.merchantId })
    .from(merchantDomains)
    .where(eq(merchantDomains.domain, body.domain.toLowerCase()));
  if (domainOwner && domainOwner.merchantId !== merchant.id) throw new ApiError('DOMAIN_NOT_ALLOWED');

  if (plan.needsCaptcha && !(await consumeCaptcha(db, app.keys.hmacKey, body.captchaKey, body.captcha, now)))
    throw new ApiError('CAPTCHA_CHECK_FAILED');
  const phone = plan.mobile
    ? await checkPhone(db, merchant, plan.mobile.dialingCode, plan.mobile.number)
    : null;

  const inviteCode = plan.fields.affiliateCode ?? plan.fields.referralCode;
  const upline = inviteCode ? await memberByReferralCode(db, merchant.id, inviteCode) : null;
  if (inviteCode && (!upline || isTrial(upline))) throw new ApiError('INVALID_INVITATION_CODE');

  if (await memberByAccount(db, merchant.id, plan.username)) throw new ApiError('ACCOUNT_EXISTS');
  if (plan.mobile && (await memberByMobile(db, merchant.id, plan.mobile.dialingCode, plan.mobile.number)))
    throw new ApiError('ACCOUNT_EXISTS');

  const code =
    plan.needsSmsCode && phone && body.verificationCode
      ? await checkCode(
          app.database,
          app.keys.hmacKey,
          { merchantId: merchant.id, purpose: 'REGISTER', destination: phone },
          body.verificationCode,
          now,
        )
      : null;
  const passwordHash = await hashPassword(body.password);
  const withdrawPasswordHash = plan.paymentPassword ? await hashPassword(plan.paymentPassword) : null;
  const profile: Record<string, string> = { registerUrl: body.registerUrl, domain: body.domain };
  for (const name of [
    'qqNum',
    'recommenderId',
    'line',
    'whatsapp',
    'facebook',
    'wechat',
    'idNumber',
  ] as const) {
    const value = plan.fields[name];
    if (value) profile[name] = value;
  }

  return app.database.transaction(async (tx) => {
    if (code) await consumeCode(tx, code.codeId, now);
    const inserted = await tx
      .insert(members)
      .values({
        merchantId: merchant.id,
        account: plan.username,
        accountKey: plan.username.toLowerCase(),
        nickname: plan.username,
        type: MEMBER_TYPE,
        parentId: upline?.id ?? null,
        passwordHash,
        passwordChangedAt: now,
        mobileDialingCode: plan.mobile?.dialingCode ?? null,
        mobileNumber: plan.mobile?.number ?? null,
        email: plan.fields.email ?? null,
        payeeName: plan.fields.payeeName ?? null,
        withdrawPasswordHash,
        profile,
        registerIp: ip,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    const member = inserted[0];
    // Someone took the name or number between the check and here.
    if (!member) throw new ApiError('ACCOUNT_EXISTS');
    await ensureAccount(
      tx,
      { merchantId: merchant.id, memberId: member.id, kind: 'player_main', currency: merchant.currency },
      now,
    );
    await tx.insert(memberMessages).values({
      memberId: member.id,
      title: `Welcome to ${merchant.name}`,
      content: 'Your account is ready. Visit the promotions page for your welcome offer.',
      createdAt: now,
    });
    await audit(tx, {
      event: 'member.registered',
      at: now,
      merchantId: merchant.id,
      memberId: member.id,
      ip,
      details: { registerType, upline: upline?.id ?? null },
    });
    if (!body.login) return { token: null, firstTimeLogin: true };
    await rememberIp(tx, member.id, ip, now);
    const session = await openSession(tx, app, {
      merchant,
      member,
      method: 'register',
      area: 'member',
      mustChangePassword: false,
      ip,
      now,
    });
    return { token: session.token, firstTimeLogin: session.firstTimeLogin };
  });
}

export function registerAccountRoutes(server: FastifyInstance, app: AppContext): void {
  const db = app.database.db;
  const { auth, member: memberCalls, agent, system } = contract;

  registerEndpoint(
    server,
    app,
    auth.login,
    async ({ merchant, body, ip, now }) =>
      body.type === 'sms'
        ? smsLogin(app, merchant, body, ip, now)
        : usernameLogin(app, merchant, body, ip, now),
    { rateLimit: LOGIN_LIMIT },
  );

  registerEndpoint(
    server,
    app,
    auth.loginByCode,
    async ({ merchant, body, ip, now }) => smsLogin(app, merchant, body, ip, now),
    { rateLimit: LOGIN_LIMIT },
  );

  registerEndpoint(
    server,
    app,
    auth.freePlayLogin,
    async ({ merchant, ip, now }) => {
      if (!merchant.flags.FREEPLAY3) throw new ApiError('OPERATION_NOT_ALLOWED');
      const account = await uniqueTrialAccount(db, merchant.id);
      return app.database.transaction(async (tx) => {
        const [member] = await tx
          .insert(members)
          .values({
            merchantId: merchant.id,
            account,
            accountKey: account,
            nickname: 'Guest',
            type: TRIAL_TYPE,
            registerIp: ip,
            createdAt: now,
          })
          .returning();
        if (!member) throw new Error('trial account was not created');
        await trialCredit(tx, merchant, member.id, now);
        await audit(tx, {
          event: 'login.free_play',
          at: now,
          merchantId: merchant.id,
          memberId: member.id,
          ip,
        });
        return openSession(tx, app, {
          merchant,
          member,
          method: 'freeplay',
          area: 'member',
          mustChangePassword: false,
          ip,
          now,
        });
      });
    },
    { rateLimit: { max: 20, windowSeconds: 60 } },
  );

  registerEndpoint(
    server,
    app,
    auth.logout,
    async ({ session, merchant, ip, now }) => {
      await app.database.transaction(async (tx) => {
        await revokeSession(tx, session.sessionId, now);
        await audit(tx, {
          event: 'logout',
          at: now,
          merchantId: merchant.id,
          memberId: session.member.id,
          ip,
        });
      });
      return null;
    },
    { trial: true, duringPasswordChange: true },
  );

  registerEndpoint(
    server,
    app,
    auth.secondVerificationCode,
    async ({ merchant, body, ip, now }) => {
      const found = await openChallenge(db, body.challengeId, now);
      if (!found || found.member.merchantId !== merchant.id) throw new ApiError('VERIFICATION_REQUIRED');
      const { member } = found;
      if (!secondVerificationMethodsOf(member).includes(body.method))
        throw new ApiError('OPERATION_NOT_ALLOWED');
      await app.database.transaction(async (tx) => {
        if (body.method === 'SMS' && member.mobileDialingCode && member.mobileNumber) {
          await sendSms(
            app,
            tx,
            merchant,
            'SECOND_VERIFICATION',
            toE164(member.mobileDialingCode, member.mobileNumber),
            ip,
            now,
          );
        } else if (body.method === 'EMAIL' && member.email) {
          const code = await issueCode(
            tx,
            app.keys.hmacKey,
            {
              merchantId: merchant.id,
              purpose: 'SECOND_VERIFICATION',
              destination: member.email.toLowerCase(),
            },
            now,
          );
          await app.email.send(tx, {
            merchantId: merchant.id,
            recipient: member.email,
            subject: `${merchant.name}: confirm your login`,
            body: `Someone (hopefully you) is logging in to ${merchant.name} from a new location. Your code is ${code}; it expires in ${CODE_TTL_SECONDS / 60} minutes.`,
            at: now,
          });
        }
      });
      return { expiredMinutes: RESEND_MINUTES };
    },
    { rateLimit: CODE_LIMIT },
  );

  registerEndpoint(
    server,
    app,
    auth.secondVerification,
    async ({ merchant, body, ip, now }) => {
      const found = await openChallenge(db, body.challengeId, now);
      if (!found || found.member.merchantId !== merchant.id) throw new ApiError('VERIFICATION_REQUIRED');
      const { challenge, member } = found;
      if (!secondVerificationMethodsOf(member).includes(body.method))
        throw new ApiError('OPERATION_NOT_ALLOWED');
      let codeId: string | null = null;
      try {
        if (body.method === 'BANK_ACCOUNT_NAME') {
          const normalise = (name: string) => name.trim().replace(/\s+/gu, ' ').toLowerCase();
          if (!constantTimeEqual(normalise(body.answer), normalise(member.payeeName ?? '')))
            throw new ApiError('INVALID_VERIFICATION_CODE');
        } else {
          const destination =
            body.method === 'SMS' && member.mobileDialingCode && member.mobileNumber
              ? toE164(member.mobileDialingCode, member.mobileNumber)
              : (member.email ?? '').toLowerCase();
          codeId = (
            await checkCode(
              app.database,
              app.keys.hmacKey,
              { merchantId: merchant.id, purpose: 'SECOND_VERIFICATION', destination },
              body.answer,
              now,
            )
          ).codeId;
        }
      } catch (error) {
        await countChallengeFailure(db, challenge.id, challenge.attempts, now);
        await audit(db, {
          event: 'login.second_verification_failed',
          at: now,
          merchantId: merchant.id,
          memberId: member.id,
          ip,
          details: { method: body.method },
        });
        throw error;
      }
      return app.database.transaction(async (tx) => {
        if (!(await closeChallenge(tx, challenge.id, now))) throw new ApiError('VERIFICATION_REQUIRED');
        if (codeId) await consumeCode(tx, codeId, now);
        await audit(tx, {
          event: 'login.second_verification_passed',
          at: now,
          merchantId: merchant.id,
          memberId: member.id,
          ip,
          details: { method: body.method },
        });
        return openSession(tx, app, {
          merchant,
          member,
          method: challenge.loginMethod === 'reset' ? 'reset' : 'password',
          area: challenge.loginArea === 'agent' ? 'agent' : 'member',
          mustChangePassword: challenge.mustChangePassword,
          ip,
          now,
        });
      });
    },
    { rateLimit: LOGIN_LIMIT },
  );

  registerEndpoint(
    server,
    app,
    auth.smsCode,
    async ({ merchant, body, ip, now }) => {
      const purpose: CodePurpose = body.purpose === 'LOGIN' ? 'LOGIN' : 'FORGOT_PASSWORD';
      if (body.purpose === 'BIND_MOBILE') throw new ApiError('OPERATION_NOT_ALLOWED');
      if (purpose === 'LOGIN' && !merchant.flags.MOBILEVERCODELOGIN3)
        throw new ApiError('OPERATION_NOT_ALLOWED');
      if (purpose === 'FORGOT_PASSWORD' && merchant.settings.forgotPasswordMethod !== 'mobile')
        throw new ApiError('OPERATION_NOT_ALLOWED');
      const phone = await checkPhone(db, merchant, body.countryDialingCode, body.mobileNum);
      const owner = await memberByMobile(db, merchant.id, body.countryDialingCode, body.mobileNum);
      // The same answer whether or not the number has an account; only account holders get a text.
      if (owner && !isTrial(owner))
        await app.database.transaction((tx) => sendSms(app, tx, merchant, purpose, phone, ip, now));
      return { expiredMinutes: RESEND_MINUTES };
    },
    { rateLimit: CODE_LIMIT },
  );

  registerEndpoint(
    server,
    app,
    auth.registerSmsCode,
    async ({ merchant, body, ip, now }) => {
      if (!merchant.flags.REGMOBVERF3) throw new ApiError('OPERATION_NOT_ALLOWED');
      if (body.registerType === 'mobile' ? !merchant.flags.MOBILENUMREG3 : !merchant.flags.USERNAMEREG3)
        throw new ApiError('OPERATION_NOT_ALLOWED');
      const phone = await checkPhone(db, merchant, body.countryDialingCode, body.mobileNo);
      if (await memberByMobile(db, merchant.id, body.countryDialingCode, body.mobileNo))
        throw new ApiError('ACCOUNT_EXISTS');
      await app.database.transaction((tx) => sendSms(app, tx, merchant, 'REGISTER', phone, ip, now));
      return { expiredMinutes: RESEND_MINUTES };
    },
    { rateLimit: CODE_LIMIT },
  );

  registerEndpoint(
    server,
    app,
    auth.register,
    async ({ merchant, body, ip, now }) => register(app, merchant, body, 'username', ip, now),
    { rateLimit: REGISTER_LIMIT },
  );
  registerEndpoint(
    server,
    app,
    auth.registerMobile,
    async ({ merchant, body, ip, now }) => register(app, merchant, body, 'mobile', ip, now),
    {
      rateLimit: REGISTER_LIMIT,
    },
  );

  registerEndpoint(
    server,
    app,
    auth.registrationValidation,
    async ({ merchant, query }) => {
      const value = query.value.trim();
      const condition =
        query.field === 'username'
          ? eq(members.accountKey, value.toLowerCase())
          : query.field === 'mobileNum'
            ? eq(members.mobileNumber, value)
            : query.field === 'email'
              ? sql`lower(${members.email}) = ${value.toLowerCase()}`
              : sql`upper(${members.referralCode}) = ${value.toUpperCase()}`;
      const [row] = await db
        .select({ n: count() })
        .from(members)
        .where(and(eq(members.merchantId, merchant.id), condition));
      return { available: (row?.n ?? 0) === 0 };
    },
    { rateLimit: { max: 120, windowSeconds: 60 } },
  );

  registerEndpoint(
    server,
    app,
    auth.forgotPasswordByEmail,
    async ({ merchant, body, ip, now }) => {
      if (merchant.settings.forgotPasswordMethod !== 'email') throw new ApiError('OPERATION_NOT_ALLOWED');
      const member = await memberByAccount(db, merchant.id, body.username);
      const matches =
        member !== null &&
        !isTrial(member) &&
        member.status === 'active' &&
        (member.email ?? '').toLowerCase() === body.email.trim().toLowerCase();
      const password = temporaryPassword();
      // Hash either way so that a match takes no longer than a miss.
      const passwordHash = await hashPassword(password);
      await app.database.transaction(async (tx) => {
        await audit(tx, {
          event: 'password.reset_requested',
          at: now,
          merchantId: merchant.id,
          memberId: matches ? member.id : null,
          ip,
          details: { method: 'email', matched: matches },
        });
        if (!matches || !member.email) return;
        await tx.insert(passwordResets).values({
          id: randomUUID(),
          memberId: member.id,
          passwordHash,
          expiresAt: addSeconds(now, RESET_PASSWORD_TTL_SECONDS),
          createdAt: now,
        });
        await app.email.send(tx, {
          merchantId: merchant.id,
          recipient: member.email,
          subject: `${merchant.name}: your temporary password`,
          body: `Log in as ${member.account} with the temporary password ${password} within ${RESET_PASSWORD_TTL_SECONDS / 60} minutes; you will be asked to choose a new password. Your current password keeps working until then. If you did not ask for this, ignore this email.`,
          at: now,
        });
      });
      return null;
    },
    { rateLimit: { max: 10, windowSeconds: 60 } },
  );

  registerEndpoint(
    server,
    app,
    auth.passwordVerification,
    async ({ merchant, body, now }) => {
      if (merchant.settings.forgotPasswordMethod !== 'mobile') throw new ApiError('OPERATION_NOT_ALLOWED');
      const phone = await checkPhone(db, merchant, body.countryDialingCode, body.mobileNum);
      const checked = await checkCode(
        app.database,
        app.keys.hmacKey,
        { merchantId: merchant.id, purpose: 'FORGOT_PASSWORD', destination: phone },
        body.verificationCode,
        now,
      );
      return {
        verified: true as const,
        expiresInSeconds: Math.max(1, Math.floor((checked.expiresAt.getTime() - now.getTime()) / 1000)),
      };
    },
    { rateLimit: CODE_LIMIT },
  );

  registerEndpoint(
    server,
    app,
    auth.setPasswordByPhone,
    async ({ merchant, body, ip, now }) => {
      if (merchant.settings.forgotPasswordMethod !== 'mobile') throw new ApiError('OPERATION_NOT_ALLOWED');
      const problem = passwordProblem(merchant, body.newPassword, 'newPassword');
      if (problem) throw new ApiError('VALIDATION_FAILED', { issues: [problem] });
      const phone = await checkPhone(db, merchant, body.countryDialingCode, body.mobileNum);
      const checked = await checkCode(
        app.database,
        app.keys.hmacKey,
        { merchantId: merchant.id, purpose: 'FORGOT_PASSWORD', destination: phone },
        body.verificationCode,
        now,
      );
      const member = await memberByMobile(db, merchant.id, body.countryDialingCode, body.mobileNum);
      if (!member || isTrial(member)) throw new ApiError('INVALID_VERIFICATION_CODE');
      const passwordHash = await hashPassword(body.newPassword);
      await app.database.transaction(async (tx) => {
        await consumeCode(tx, checked.codeId, now);
        await tx
          .update(members)
          .set({ passwordHash, passwordChangedAt: now })
          .where(eq(members.id, member.id));
        await tx
          .update(passwordResets)
          .set({ closedAt: now })
          .where(and(eq(passwordResets.memberId, member.id), isNull(passwordResets.closedAt)));
        await revokeMemberSessions(tx, member.id, now);
        await clearFailures(tx, merchant.id, member.accountKey);
        await audit(tx, {
          event: 'password.reset_by_phone',
          at: now,
          merchantId: merchant.id,
          memberId: member.id,
          ip,
        });
      });
      return null;
    },
    { rateLimit: CODE_LIMIT },
  );

  registerEndpoint(
    server,
    app,
    memberCalls.info,
    async ({ session }) => ({
      id: session.member.id,
      account: session.member.account,
      nickname: session.member.nickname,
      type: session.member.type,
      iconUrl: iconUrlOf(session.member),
    }),
    { trial: true, duringPasswordChange: true },
  );

  registerEndpoint(server, app, memberCalls.updateIcon, async ({ session, body }) => {
    const isUpload = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u.test(body.imageId);
    const [image] = isUpload
      ? await db
          .select({ id: uploadedImages.id })
          .from(uploadedImages)
          .where(and(eq(uploadedImages.id, body.imageId), eq(uploadedImages.memberId, session.member.id)))
      : [];
    // Built-in avatars are named by number; anything else must be this member's own upload.
    if (!image && !/^(?:[1-9]|1[0-2])$/u.test(body.imageId)) throw new ApiError('NOT_FOUND');
    const icon = image ? image.id : body.imageId;
    await db.update(members).set({ icon }).where(eq(members.id, session.member.id));
    return { iconUrl: iconUrlOf({ icon }) };
  });

  registerEndpoint(
    server,
    app,
    memberCalls.changePassword,
    async ({ session, merchant, body, ip, now }) => {
      const member = session.member;
      const accountKey = member.accountKey;
      const throttle = await throttleState(db, merchant.id, accountKey, now);
      if (throttle.lockedUntil) throw lockedError(throttle.lockedUntil, now);
      const issues = [];
      const problem = passwordProblem(merchant, body.newPassword, 'newPassword');
      if (problem) issues.push(problem);
      if (body.newPassword === body.oldPassword)
        issues.push({ path: 'newPassword', code: 'newPasswordSameAsOld' });
      if (body.confirmNewPassword !== body.newPassword)
        issues.push({ path: 'confirmNewPassword', code: 'confirmationMismatch' });
      if (issues.length > 0) throw new ApiError('VALIDATION_FAILED', { issues });
      const checked = await checkPassword(db, member, body.oldPassword, now);
      if (!checked.ok) {
        await recordFailure(app.database, merchant.id, accountKey, now);
        throw new ApiError('INVALID_CREDENTIALS');
      }
      const passwordHash = await hashPassword(body.newPassword);
      await app.database.transaction(async (tx) => {
        await tx
          .update(members)
          .set({ passwordHash, passwordChangedAt: now })
          .where(eq(members.id, member.id));
        await tx
          .update(passwordResets)
          .set({ closedAt: now })
          .where(and(eq(passwordResets.memberId, member.id), isNull(passwordResets.closedAt)));
        // Every other session ends; this one stays, now free of the forced change.
        await revokeMemberSessions(tx, member.id, now, session.sessionId);
        await clearMustChangePassword(tx, session.sessionId);
        await clearFailures(tx, merchant.id, accountKey);
        await audit(tx, {
          event: 'password.changed',
          at: now,
          merchantId: merchant.id,
          memberId: member.id,
          ip,
          details: { wasForced: session.mustChangePassword },
        });
      });
      return null;
    },
    { duringPasswordChange: true },
  );

  registerEndpoint(
    server,
    app,
    memberCalls.consolidated,
    async ({ session, merchant, now }) => {
      const wallet = await mainWalletOf(db, merchant, session.member, now);
      const [unread] = await db
        .select({ n: count() })
        .from(memberMessages)
        .where(and(eq(memberMessages.memberId, session.member.id), isNull(memberMessages.readAt)));
      const [promos] = await db
        .select({ n: count() })
        .from(announcements)
        .where(and(eq(announcements.merchantId, merchant.id), eq(announcements.type, 'PR')));
      const trial = isTrial(session.member);
      return {
        publicState: {
          balance: wallet.balance,
          currencySymbol: merchant.currencySymbol,
          unreadMessage: trial ? 0 : (unread?.n ?? 0),
          availablePromoCount: promos?.n ?? 0,
          availablePromo: { REFERRAL: { enabled: merchant.settings.features.referral } },
          hasVip: merchant.settings.vipLabelName !== null && !trial,
          vipLabelName: trial ? null : merchant.settings.vipLabelName,
          vipRankLevel: merchant.settings.vipLabelName !== null && !trial ? 1 : 0,
        },
        contracts:
          trial || !merchant.flags.AGENTPOLICY3 ? null : await consolidatedContractsOf(db, session.member.id),
      };
    },
    { trial: true },
  );

  registerEndpoint(server, app, agent.affiliate, async ({ merchant, query }) => {
    const [owner] = await db
      .select({ merchantId: merchantDomains.merchantId })
      .from(merchantDomains)
      .where(eq(merchantDomains.domain, query.domain.toLowerCase()));
    if (owner && owner.merchantId !== merchant.id) throw new ApiError('INVALID_INVITATION_CODE');
    const upline = await memberByReferralCode(db, merchant.id, query.code);
    if (!upline || !isAgent(upline) || !upline.referralCode) throw new ApiError('INVALID_INVITATION_CODE');
    return { affiliateCode: upline.referralCode, valid: true as const };
  });

  registerEndpoint(
    server,
    app,
    system.uploadImage,
    async ({ session, body, now }) => {
      const bytes = Buffer.from(body.dataBase64, 'base64');
      const isPng = bytes
        .subarray(0, 8)
        .equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
      if (body.contentType === 'image/png' ? !isPng : !isJpeg)
        throw new ApiError('VALIDATION_FAILED', { issues: [{ path: 'dataBase64', code: 'imageType' }] });
      if (bytes.length > 5 * 1024 * 1024)
        throw new ApiError('VALIDATION_FAILED', {
          issues: [{ path: 'dataBase64', code: 'imageTooLarge', params: { max: 5 } }],
        });
      const id = randomUUID();
      await db.insert(uploadedImages).values({
        id,
        memberId: session.member.id,
        purpose: body.purpose,
        contentType: body.contentType,
        dataBase64: bytes.toString('base64'),
        sizeBytes: bytes.length,
        createdAt: now,
      });
      return { imageId: id, url: `/uploads/${id}`, sizeBytes: bytes.length };
    },
    {
      rateLimit: { max: 30, windowSeconds: 60 },
      bodyLimit: 8 * 1024 * 1024,
      maxStringLength: 8 * 1024 * 1024,
    },
  );
}
