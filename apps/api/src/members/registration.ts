import {
  checkMobileNumber,
  type contract,
  type ParsedBodyOf,
  type ParsedQueryOf,
  checkTextRule,
  configurableRegisterFields,
  type ConfigurableRegisterField,
  PAYMENT_PASSWORD_RULE,
  ruleFromConfig,
  toIssue,
  USERNAME_RULE,
  type FieldIssue,
  type RegisterFieldsConfig,
} from '@portal/api-contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { memberMessages, members } from '../db/schema';
import { ApiError } from '../errors';
import { inviterForCode } from '../agents/affiliate';
import { audit } from '../auth/audit';
import { openSession, rememberIp } from '../auth/login';
import { passwordProblem } from '../auth/passwords';
import {
  checkCode,
  checkPhone,
  consumeCode,
  requireCaptchaForManyCodes,
  sendSmsCode,
} from '../auth/verification-codes';
import { ensureAccount } from '../ledger/ledger';
import { isForeignDomain, type Merchant } from '../merchants/merchants';
import { consumeCaptcha } from '../security/captcha';
import { hashPassword } from '../security/password';
import { MEMBER_TYPE, memberByAccount, memberByMobile } from './members';

/** Switchable register fields with rules of their own (the number, the human check, the payment password). */
const CHECKED_APART = ['mobileNum', 'captcha', 'paymentPassword'] as const;
type OptionalTextField = Exclude<ConfigurableRegisterField, (typeof CHECKED_APART)[number]>;
/** Register fields the white label can switch on, read as plain text after the wire schema. */
const OPTIONAL_TEXT_FIELDS = configurableRegisterFields.filter(
  (name): name is OptionalTextField =>
    !(CHECKED_APART as readonly ConfigurableRegisterField[]).includes(name),
);

export interface RegistrationInput {
  username: string;
  /** Left out of a mobile registration where MOBILENUMPASSREG3 is off. */
  password?: string | undefined;
  confirmPassword?: string | undefined;
  mobileNum?: string | undefined;
  countryDialingCode?: string | undefined;
  verificationCode?: string | undefined;
  captcha?: string | undefined;
  captchaKey?: string | undefined;
  paymentPassword?: string | undefined;
  payeeName?: string | undefined;
  email?: string | undefined;
  qqNum?: string | undefined;
  recommenderId?: string | undefined;
  affiliateCode?: string | undefined;
  line?: string | undefined;
  whatsapp?: string | undefined;
  facebook?: string | undefined;
  wechat?: string | undefined;
  idNumber?: string | undefined;
  referralCode?: string | undefined;
}

export interface RegistrationPlan {
  username: string;
  /** Null: a mobile registration without a password (MOBILENUMPASSREG3 off), which logs in by code. */
  password: string | null;
  mobile: { dialingCode: string; number: string } | null;
  /** Switched-on optional fields that were filled in; switched-off ones are dropped. */
  fields: Partial<Record<OptionalTextField, string>>;
  paymentPassword: string | null;
  needsCaptcha: boolean;
  needsSmsCode: boolean;
}

/** A rule's problem as the field issue of `path` (params kept where they are text or numbers). */
function present(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

/**
 * Applies the white label's registration settings on the server (the client applies the same
 * ones; the server must not trust it). Returns the field issues, or the plan to carry out.
 */
export function planRegistration(
  merchant: Merchant,
  input: RegistrationInput,
  registerType: 'username' | 'mobile',
): { issues: FieldIssue[]; plan: RegistrationPlan } {
  const fields: RegisterFieldsConfig = merchant.settings.registerFields;
  const issues: FieldIssue[] = [];

  const mobileRequired = registerType === 'mobile' || fields.mobileNum?.required === true;
  const mobileShown = registerType === 'mobile' || fields.mobileNum?.enabled === true;
  let mobile: RegistrationPlan['mobile'] = null;
  if (mobileShown && present(input.mobileNum)) {
    const problem = checkMobileNumber(
      input.mobileNum,
      merchant.settings.mobileDigits ? { digits: merchant.settings.mobileDigits } : {},
    );
    if (problem) issues.push(toIssue('mobileNum', problem));
    else
      mobile = {
        dialingCode: input.countryDialingCode ?? merchant.settings.defaultDialingCode,
        number: input.mobileNum,
      };
  } else if (mobileRequired) {
    issues.push({ path: 'mobileNum', code: 'required' });
  }

  const username = registerType === 'mobile' ? (input.mobileNum ?? '') : input.username;
  if (registerType === 'username') {
    const problem = checkTextRule(username, ruleFromConfig(fields.username, USERNAME_RULE));
    if (problem) issues.push(toIssue('username', problem));
  }

  // MOBILENUMPASSREG3 off: a mobile registration takes no password (one sent is refused rather than
  // dropped, so nobody believes they set one); the number is the account's only credential then,
  // so its SMS code is needed whatever REGMOBVERF3 says.
  const passwordless = registerType === 'mobile' && !merchant.flags.MOBILENUMPASSREG3;
  let password: string | null = null;
  if (passwordless) {
    if (input.password !== undefined) issues.push({ path: 'password', code: 'invalid' });
    if (input.confirmPassword !== undefined) issues.push({ path: 'confirmPassword', code: 'invalid' });
  } else if (input.password === undefined) {
    issues.push({ path: 'password', code: 'required' });
  } else {
    const passwordIssue = passwordProblem(merchant, input.password, 'password');
    if (passwordIssue) issues.push(passwordIssue);
    else password = input.password;
    if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
      issues.push({ path: 'confirmPassword', code: 'passwordsInconsistent' });
    }
  }

  const needsSmsCode = (merchant.flags.REGMOBVERF3 || passwordless) && mobile !== null;
  if (needsSmsCode && !present(input.verificationCode))
    issues.push({ path: 'verificationCode', code: 'required' });

  const needsCaptcha = fields.captcha?.enabled === true && fields.captcha.required;
  if (needsCaptcha && !present(input.captcha)) issues.push({ path: 'captcha', code: 'captchaRequired' });

  const kept: RegistrationPlan['fields'] = {};
  for (const name of OPTIONAL_TEXT_FIELDS) {
    const config = fields[name];
    if (!config?.enabled) continue;
    const value = input[name]?.trim();
    if (!value) {
      if (config.required) issues.push({ path: name, code: 'required' });
      continue;
    }
    const problem = checkTextRule(value, ruleFromConfig(config));
    if (problem) issues.push(toIssue(name, problem));
    else kept[name] = value;
  }

  let paymentPassword: string | null = null;
  if (fields.paymentPassword?.enabled) {
    if (!present(input.paymentPassword)) issues.push({ path: 'paymentPassword', code: 'required' });
    else {
      const problem = checkTextRule(
        input.paymentPassword,
        ruleFromConfig(fields.paymentPassword, PAYMENT_PASSWORD_RULE),
      );
      if (problem) issues.push(toIssue('paymentPassword', problem));
      else paymentPassword = input.paymentPassword;
    }
  }

  return {
    issues,
    plan: { username, password, mobile, fields: kept, paymentPassword, needsCaptcha, needsSmsCode },
  };
}

/** Profile fields kept as they were typed, beside where the registration came from. */
const PROFILE_FIELDS = [
  'qqNum',
  'recommenderId',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const satisfies readonly OptionalTextField[];

export type RegisterType = 'username' | 'mobile';

/** Whether the white label lets visitors register this way. */
function registrationOpen(merchant: Merchant, registerType: RegisterType): boolean {
  return registerType === 'username' ? merchant.flags.USERNAMEREG3 : merchant.flags.MOBILENUMREG3;
}

/**
 * Registers a member (by username, or with the mobile number as username, with a password or,
 * where MOBILENUMPASSREG3 is off, without one): the white label's settings, captcha, invitation
 * code, SMS code and uniqueness are checked before anything is written; then the member, main wallet, welcome message and audit entry are written together, and
 * with `login` a session is opened.
 */
export async function registerMember(
  app: AppContext,
  merchant: Merchant,
  body: RegistrationInput & { domain: string; registerUrl: string; login: boolean },
  registerType: RegisterType,
  ip: string,
  now: Date,
  userAgent?: string,
): Promise<{ token: string | null; firstTimeLogin: boolean }> {
  const db = app.database.db;
  if (!registrationOpen(merchant, registerType)) throw new ApiError('OPERATION_NOT_ALLOWED');
  const { issues, plan } = planRegistration(merchant, body, registerType);
  if (issues.length > 0) throw new ApiError('VALIDATION_FAILED', { issues });

  if (await isForeignDomain(db, merchant, body.domain)) throw new ApiError('DOMAIN_NOT_ALLOWED');

  if (plan.needsCaptcha && !(await consumeCaptcha(db, app.keys.hmacKey, body.captchaKey, body.captcha, now)))
    throw new ApiError('CAPTCHA_CHECK_FAILED');
  const phone = plan.mobile
    ? await checkPhone(db, merchant, plan.mobile.dialingCode, plan.mobile.number)
    : null;

  const inviteCode = plan.fields.affiliateCode ?? plan.fields.referralCode;
  const upline = inviteCode ? await inviterForCode(db, merchant.id, inviteCode) : null;
  if (inviteCode && !upline) throw new ApiError('INVALID_INVITATION_CODE');

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
  const passwordHash = plan.password === null ? null : await hashPassword(plan.password);
  const withdrawPasswordHash = plan.paymentPassword ? await hashPassword(plan.paymentPassword) : null;
  const profile: Record<string, string> = { registerUrl: body.registerUrl, domain: body.domain };
  for (const name of PROFILE_FIELDS) {
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
        passwordChangedAt: passwordHash === null ? null : now,
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
      userAgent,
      now,
    });
    return { token: session.token, firstTimeLogin: session.firstTimeLogin };
  });
}

/**
 * Texts the code a registration with SMS verification (REGMOBVERF3), or a mobile registration
 * without a password (MOBILENUMPASSREG3 off), needs; a taken number gets none.
 */
export async function sendRegisterSmsCode(
  app: AppContext,
  merchant: Merchant,
  request: ParsedBodyOf<typeof contract.auth.registerSmsCode>,
  ip: string,
  now: Date,
): Promise<void> {
  const db = app.database.db;
  const passwordless = request.registerType === 'mobile' && !merchant.flags.MOBILENUMPASSREG3;
  if (!merchant.flags.REGMOBVERF3 && !passwordless) throw new ApiError('OPERATION_NOT_ALLOWED');
  if (!registrationOpen(merchant, request.registerType)) throw new ApiError('OPERATION_NOT_ALLOWED');
  const phone = await checkPhone(db, merchant, request.countryDialingCode, request.mobileNo);
  if (await memberByMobile(db, merchant.id, request.countryDialingCode, request.mobileNo))
    throw new ApiError('ACCOUNT_EXISTS');
  await requireCaptchaForManyCodes(app, merchant.id, phone, request, now);
  await app.database.transaction((tx) => sendSmsCode(app, tx, merchant, 'REGISTER', phone, ip, now));
}

/** Whether nobody of this white label holds the value yet (the register form checks as one types). */
export async function isRegistrationValueFree(
  app: AppContext,
  merchant: Merchant,
  query: ParsedQueryOf<typeof contract.auth.registrationValidation>,
): Promise<boolean> {
  const value = query.value.trim();
  const condition =
    query.field === 'username'
      ? eq(members.accountKey, value.toLowerCase())
      : query.field === 'mobileNum'
        ? eq(members.mobileNumber, value)
        : query.field === 'email'
          ? sql`lower(${members.email}) = ${value.toLowerCase()}`
          : sql`upper(${members.referralCode}) = ${value.toUpperCase()}`;
  const [row] = await app.database.db
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), condition));
  return (row?.n ?? 0) === 0;
}
