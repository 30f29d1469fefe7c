import { secondVerificationMethods } from '../../envelope';
import type { ErrorCode } from '../../errors';
import {
  isAgentType,
  memberTypes,
  type LoginFailureReason,
  type LoginHistoryMethod,
  type LoginResponse,
} from '../../schemas/member';
import { mockCredentials, referralCodeOf, type MockAccount } from '../fixtures/accounts';
import { MOCK_NOW } from '../fixtures/time';
import {
  accountByMobile,
  accountByReferralCode,
  accountNamed,
  addAccount,
  openSession,
  recordLoginAttempt,
  type MockWorld,
} from '../world';
import { checkCaptcha, checkSmsCode, sendSmsCodeTo } from './credentials';
import { failWith, MockFailure, type GroupResolvers } from './define';

function loginResponseFor(world: MockWorld, account: MockAccount): LoginResponse {
  const response = {
    token: openSession(world, account),
    firstTimeLogin: account.firstTimeLogin,
    passwordExpired: account.passwordExpired,
    memberType: account.type,
  };
  // As on the server, only the very first login says so.
  account.firstTimeLogin = false;
  return response;
}

function finishLogin(world: MockWorld, account: MockAccount, loginArea: 'member' | 'agent'): LoginResponse {
  if (loginArea === 'agent' && !isAgentType(account.type)) failWith('NON_AGENT_LOGIN');
  const playBreak = world.playBreaks.get(account.account);
  if (playBreak && Date.parse(playBreak.endsAt) > MOCK_NOW)
    failWith('PLAY_BREAK_ACTIVE', { playBreakUntil: playBreak.endsAt });
  if (account.needsSecondVerification) {
    const challengeId = `CHALLENGE-${world.secondVerificationChallenges.size + 1}`;
    world.secondVerificationChallenges.set(challengeId, account.account);
    // Every method, so a story can show each; one offering fewer sets them with override().
    failWith('SECOND_VERIFICATION_REQUIRED', {
      secondVerification: { challengeId, methods: [...secondVerificationMethods] },
    });
  }
  return loginResponseFor(world, account);
}

/** The login history's reason for a refusal; refusals that check nothing (CAPTCHA_REQUIRED) are not attempts. */
const failureReasons: Partial<Record<ErrorCode, LoginFailureReason>> = {
  INVALID_CREDENTIALS: 'WRONG_PASSWORD',
  INVALID_VERIFICATION_CODE: 'WRONG_CODE',
  CAPTCHA_CHECK_FAILED: 'CAPTCHA_FAILED',
  TOO_MANY_REQUESTS: 'LOCKED',
  NON_AGENT_LOGIN: 'AREA_NOT_ALLOWED',
  SECOND_VERIFICATION_REQUIRED: 'VERIFICATION_REQUIRED',
};

/** Runs a login of an existing account and notes it in the account's login history, as the server does. */
function recorded(
  world: MockWorld,
  request: Request,
  account: MockAccount,
  method: LoginHistoryMethod,
  login: () => LoginResponse,
  reasons: Partial<Record<ErrorCode, LoginFailureReason>> = failureReasons,
): LoginResponse {
  try {
    const response = login();
    recordLoginAttempt(world, account, { request, method, failure: null });
    return response;
  } catch (error) {
    const failure = error instanceof MockFailure ? reasons[error.code] : undefined;
    if (failure) recordLoginAttempt(world, account, { request, method, failure });
    throw error;
  }
}

function smsLogin(
  world: MockWorld,
  request: Request,
  body: { mobileNum: string; verificationCode: string; loginArea: 'member' | 'agent' },
): LoginResponse {
  const account = accountByMobile(world, body.mobileNum) ?? failWith('ACCOUNT_NOT_FOUND');
  return recorded(world, request, account, 'SMS', () => {
    checkSmsCode(body.verificationCode);
    return finishLogin(world, account, body.loginArea);
  });
}

interface Registration {
  username: string;
  /** None: a mobile registration where MOBILENUMPASSREG3 is off; the account logs in by code. */
  password?: string | undefined;
  type?: number;
  upline?: string | null;
  email?: string | undefined;
  mobileNum?: string | undefined;
  affiliateCode?: string | undefined;
  verificationCode?: string | undefined;
  captcha?: string | undefined;
}

/** A new account: refused only when the name is taken or a typed code is wrong. */
export function registerAccount(world: MockWorld, request: Registration): MockAccount {
  if (accountNamed(world, request.username)) failWith('ACCOUNT_EXISTS');
  checkCaptcha(request.captcha);
  checkSmsCode(request.verificationCode);
  const inviter = request.affiliateCode
    ? (accountByReferralCode(world, request.affiliateCode) ?? failWith('INVALID_INVITATION_CODE'))
    : undefined;
  const type = request.type ?? memberTypes.MEMBER;
  return addAccount(world, {
    id: 2000 + world.accounts.size,
    account: request.username,
    // No password can be typed empty, so '' lets no password login in (as a trial account's).
    password: request.password ?? '',
    nickname: request.username,
    type,
    upline: request.upline ?? inviter?.account ?? null,
    mobileNum: request.mobileNum ?? null,
    email: request.email ?? null,
    referralCode: isAgentType(type) ? referralCodeOf(request.username) : null,
    firstTimeLogin: true,
    passwordExpired: false,
    needsSecondVerification: false,
    balance: 0,
  });
}

function register(world: MockWorld, request: Registration & { login: boolean }) {
  const account = registerAccount(world, request);
  if (!request.login) return { token: null, firstTimeLogin: true };
  account.firstTimeLogin = false;
  return { token: openSession(world, account), firstTimeLogin: true };
}

let trialCounter = 0;

export const authResolvers = {
  login: ({ world, body, request }) => {
    if (body.type === 'sms') return smsLogin(world, request, body);
    const account = accountNamed(world, body.username);
    if (!account) {
      checkCaptcha(body.captcha);
      failWith('INVALID_CREDENTIALS');
    }
    return recorded(world, request, account, 'PASSWORD', () => {
      checkCaptcha(body.captcha);
      if (account.password !== body.password) failWith('INVALID_CREDENTIALS');
      if (world.closedAccounts.has(account.account)) failWith('ACCOUNT_CLOSED');
      return finishLogin(world, account, body.loginArea);
    });
  },
  loginByCode: ({ world, body, request }) => smsLogin(world, request, body),
  freePlayLogin: ({ world }) => {
    trialCounter += 1;
    const account = addAccount(world, {
      id: 9000 + trialCounter,
      account: `trial${trialCounter}`,
      password: '',
      nickname: 'Guest',
      type: memberTypes.TRIAL,
      upline: null,
      mobileNum: null,
      email: null,
      referralCode: null,
      firstTimeLogin: false,
      passwordExpired: false,
      needsSecondVerification: false,
      balance: 200_000,
    });
    return loginResponseFor(world, account);
  },
  logout: ({ world, session }) => {
    world.sessions.delete(session.token);
    world.revokedTokens.add(session.token);
    return null;
  },
  secondVerification: ({ world, body, request }) => {
    const accountName = world.secondVerificationChallenges.get(body.challengeId) ?? failWith('CODE_EXPIRED');
    const account = world.accounts.get(accountName) ?? failWith('ACCOUNT_NOT_FOUND');
    return recorded(
      world,
      request,
      account,
      'PASSWORD',
      () => {
        if (body.answer !== mockCredentials.secondVerificationAnswer) failWith('INVALID_VERIFICATION_CODE');
        world.secondVerificationChallenges.delete(body.challengeId);
        // The new location is known from now on, as the server remembers the IP.
        account.needsSecondVerification = false;
        return loginResponseFor(world, account);
      },
      { INVALID_VERIFICATION_CODE: 'VERIFICATION_FAILED' },
    );
  },
  secondVerificationCode: ({ world, body }) => {
    if (!world.secondVerificationChallenges.has(body.challengeId)) failWith('CODE_EXPIRED');
    return { expiredMinutes: 1 };
  },
  smsCode: ({ world, body }) => {
    if (body.purpose !== 'BIND_MOBILE' && !accountByMobile(world, body.mobileNum))
      failWith('ACCOUNT_NOT_FOUND');
    sendSmsCodeTo(world, body, body);
    return { expiredMinutes: 1 };
  },
  registerSmsCode: ({ world, body }) => {
    if (accountByMobile(world, body.mobileNo)) failWith('ACCOUNT_EXISTS');
    sendSmsCodeTo(world, { countryDialingCode: body.countryDialingCode, mobileNum: body.mobileNo }, body);
    return { expiredMinutes: 1 };
  },
  register: ({ world, body }) => register(world, body),
  registerMobile: ({ world, body }) => register(world, body),
  registrationValidation: ({ world, query }) => {
    const accounts = [...world.accounts.values()];
    const taken =
      query.field === 'username'
        ? accountNamed(world, query.value) !== undefined
        : query.field === 'mobileNum'
          ? accounts.some((account) => account.mobileNum === query.value)
          : query.field === 'email'
            ? accounts.some((account) => account.email === query.value)
            : // A referral code is "available" to use when an agent owns it.
              accountByReferralCode(world, query.value) === undefined;
    return { available: !taken };
  },
  forgotPasswordByEmail: ({ world, body }) => {
    const account = accountNamed(world, body.username);
    if (!account || account.email !== body.email) failWith('ACCOUNT_NOT_FOUND');
    return null;
  },
  passwordVerification: ({ world, body }) => {
    if (!accountByMobile(world, body.mobileNum)) failWith('ACCOUNT_NOT_FOUND');
    checkSmsCode(body.verificationCode);
    return { verified: true, expiresInSeconds: 600 };
  },
  setPasswordByPhone: ({ world, body }) => {
    const account = accountByMobile(world, body.mobileNum) ?? failWith('ACCOUNT_NOT_FOUND');
    checkSmsCode(body.verificationCode);
    account.password = body.newPassword;
    account.passwordExpired = false;
    return { account: account.account };
  },
} satisfies GroupResolvers<'auth'>;
