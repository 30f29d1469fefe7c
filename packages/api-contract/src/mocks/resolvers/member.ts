import type { AgentContract, ConsolidatedContractInfo, ContractType } from '../../schemas/agent';
import { pageOf } from '../../schemas/common';
import { isTrialType, LOGIN_HISTORY_DAYS, type PublicState, type VipLevel } from '../../schemas/member';
import {
  MOCK_AUTHENTICATOR_CODE,
  MOCK_AUTHENTICATOR_SECRET,
  MOCK_CURRENT_SESSION_ID,
  MOCK_RECOVERY_CODES,
} from '../fixtures/accountSecurity';
import { mockIconUrl } from '../fixtures/catalogue';
import { mockAvatarUrl, mockProfile, type MockProfileValues } from '../fixtures/profile';
import { builtInAvatarIds, profileFieldNames } from '../../schemas/profile';
import { checkProfileField } from '../../validation/profile';
import type { FieldIssue } from '../../envelope';
import { toIssue } from '../../validation/issues';
import { MOCK_CLIENT_IP } from '../fixtures/logins';
import { MOCK_NOW_ISO } from '../fixtures/time';
import type { MockAccount } from '../fixtures/accounts';
import { MOCK_CURRENCY } from '../fixtures/system';
import { minutesAgo } from '../fixtures/time';
import { balanceOf, credit, type MockWorld } from '../world';
import { failWith, type GroupResolvers } from './define';
import { checkCaptcha } from './credentials';
import { mockUnreadCount } from './messages';
import { inDateRange } from './reports';

/**
 * The mock white label's VIP levels: the server's default table (10,000.00 of valid bet for level 2,
 * 18.00 of bonus for reaching it…).
 */
export const MOCK_VIP_LEVELS: readonly Omit<VipLevel, 'claimed'>[] = [
  { level: 1, minTurnover: 0, bonus: 0 },
  { level: 2, minTurnover: 1_000_000, bonus: 1_800 },
  { level: 3, minTurnover: 10_000_000, bonus: 8_800 },
  { level: 4, minTurnover: 50_000_000, bonus: 38_800 },
  { level: 5, minTurnover: 200_000_000, bonus: 188_800 },
];
/** The mock member's VIP level (as the header's `vipRankLevel`). */
const MOCK_VIP_RANK = 2;
/** Every member's lifetime valid bet in the mocks, 40,000.00: a third of the way from level 2 to 3. */
export const MOCK_VIP_TURNOVER = 4_000_000;

function publicStateOf(world: MockWorld, account: MockAccount): PublicState {
  const trial = isTrialType(account.type);
  return {
    balance: balanceOf(world, account.account),
    currencySymbol: MOCK_CURRENCY.currencySymbol,
    unreadMessage: mockUnreadCount(world),
    availablePromoCount: world.promotions.filter((promotion) => promotion.status === 'CLAIM').length,
    availablePromo: { REFERRAL: { enabled: true } },
    hasVip: !trial,
    vipLabelName: trial ? null : 'VIP 2',
    vipRankLevel: trial ? 0 : MOCK_VIP_RANK,
  };
}

/** The account's profile values: the nickname, e-mail and mobile of the account, the rest as set. */
function profileValuesOf(account: MockAccount): MockProfileValues {
  return {
    ...account.profile,
    nickname: account.nickname,
    ...(account.email === null ? {} : { email: account.email }),
    ...(account.mobileNum === null ? {} : { mobileNum: `${MOCK_DIALING_CODE} ${account.mobileNum}` }),
  };
}

const MOCK_DIALING_CODE = '+63';
const MOCK_MOBILE_DIGITS = 10;

/** 0 nothing waits, 1 a new contract waits for an answer, 2 a termination request does. */
const requestTypeOf = (info: { pendingRequest: AgentContract | null }) =>
  info.pendingRequest === null ? 0 : info.pendingRequest.status === 'TERMINATION_REQUESTED' ? 2 : 1;

/** An account's contracts as a downline, by type: what member.consolidated answers a non-trial session. */
export function mockConsolidatedContracts(world: MockWorld, account: string): ConsolidatedContractInfo {
  const infoFor = (contractType: ContractType) => {
    const mine = world.contracts.filter(
      (contract) => contract.contractType === contractType && contract.downlineAccount === account,
    );
    return {
      contract: mine.find((contract) => contract.status === 'ACTIVE') ?? null,
      pendingRequest:
        mine.find(
          (contract) => contract.status === 'PENDING' || contract.status === 'TERMINATION_REQUESTED',
        ) ?? null,
    };
  };
  const daily = infoFor('DAILY_SALARY');
  const hourly = infoFor('HOURLY_SALARY');
  const dividend = infoFor('DIVIDEND');
  const realTime = infoFor('REAL_TIME_SALARY');
  return {
    dailysalreqtype: requestTypeOf(daily),
    divtypereq: requestTypeOf(dividend),
    contracthoursalreqeq: requestTypeOf(hourly),
    realtimesalreqtype: requestTypeOf(realTime),
    dailySalaryInfo: daily,
    hourlySalaryInfo: hourly,
    dividendInfo: dividend,
    realTimeSalaryInfo: realTime,
  };
}

export const memberResolvers = {
  info: ({ session }) => ({
    id: session.account.id,
    account: session.account.account,
    nickname: session.account.nickname,
    type: session.account.type,
    iconUrl: session.account.iconId === undefined ? null : mockAvatarUrl(session.account.iconId),
    // The fixtures' uplines are accounts of the world, as the server's are active members.
    uplineAccount: session.account.upline,
  }),
  updateIcon: ({ session, body }) => {
    if (!(builtInAvatarIds as readonly string[]).includes(body.imageId))
      return { iconUrl: mockIconUrl(body.imageId, 280) };
    session.account.iconId = body.imageId;
    return { iconUrl: mockAvatarUrl(body.imageId) };
  },
  profile: ({ session }) => mockProfile(profileValuesOf(session.account), session.account.iconId),
  // As the server: a set field that is fixed is refused, each value by the shared rule, a number once.
  updateProfile: ({ world, session, body }) => {
    const account = session.account;
    const current = mockProfile(profileValuesOf(account)).fields;
    const today = MOCK_NOW_ISO.slice(0, 10);
    const fixed: FieldIssue[] = [];
    const invalid: FieldIssue[] = [];
    for (const name of profileFieldNames) {
      const value = body[name];
      if (value === undefined) continue;
      if (current.find((field) => field.name === name)?.fixed) fixed.push({ path: name, code: 'fieldFixed' });
      const problem = checkProfileField(name, value, { today, mobile: { digits: MOCK_MOBILE_DIGITS } });
      if (problem) invalid.push(toIssue(name, problem));
    }
    if (fixed.length > 0) failWith('PROFILE_FIELD_FIXED', { issues: fixed });
    if (invalid.length > 0) failWith('VALIDATION_FAILED', { issues: invalid });
    const { nickname, email, mobileNum, ...rest } = body;
    if (
      mobileNum !== undefined &&
      [...world.accounts.values()].some((other) => other !== account && other.mobileNum === mobileNum)
    )
      failWith('VALIDATION_FAILED', { issues: [{ path: 'mobileNum', code: 'mobileTaken' }] });
    if (nickname !== undefined) account.nickname = nickname;
    if (email !== undefined) account.email = email;
    if (mobileNum !== undefined) account.mobileNum = mobileNum;
    account.profile = { ...account.profile, ...rest };
    return mockProfile(profileValuesOf(account), account.iconId);
  },
  changePassword: ({ session, body }) => {
    // A captcha sent (CHNGPASSVERIF3) must be the mocks' one; whether one is needed is the server's rule.
    checkCaptcha(body.captcha);
    if (body.oldPassword !== session.account.password)
      failWith('INVALID_CREDENTIALS', { issues: [{ path: 'oldPassword', code: 'oldPasswordRequired' }] });
    session.account.password = body.newPassword;
    session.account.firstTimeLogin = false;
    session.account.passwordExpired = false;
    return null;
  },
  // As the server: the caller's own attempts of the last LOGIN_HISTORY_DAYS, newest first.
  loginHistory: ({ world, session, query }) => {
    const kept = minutesAgo(LOGIN_HISTORY_DAYS * 24 * 60);
    const attempts = world.loginAttempts
      .filter(
        ({ account, attempt }) =>
          account === session.account.account &&
          attempt.at >= kept &&
          inDateRange(attempt.at, query) &&
          (query.result === undefined || attempt.result === query.result),
      )
      .map(({ attempt }) => attempt)
      .sort((a, b) => b.at.localeCompare(a.at));
    return pageOf(attempts, query.pageNo, query.pageSize);
  },
  consolidated: ({ world, session }) => ({
    publicState: publicStateOf(world, session.account),
    contracts: isTrialType(session.account.type)
      ? null
      : mockConsolidatedContracts(world, session.account.account),
  }),
  // The security centre's protections, as the server keeps them (no TOTP: one fixed code passes).
  accountSecurity: ({ world, session }) => {
    const app = world.authenticators.get(session.account.account);
    const enabled = app?.enabled === true;
    return {
      features: { authenticator: true, sessions: true, closeAccount: true },
      authenticator: { enabled, recoveryCodesLeft: enabled ? (app?.recoveryCodesLeft ?? 0) : 0 },
    };
  },
  startAuthenticator: ({ world, session }) => {
    if (world.authenticators.get(session.account.account)?.enabled) failWith('OPERATION_NOT_ALLOWED');
    world.authenticators.set(session.account.account, {
      secret: MOCK_AUTHENTICATOR_SECRET,
      enabled: false,
      recoveryCodesLeft: 0,
    });
    return {
      secret: MOCK_AUTHENTICATOR_SECRET,
      uri: `otpauth://totp/Aurora:${encodeURIComponent(session.account.account)}?issuer=Aurora&secret=${MOCK_AUTHENTICATOR_SECRET}&algorithm=SHA1&digits=6&period=30`,
    };
  },
  // Unlike the server, a confirmation with no set-up pending counts as one for the fixed secret:
  // a story can open on the set-up step without walking through its start.
  confirmAuthenticator: ({ world, session, body }) => {
    if (world.authenticators.get(session.account.account)?.enabled) failWith('OPERATION_NOT_ALLOWED');
    if (body.code !== MOCK_AUTHENTICATOR_CODE) failWith('INVALID_VERIFICATION_CODE');
    world.authenticators.set(session.account.account, {
      secret: MOCK_AUTHENTICATOR_SECRET,
      enabled: true,
      recoveryCodesLeft: MOCK_RECOVERY_CODES.length,
    });
    return { recoveryCodes: [...MOCK_RECOVERY_CODES] };
  },
  disableAuthenticator: ({ world, session, body }) => {
    if (!world.authenticators.get(session.account.account)?.enabled) failWith('OPERATION_NOT_ALLOWED');
    if ('code' in body ? body.code !== MOCK_AUTHENTICATOR_CODE : body.password !== session.account.password)
      failWith('code' in body ? 'INVALID_VERIFICATION_CODE' : 'INVALID_CREDENTIALS');
    world.authenticators.delete(session.account.account);
    return null;
  },
  sessions: ({ world }) => ({
    sessions: [
      {
        sessionId: MOCK_CURRENT_SESSION_ID,
        device: { browser: 'Chrome', os: 'Windows' },
        ip: MOCK_CLIENT_IP,
        startedAt: MOCK_NOW_ISO,
        lastSeenAt: MOCK_NOW_ISO,
        current: true,
      },
      ...world.otherSessions,
    ],
  }),
  endSession: ({ world, body }) => {
    if (body.sessionId === MOCK_CURRENT_SESSION_ID) failWith('OPERATION_NOT_ALLOWED');
    const before = world.otherSessions.length;
    world.otherSessions = world.otherSessions.filter((other) => other.sessionId !== body.sessionId);
    if (world.otherSessions.length === before) failWith('NOT_FOUND');
    return null;
  },
  endOtherSessions: ({ world }) => {
    const ended = world.otherSessions.length;
    world.otherSessions = [];
    return { ended };
  },
  closeAccount: ({ world, session, body }) => {
    if (body.password !== session.account.password) failWith('INVALID_CREDENTIALS');
    if (balanceOf(world, session.account.account) > 0) failWith('BALANCE_NOT_EMPTY');
    world.closedAccounts.add(session.account.account);
    world.revokedTokens.add(session.token);
    return null;
  },
  vip: ({ world, session }) => {
    const trial = isTrialType(session.account.type);
    const claimed = world.vipClaims.get(session.account.account);
    return {
      hasVip: !trial,
      vipLabelName: trial ? null : 'VIP 2',
      vipRankLevel: trial ? 0 : MOCK_VIP_RANK,
      turnover: trial ? 0 : MOCK_VIP_TURNOVER,
      levels: MOCK_VIP_LEVELS.map((level) => ({ ...level, claimed: claimed?.has(level.level) ?? false })),
    };
  },
  vipClaim: ({ world, session, body }) => {
    const level =
      MOCK_VIP_LEVELS.find((candidate) => candidate.level === body.level) ?? failWith('NOT_FOUND');
    const account = session.account.account;
    const claimed = world.vipClaims.get(account) ?? new Set<number>();
    // As the server: a reached level with a bonus pays it, once.
    if (level.level > MOCK_VIP_RANK || level.bonus === 0 || claimed.has(level.level))
      failWith('OPERATION_NOT_ALLOWED');
    world.vipClaims.set(account, claimed.add(level.level));
    return { amount: level.bonus, balance: credit(world, account, level.bonus) };
  },
} satisfies GroupResolvers<'member'>;
