import type { EndpointById, EndpointId } from '../endpoints';
import type { RequestOf } from '../endpoints/define';
import { mockCredentials, mockTokens } from './fixtures/accounts';
import { MOCK_AUTHENTICATOR_CODE } from './fixtures/accountSecurity';
import { MOCK_CAPTCHA_PNG } from './fixtures/system';
import { mockIds } from './world';

export interface MockExample<E> {
  /** Session token to call with (token endpoints); defaults to the demo member. */
  token?: string;
  request: RequestOf<E>;
}

/**
 * A valid request for every endpoint that the default mocks answer with success. Stories use
 * them as ready-made arguments; the tests call every endpoint with them.
 */
export type MockExamples = { [Id in EndpointId]: MockExample<EndpointById<Id>> };

const { mobile, smsCode } = mockCredentials;
const registration = {
  registerUrl: 'https://portal.example.com/register',
  domain: 'portal.example.com',
} as const;
const range = { startDate: '2024-12-01', endDate: '2025-01-15' } as const;
const newTiers = [{ rate: 0.8, validBetAmount: 1_000_000, activeMembers: 3, periodProfitLoss: 0 }];
const asAgent = mockTokens.agent;

export const mockExamples: MockExamples = {
  'system.status': { request: {} },
  'system.whiteLabel': { request: {} },
  'system.registerSettings': { request: {} },
  'system.domainRoute': { request: {} },
  'system.permission': { request: {} },
  'system.publicKey': { request: {} },
  'system.countries': { request: {} },
  'system.captcha': { request: { query: { captchaKey: 'captcha-1' } } },
  'system.humanChallenge': { request: {} },
  'system.announcements': { request: {} },
  'system.uploadImage': {
    request: {
      body: {
        fileName: 'proof.png',
        contentType: 'image/png',
        dataBase64: MOCK_CAPTCHA_PNG,
        purpose: 'ACTIVITY',
      },
    },
  },

  'auth.login': { request: { body: { type: 'username', ...mockCredentials.member } } },
  'auth.loginByCode': { request: { body: { ...mobile, verificationCode: smsCode } } },
  'auth.freePlayLogin': {
    request: { body: { os: 'Windows', platform: 'W', encryption: true, gatewayVersion: 3 } },
  },
  'auth.logout': { request: {} },
  'auth.secondVerification': {
    request: {
      body: {
        challengeId: mockIds.secondVerificationChallenge,
        method: 'SMS',
        answer: mockCredentials.secondVerificationAnswer,
      },
    },
  },
  'auth.secondVerificationCode': {
    request: { body: { challengeId: mockIds.secondVerificationChallenge, method: 'SMS' } },
  },
  'auth.smsCode': { request: { body: { ...mobile, purpose: 'LOGIN' } } },
  'auth.registerSmsCode': {
    request: { body: { mobileNo: '9170000001', countryDialingCode: '+63', registerType: 'mobile' } },
  },
  'auth.register': {
    request: {
      body: {
        username: 'player01',
        password: 'Player2026x',
        confirmPassword: 'Player2026x',
        ...registration,
      },
    },
  },
  'auth.registerMobile': {
    request: {
      body: {
        username: '9170000002',
        mobileNum: '9170000002',
        countryDialingCode: '+63',
        password: 'Player2026x',
        verificationCode: smsCode,
        ...registration,
      },
    },
  },
  'auth.registrationValidation': { request: { query: { field: 'username', value: 'player01' } } },
  'auth.forgotPasswordByEmail': {
    request: { body: { username: mockCredentials.member.username, email: mockCredentials.memberEmail } },
  },
  'auth.passwordVerification': { request: { body: { ...mobile, verificationCode: smsCode } } },
  'auth.setPasswordByPhone': {
    request: { body: { ...mobile, verificationCode: smsCode, newPassword: 'Demo5678' } },
  },

  'member.info': { request: {} },
  'member.updateIcon': { request: { body: { imageId: 'IMG-1' } } },
  'member.profile': { request: {} },
  'member.updateProfile': { request: { body: { birthday: '1990-04-15', occupation: 'Engineer' } } },
  'member.changePassword': {
    request: {
      body: {
        oldPassword: mockCredentials.member.password,
        newPassword: 'Demo5678',
        confirmNewPassword: 'Demo5678',
      },
    },
  },
  'member.loginHistory': { request: { query: range } },
  'member.consolidated': { request: {} },
  'member.vip': { request: {} },
  'member.vipClaim': { request: { body: { level: mockIds.claimableVipLevel } } },
  'member.accountSecurity': { request: {} },
  'member.startAuthenticator': { request: {} },
  'member.confirmAuthenticator': { request: { body: { code: MOCK_AUTHENTICATOR_CODE } } },
  'member.disableAuthenticator': {
    token: `mock-${mockCredentials.returningMember.username}`,
    request: { body: { password: mockCredentials.returningMember.password } },
  },
  'member.sessions': { request: {} },
  'member.endSession': { request: { body: { sessionId: '5f0c1a52-0000-4000-8000-000000000002' } } },
  'member.endOtherSessions': { request: {} },
  // An account with nothing in its wallet: one with money is refused (BALANCE_NOT_EMPTY).
  'member.closeAccount': {
    token: `mock-${mockCredentials.affiliateAgent.username}`,
    request: { body: { password: mockCredentials.affiliateAgent.password } },
  },

  'wallet.balance': { request: {} },
  'wallet.transfer': { request: { body: { from: 'MAIN', to: 'PG', amount: 10_000 } } },
  'wallet.logoutGameSessions': { request: {} },
  'wallet.merchantWallet': { request: {} },

  'games.menus': { request: {} },
  'games.launchFB': { request: { body: { gameCode: 'PG-RNG-0001', vassalage: 'PG', gameType: 'RNG' } } },
  'games.list': { request: { query: { gameType: 'RNG', vassalage: 'PG' } } },
  'games.hot': { request: {} },
  'games.vendorGameTypes': { request: { query: { vassalage: 'JL' } } },
  'games.vendors': { request: {} },
  'games.favoriteIds': { request: {} },
  'games.favorites': { request: {} },
  'games.addFavorite': { request: { body: { nodeId: 100, vendor: 'PG', gameType: 'RNG' } } },
  'games.removeFavorite': { request: { query: { nodeId: 1, vendor: 'PG', gameType: 'RNG' } } },
  'games.recent': { request: {} },
  'games.liveRooms': { request: {} },
  'games.launch': { request: { body: { gameCode: 'PT-LIVE-0001', vassalage: 'PT', gameType: 'LIVE' } } },
  'games.lotteryMenu': { request: {} },
  'games.recentLottery': { request: {} },
  'games.openedNumbers': { request: { query: { gameCode: mockIds.lotteryGame } } },
  'games.lottoOpenedNumbers': { request: { query: { gameCode: mockIds.lotteryGame } } },
  'games.winners': { request: {} },
  'games.liveModels': { request: {} },
  'games.launchLiveChat': { request: { body: { modelId: mockIds.liveModel } } },

  'messages.list': { request: {} },
  'messages.markRead': { request: { body: { messageIds: ['MSG-1'] } } },
  'messages.unreadCount': { request: {} },

  'promotions.list': { request: {} },
  'promotions.mine': { request: {} },
  'promotions.apply': {
    request: {
      body: {
        promotionId: mockIds.applicablePromotion,
        comment: 'Please count my deposit',
        imageIds: ['IMG-1'],
      },
    },
  },
  'promotions.claim': { request: { body: { promotionId: mockIds.claimablePromotion } } },
  'promotions.claimRaffle': { request: { body: { promotionId: mockIds.rafflePromotion } } },
  'promotions.referral': { request: {} },

  'missions.summary': { request: {} },
  'missions.leaderboard': { request: {} },
  'missions.claim': { request: { body: { missionId: mockIds.claimableMission } } },

  'playBreaks.settings': { request: {} },
  'playBreaks.setRealityCheck': { request: { body: { realityCheckMinutes: 30 } } },
  'playBreaks.sessionSummary': { request: {} },
  'playBreaks.start': {
    request: { body: { kind: 'TIME_OUT', period: 'HOURS_24', password: mockCredentials.member.password } },
  },

  'redEnvelope.status': { request: {} },
  'redEnvelope.open': { request: {} },

  'limits.get': { request: {} },
  'limits.set': { request: { body: { kind: 'DEPOSIT', window: 'DAY', value: 300_000 } } },

  'points.balance': { request: {} },
  'points.rewards': { request: {} },
  'points.redeemHistory': { request: {} },
  'points.config': { request: {} },
  'points.transactions': { request: {} },
  'points.redeem': {
    request: {
      body: {
        rewardId: mockIds.pointReward,
        withdrawPassword: mockCredentials.withdrawPassword,
        mobileNum: mobile.mobileNum,
      },
    },
  },
  'points.convert': {
    request: { body: { points: 1_000, withdrawPassword: mockCredentials.withdrawPassword } },
  },

  'agent.affiliate': {
    request: { query: { code: mockCredentials.affiliateCode, domain: 'portal.example.com' } },
  },
  'agent.processDividend': {
    token: asAgent,
    request: { body: { action: 'NEW', downlineAccount: mockIds.downline, period: 'H', tiers: newTiers } },
  },
  'agent.processDailySalary': {
    request: { body: { action: 'ACCEPT', contractId: mockIds.pendingContract } },
  },
  'agent.processHourlySalary': {
    token: asAgent,
    request: { body: { action: 'REQUEST_TERMINATION', contractId: 'CT-HOURLY_SALARY-ACTIVE' } },
  },
  'agent.processRealTimeSalary': {
    request: { body: { action: 'REJECT', contractId: 'CT-REAL_TIME_SALARY-PENDING' } },
  },
  'agent.contracts': {
    token: asAgent,
    request: { query: { contractType: 'DAILY_SALARY', role: 'downline' } },
  },
  'agent.teamOverview': { token: asAgent, request: {} },
  'agent.teamDaily': {
    token: asAgent,
    request: { query: { startDate: '2025-01-01', endDate: '2025-01-14' } },
  },
  'agent.teamMembers': { token: asAgent, request: {} },
  'agent.registerDownline': {
    token: asAgent,
    request: { body: { username: 'newdownline', password: 'Player2026x', type: 'member' } },
  },
  'agent.inviteLink': { token: asAgent, request: {} },

  'funds.depositChannels': { request: {} },
  'funds.deposit': { request: { body: { channelId: mockIds.depositChannel, amount: 50_000 } } },
  'funds.openDeposits': { request: {} },
  'funds.cancelDeposit': { request: { body: { orderId: mockIds.openDeposit } } },
  'funds.withdrawOptions': { request: {} },
  'funds.addWithdrawAccount': {
    request: { body: { bankName: 'BPI', accountNumber: '001234567890', accountName: 'Demo Member' } },
  },
  'funds.setWithdrawPassword': {
    request: {
      body: {
        password: mockCredentials.member.password,
        oldWithdrawPassword: mockCredentials.withdrawPassword,
        withdrawPassword: '654321',
      },
    },
  },
  'funds.withdraw': {
    request: {
      body: {
        accountId: mockIds.withdrawAccount,
        amount: 20_000,
        withdrawPassword: mockCredentials.withdrawPassword,
      },
    },
  },
  'funds.pendingConfirmations': { request: {} },
  'funds.confirmWithdrawal': {
    request: {
      body: { withdrawalId: mockIds.pendingWithdrawal, outcome: { kind: 'partlyReceived', amount: 100_000 } },
    },
  },
  'funds.transferToDownline': {
    token: asAgent,
    request: {
      body: {
        downlineAccount: mockIds.downline,
        amount: 10_000,
        withdrawPassword: mockCredentials.withdrawPassword,
      },
    },
  },
  'funds.recallFromDownline': {
    token: asAgent,
    request: {
      body: { downlineAccount: mockIds.downline, withdrawPassword: mockCredentials.withdrawPassword },
    },
  },
  'funds.transferToUpline': {
    request: { body: { amount: 10_000, withdrawPassword: mockCredentials.withdrawPassword } },
  },

  'reports.betting': { request: { query: range } },
  'reports.account': { request: { query: range } },
  'reports.profitLoss': { request: { query: range } },
  'reports.team': { token: asAgent, request: { query: { reportType: 'DAILY_SALARY', ...range } } },

  'support.feedback': {
    request: {
      body: {
        content: 'The deposit page did not load on my phone.',
        sender: 'demo',
        type: 1,
        captcha: mockCredentials.captcha,
      },
    },
  },
  'support.helpCenter': { request: { query: { lang: 'en' } } },
  'support.customerService': { request: {} },
  'support.appDownload': { request: {} },
};
