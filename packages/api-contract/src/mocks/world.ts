import type { AgentContract, ContractType, PeriodCode, TeamMember } from '../schemas/agent';
import type { AccountRecord, BetRecord } from '../schemas/reports';
import type { Announcements, Message } from '../schemas/content';
import type { DepositChannel, PendingConfirmation } from '../schemas/funds';
import type { GameType, LiveModel, LiveRoom, LotteryGame, WinnerEntry } from '../schemas/games';
import type { PointReward, PointTransaction, RedeemRecord } from '../schemas/points';
import type { Mission, Promotion } from '../schemas/rewards';
import { buildCatalogue, mockIconUrl, toGameCard, type Catalogue } from './catalogue';
import { createRng, deriveSeed, type Rng } from '../random';

export const DEFAULT_MOCK_SEED = 20250115;

/** "Now" in the mock world, so dates in fixtures never drift between runs. */
export const MOCK_NOW = Date.UTC(2025, 0, 15, 4, 0, 0);

export function minutesAgo(minutes: number): string {
  return new Date(MOCK_NOW - minutes * 60_000).toISOString();
}

export function minutesAhead(minutes: number): string {
  return new Date(MOCK_NOW + minutes * 60_000).toISOString();
}

/** Demo credentials the mock login accepts; stories and tests log in with these. */
export const mockCredentials = {
  member: { username: 'demo', password: 'Demo1234' },
  agent: { username: 'agent01', password: 'Agent1234' },
  firstLogin: { username: 'newbie', password: 'Newbie1234' },
  expiredPassword: { username: 'expired', password: 'Expired1234' },
  /** Logs in from an "unregistered IP": answers SECOND_VERIFICATION_REQUIRED first. */
  newLocation: { username: 'traveller', password: 'Travel1234' },
  mobile: { mobileNum: '9171234567', countryDialingCode: '+63' },
  smsCode: '123456',
  captcha: '1234',
  withdrawPassword: '123456',
  secondVerificationAnswer: '123456',
  affiliateCode: 'AFF2025',
} as const;

/** Ids the fixtures are built around, for examples and stories. */
export const mockIds = {
  claimablePromotion: 'PROMO-03',
  applicablePromotion: 'PROMO-01',
  rafflePromotion: 'PROMO-06',
  claimableMission: 'MISSION-1',
  pendingContract: 'CT-DAILY_SALARY-PENDING',
  pendingWithdrawal: 'WD-0001',
  depositChannel: 'CH-BANK',
  withdrawAccount: 'ACC-1',
  pointReward: 'REWARD-1',
  downline: 'member001',
  lotteryGame: 'LOTT-VN-01',
  liveModel: 'MODEL-1',
  /** A second-verification challenge waiting for `traveller`. */
  secondVerificationChallenge: 'CHALLENGE-DEMO',
} as const;

/**
 * Tokens the mock handlers accept without a login: `mock-<account>` for any seeded account.
 * Any other non-empty token counts as the demo member; `expired` is always refused.
 */
export const mockTokens = {
  member: `mock-${mockCredentials.member.username}`,
  agent: `mock-${mockCredentials.agent.username}`,
  trial: 'mock-guest',
  expired: 'expired',
} as const;

export const MOCK_CAPTCHA_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export interface MockAccount {
  id: number;
  account: string;
  password: string;
  nickname: string;
  type: number;
  mobileNum: string | null;
  email: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  needsSecondVerification: boolean;
  upline: string | null;
}

function seedAccounts(): MockAccount[] {
  const base = {
    mobileNum: null,
    firstTimeLogin: false,
    passwordExpired: false,
    needsSecondVerification: false,
    upline: null,
  };
  return [
    {
      ...base,
      id: 1001,
      account: mockCredentials.member.username,
      password: mockCredentials.member.password,
      nickname: 'Demo Player',
      type: 0,
      mobileNum: mockCredentials.mobile.mobileNum,
      email: 'demo@example.com',
      upline: mockCredentials.agent.username,
    },
    {
      ...base,
      id: 1002,
      account: mockCredentials.agent.username,
      password: mockCredentials.agent.password,
      nickname: 'Agent One',
      type: 1,
      email: 'agent@example.com',
    },
    {
      ...base,
      id: 1003,
      account: mockCredentials.firstLogin.username,
      password: mockCredentials.firstLogin.password,
      nickname: 'Newbie',
      type: 0,
      email: 'newbie@example.com',
      firstTimeLogin: true,
    },
    {
      ...base,
      id: 1004,
      account: mockCredentials.expiredPassword.username,
      password: mockCredentials.expiredPassword.password,
      nickname: 'Expired',
      type: 0,
      email: 'expired@example.com',
      passwordExpired: true,
    },
    {
      ...base,
      id: 1006,
      account: 'guest',
      password: '',
      nickname: 'Guest',
      type: 4,
      email: 'guest@example.com',
    },
    {
      ...base,
      id: 1005,
      account: mockCredentials.newLocation.username,
      password: mockCredentials.newLocation.password,
      nickname: 'Traveller',
      type: 0,
      email: 'traveller@example.com',
      needsSecondVerification: true,
    },
  ];
}

function maskName(rng: Rng): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return `${letters[rng.int(0, 25)] ?? 'a'}${letters[rng.int(0, 25)] ?? 'b'}***${rng.int(0, 9)}`;
}

export interface MockWorld {
  seed: number;
  catalogue: Catalogue;
  accounts: Map<string, MockAccount>;
  sessions: Map<string, string>;
  revokedTokens: Set<string>;
  balances: Map<string, number>;
  favorites: Map<string, number[]>;
  recent: Map<string, number[]>;
  failedLogins: number;
  secondVerificationChallenges: Map<string, string>;
  idempotency: Map<string, { fingerprint: string; status: number; body: unknown }>;
  pointsBalance: number;
  redEnvelopesLeft: number;
  uploads: number;
  /** Winner board entries with the game type the category filter needs. */
  winners: { entry: WinnerEntry; gameType: GameType }[];
  announcements: Announcements;
  messages: Message[];
  promotions: Promotion[];
  missions: Mission[];
  depositChannels: DepositChannel[];
  pendingConfirmations: PendingConfirmation[];
  pointRewards: PointReward[];
  redeemRecords: RedeemRecord[];
  pointTransactions: PointTransaction[];
  contracts: AgentContract[];
  teamMembers: TeamMember[];
  betRecords: BetRecord[];
  accountRecords: AccountRecord[];
  liveRooms: LiveRoom[];
  liveModels: LiveModel[];
  lotteryGames: LotteryGame[];
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

/** Fresh mutable mock state (balances, favourites, sessions…) over the seeded fixtures. */
export function createMockWorld(seed: number = DEFAULT_MOCK_SEED): MockWorld {
  const catalogue = catalogueFor(seed);
  const rngFor = (purpose: string) => createRng(deriveSeed(purpose, seed));
  const accounts = new Map(seedAccounts().map((account) => [account.account, account]));
  const slots = catalogue.games.filter((game) => game.gameType === 'RNG');

  const winnersRng = rngFor('winners');
  const winners = Array.from({ length: 40 }, () => {
    const game = winnersRng.pick(catalogue.games);
    const entry: WinnerEntry = {
      customerName: maskName(winnersRng),
      winAmount: winnersRng.int(1_000, 5_000_000) * 100,
      gameName: game.gameName,
      iconUrl: toGameCard(game).iconUrl,
    };
    return { entry, gameType: game.gameType };
  }).sort((a, b) => b.entry.winAmount - a.entry.winAmount);

  const bannerGroups = ['w_register', 'w_game', 'w_leftmenu', 'w_home', 'w_login', 'w_forget'] as const;
  const linkageTypes = ['NONE', 'ROUTE', 'EXTERNAL', 'PROMOTION'] as const;
  const announcements: Announcements = {
    banners: bannerGroups.flatMap((groupName, groupIndex) =>
      [0, 1].map((slot) => {
        const linkageType = linkageTypes[(groupIndex + slot) % linkageTypes.length] ?? 'NONE';
        const linkage =
          linkageType === 'ROUTE'
            ? '/promotions'
            : linkageType === 'EXTERNAL'
              ? 'https://example.com/'
              : linkageType === 'PROMOTION'
                ? 'PROMO-01'
                : null;
        return {
          groupName,
          url: mockIconUrl(`${groupName} ${slot + 1}`, (groupIndex * 50 + slot * 20) % 360),
          linkageType,
          linkage,
        };
      }),
    ),
    playerNotices: Array.from({ length: 23 }, (_, index) => ({
      id: `NOTICE-${index + 1}`,
      title: `Notice ${index + 1}`,
      content: `<p>Platform notice number ${index + 1}.</p>`,
      publishedAt: minutesAgo(index * 720),
    })),
    popups: (['B', 'A', 'F'] as const).map((execution, index) => ({
      id: `POPUP-${execution}`,
      title: `Popup for ${execution}`,
      content: `<p>Popup shown to audience ${execution}.</p>`,
      publishedAt: minutesAgo(index * 60),
      execution,
    })),
    promotions: Array.from({ length: 6 }, (_, index) => ({
      id: `PROMO-${String(index + 1).padStart(2, '0')}`,
      title: `Promotion ${index + 1}`,
      content: `<p>Promotion ${index + 1} details.</p>`,
      publishedAt: minutesAgo(index * 1440),
      imageUrl: mockIconUrl(`Promo ${index + 1}`, (index * 60) % 360),
    })),
    announcementImages: Array.from({ length: 4 }, (_, sequence) => ({
      sequence,
      url: mockIconUrl(`Image ${sequence + 1}`, sequence * 90),
    })),
  };

  const messageCategories = ['SYSTEM', 'PROMOTION', 'TRANSACTION', 'AGENT'] as const;
  const messages: Message[] = Array.from({ length: 30 }, (_, index) => ({
    messageId: `MSG-${index + 1}`,
    title: `Message ${index + 1}`,
    content: `<p>Message body ${index + 1}.</p>`,
    category: messageCategories[index % messageCategories.length] ?? 'SYSTEM',
    read: index >= 5,
    createdAt: minutesAgo(index * 180),
  }));

  const promotionStatuses = [
    'JOIN',
    'APPLYING',
    'CLAIM',
    'CLAIMED',
    'PROCESS',
    'JOIN',
    'COMING_SOON',
    'CLOSE',
  ] as const;
  const promotionCategories = [
    'NEW_MEMBER',
    'DEPOSIT',
    'REBATE',
    'VIP',
    'REFERRAL',
    'RAFFLE',
    'OTHER',
    'DEPOSIT',
  ] as const;
  const promotions: Promotion[] = promotionStatuses.map((status, index) => ({
    promotionId: `PROMO-${String(index + 1).padStart(2, '0')}`,
    title: `Promotion ${index + 1}`,
    content: `<p>Rules of promotion ${index + 1}.</p>`,
    imageUrl: mockIconUrl(`Promo ${index + 1}`, (index * 45) % 360),
    category: promotionCategories[index] ?? 'OTHER',
    status,
    applyForm: index === 0 || index === 5 ? { commentRequired: index === 0, maxImages: 3 } : null,
    startsAt: minutesAgo(30 * 1440),
    endsAt: status === 'CLOSE' ? minutesAgo(1440) : minutesAhead(30 * 1440),
  }));

  const missions: Mission[] = Array.from({ length: 6 }, (_, index) => {
    const target = (index + 1) * 5;
    const claimable = index < 2;
    return {
      missionId: `MISSION-${index + 1}`,
      title: `Mission ${index + 1}`,
      description: `Play ${target} rounds of any slot game.`,
      progress: claimable ? target : Math.floor(target / 2),
      target,
      reward: (index + 1) * 1_000,
      status: claimable ? 'CLAIMABLE' : 'IN_PROGRESS',
      endsAt: minutesAhead(7 * 1440),
    };
  });

  const depositChannels: DepositChannel[] = [
    {
      channelId: 'CH-BANK',
      name: 'Bank transfer',
      method: 'BANK_TRANSFER',
      minAmount: 10_000,
      maxAmount: 5_000_000,
      presetAmounts: [10_000, 50_000, 100_000, 500_000],
      feePercent: 0,
      iconUrl: mockIconUrl('BANK', 210),
    },
    {
      channelId: 'CH-GCASH',
      name: 'GCash',
      method: 'E_WALLET',
      minAmount: 10_000,
      maxAmount: 2_000_000,
      presetAmounts: [10_000, 30_000, 100_000],
      feePercent: 1.5,
      iconUrl: mockIconUrl('GCASH', 200),
    },
    {
      channelId: 'CH-QR',
      name: 'QR Ph',
      method: 'QR',
      minAmount: 5_000,
      maxAmount: 1_000_000,
      presetAmounts: [5_000, 20_000, 50_000],
      feePercent: 0.5,
      iconUrl: mockIconUrl('QR', 120),
    },
    {
      channelId: 'CH-USDT',
      name: 'USDT (TRC20)',
      method: 'CRYPTO',
      minAmount: 50_000,
      maxAmount: 10_000_000,
      presetAmounts: [50_000, 100_000, 1_000_000],
      feePercent: 0,
      iconUrl: mockIconUrl('USDT', 160),
    },
  ];

  const pendingConfirmations: PendingConfirmation[] = [
    {
      withdrawalId: 'WD-0001',
      amount: 150_000,
      accountNumber: '****1234',
      disbursedAt: minutesAgo(25),
      autoReceiveAt: minutesAhead(35),
    },
    {
      withdrawalId: 'WD-0002',
      amount: 42_000,
      accountNumber: '****9876',
      disbursedAt: minutesAgo(50),
      autoReceiveAt: minutesAhead(10),
    },
  ];

  const rewardsRng = rngFor('points');
  const pointRewards: PointReward[] = Array.from({ length: 8 }, (_, index) => ({
    rewardId: `REWARD-${index + 1}`,
    name:
      [
        'Mobile load',
        'Bonus credit',
        'Headphones',
        'Smart watch',
        'Gift card',
        'T-shirt',
        'Power bank',
        'Phone',
      ][index] ?? 'Gift',
    imageUrl: mockIconUrl(`R${index + 1}`, (index * 40) % 360),
    quantity: rewardsRng.int(0, 50),
    pointsRequired: (index + 1) * 500,
    amountRequired: index * 100_000,
    units: index < 2 ? 'credit' : 'pcs',
    remark: '',
    requiresAddress: index >= 2,
    requiresMobile: index === 0,
  }));
  const redeemStatuses = ['IN_PROCESS', 'REJECTED', 'APPROVED'] as const;
  const redeemRecords: RedeemRecord[] = Array.from({ length: 25 }, (_, index) => {
    const reward = pointRewards[index % pointRewards.length] ?? pointRewards[0];
    return {
      redeemId: `RD-${index + 1}`,
      rewardName: reward?.name ?? 'Gift',
      quantity: 1,
      points: reward?.pointsRequired ?? 500,
      status: redeemStatuses[index % 3] ?? 'APPROVED',
      remark: index % 3 === 1 ? 'Out of stock' : '',
      receivingAddress: reward?.requiresAddress ? '1 Example Street, Manila' : null,
      createdAt: minutesAgo(index * 1440 + 30),
    };
  });
  const pointSourcesList = ['LIVE', 'LOTTERY', 'PVP', 'SLOTS', 'SPORTS', 'DEPOSIT', 'REDEEM'] as const;
  let runningPoints = 0;
  const pointTransactions: PointTransaction[] = Array.from({ length: 60 }, (_, index) => {
    const source = pointSourcesList[index % pointSourcesList.length] ?? 'SLOTS';
    const points = source === 'REDEEM' ? -Math.min(runningPoints, 500) : rewardsRng.int(5, 400);
    runningPoints += points;
    return {
      transactionId: `PT-${index + 1}`,
      source,
      points,
      balanceAfter: runningPoints,
      createdAt: minutesAgo((60 - index) * 600),
    };
  }).reverse();

  const contractTypesList: ContractType[] = ['DAILY_SALARY', 'HOURLY_SALARY', 'REAL_TIME_SALARY', 'DIVIDEND'];
  const contracts: AgentContract[] = contractTypesList.flatMap((contractType, index) => {
    const period: PeriodCode | null =
      contractType === 'DAILY_SALARY' ? 'D' : contractType === 'DIVIDEND' ? 'H' : null;
    const tiers = [
      { rate: 0.5 + index * 0.1, validBetAmount: 1_000_000, activeMembers: 3, periodProfitLoss: -500_000 },
      { rate: 1 + index * 0.1, validBetAmount: 5_000_000, activeMembers: 10, periodProfitLoss: -2_000_000 },
    ];
    const common = {
      contractType,
      period,
      tiers,
      createdAt: minutesAgo(20 * 1440),
      updatedAt: minutesAgo(1440),
    };
    return [
      {
        ...common,
        contractId: `CT-${contractType}-ACTIVE`,
        uplineAccount: mockCredentials.agent.username,
        downlineAccount: 'member002',
        status: 'ACTIVE' as const,
      },
      {
        ...common,
        contractId: `CT-${contractType}-PENDING`,
        uplineAccount: mockCredentials.agent.username,
        downlineAccount: mockCredentials.member.username,
        status: 'PENDING' as const,
      },
    ];
  });

  const teamRng = rngFor('team');
  const teamMembers: TeamMember[] = Array.from({ length: 45 }, (_, index) => ({
    account: `member${String(index + 1).padStart(3, '0')}`,
    nickname: `Member ${index + 1}`,
    type: index % 9 === 0 ? 1 : 0,
    level: index < 30 ? 1 : 2,
    balance: teamRng.int(0, 2_000_000),
    registeredAt: minutesAgo(teamRng.int(1440, 200 * 1440)),
    lastLoginAt: teamRng.chance(0.8) ? minutesAgo(teamRng.int(5, 20 * 1440)) : null,
    online: teamRng.chance(0.2),
  }));

  const betRng = rngFor('bets');
  const betRecords: BetRecord[] = Array.from({ length: 150 }, (_, index) => {
    const game = betRng.pick(catalogue.games);
    const betAmount = betRng.int(1, 500) * 100;
    const payout = betRng.chance(0.45) ? (betRng.int(0, 20) * betAmount) / 10 : 0;
    const status = index < 3 ? 'UNSETTLED' : betRng.chance(0.02) ? 'CANCELLED' : 'SETTLED';
    return {
      betId: `BET-${String(index + 1).padStart(5, '0')}`,
      account: index % 4 === 0 ? 'member002' : mockCredentials.member.username,
      gameName: game.gameName,
      vassalage: game.vendor,
      gameType: game.gameType,
      betAmount,
      validBetAmount: status === 'SETTLED' ? betAmount : 0,
      payout: status === 'SETTLED' ? Math.round(payout) : 0,
      profitLoss: status === 'SETTLED' ? Math.round(payout) - betAmount : 0,
      status,
      betAt: minutesAgo(index * 571),
    };
  });

  const recordTypes = ['DEPOSIT', 'WITHDRAW', 'TRANSFER_IN', 'TRANSFER_OUT', 'BONUS', 'REBATE'] as const;
  let runningBalance = 1_234_567;
  const accountRecords: AccountRecord[] = Array.from({ length: 120 }, (_, index) => {
    const type = recordTypes[index % recordTypes.length] ?? 'DEPOSIT';
    const magnitude = betRng.int(1, 2000) * 100;
    const amount = type === 'WITHDRAW' || type === 'TRANSFER_OUT' ? -magnitude : magnitude;
    const record = {
      recordId: `REC-${String(index + 1).padStart(5, '0')}`,
      account: mockCredentials.member.username,
      type,
      amount,
      balanceAfter: runningBalance,
      status: index === 0 ? ('PENDING' as const) : ('SUCCESS' as const),
      remark: '',
      createdAt: minutesAgo(index * 713),
    };
    runningBalance -= amount;
    return record;
  });

  const liveRooms: LiveRoom[] = Array.from({ length: 12 }, (_, index) => ({
    roomId: `ROOM-${index + 1}`,
    tableName: `${['Baccarat', 'Roulette', 'Blackjack', 'Dragon Tiger'][index % 4] ?? 'Baccarat'} ${Math.floor(index / 4) + 1}`,
    dealerName: ['Anna', 'Bea', 'Carla', 'Dana', 'Ella', 'Faye'][index % 6] ?? 'Anna',
    vassalage: index % 2 === 0 ? 'PT' : 'EG2',
    minBet: 1_000,
    maxBet: 5_000_000,
    open: index % 5 !== 4,
    imageUrl: mockIconUrl(`Table ${index + 1}`, (index * 30) % 360),
  }));

  const liveModels: LiveModel[] = Array.from({ length: 8 }, (_, index) => ({
    modelId: `MODEL-${index + 1}`,
    nickname: `Host ${index + 1}`,
    avatarUrl: mockIconUrl(`H${index + 1}`, (index * 45) % 360),
    online: index % 3 !== 2,
  }));

  const prizeModes = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
  const lotteryGames: LotteryGame[] = Array.from({ length: 12 }, (_, index) => ({
    gameCode: `LOTT-VN-${String(index + 1).padStart(2, '0')}`,
    gameName: `${['North', 'South', 'Central', 'Fast'][index % 4] ?? 'North'} Lottery ${Math.floor(index / 4) + 1}`,
    prizeMode: prizeModes[index % prizeModes.length] ?? 'LOTT',
    iconUrl: mockIconUrl(`L${index + 1}`, (index * 30) % 360),
    drawIntervalSeconds: index % 4 === 3 ? 60 : 86_400,
  }));

  return {
    seed,
    catalogue,
    accounts,
    sessions: new Map(),
    revokedTokens: new Set(),
    balances: new Map([...accounts.keys()].map((account) => [account, 1_234_567])),
    favorites: new Map([[mockCredentials.member.username, slots.slice(0, 6).map((game) => game.nodeId)]]),
    recent: new Map([[mockCredentials.member.username, slots.slice(10, 40).map((game) => game.nodeId)]]),
    failedLogins: 0,
    secondVerificationChallenges: new Map([
      [mockIds.secondVerificationChallenge, mockCredentials.newLocation.username],
    ]),
    idempotency: new Map(),
    pointsBalance: 12_500,
    redEnvelopesLeft: 3,
    uploads: 0,
    winners,
    announcements,
    messages,
    promotions,
    missions,
    depositChannels,
    pendingConfirmations,
    pointRewards,
    redeemRecords,
    pointTransactions,
    contracts,
    teamMembers,
    betRecords,
    accountRecords,
    liveRooms,
    liveModels,
    lotteryGames,
  };
}
