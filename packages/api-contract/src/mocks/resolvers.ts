import type { EndpointById, EndpointId } from '../endpoints';
import type { ParsedBodyOf, ParsedQueryOf, ResponseOf } from '../endpoints/define';
import type { FailureOptions } from '../envelope';
import type { ErrorCode } from '../errors';
import type { EncryptionKeyPair } from '../jwe';
import type {
  AgentContract,
  ContractActionRequest,
  ContractType,
  ConsolidatedContractInfo,
} from '../schemas/agent';
import { pageOf } from '../schemas/common';
import type { GameType } from '../schemas/games';
import { isAgentType, type LoginResponse, type PublicState } from '../schemas/member';
import type { Announcements } from '../schemas/content';
import type { PermissionInfo, RegistrationSettings, WhiteLabelSettings } from '../schemas/system';
import {
  gameMenus,
  mockIconUrl,
  mockVendorSpecs,
  toGameCard,
  vendorLanes,
  type CatalogueGame,
} from './catalogue';
import { createRng, deriveSeed } from '../random';
import {
  MOCK_CAPTCHA_PNG,
  MOCK_NOW,
  minutesAgo,
  minutesAhead,
  mockCredentials,
  type MockAccount,
  type MockWorld,
} from './world';

/** Thrown (or returned) by a resolver: the handler answers with `fail(code, details)`. */
export class MockFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details: FailureOptions = {},
  ) {
    super(code);
  }
}

function failWith(code: ErrorCode, details: FailureOptions = {}): never {
  throw new MockFailure(code, details);
}

export interface MockSession {
  token: string;
  account: MockAccount;
}

export interface MockContext<E> {
  query: ParsedQueryOf<E>;
  body: ParsedBodyOf<E>;
  session: E extends { readonly auth: 'token' } ? MockSession : MockSession | null;
  world: MockWorld;
  keyPair: EncryptionKeyPair;
  request: Request;
}

export type MockResolver<E> = (context: MockContext<E>) => ResponseOf<E> | Promise<ResponseOf<E>>;
/** One resolver per endpoint: a new contract entry does not compile until it has mock data. */
export type MockResolvers = { [Id in EndpointId]: MockResolver<EndpointById<Id>> };

const CURRENCY = { currency: 'PHP', currencySymbol: '₱' } as const;

function inDateRange(iso: string, range: { startDate: string; endDate: string }): boolean {
  const day = iso.slice(0, 10);
  return day >= range.startDate && day <= range.endDate;
}

let tokenCounter = 0;
function issueToken(world: MockWorld, account: MockAccount): string {
  tokenCounter += 1;
  const token = `mock-${account.account}-${tokenCounter}`;
  world.sessions.set(token, account.account);
  return token;
}

function loginResponseFor(world: MockWorld, account: MockAccount): LoginResponse {
  return {
    token: issueToken(world, account),
    firstTimeLogin: account.firstTimeLogin,
    passwordExpired: account.passwordExpired,
    memberType: account.type,
  };
}

function accountByMobile(world: MockWorld, mobileNum: string): MockAccount | undefined {
  return [...world.accounts.values()].find((account) => account.mobileNum === mobileNum);
}

function balanceOf(world: MockWorld, account: string): number {
  return world.balances.get(account) ?? 0;
}

function adjustBalance(world: MockWorld, account: string, delta: number): number {
  const next = balanceOf(world, account) + delta;
  world.balances.set(account, next);
  return next;
}

function requireAgent(session: MockSession): void {
  if (!isAgentType(session.account.type)) failWith('FORBIDDEN');
}

function requireFunds(world: MockWorld, account: string, amount: number): void {
  if (amount > balanceOf(world, account)) failWith('INSUFFICIENT_FUNDS');
}

function checkWithdrawPassword(password: string): void {
  if (password !== mockCredentials.withdrawPassword)
    failWith('INVALID_CREDENTIALS', {
      issues: [{ path: 'withdrawPassword', code: 'withdrawPasswordRequired' }],
    });
}

function checkSmsCode(code: string | undefined): void {
  if (code !== undefined && code !== mockCredentials.smsCode) failWith('INVALID_VERIFICATION_CODE');
}

function gamesOf(world: MockWorld, nodeIds: readonly number[]): CatalogueGame[] {
  return nodeIds.flatMap((nodeId) => world.catalogue.byNodeId.get(nodeId) ?? []);
}

function whiteLabel(): WhiteLabelSettings {
  return {
    flags: {
      USERNAMEREG3: true,
      MOBILENUMREG3: true,
      MOBILENUMPASSREG3: true,
      REGMOBVERF3: true,
      CHNGPASSVERIF3: false,
      FREEPLAY3: true,
      PWDEXPFORCECHANGE3: true,
      MOBILEVERCODELOGIN3: true,
      AGENTPOLICY3: true,
    },
    legalAge: 18,
    mobileDigits: 10,
    forgotPasswordMethod: 'email',
    features: { dividend: true, dailySalary: true, hourlySalary: true, realTimeSalary: true, referral: true },
    socialLogin: { facebook: false, google: false },
  };
}

function registrationSettings(): RegistrationSettings {
  return {
    usernameRegistration: true,
    mobileRegistration: true,
    smsVerification: true,
    fields: {
      username: {
        enabled: true,
        required: true,
        patternId: 'letterFirstAlphanumeric',
        minLength: 6,
        maxLength: 16,
      },
      password: { enabled: true, required: true, patternId: 'lettersAndDigits', minLength: 6, maxLength: 20 },
      mobileNum: { enabled: true, required: false, patternId: 'digits', minLength: 10, maxLength: 10 },
      email: { enabled: true, required: false, patternId: 'email', minLength: 6, maxLength: 50 },
      payeeName: {
        enabled: true,
        required: false,
        patternId: 'lettersAndSpaces',
        minLength: 2,
        maxLength: 40,
      },
      captcha: { enabled: true, required: true, acceptedPattern: '*', minLength: 4, maxLength: 4 },
      affiliateCode: {
        enabled: true,
        required: false,
        patternId: 'alphanumeric',
        minLength: 4,
        maxLength: 16,
      },
      referralCode: {
        enabled: true,
        required: false,
        patternId: 'alphanumeric',
        minLength: 4,
        maxLength: 16,
      },
      qqNum: { enabled: false, required: false },
      wechat: { enabled: false, required: false },
    },
  };
}

const customerService = [
  { csType: 'CS', path: 'https://chat.example.com/portal', title: 'Live chat' },
  { csType: 'TELEGRAM', path: 'https://t.me/portal_support', title: 'Telegram' },
  { csType: 'EMAIL', path: 'mailto:support@example.com', title: 'Email' },
];

const resources = [
  { resourceType: 'IOS', url: 'https://download.example.com/portal.ipa', labelNameEn: 'iOS app' },
  { resourceType: 'ANDROID', url: 'https://download.example.com/portal.apk', labelNameEn: 'Android app' },
  { resourceType: 'LITE_APP', url: 'https://lite.example.com/', labelNameEn: 'Lite app' },
  {
    resourceType: 'APP_DOWNLOAD_2',
    url: 'https://download.example.com/alt',
    labelNameEn: 'Alternative download',
  },
  { resourceType: 'FACEBOOK', url: 'https://facebook.com/portal', labelNameEn: 'Facebook' },
  { resourceType: 'TELEGRAM', url: 'https://t.me/portal', labelNameEn: 'Telegram' },
  { resourceType: 'WHATSAPP', url: 'https://wa.me/639171234567', labelNameEn: 'WhatsApp' },
  { resourceType: 'YOUTUBE', url: 'https://youtube.com/@portal', labelNameEn: 'YouTube' },
];

const domainRoute = {
  mainDomain: 'portal.example.com',
  routes: [
    { domain: 'portal.example.com', purpose: 'PORTAL' as const },
    { domain: 'agent.portal.example.com', purpose: 'AGENT' as const },
    { domain: 'api.portal.example.com', purpose: 'API' as const },
    { domain: 'cdn.portal.example.com', purpose: 'CDN' as const },
  ],
};

function permissionInfo(): PermissionInfo {
  return {
    customerService,
    domainRoute,
    resources,
    whitelabel: whiteLabel().flags,
    register: registrationSettings(),
    mainDomain: domainRoute.mainDomain,
    analytics: { gtagId: null },
    imageCDNs: ['https://cdn.portal.example.com'],
    launchGameCDNs: ['https://games.portal.example.com'],
    location: { ip: '203.0.113.7' },
    maintenance: false,
    regionRestriction: false,
  };
}

function publicStateOf(world: MockWorld, account: MockAccount): PublicState {
  return {
    balance: balanceOf(world, account.account),
    currencySymbol: CURRENCY.currencySymbol,
    unreadMessage: world.messages.filter((message) => !message.read).length,
    availablePromoCount: world.promotions.filter((promotion) => promotion.status === 'CLAIM').length,
    availablePromo: { REFERRAL: { enabled: true } },
    hasVip: account.type !== 4,
    vipLabelName: account.type === 4 ? null : 'VIP 2',
    vipRankLevel: account.type === 4 ? 0 : 2,
  };
}

const requestTypeOf = (info: { pendingRequest: AgentContract | null }) =>
  info.pendingRequest === null ? 0 : info.pendingRequest.status === 'TERMINATION_REQUESTED' ? 2 : 1;

function consolidatedContracts(world: MockWorld, account: string): ConsolidatedContractInfo {
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

function filterAnnouncements(announcements: Announcements, types: string): Announcements {
  const wanted = new Set(types.split(',').map((type) => type.trim()));
  return {
    banners: wanted.has('B') ? announcements.banners : [],
    playerNotices: wanted.has('PL') ? announcements.playerNotices : [],
    popups: wanted.has('PU') ? announcements.popups : [],
    promotions: wanted.has('PR') ? announcements.promotions : [],
    announcementImages: wanted.has('H') ? announcements.announcementImages : [],
  };
}

function drawsFor(world: MockWorld, gameCode: string) {
  if (!world.lotteryGames.some((game) => game.gameCode === gameCode)) failWith('NOT_FOUND');
  const rng = createRng(deriveSeed(`draws:${gameCode}`, world.seed));
  return Array.from({ length: 10 }, (_, index) => ({
    gameCode,
    issueNo: `${gameCode}-${String(1000 - index)}`,
    numbers: Array.from({ length: 5 }, () => String(rng.int(0, 9))),
    openedAt: minutesAgo(index * 60),
  }));
}

function usernameLogin(
  world: MockWorld,
  body: { username: string; password: string; captcha?: string | undefined; loginArea: 'member' | 'agent' },
): LoginResponse {
  const captchaRequired = world.failedLogins >= 2;
  if (captchaRequired) {
    if (body.captcha === undefined) failWith('CAPTCHA_REQUIRED', { captchaRequired: true });
    if (body.captcha !== mockCredentials.captcha) failWith('CAPTCHA_CHECK_FAILED', { captchaRequired: true });
  }
  const account = world.accounts.get(body.username);
  if (!account || account.password !== body.password) {
    world.failedLogins += 1;
    failWith('INVALID_CREDENTIALS', { captchaRequired: world.failedLogins >= 2 });
  }
  world.failedLogins = 0;
  return finishLogin(world, account, body.loginArea);
}

function finishLogin(world: MockWorld, account: MockAccount, loginArea: 'member' | 'agent'): LoginResponse {
  if (loginArea === 'agent' && !isAgentType(account.type)) failWith('NON_AGENT_LOGIN');
  if (account.needsSecondVerification) {
    const challengeId = `CHALLENGE-${world.secondVerificationChallenges.size + 1}`;
    world.secondVerificationChallenges.set(challengeId, account.account);
    failWith('SECOND_VERIFICATION_REQUIRED', {
      secondVerification: { challengeId, methods: ['SMS', 'EMAIL', 'AUTHENTICATOR', 'BANK_ACCOUNT_NAME'] },
    });
  }
  return loginResponseFor(world, account);
}

function smsLogin(
  world: MockWorld,
  body: { mobileNum: string; verificationCode: string; loginArea: 'member' | 'agent' },
): LoginResponse {
  const account = accountByMobile(world, body.mobileNum) ?? failWith('ACCOUNT_NOT_FOUND');
  checkSmsCode(body.verificationCode);
  return finishLogin(world, account, body.loginArea);
}

interface Registration {
  username: string;
  password: string;
  email?: string | undefined;
  mobileNum?: string | undefined;
  nickname?: string;
  affiliateCode?: string | undefined;
  verificationCode?: string | undefined;
  login: boolean;
}

function register(world: MockWorld, request: Registration) {
  if (world.accounts.has(request.username)) failWith('ACCOUNT_EXISTS');
  if (request.affiliateCode && request.affiliateCode !== mockCredentials.affiliateCode)
    failWith('INVALID_INVITATION_CODE');
  checkSmsCode(request.verificationCode);
  const account: MockAccount = {
    id: 2000 + world.accounts.size,
    account: request.username,
    password: request.password,
    nickname: request.username,
    type: 0,
    mobileNum: request.mobileNum ?? null,
    email: request.email ?? `${request.username}@example.com`,
    firstTimeLogin: true,
    passwordExpired: false,
    needsSecondVerification: false,
    upline: request.affiliateCode ? mockCredentials.agent.username : null,
  };
  world.accounts.set(account.account, account);
  world.balances.set(account.account, 0);
  return { token: request.login ? issueToken(world, account) : null, firstTimeLogin: true };
}

function processContract(contractType: ContractType) {
  return ({
    world,
    session,
    body,
  }: {
    world: MockWorld;
    session: MockSession;
    body: ContractActionRequest;
  }) => {
    const me = session.account.account;
    const now = new Date(MOCK_NOW).toISOString();
    if (body.action === 'NEW') {
      requireAgent(session);
      const contract: AgentContract = {
        contractId: `CT-${contractType}-${world.contracts.length + 1}`,
        contractType,
        uplineAccount: me,
        downlineAccount: body.downlineAccount,
        status: 'PENDING',
        period: body.period,
        tiers: body.tiers,
        createdAt: now,
        updatedAt: now,
      };
      world.contracts.push(contract);
      return { contract, autoTerminatedContractIds: [] };
    }
    const contract =
      world.contracts.find(
        (candidate) => candidate.contractId === body.contractId && candidate.contractType === contractType,
      ) ?? failWith('NOT_FOUND');
    const allowed: Record<typeof body.action, readonly string[]> = {
      ACCEPT: ['PENDING'],
      REJECT: ['PENDING'],
      REQUEST_TERMINATION: ['ACTIVE'],
      TERMINATE: ['ACTIVE', 'TERMINATION_REQUESTED'],
    };
    if (!allowed[body.action].includes(contract.status)) failWith('OPERATION_NOT_ALLOWED');
    const autoTerminatedContractIds: string[] = [];
    if (body.action === 'ACCEPT') {
      contract.status = 'ACTIVE';
      // A downline paid more than the new rate can no longer be funded: end that contract.
      const acceptedRate = Math.max(...contract.tiers.map((tier) => tier.rate));
      for (const downline of world.contracts) {
        const downlineRate = Math.max(...downline.tiers.map((tier) => tier.rate));
        if (
          downline.contractType === contractType &&
          downline.uplineAccount === contract.downlineAccount &&
          downline.status === 'ACTIVE' &&
          downlineRate > acceptedRate
        ) {
          downline.status = 'TERMINATED';
          downline.updatedAt = now;
          autoTerminatedContractIds.push(downline.contractId);
        }
      }
    } else if (body.action === 'REJECT') contract.status = 'REJECTED';
    else if (body.action === 'REQUEST_TERMINATION') contract.status = 'TERMINATION_REQUESTED';
    else contract.status = 'TERMINATED';
    contract.updatedAt = now;
    return { contract: { ...contract }, autoTerminatedContractIds };
  };
}

function teamReportAmount(
  seed: number,
  account: string,
  day: string,
  reportType: string,
): { validBetAmount: number; profitLoss: number; amount: number; activeMembers: number } {
  const rng = createRng(deriveSeed(`team:${account}:${day}:${reportType}`, seed));
  const validBetAmount = rng.int(0, 500) * 1_000;
  const profitLoss = rng.int(-200, 200) * 1_000;
  return {
    validBetAmount,
    profitLoss,
    amount: Math.round(validBetAmount * 0.01),
    activeMembers: rng.int(0, 12),
  };
}

function daysBetween(startDate: string, endDate: string, limit: number): string[] {
  const days: string[] = [];
  for (
    let time = Date.parse(`${startDate}T00:00:00Z`);
    time <= Date.parse(`${endDate}T00:00:00Z`) && days.length < limit;
    time += 86_400_000
  ) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

export const mockResolvers: MockResolvers = {
  'system.status': () => ({ status: 0, ip: '203.0.113.7' }),
  'system.whiteLabel': () => whiteLabel(),
  'system.registerSettings': () => registrationSettings(),
  'system.domainRoute': () => domainRoute,
  'system.permission': () => permissionInfo(),
  'system.publicKey': ({ keyPair }) => ({ jwk: keyPair.publicJwk }),
  'system.countries': () => [
    { countryDialingCode: '+63', countryCode: 'PH' },
    { countryDialingCode: '+66', countryCode: 'TH' },
    { countryDialingCode: '+84', countryCode: 'VN' },
    { countryDialingCode: '+62', countryCode: 'ID' },
    { countryDialingCode: '+60', countryCode: 'MY' },
    { countryDialingCode: '+91', countryCode: 'IN' },
    { countryDialingCode: '+86', countryCode: 'CN' },
    { countryDialingCode: '+1', countryCode: 'US' },
  ],
  'system.captcha': () => MOCK_CAPTCHA_PNG,
  'system.announcements': ({ world, query }) => filterAnnouncements(world.announcements, query.types),
  'system.uploadImage': ({ world, body }) => {
    world.uploads += 1;
    return {
      imageId: `IMG-${world.uploads}`,
      url: mockIconUrl(body.fileName, 30),
      sizeBytes: Math.floor((body.dataBase64.length * 3) / 4),
    };
  },

  'auth.login': ({ world, body }) =>
    body.type === 'username' ? usernameLogin(world, body) : smsLogin(world, body),
  'auth.loginByCode': ({ world, body }) => smsLogin(world, body),
  'auth.freePlayLogin': ({ world }) => {
    const account: MockAccount = {
      id: 9000 + world.accounts.size,
      account: `trial${world.accounts.size}`,
      password: '',
      nickname: 'Guest',
      type: 4,
      mobileNum: null,
      email: 'trial@example.com',
      firstTimeLogin: false,
      passwordExpired: false,
      needsSecondVerification: false,
      upline: null,
    };
    world.accounts.set(account.account, account);
    world.balances.set(account.account, 200_000);
    return loginResponseFor(world, account);
  },
  'auth.logout': ({ world, session }) => {
    world.sessions.delete(session.token);
    world.revokedTokens.add(session.token);
    return null;
  },
  'auth.secondVerification': ({ world, body }) => {
    const accountName = world.secondVerificationChallenges.get(body.challengeId) ?? failWith('CODE_EXPIRED');
    if (body.answer !== mockCredentials.secondVerificationAnswer) failWith('INVALID_VERIFICATION_CODE');
    world.secondVerificationChallenges.delete(body.challengeId);
    const account = world.accounts.get(accountName) ?? failWith('ACCOUNT_NOT_FOUND');
    return loginResponseFor(world, account);
  },
  'auth.secondVerificationCode': ({ world, body }) => {
    if (!world.secondVerificationChallenges.has(body.challengeId)) failWith('CODE_EXPIRED');
    return { expiredMinutes: 1 };
  },
  'auth.smsCode': ({ world, body }) => {
    if (body.purpose !== 'BIND_MOBILE' && !accountByMobile(world, body.mobileNum))
      failWith('ACCOUNT_NOT_FOUND');
    return { expiredMinutes: 1 };
  },
  'auth.registerSmsCode': ({ world, body }) => {
    if (accountByMobile(world, body.mobileNo)) failWith('ACCOUNT_EXISTS');
    return { expiredMinutes: 1 };
  },
  'auth.register': ({ world, body }) => register(world, body),
  'auth.registerMobile': ({ world, body }) => register(world, body),
  'auth.registrationValidation': ({ world, query }) => {
    const accounts = [...world.accounts.values()];
    const taken =
      query.field === 'username'
        ? world.accounts.has(query.value)
        : query.field === 'mobileNum'
          ? accounts.some((account) => account.mobileNum === query.value)
          : query.field === 'email'
            ? accounts.some((account) => account.email === query.value)
            : query.value !== mockCredentials.affiliateCode;
    return { available: !taken };
  },
  'auth.forgotPasswordByEmail': ({ world, body }) => {
    const account = world.accounts.get(body.username);
    if (!account || account.email !== body.email) failWith('ACCOUNT_NOT_FOUND');
    return null;
  },
  'auth.passwordVerification': ({ world, body }) => {
    if (!accountByMobile(world, body.mobileNum)) failWith('ACCOUNT_NOT_FOUND');
    if (body.verificationCode !== mockCredentials.smsCode) failWith('INVALID_VERIFICATION_CODE');
    return { verified: true, expiresInSeconds: 600 };
  },
  'auth.setPasswordByPhone': ({ world, body }) => {
    const account = accountByMobile(world, body.mobileNum) ?? failWith('ACCOUNT_NOT_FOUND');
    if (body.verificationCode !== mockCredentials.smsCode) failWith('INVALID_VERIFICATION_CODE');
    account.password = body.newPassword;
    account.passwordExpired = false;
    return null;
  },

  'member.info': ({ session }) => ({
    id: session.account.id,
    account: session.account.account,
    nickname: session.account.nickname,
    type: session.account.type,
    iconUrl: null,
  }),
  'member.updateIcon': ({ body }) => ({ iconUrl: mockIconUrl(body.imageId, 280) }),
  'member.changePassword': ({ session, body }) => {
    if (body.oldPassword !== session.account.password)
      failWith('INVALID_CREDENTIALS', { issues: [{ path: 'oldPassword', code: 'oldPasswordRequired' }] });
    if (body.newPassword !== body.confirmNewPassword)
      failWith('VALIDATION_FAILED', {
        issues: [{ path: 'confirmNewPassword', code: 'passwordsInconsistent' }],
      });
    if (body.newPassword === body.oldPassword)
      failWith('VALIDATION_FAILED', { issues: [{ path: 'newPassword', code: 'newPasswordSameAsOld' }] });
    session.account.password = body.newPassword;
    session.account.firstTimeLogin = false;
    session.account.passwordExpired = false;
    return null;
  },
  'member.consolidated': ({ world, session }) => ({
    publicState: publicStateOf(world, session.account),
    contracts: session.account.type === 4 ? null : consolidatedContracts(world, session.account.account),
  }),

  'wallet.balance': ({ world, session }) => ({
    balance: balanceOf(world, session.account.account),
    ...CURRENCY,
    vendorBalances: [],
  }),
  'wallet.transfer': ({ world, session, body }) => {
    const account = session.account.account;
    if (body.from === body.to)
      failWith('VALIDATION_FAILED', { issues: [{ path: 'to', code: 'selectRequired' }] });
    if (body.from === 'MAIN') requireFunds(world, account, body.amount);
    const balance = adjustBalance(world, account, body.from === 'MAIN' ? -body.amount : body.amount);
    return { transferId: `TR-${MOCK_NOW}-${body.amount}`, balance };
  },
  'wallet.logoutGameSessions': ({ world, session }) => ({
    recalledAmount: 0,
    balance: balanceOf(world, session.account.account),
  }),
  'wallet.merchantWallet': () => ({ isSingle: true }),

  'games.menus': () => gameMenus(),
  'games.launchFB': ({ world, session, body }) => launchGame(world, session, body),
  'games.list': ({ world, session, query }) => {
    const account = session.account.account;
    const keyword = query.keyword?.toLowerCase();
    const favorites = new Set(world.favorites.get(account) ?? []);
    const recent = new Set(world.recent.get(account) ?? []);
    const games = world.catalogue.games.filter(
      (game) =>
        (query.gameType === undefined || game.gameType === query.gameType) &&
        (query.vassalage === undefined || game.vendor === query.vassalage) &&
        (keyword === undefined || game.gameName.toLowerCase().includes(keyword)) &&
        (query.filter === undefined ||
          query.filter === 'ALL' ||
          (query.filter === 'HOT' && game.isHot) ||
          (query.filter === 'NEW' && game.isNew) ||
          (query.filter === 'FAV' && favorites.has(game.nodeId)) ||
          (query.filter === 'RECENT' && recent.has(game.nodeId))),
    );
    const page = pageOf(games, query.pageNo, query.pageSize);
    return { ...page, content: page.content.map(toGameCard) };
  },
  'games.hot': ({ world }) =>
    world.catalogue.games
      .filter((game) => game.isHot)
      .slice(0, 36)
      .map(toGameCard),
  'games.vendorGameTypes': ({ query }) => {
    const vendor = mockVendorSpecs.find((spec) => spec.code === query.vassalage) ?? failWith('NOT_FOUND');
    return { vassalage: vendor.code, gameTypes: vendor.lines.map(([gameType]) => gameType) };
  },
  'games.vendors': () => vendorLanes(),
  'games.favoriteIds': ({ world, session }) => ({
    favGameIds: world.favorites.get(session.account.account) ?? [],
  }),
  'games.favorites': ({ world, session, query }) => {
    const games = gamesOf(world, world.favorites.get(session.account.account) ?? []).filter(
      (game) => game.gameType === query.gameType,
    );
    const page = pageOf(games, query.pageNo, query.pageSize);
    return { content: page.content.map(toGameCard), pageNum: query.pageNo, totalPages: page.totalPages };
  },
  'games.addFavorite': ({ world, session, body }) => {
    if (!world.catalogue.byNodeId.has(body.nodeId)) failWith('NOT_FOUND');
    const favorites = world.favorites.get(session.account.account) ?? [];
    const next = favorites.includes(body.nodeId) ? favorites : [...favorites, body.nodeId];
    world.favorites.set(session.account.account, next);
    return { favGameIds: next };
  },
  'games.removeFavorite': ({ world, session, query }) => {
    const next = (world.favorites.get(session.account.account) ?? []).filter(
      (nodeId) => nodeId !== query.nodeId,
    );
    world.favorites.set(session.account.account, next);
    return { favGameIds: next };
  },
  'games.recent': ({ world, session, query }) => {
    const games = gamesOf(world, world.recent.get(session.account.account) ?? []).filter(
      (game) => game.gameType === query.gameType,
    );
    const page = pageOf(games, query.pageNo, query.pageSize);
    return { ...page, content: page.content.map(toGameCard) };
  },
  'games.liveRooms': ({ world, query }) =>
    world.liveRooms.filter((room) => query.vassalage === undefined || room.vassalage === query.vassalage),
  'games.launch': ({ world, session, body }) => launchGame(world, session, body),
  'games.lotteryMenu': ({ world, query }) =>
    world.lotteryGames.filter((game) => query.prizeMode === undefined || game.prizeMode === query.prizeMode),
  'games.recentLottery': ({ world }) => world.lotteryGames.slice(0, 3),
  'games.openedNumbers': ({ world, query }) => drawsFor(world, query.gameCode),
  'games.lottoOpenedNumbers': ({ world, query }) => drawsFor(world, query.gameCode),
  'games.winners': ({ world, query }) =>
    world.winners
      .filter((winner) => query.gameCategory === 'ALL' || winner.gameType === query.gameCategory)
      .slice(0, query.limitNum)
      .map((winner) => winner.entry),
  'games.liveModels': ({ world }) => world.liveModels,
  'games.launchLiveChat': ({ world, body }) => {
    if (!world.liveModels.some((model) => model.modelId === body.modelId)) failWith('NOT_FOUND');
    return { url: `https://live.example.com/chat/${body.modelId}` };
  },

  'messages.list': ({ world, query }) => {
    const messages = world.messages.filter(
      (message) => query.category === undefined || message.category === query.category,
    );
    return pageOf(messages, query.pageNo, query.pageSize);
  },
  'messages.markRead': ({ world, body }) => {
    const ids = body.messageIds ? new Set(body.messageIds) : null;
    for (const message of world.messages) if (!ids || ids.has(message.messageId)) message.read = true;
    return { unread: world.messages.filter((message) => !message.read).length };
  },
  'messages.unreadCount': ({ world }) => ({
    count: world.messages.filter((message) => !message.read).length,
  }),

  'promotions.list': ({ world, query }) =>
    world.promotions
      .filter((promotion) => query.category === undefined || promotion.category === query.category)
      .map((promotion) => ({
        ...promotion,
        status:
          promotion.status === 'COMING_SOON' || promotion.status === 'CLOSE' ? promotion.status : 'JOIN',
      })),
  'promotions.mine': ({ world }) => world.promotions,
  'promotions.apply': ({ world, body }) => {
    const promotion =
      world.promotions.find((candidate) => candidate.promotionId === body.promotionId) ??
      failWith('NOT_FOUND');
    if (promotion.status !== 'JOIN' || !promotion.applyForm) failWith('OPERATION_NOT_ALLOWED');
    if (promotion.applyForm.commentRequired && body.comment === '')
      failWith('VALIDATION_FAILED', { issues: [{ path: 'comment', code: 'required' }] });
    if (body.imageIds.length > promotion.applyForm.maxImages) {
      failWith('VALIDATION_FAILED', {
        issues: [{ path: 'imageIds', code: 'imageTooMany', params: { max: promotion.applyForm.maxImages } }],
      });
    }
    promotion.status = 'APPLYING';
    return { promotionId: promotion.promotionId, status: promotion.status };
  },
  'promotions.claim': ({ world, session, body }) => {
    const promotion =
      world.promotions.find((candidate) => candidate.promotionId === body.promotionId) ??
      failWith('NOT_FOUND');
    if (promotion.status !== 'CLAIM') failWith('OPERATION_NOT_ALLOWED');
    promotion.status = 'CLAIMED';
    const amount = 8_800;
    return { amount, balance: adjustBalance(world, session.account.account, amount) };
  },
  'promotions.claimRaffle': ({ world, session, body }) => {
    const promotion =
      world.promotions.find((candidate) => candidate.promotionId === body.promotionId) ??
      failWith('NOT_FOUND');
    if (promotion.category !== 'RAFFLE' || promotion.status === 'CLAIMED') failWith('OPERATION_NOT_ALLOWED');
    promotion.status = 'CLAIMED';
    const rng = createRng(deriveSeed(`raffle:${session.account.account}`, world.seed));
    const amount = rng.pick([888, 1_888, 8_888, 18_888]);
    return {
      prizeName: `Raffle prize ${amount / 100}`,
      amount,
      balance: adjustBalance(world, session.account.account, amount),
    };
  },
  'promotions.referral': ({ session }) => ({
    enabled: true,
    referralCode: `REF${session.account.id}`,
    inviteUrl: `https://portal.example.com/register?ref=REF${session.account.id}`,
    invitedCount: 7,
    rewardTotal: 35_000,
  }),

  'missions.summary': ({ world }) => ({
    claimableCount: world.missions.filter((mission) => mission.status === 'CLAIMABLE').length,
    missions: world.missions,
  }),
  'missions.leaderboard': ({ world, session, query }) => {
    const rng = createRng(deriveSeed(`leaderboard:${query.period}`, world.seed));
    let score = 50_000;
    const entries = Array.from({ length: 20 }, (_, index) => {
      score -= rng.int(100, 2_000);
      return {
        rank: index + 1,
        customerName: `pl***${rng.int(10, 99)}`,
        score,
        prize: index < 10 ? (10 - index) * 10_000 : 0,
      };
    });
    return {
      period: query.period,
      entries,
      myRank: { rank: 57, customerName: session.account.account, score: 1_234, prize: 0 },
    };
  },
  'missions.claim': ({ world, session, body }) => {
    const mission =
      world.missions.find((candidate) => candidate.missionId === body.missionId) ?? failWith('NOT_FOUND');
    if (mission.status !== 'CLAIMABLE') failWith('OPERATION_NOT_ALLOWED');
    mission.status = 'CLAIMED';
    return { amount: mission.reward, balance: adjustBalance(world, session.account.account, mission.reward) };
  },

  'redEnvelope.status': ({ world }) => ({
    available: world.redEnvelopesLeft > 0,
    remaining: world.redEnvelopesLeft,
    nextRoundAt: world.redEnvelopesLeft > 0 ? null : minutesAhead(60),
    roundEndsAt: minutesAhead(120),
  }),
  'redEnvelope.open': ({ world, session }) => {
    if (world.redEnvelopesLeft <= 0) failWith('OPERATION_NOT_ALLOWED');
    const rng = createRng(deriveSeed(`envelope:${world.redEnvelopesLeft}`, world.seed));
    world.redEnvelopesLeft -= 1;
    const amount = rng.int(1, 88) * 100;
    return {
      amount,
      balance: adjustBalance(world, session.account.account, amount),
      remaining: world.redEnvelopesLeft,
    };
  },

  'points.balance': ({ world }) => ({ points: world.pointsBalance }),
  'points.rewards': ({ world }) => world.pointRewards,
  'points.redeemHistory': ({ world, query }) =>
    pageOf(
      world.redeemRecords.filter((record) => query.status === undefined || record.status === query.status),
      query.pageNo,
      query.pageSize,
    ),
  'points.config': () => ({
    ratio: { points: 100, amount: 100 },
    convertEnabled: true,
    minConvertPoints: 100,
  }),
  'points.transactions': ({ world, query }) =>
    pageOf(
      world.pointTransactions.filter(
        (transaction) => query.source === undefined || transaction.source === query.source,
      ),
      query.pageNo,
      query.pageSize,
    ),
  'points.redeem': ({ world, body }) => {
    checkWithdrawPassword(body.withdrawPassword);
    const reward =
      world.pointRewards.find((candidate) => candidate.rewardId === body.rewardId) ?? failWith('NOT_FOUND');
    if (reward.quantity < body.quantity) failWith('OPERATION_NOT_ALLOWED');
    if (reward.requiresAddress && !body.receivingAddress)
      failWith('VALIDATION_FAILED', { issues: [{ path: 'receivingAddress', code: 'addressRequired' }] });
    if (reward.requiresMobile && !body.mobileNum)
      failWith('VALIDATION_FAILED', { issues: [{ path: 'mobileNum', code: 'required' }] });
    const points = reward.pointsRequired * body.quantity;
    if (points > world.pointsBalance) failWith('INSUFFICIENT_FUNDS');
    world.pointsBalance -= points;
    reward.quantity -= body.quantity;
    const record = {
      redeemId: `RD-${world.redeemRecords.length + 1}`,
      rewardName: reward.name,
      quantity: body.quantity,
      points,
      status: 'IN_PROCESS' as const,
      remark: '',
      receivingAddress: body.receivingAddress ?? null,
      createdAt: new Date(MOCK_NOW).toISOString(),
    };
    world.redeemRecords.unshift(record);
    return { redeemId: record.redeemId, points: world.pointsBalance, status: record.status };
  },
  'points.convert': ({ world, session, body }) => {
    checkWithdrawPassword(body.withdrawPassword);
    if (body.points < 100)
      failWith('VALIDATION_FAILED', {
        issues: [{ path: 'points', code: 'amountTooSmall', params: { min: 100 } }],
      });
    if (body.points > world.pointsBalance) failWith('INSUFFICIENT_FUNDS');
    world.pointsBalance -= body.points;
    const creditedAmount = body.points;
    return {
      points: world.pointsBalance,
      creditedAmount,
      balance: adjustBalance(world, session.account.account, creditedAmount),
    };
  },

  'agent.affiliate': ({ query }) => {
    if (query.code !== mockCredentials.affiliateCode) failWith('INVALID_INVITATION_CODE');
    return { affiliateCode: query.code, valid: true };
  },
  'agent.processDividend': processContract('DIVIDEND'),
  'agent.processDailySalary': processContract('DAILY_SALARY'),
  'agent.processHourlySalary': processContract('HOURLY_SALARY'),
  'agent.processRealTimeSalary': processContract('REAL_TIME_SALARY'),
  'agent.contracts': ({ world, session, query }) => {
    const me = session.account.account;
    return world.contracts.filter(
      (contract) =>
        contract.contractType === query.contractType &&
        (query.role === 'upline'
          ? contract.downlineAccount === me
          : query.role === 'downline'
            ? contract.uplineAccount === me
            : contract.uplineAccount === me || contract.downlineAccount === me) &&
        (query.status === undefined || contract.status === query.status),
    );
  },
  'agent.teamOverview': ({ world, session }) => {
    requireAgent(session);
    const members = world.teamMembers;
    return {
      teamSize: members.length,
      directMembers: members.filter((member) => member.level === 1).length,
      newMembersToday: 2,
      activeMembersToday: members.filter((member) => member.online).length,
      teamBalance: members.reduce((sum, member) => sum + member.balance, 0),
      depositTotal: 12_345_600,
      withdrawTotal: 6_543_200,
      validBetTotal: 98_765_400,
      profitLoss: -1_234_500,
    };
  },
  'agent.teamMembers': ({ world, session, query }) => {
    requireAgent(session);
    const members = world.teamMembers.filter(
      (member) =>
        (query.account === undefined || member.account.includes(query.account)) &&
        (query.directOnly !== true || member.level === 1),
    );
    return pageOf(members, query.pageNo, query.pageSize);
  },
  'agent.registerDownline': ({ world, session, body }) => {
    requireAgent(session);
    if (
      world.accounts.has(body.username) ||
      world.teamMembers.some((member) => member.account === body.username)
    )
      failWith('ACCOUNT_EXISTS');
    register(world, { username: body.username, password: body.password, login: false });
    world.teamMembers.push({
      account: body.username,
      nickname: body.username,
      type: body.type === 'agent' ? 1 : 0,
      level: 1,
      balance: 0,
      registeredAt: new Date(MOCK_NOW).toISOString(),
      lastLoginAt: null,
      online: false,
    });
    return { account: body.username };
  },
  'agent.inviteLink': ({ session }) => {
    requireAgent(session);
    return {
      referralCode: `AG${session.account.id}`,
      inviteUrl: `https://portal.example.com/register?aff=AG${session.account.id}`,
      invitedCount: 45,
    };
  },

  'funds.depositChannels': ({ world }) => world.depositChannels,
  'funds.deposit': ({ world, body }) => {
    const channel =
      world.depositChannels.find((candidate) => candidate.channelId === body.channelId) ??
      failWith('NOT_FOUND');
    if (body.amount < channel.minAmount)
      failWith('VALIDATION_FAILED', {
        issues: [{ path: 'amount', code: 'amountTooSmall', params: { min: channel.minAmount } }],
      });
    if (body.amount > channel.maxAmount)
      failWith('VALIDATION_FAILED', {
        issues: [{ path: 'amount', code: 'amountTooLarge', params: { max: channel.maxAmount } }],
      });
    const paysElsewhere = channel.method === 'E_WALLET' || channel.method === 'QR';
    return {
      orderId: `DP-${body.channelId}-${body.amount}`,
      amount: body.amount,
      status: 'PENDING',
      paymentUrl: paysElsewhere ? `https://pay.example.com/checkout/${body.channelId}` : null,
      createdAt: new Date(MOCK_NOW).toISOString(),
    };
  },
  'funds.withdrawOptions': ({ world, session }) => ({
    minAmount: 10_000,
    maxAmount: 5_000_000,
    withdrawableBalance: Math.max(0, balanceOf(world, session.account.account)),
    remainingTimesToday: 5,
    accounts: [
      {
        accountId: 'ACC-1',
        bankName: 'BDO',
        accountNumber: '****1234',
        accountName: session.account.nickname,
      },
      {
        accountId: 'ACC-2',
        bankName: 'GCash',
        accountNumber: '****9876',
        accountName: session.account.nickname,
      },
    ],
    hasWithdrawPassword: true,
  }),
  'funds.withdraw': ({ world, session, body }) => {
    checkWithdrawPassword(body.withdrawPassword);
    if (!['ACC-1', 'ACC-2'].includes(body.accountId)) failWith('NOT_FOUND');
    if (body.amount < 10_000)
      failWith('VALIDATION_FAILED', {
        issues: [{ path: 'amount', code: 'amountTooSmall', params: { min: 10_000 } }],
      });
    requireFunds(world, session.account.account, body.amount);
    const balance = adjustBalance(world, session.account.account, -body.amount);
    return {
      orderId: `WD-${MOCK_NOW}-${body.amount}`,
      amount: body.amount,
      status: 'PENDING',
      balance,
      createdAt: new Date(MOCK_NOW).toISOString(),
    };
  },
  'funds.pendingConfirmations': ({ world }) => world.pendingConfirmations,
  'funds.confirmWithdrawal': ({ world, body }) => {
    const index = world.pendingConfirmations.findIndex(
      (pending) => pending.withdrawalId === body.withdrawalId,
    );
    const pending = world.pendingConfirmations[index] ?? failWith('NOT_FOUND');
    if (body.outcome.kind === 'partlyReceived' && body.outcome.amount >= pending.amount) {
      failWith('VALIDATION_FAILED', {
        issues: [{ path: 'outcome.amount', code: 'amountTooLarge', params: { max: pending.amount - 1 } }],
      });
    }
    world.pendingConfirmations.splice(index, 1);
    const confirmed = body.outcome.kind === 'received' || body.outcome.kind === 'allReceived';
    return { withdrawalId: body.withdrawalId, status: confirmed ? 'CONFIRMED' : 'DISPUTED' };
  },
  'funds.transferToDownline': ({ world, session, body }) => {
    requireAgent(session);
    const downline =
      world.teamMembers.find((member) => member.account === body.downlineAccount) ?? failWith('NOT_FOUND');
    requireFunds(world, session.account.account, body.amount);
    downline.balance += body.amount;
    return {
      transferId: `TD-${downline.account}-${body.amount}`,
      amount: body.amount,
      balance: adjustBalance(world, session.account.account, -body.amount),
    };
  },
  'funds.recallFromDownline': ({ world, session, body }) => {
    requireAgent(session);
    const downline =
      world.teamMembers.find((member) => member.account === body.downlineAccount) ?? failWith('NOT_FOUND');
    const amount = body.amount ?? downline.balance;
    if (amount <= 0 || amount > downline.balance) failWith('INSUFFICIENT_FUNDS');
    downline.balance -= amount;
    return {
      transferId: `RC-${downline.account}-${amount}`,
      amount,
      balance: adjustBalance(world, session.account.account, amount),
    };
  },
  'funds.transferToUpline': ({ world, session, body }) => {
    if (!session.account.upline) failWith('OPERATION_NOT_ALLOWED');
    requireFunds(world, session.account.account, body.amount);
    adjustBalance(world, session.account.upline, body.amount);
    return {
      transferId: `TU-${session.account.account}-${body.amount}`,
      amount: body.amount,
      balance: adjustBalance(world, session.account.account, -body.amount),
    };
  },

  'reports.betting': ({ world, session, query }) => {
    const account =
      query.account !== undefined && isAgentType(session.account.type)
        ? query.account
        : session.account.account;
    const records = world.betRecords.filter(
      (record) =>
        record.account === account &&
        inDateRange(record.betAt, query) &&
        (query.gameType === undefined || record.gameType === query.gameType),
    );
    const totals = records.reduce(
      (sum, record) => ({
        betAmount: sum.betAmount + record.betAmount,
        validBetAmount: sum.validBetAmount + record.validBetAmount,
        profitLoss: sum.profitLoss + record.profitLoss,
      }),
      { betAmount: 0, validBetAmount: 0, profitLoss: 0 },
    );
    return { ...pageOf(records, query.pageNo, query.pageSize), totals };
  },
  'reports.account': ({ world, session, query }) => {
    const account =
      query.account !== undefined && isAgentType(session.account.type)
        ? query.account
        : session.account.account;
    const records = world.accountRecords.filter(
      (record) =>
        record.account === account &&
        inDateRange(record.createdAt, query) &&
        (query.type === undefined || record.type === query.type),
    );
    return pageOf(records, query.pageNo, query.pageSize);
  },
  'reports.profitLoss': ({ world, session, query }) => {
    const bets = world.betRecords.filter(
      (record) =>
        record.account === session.account.account &&
        record.status === 'SETTLED' &&
        inDateRange(record.betAt, query),
    );
    const records = world.accountRecords.filter(
      (record) => record.account === session.account.account && inDateRange(record.createdAt, query),
    );
    const sumOf = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
    const byType = new Map<GameType, { validBetAmount: number; profitLoss: number }>();
    for (const bet of bets) {
      const entry = byType.get(bet.gameType) ?? { validBetAmount: 0, profitLoss: 0 };
      byType.set(bet.gameType, {
        validBetAmount: entry.validBetAmount + bet.validBetAmount,
        profitLoss: entry.profitLoss + bet.profitLoss,
      });
    }
    const ofType = (type: string) =>
      sumOf(records.filter((record) => record.type === type).map((record) => Math.abs(record.amount)));
    const bonus = ofType('BONUS');
    const rebate = ofType('REBATE');
    const betProfitLoss = sumOf(bets.map((bet) => bet.profitLoss));
    return {
      betAmount: sumOf(bets.map((bet) => bet.betAmount)),
      validBetAmount: sumOf(bets.map((bet) => bet.validBetAmount)),
      payout: sumOf(bets.map((bet) => bet.payout)),
      bonus,
      rebate,
      deposit: ofType('DEPOSIT'),
      withdraw: ofType('WITHDRAW'),
      profitLoss: betProfitLoss + bonus + rebate,
      byGameType: [...byType].map(([gameType, totals]) => ({ gameType, ...totals })),
    };
  },
  'reports.team': ({ world, session, query }) => {
    requireAgent(session);
    const members = world.teamMembers.filter(
      (member) => query.account === undefined || member.account === query.account,
    );
    const days = daysBetween(query.startDate, query.endDate, 31);
    const rows = days.flatMap((day) =>
      members.map((member) => ({
        account: member.account,
        period: day,
        ...teamReportAmount(world.seed, member.account, day, query.reportType),
      })),
    );
    return {
      ...pageOf(rows, query.pageNo, query.pageSize),
      reportType: query.reportType,
      totalAmount: rows.reduce((sum, row) => sum + row.amount, 0),
    };
  },

  'support.feedback': ({ body }) => {
    if (body.captcha !== mockCredentials.captcha) failWith('CAPTCHA_CHECK_FAILED');
    return { ticketId: `FB-${body.type}-${body.content.length}` };
  },
  'support.helpCenter': () => ({
    sections: [
      {
        id: 'account',
        title: 'Account',
        items: [
          {
            id: 'register',
            title: 'How do I register?',
            content: '<p>Open the register window and fill in the form.</p>',
          },
        ],
      },
      {
        id: 'deposit',
        title: 'Deposit',
        items: [
          {
            id: 'deposit-time',
            title: 'How long does a deposit take?',
            content: '<p>Most deposits arrive within minutes.</p>',
          },
        ],
      },
      {
        id: 'term',
        title: 'Terms',
        items: [{ id: 'terms', title: 'Terms and conditions', content: '<p>Players must be over 18.</p>' }],
      },
    ],
  }),
  'support.customerService': () => customerService,
  'support.appDownload': () => ({
    apps: [
      {
        platform: 'IOS',
        downloadUrl: 'https://download.example.com/portal.ipa',
        qrCodeUrl: mockIconUrl('iOS', 0),
        version: '3.2.1',
      },
      {
        platform: 'ANDROID',
        downloadUrl: 'https://download.example.com/portal.apk',
        qrCodeUrl: mockIconUrl('Android', 120),
        version: '3.2.1',
      },
      {
        platform: 'LITE',
        downloadUrl: 'https://lite.example.com/',
        qrCodeUrl: mockIconUrl('Lite', 240),
        version: '1.0.0',
      },
    ],
    resources: resources.filter((resource) =>
      ['IOS', 'ANDROID', 'LITE_APP', 'APP_DOWNLOAD_2'].includes(resource.resourceType),
    ),
  }),
};

function launchGame(
  world: MockWorld,
  session: MockSession,
  body: { gameCode: string; vassalage: string; trial: boolean },
) {
  if (session.account.type === 4 && !body.trial) failWith('TRIAL_ACCOUNT_REFUSED');
  const game = world.catalogue.games.find((candidate) => candidate.gameCode === body.gameCode);
  if (game) {
    const recent = (world.recent.get(session.account.account) ?? []).filter(
      (nodeId) => nodeId !== game.nodeId,
    );
    world.recent.set(session.account.account, [game.nodeId, ...recent].slice(0, 100));
  }
  return {
    url: `https://games.example.com/launch?vendor=${encodeURIComponent(body.vassalage)}&game=${encodeURIComponent(body.gameCode)}`,
    mode: 'iframe' as const,
  };
}
