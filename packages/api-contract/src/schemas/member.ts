import { z } from 'zod/mini';
import { secondVerificationMethodSchema } from '../envelope';
import {
  captchaKeySchema,
  countSchema,
  imageIdSchema,
  isoDateTimeSchema,
  minorUnitsSchema,
  nonNegativeMinorUnitsSchema,
  pagedSchema,
} from './common';
import { loginAreas, loginFailureReasons, loginHistoryMethods } from './memberKinds';

export {
  agentMemberTypes,
  isAgentType,
  isTrialType,
  LOGIN_HISTORY_DAYS,
  loginAreas,
  loginFailureReasons,
  loginHistoryMethods,
  loginHistoryResults,
  memberTypes,
  TRIAL_MEMBER_TYPE,
  type LoginFailureReason,
  type LoginHistoryMethod,
  type LoginHistoryResult,
} from './memberKinds';

export const memberTypeSchema = z.int().check(z.nonnegative());

export const memberInfoSchema = z.object({
  id: z.int().check(z.positive()),
  account: z.string().check(z.minLength(1)),
  nickname: z.string(),
  type: memberTypeSchema,
  iconUrl: z.nullable(z.string()),
  /**
   * The direct upline's account (SPEC §6: a downline can transfer to its upline); null when the
   * account has none to send to (a top agent, a trial, a member who joined without an invitation).
   */
  uplineAccount: z.nullable(z.string().check(z.minLength(1))),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const memberIconRequestSchema = z.object({ imageId: imageIdSchema });
export const memberIconSchema = z.object({ iconUrl: z.string().check(z.minLength(1)) });

export const countryDialingCodeSchema = z.string().check(z.regex(/^\+\d{1,4}$/u));
export const mobileNumberSchema = z.string().check(z.regex(/^\d{6,15}$/u));
export const smsCodeSchema = z.string().check(z.regex(/^\d{4,8}$/u));

const loginCommonShape = {
  /** The agent page logs in with `agent`: non-agents are refused with NON_AGENT_LOGIN. */
  loginArea: z._default(z.enum(loginAreas), 'member'),
};

export const usernameLoginRequestSchema = z.object({
  type: z.literal('username'),
  username: z.string().check(z.trim(), z.minLength(1)),
  password: z.string().check(z.minLength(1)),
  captcha: z.optional(z.string().check(z.trim(), z.minLength(1))),
  captchaKey: z.optional(captchaKeySchema),
  ...loginCommonShape,
});

export const smsLoginRequestSchema = z.object({
  type: z.literal('sms'),
  mobileNum: mobileNumberSchema,
  countryDialingCode: countryDialingCodeSchema,
  verificationCode: smsCodeSchema,
  ...loginCommonShape,
});

/** POST /wps/session/login (encrypted). */
export const loginRequestSchema = z.discriminatedUnion('type', [
  usernameLoginRequestSchema,
  smsLoginRequestSchema,
]);
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.optional(z.boolean()),
  captchaRequired: z.optional(z.boolean()),
  memberType: z.optional(memberTypeSchema),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Login with an SMS code sent earlier through /wps/verification/sms/noLogin. */
export const codeLoginRequestSchema = z.omit(smsLoginRequestSchema, { type: true });

export const freePlayLoginRequestSchema = z.object({
  os: z.string().check(z.minLength(1)),
  platform: z.literal('W'),
  encryption: z.boolean(),
  gatewayVersion: z.literal(3),
});

export const secondVerificationRequestSchema = z.object({
  challengeId: z.string().check(z.minLength(1)),
  method: secondVerificationMethodSchema,
  /** SMS, email or authenticator code, or the bank account holder name. */
  answer: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});

export const secondVerificationCodeRequestSchema = z.object({
  challengeId: z.string().check(z.minLength(1)),
  method: z.enum(['SMS', 'EMAIL']),
});

export const smsCodeSentSchema = z.object({
  /** The resend countdown is expiredMinutes × 60 seconds (SPEC §4). */
  expiredMinutes: z._default(z.int().check(z.positive()), 1),
});
export type SmsCodeSent = z.infer<typeof smsCodeSentSchema>;

/**
 * The answer to a captcha the server demands (CAPTCHA_REQUIRED, captchaRequired: true) and the key
 * of its picture. A number that has had a few codes today gets the next only with one; so does a
 * password change where CHNGPASSVERIF3 is on.
 */
const captchaAnswerFields = {
  captcha: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(16))),
  captchaKey: z.optional(captchaKeySchema),
};

export const smsCodeRequestSchema = z.object({
  mobileNum: mobileNumberSchema,
  countryDialingCode: countryDialingCodeSchema,
  purpose: z.enum(['LOGIN', 'FORGOT_PASSWORD', 'BIND_MOBILE']),
  ...captchaAnswerFields,
});

export const registerSmsCodeRequestSchema = z.object({
  mobileNo: mobileNumberSchema,
  countryDialingCode: countryDialingCodeSchema,
  registerType: z.enum(['username', 'mobile']),
  ...captchaAnswerFields,
});

const optionalText = z.optional(z.string().check(z.trim(), z.maxLength(100)));

/** PUT /wps/member/register (encrypted); form rules live in ./validation, this is the wire shape. */
export const registerRequestSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
  password: z.string().check(z.minLength(1), z.maxLength(64)),
  confirmPassword: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  payeeName: optionalText,
  email: z.optional(z.email()),
  qqNum: optionalText,
  mobileNum: z.optional(mobileNumberSchema),
  countryDialingCode: z.optional(countryDialingCodeSchema),
  recommenderId: optionalText,
  captcha: optionalText,
  captchaKey: optionalText,
  verificationCode: z.optional(smsCodeSchema),
  affiliateCode: optionalText,
  paymentPassword: z.optional(z.string().check(z.maxLength(64))),
  line: optionalText,
  whatsapp: optionalText,
  facebook: optionalText,
  wechat: optionalText,
  idNumber: optionalText,
  referralCode: optionalText,
  registerUrl: z.string().check(z.minLength(1), z.maxLength(2048)),
  domain: z.string().check(z.minLength(1), z.maxLength(253)),
  registerMethod: z._default(z.literal('WEB'), 'WEB'),
  /** Log in straight away and return a token. */
  login: z._default(z.boolean(), true),
  firebaseChannel: optionalText,
  firebaseIdToken: z.optional(z.string().check(z.maxLength(4096))),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/**
 * PUT /wps/member/register/mobile: the username is the mobile number. The password is asked for
 * where the white label's MOBILENUMPASSREG3 is on; off, it is left out and the number with its SMS
 * code makes the account, which logs in by code.
 */
export const mobileRegisterRequestSchema = z.extend(registerRequestSchema, {
  mobileNum: mobileNumberSchema,
  countryDialingCode: countryDialingCodeSchema,
  password: z.optional(registerRequestSchema.shape.password),
});

export const registerResponseSchema = z.object({
  /** Null when the request asked not to log in. */
  token: z.nullable(z.string().check(z.minLength(1))),
  firstTimeLogin: z.boolean(),
});

export const registrationValidationQuerySchema = z.object({
  field: z.enum(['username', 'mobileNum', 'email', 'referralCode']),
  value: z.string().check(z.minLength(1), z.maxLength(100)),
});
export const registrationValidationSchema = z.object({ available: z.boolean() });

export const affiliateQuerySchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  domain: z.string().check(z.minLength(1), z.maxLength(253)),
});
export const affiliateSchema = z.object({
  affiliateCode: z.string().check(z.minLength(1)),
  valid: z.literal(true),
});

export const changePasswordRequestSchema = z.object({
  oldPassword: z.string().check(z.minLength(1)),
  newPassword: z.string().check(z.minLength(1), z.maxLength(64)),
  confirmNewPassword: z.string().check(z.minLength(1), z.maxLength(64)),
  /**
   * CHNGPASSVERIF3: the white label verifies a person behind every password change, with the
   * server's captcha (GET /wps/captcha): without it the change answers CAPTCHA_REQUIRED.
   */
  ...captchaAnswerFields,
});

/** The client an attempt came from, read from its User-Agent; null where it names none we know. */
export const loginDeviceSchema = z.object({
  /** e.g. Chrome, Safari, Firefox, Edge. */
  browser: z.nullable(z.string().check(z.minLength(1))),
  /** e.g. Windows, macOS, Android, iOS. */
  os: z.nullable(z.string().check(z.minLength(1))),
});
export type LoginDevice = z.infer<typeof loginDeviceSchema>;

const loginAttemptShape = {
  attemptId: z.string().check(z.minLength(1)),
  at: isoDateTimeSchema,
  /** The client IP as the server saw it (behind a trusted proxy, the forwarded one). */
  ip: z.string().check(z.minLength(1)),
  device: loginDeviceSchema,
  method: z.enum(loginHistoryMethods),
};

/** One login attempt on the member's own account: a success, or a failure with its reason. */
export const loginAttemptSchema = z.discriminatedUnion('result', [
  z.object({ ...loginAttemptShape, result: z.literal('SUCCESS'), reason: z.null() }),
  z.object({ ...loginAttemptShape, result: z.literal('FAILURE'), reason: z.enum(loginFailureReasons) }),
]);
export type LoginAttempt = z.infer<typeof loginAttemptSchema>;
export const pagedLoginHistorySchema = pagedSchema(loginAttemptSchema);

export const forgotPasswordByEmailRequestSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1)),
  email: z.email(),
});

/** Checks the SMS code sent for a forgotten password before the new password is chosen. */
export const passwordVerificationRequestSchema = z.object({
  mobileNum: mobileNumberSchema,
  countryDialingCode: countryDialingCodeSchema,
  verificationCode: smsCodeSchema,
});
export const passwordVerificationSchema = z.object({
  verified: z.literal(true),
  expiresInSeconds: z.int().check(z.positive()),
});

export const setPasswordByPhoneRequestSchema = z.object({
  mobileNum: mobileNumberSchema,
  countryDialingCode: countryDialingCodeSchema,
  verificationCode: smsCodeSchema,
  newPassword: z.string().check(z.minLength(1), z.maxLength(64)),
});

/**
 * The account whose password the code set: the portal logs in with it and the new password
 * (SPEC §4). The number names only an account registered by mobile; this names any account that
 * holds the number. The caller proved the number with the code, so it learns nothing it could not.
 */
export const passwordSetByPhoneSchema = z.object({ account: z.string().check(z.minLength(1)) });

/** SPEC §3 public state shown in the header and menus. */
export const publicStateSchema = z.object({
  balance: minorUnitsSchema,
  currencySymbol: z.string().check(z.minLength(1)),
  unreadMessage: countSchema,
  availablePromoCount: countSchema,
  availablePromo: z.object({ REFERRAL: z.object({ enabled: z.boolean() }) }),
  hasVip: z.boolean(),
  vipLabelName: z.nullable(z.string()),
  vipRankLevel: countSchema,
});
export type PublicState = z.infer<typeof publicStateSchema>;

/** One VIP level of the white label: reached once the member's lifetime valid bets reach `minTurnover`. */
export const vipLevelSchema = z.object({
  level: z.int().check(z.positive()),
  minTurnover: nonNegativeMinorUnitsSchema,
  /** The one-off bonus reaching the level gives (0: none), paid to the main wallet when claimed. */
  bonus: nonNegativeMinorUnitsSchema,
  /** Whether the member has claimed this level's bonus. */
  claimed: z.boolean(),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

/** POST /wps/member/vip/claim: the reached level whose bonus to claim. */
export const vipClaimRequestSchema = z.object({ level: z.int().check(z.positive()) });

/** GET /wps/member/vip: the white label's VIP levels and where the member stands on them. */
export const vipStatusSchema = z.object({
  hasVip: z.boolean(),
  vipLabelName: z.nullable(z.string()),
  /** The member's level (as the public state's `vipRankLevel`); 0 below every level. */
  vipRankLevel: countSchema,
  /** Valid bets of real-money play over all time: what decides the level. */
  turnover: nonNegativeMinorUnitsSchema,
  /** Lowest level first. */
  levels: z.array(vipLevelSchema),
});
export type VipStatus = z.infer<typeof vipStatusSchema>;

export const walletBalanceSchema = z.object({
  balance: minorUnitsSchema,
  currency: z.string().check(z.regex(/^[A-Z]{3}$/u)),
  currencySymbol: z.string().check(z.minLength(1)),
  /**
   * A multi-wallet merchant's vendor wallets: every one a member can transfer to, 0 when never used.
   * Empty on a single-wallet merchant.
   */
  vendorBalances: z.array(
    z.object({ vassalage: z.string().check(z.minLength(1)), balance: nonNegativeMinorUnitsSchema }),
  ),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

export const merchantWalletSchema = z.object({ isSingle: z.boolean() });

/** The wallet code of the main wallet in a transfer; every other code names a vendor's wallet. */
export const MAIN_WALLET = 'MAIN';

export const walletTransferRequestSchema = z.object({
  /** `MAIN` or a vendor code. */
  from: z.string().check(z.minLength(1)),
  to: z.string().check(z.minLength(1)),
  amount: z.int().check(z.positive()),
});
export const walletTransferSchema = z.object({
  transferId: z.string().check(z.minLength(1)),
  balance: minorUnitsSchema,
});

export const gameSessionsLogoutSchema = z.object({
  /** Total returned to the main wallet from the closed vendor sessions. */
  recalledAmount: nonNegativeMinorUnitsSchema,
  balance: minorUnitsSchema,
});
