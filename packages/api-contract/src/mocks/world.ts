import { createRng, deriveSeed, type Rng } from '../random';
import type { ActiveSession } from '../schemas/accountSecurity';
import type { AgentContract, TeamMember } from '../schemas/agent';
import type { Announcements, Message } from '../schemas/content';
import type { DepositChannel, OpenDeposit, PendingConfirmation, WithdrawAccount } from '../schemas/funds';
import type { GameType, LiveModel, LiveRoom, LotteryGame, WinnerEntry } from '../schemas/games';
import type { LoginFailureReason, LoginHistoryMethod } from '../schemas/member';
import type { PlayBreak, RealityCheckInterval } from '../schemas/playBreaks';
import type { PointReward, PointTransaction, RedeemRecord } from '../schemas/points';
import type { AccountRecord, BetRecord } from '../schemas/reports';
import type { Mission, Promotion } from '../schemas/rewards';
import { deviceOf } from '../userAgent';
import { mockAccounts, mockCredentials, type MockAccount } from './fixtures/accounts';
import { MOCK_AUTHENTICATOR_SECRET, mockOtherSessions } from './fixtures/accountSecurity';
import { mockContracts, mockTeamMembers } from './fixtures/agent';
import { buildCatalogue, walletVendorCodes, type Catalogue } from './fixtures/catalogue';
import { mockAnnouncements, mockMessages } from './fixtures/content';
import {
  MOCK_OPEN_DEPOSIT_ID,
  mockDepositChannels,
  mockOpenDeposits,
  mockPendingConfirmations,
} from './fixtures/funds';
import { mockNoPlayerLimits, mockPlayerLimits, type MockPlayerLimits } from './fixtures/limits';
import { mockLiveModels, mockLiveRooms, mockLotteryGames, mockWinners } from './fixtures/games';
import { MOCK_CLIENT_IP, mockLoginAttempts, type MockLoginAttempt } from './fixtures/logins';
import { MOCK_POINTS_BALANCE, mockPoints } from './fixtures/points';
import { mockRecords } from './fixtures/reports';
import { mockMissions, mockPromotions } from './fixtures/rewards';
import { MOCK_NOW_ISO } from './fixtures/time';
import { failWith } from './resolvers/define';

export const DEFAULT_MOCK_SEED = 20250115;

/** Ids the fixtures are built around, for examples and stories. */
export const mockIds = {
  claimablePromotion: 'PROMO-03',
  applicablePromotion: 'PROMO-01',
  rafflePromotion: 'PROMO-06',
  claimableMission: 'MISSION-1',
  /** The mock member's reached VIP level whose bonus waits to be claimed. */
  claimableVipLevel: 2,
  pendingContract: 'CT-DAILY_SALARY-PENDING',
  pendingWithdrawal: 'WD-0001',
  depositChannel: 'CH-BANK',
  /** The demo member's open deposit order, still cancellable. */
  openDeposit: MOCK_OPEN_DEPOSIT_ID,
  withdrawAccount: 'ACC-1',
  pointReward: 'REWARD-1',
  downline: 'member001',
  lotteryGame: 'LOTT-VN-01',
  liveModel: 'MODEL-1',
  /** A second-verification challenge already waiting for `newlocation`. */
  secondVerificationChallenge: 'CHALLENGE-DEMO',
} as const;

/** One request the mock handlers accepted: the contract entry and its parsed query and body. */
export interface ReceivedRequest {
  endpointId: string;
  query: unknown;
  body: unknown;
}

/**
 * The state one set of mock handlers serves and changes: seeded fixtures plus what calls wrote
 * (sessions, balances, favourites, contract answers…). Each `createMockWorld()` starts afresh.
 */
export interface MockWorld {
  seed: number;
  catalogue: Catalogue;
  accounts: Map<string, MockAccount>;
  /** Token → account name. */
  sessions: Map<string, string>;
  revokedTokens: Set<string>;
  /** Account name → main wallet balance (minor units). */
  balances: Map<string, number>;
  /** The merchant's wallets: one seamless wallet, or a main wallet and one per vendor. */
  walletMode: MockWalletMode;
  /** Account name → vendor code → that vendor wallet's balance (multi-wallet only). */
  vendorWallets: Map<string, Map<string, number>>;
  favorites: Map<string, number[]>;
  recent: Map<string, number[]>;
  /** Challenge id → account name. */
  secondVerificationChallenges: Map<string, string>;
  idempotency: Map<string, { fingerprint: string; status: number; body: unknown }>;
  /** Signatures of the human-check proofs already accepted (each is accepted once). */
  usedHumanProofs: Set<string>;
  /** Dialing code + number → SMS codes sent to it today (the captcha rule counts them). */
  smsCodesToday: Map<string, number>;
  /** Account name → wrong withdraw passwords in a row (the server locks the password at ten). */
  withdrawPasswordFailures: Map<string, number>;
  /**
   * Every request the handlers accepted, as the server reads it (decrypted and parsed), oldest
   * first: tests check what a client sent, encrypted bodies included.
   */
  received: ReceivedRequest[];
  pointsBalance: number;
  redEnvelopesLeft: number;
  /** Account name → VIP levels whose bonus it has claimed. */
  vipClaims: Map<string, Set<number>>;
  /** The white label offers player limits (its `playerLimits` switch, on unless turned off). */
  limitsEnabled: boolean;
  /**
   * Account name → its deposit, loss, wager and session-time limits and what it used; an account
   * without an entry (every new registration) has set none and used nothing.
   */
  playerLimits: Map<string, MockPlayerLimits>;
  uploads: number;
  /** Winner board entries with the game type the category filter needs. */
  winners: { entry: WinnerEntry; gameType: GameType }[];
  announcements: Announcements;
  messages: Message[];
  promotions: Promotion[];
  missions: Mission[];
  depositChannels: DepositChannel[];
  /** Deposit orders and whose they are, newest first; closed ones stay with their closing status. */
  depositOrders: { owner: string; order: OpenDeposit }[];
  /** Withdraw accounts members bound (funds.addWithdrawAccount), besides the fixture ones. */
  withdrawAccounts: {
    owner: string;
    account: WithdrawAccount;
    /** The whole number, upper case as the server keeps it: the same bank and number is refused twice. */
    number: string;
  }[];
  pendingConfirmations: PendingConfirmation[];
  pointRewards: PointReward[];
  redeemRecords: RedeemRecord[];
  pointTransactions: PointTransaction[];
  contracts: AgentContract[];
  teamMembers: TeamMember[];
  betRecords: BetRecord[];
  accountRecords: AccountRecord[];
  /** Login attempts on every account, newest first (member.loginHistory lists the caller's). */
  loginAttempts: MockLoginAttempt[];
  liveRooms: LiveRoom[];
  liveModels: LiveModel[];
  lotteryGames: LotteryGame[];
  /** Account name → reality-check interval (absent: off). */
  realityChecks: Map<string, RealityCheckInterval>;
  /** Account name → the time-out or self-exclusion that refuses its logins until it ends. */
  playBreaks: Map<string, PlayBreak>;
  /** Account name → its authenticator app (member.startAuthenticator, confirmAuthenticator). */
  authenticators: Map<string, MockAuthenticator>;
  /** Every member's sessions on other devices, as member.sessions lists them beside the caller's. */
  otherSessions: ActiveSession[];
  /** Accounts their owners closed (member.closeAccount): a login is refused. */
  closedAccounts: Set<string>;
}

export interface MockAuthenticator {
  secret: string;
  enabled: boolean;
  recoveryCodesLeft: number;
}

// The catalogue never changes, so worlds with the same seed share it.
const catalogues = new Map<number, Catalogue>();

export function catalogueFor(seed: number): Catalogue {
  let catalogue = catalogues.get(seed);
  if (!catalogue) {
    catalogue = buildCatalogue(seed);
    catalogues.set(seed, catalogue);
  }
  return catalogue;
}

/** A generator for one purpose of one world: the same answers on every run with this seed. */
export function worldRng(world: Pick<MockWorld, 'seed'>, purpose: string): Rng {
  return createRng(deriveSeed(purpose, world.seed));
}

export type MockWalletMode = 'single' | 'multi';

export interface MockWorldOptions {
  /** PRNG seed of the fixtures (default DEFAULT_MOCK_SEED). */
  seed?: number;
  /** Single (default, as the seeded aurora merchant) or a wallet per vendor (ember, lagoon). */
  walletMode?: MockWalletMode;
}

/** The member's vendor wallets on a multi-wallet merchant: some money left in two of them. */
function mockVendorWallets(member: string): Map<string, Map<string, number>> {
  return new Map([
    [
      member,
      new Map([
        ['PG', 125_000],
        ['JDB', 40_050],
      ]),
    ],
  ]);
}

/** Fresh mutable mock state over the seeded fixtures. */
export function createMockWorld(options: MockWorldOptions = {}): MockWorld {
  const { seed = DEFAULT_MOCK_SEED, walletMode = 'single' } = options;
  const catalogue = catalogueFor(seed);
  const rngFor = (purpose: string) => worldRng({ seed }, purpose);
  const accounts = mockAccounts();
  const member = mockCredentials.member.username;
  const slots = catalogue.games.filter((game) => game.gameType === 'RNG');
  return {
    seed,
    catalogue,
    accounts: new Map(accounts.map((account) => [account.account, account])),
    sessions: new Map(),
    revokedTokens: new Set(),
    balances: new Map(accounts.map((account) => [account.account, account.balance])),
    walletMode,
    vendorWallets: walletMode === 'multi' ? mockVendorWallets(member) : new Map(),
    favorites: new Map([[member, slots.slice(0, 6).map((game) => game.nodeId)]]),
    recent: new Map([[member, slots.slice(10, 40).map((game) => game.nodeId)]]),
    secondVerificationChallenges: new Map([
      [mockIds.secondVerificationChallenge, mockCredentials.newLocation.username],
    ]),
    idempotency: new Map(),
    usedHumanProofs: new Set(),
    smsCodesToday: new Map([[smsDestination(mockCredentials.busyMobile), SMS_CAPTCHA_AFTER_CODES]]),
    withdrawPasswordFailures: new Map(),
    received: [],
    pointsBalance: MOCK_POINTS_BALANCE,
    redEnvelopesLeft: 3,
    vipClaims: new Map(),
    limitsEnabled: true,
    playerLimits: new Map([[member, mockPlayerLimits()]]),
    uploads: 0,
    winners: mockWinners(catalogue, rngFor('winners')),
    announcements: mockAnnouncements(),
    messages: mockMessages(),
    promotions: mockPromotions(),
    missions: mockMissions(),
    depositChannels: [...mockDepositChannels],
    depositOrders: mockOpenDeposits().map((order) => ({ owner: member, order })),
    withdrawAccounts: [],
    pendingConfirmations: mockPendingConfirmations(),
    ...mockPoints(rngFor('points')),
    contracts: mockContracts(),
    teamMembers: mockTeamMembers(rngFor('team')),
    ...mockRecords(
      catalogue,
      rngFor('bets'),
      accounts.find((account) => account.account === member)?.balance ?? 0,
    ),
    loginAttempts: mockLoginAttempts(),
    liveRooms: [...mockLiveRooms],
    liveModels: [...mockLiveModels],
    lotteryGames: [...mockLotteryGames],
    realityChecks: new Map(),
    playBreaks: new Map(),
    // A member with the app on, so the security centre's "on" state has an account to show it.
    authenticators: new Map([
      [
        mockCredentials.returningMember.username,
        { secret: MOCK_AUTHENTICATOR_SECRET, enabled: true, recoveryCodesLeft: 6 },
      ],
    ]),
    otherSessions: mockOtherSessions(),
    closedAccounts: new Set(),
  };
}

// What the resolvers of several groups read and write.

export function balanceOf(world: MockWorld, account: string): number {
  return world.balances.get(account) ?? 0;
}

/** As the server lists them: every game wallet of a multi-wallet merchant, 0 when never used. */
export function vendorBalancesOf(
  world: MockWorld,
  account: string,
): { vassalage: string; balance: number }[] {
  if (world.walletMode === 'single') return [];
  const held = world.vendorWallets.get(account);
  return walletVendorCodes().map((vassalage) => ({ vassalage, balance: held?.get(vassalage) ?? 0 }));
}

/** An account's limits, created empty on first use so a change is kept. */
export function limitsOfAccount(world: MockWorld, account: string): MockPlayerLimits {
  let limits = world.playerLimits.get(account);
  if (!limits) {
    limits = mockNoPlayerLimits();
    world.playerLimits.set(account, limits);
  }
  return limits;
}

export function credit(world: MockWorld, account: string, amount: number): number {
  const next = balanceOf(world, account) + amount;
  world.balances.set(account, next);
  return next;
}

/** Takes `amount` out of a balance, which never goes below zero. */
export function debit(world: MockWorld, account: string, amount: number): number {
  if (amount > balanceOf(world, account)) failWith('INSUFFICIENT_FUNDS');
  return credit(world, account, -amount);
}

/** Account names are case-insensitive, as on the server. */
export function accountNamed(world: MockWorld, name: string): MockAccount | undefined {
  const key = name.toLowerCase();
  return [...world.accounts.values()].find((account) => account.account.toLowerCase() === key);
}

/**
 * Codes to one number in a day after which the next needs a captcha: the reference server's
 * CAPTCHA_AFTER_CODES (apps/api/src/auth/verification-codes.ts).
 */
export const SMS_CAPTCHA_AFTER_CODES = 2;

export function smsDestination(phone: { countryDialingCode: string; mobileNum: string }): string {
  return `${phone.countryDialingCode}${phone.mobileNum}`;
}

/** The number has had its codes today: the next one it asks for needs a captcha (an account's number, say). */
export function spendSmsCodesToday(
  world: MockWorld,
  phone: { countryDialingCode: string; mobileNum: string },
): void {
  world.smsCodesToday.set(smsDestination(phone), SMS_CAPTCHA_AFTER_CODES);
}

export function accountByMobile(world: MockWorld, mobileNum: string): MockAccount | undefined {
  return [...world.accounts.values()].find((account) => account.mobileNum === mobileNum);
}

export function accountByReferralCode(world: MockWorld, code: string): MockAccount | undefined {
  return [...world.accounts.values()].find((account) => account.referralCode === code);
}

let tokenCounter = 0;

/** A new session of `account`; the token names the account so logs and tests can read it. */
export function openSession(world: MockWorld, account: MockAccount): string {
  tokenCounter += 1;
  const token = `mock-${account.account}-${tokenCounter}`;
  world.sessions.set(token, account.account);
  return token;
}

export function addAccount(world: MockWorld, account: MockAccount): MockAccount {
  world.accounts.set(account.account, account);
  world.balances.set(account.account, account.balance);
  return account;
}

/**
 * Notes a login attempt on `account` as the server does: at the mock "now", from the mocks' one
 * client IP, with the device the request's User-Agent names; a failure with its reason.
 */
export function recordLoginAttempt(
  world: MockWorld,
  account: MockAccount,
  attempt: { request: Request; method: LoginHistoryMethod; failure: LoginFailureReason | null },
): void {
  const shape = {
    attemptId: `LOGIN-NEW-${world.loginAttempts.length + 1}`,
    at: MOCK_NOW_ISO,
    ip: MOCK_CLIENT_IP,
    device: deviceOf(attempt.request.headers.get('User-Agent')),
    method: attempt.method,
  };
  world.loginAttempts.unshift({
    account: account.account,
    attempt: attempt.failure
      ? { ...shape, result: 'FAILURE', reason: attempt.failure }
      : { ...shape, result: 'SUCCESS', reason: null },
  });
}
