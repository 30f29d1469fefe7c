import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import * as queryDefaults from '../queryDefaults';
import { contract, contractEntries, endpointById, type EndpointId } from './index';

interface SpecCall {
  /** Path as the spec names it, or a relay name (served under /wps/relay/). */
  call: string;
  method?: string;
  auth?: 'token' | 'none';
  encrypted?: boolean;
  bodyEncoding?: 'json' | 'form';
}

/** Every call SPEC §7 names, transcribed with the method, auth and encryption it states. */
const specCalls: SpecCall[] = [
  // Login and member
  { call: '/wps/session/login', method: 'POST', auth: 'none', encrypted: true },
  { call: '/wps/verification/sms/noLogin', auth: 'none' },
  { call: '/wps/system/whitelabel', auth: 'none' },
  { call: '/lgw/games/game_menus', auth: 'none' },
  { call: '/wps/member/info', method: 'GET', auth: 'token' },
  { call: '/wps/member/register', method: 'PUT', auth: 'none', encrypted: true },
  { call: '/wps/member/register/mobile', method: 'PUT', auth: 'none', encrypted: true },
  { call: '/wps/member/password', method: 'POST', auth: 'token', encrypted: true },
  { call: '/wps/agent/affiliate', method: 'GET', auth: 'none' },
  { call: '/wps/system/setting/register', method: 'GET', auth: 'none' },
  { call: '/wps/member/password/email', method: 'POST', auth: 'none', bodyEncoding: 'form' },
  { call: '/wps/session/login/freeplay', method: 'POST', auth: 'none' },
  { call: '/wps/captcha', method: 'GET', auth: 'none' },
  { call: '/wps/member/info/icon', auth: 'token' },
  { call: '/wps/system/status', auth: 'none' },
  { call: '/wps/member/password/verification', auth: 'none', encrypted: true },
  { call: '/wps/verification/sms/register', auth: 'none' },
  { call: '/wps/system/domainRoute', auth: 'none' },
  { call: '/wps/feedback', method: 'PUT', auth: 'none' },
  { call: '/wps/system/helpCenter', auth: 'none' },
  // Wallet
  { call: '/wps/v2/wallets/balance', auth: 'token' },
  { call: 'GCS_walletTransfer', method: 'POST', auth: 'token' },
  { call: '/wps/session/logout', auth: 'token' },
  { call: '/wps/member/info/funds/consolidated', method: 'GET', auth: 'token' },
  { call: 'GCS_merchantWallet', method: 'GET', auth: 'token' },
  // Games
  { call: 'gameLaunchFB', auth: 'token' },
  { call: 'gameList', auth: 'token' },
  { call: 'hotGamesV2', auth: 'none' },
  { call: 'getListAnnouncements' },
  { call: 'getVassGameType', auth: 'token' },
  { call: 'newGameVendor', auth: 'token' },
  { call: 'getFavoriteGames', auth: 'token' },
  { call: 'getFavoriteGamesList', auth: 'token' },
  { call: 'addFavoriteGameV2', method: 'POST', auth: 'token' },
  { call: 'removeFavoriteGameV2', method: 'DELETE', auth: 'token' },
  { call: 'recentGame', auth: 'token' },
  { call: 'GLS2_roomList', auth: 'token' },
  { call: '/wps/game/launchGame', auth: 'token' },
  { call: '/lgw/vn/games/game_menu', auth: 'none' },
  { call: '/lgw/vn/games/game_menu/recent', auth: 'token' },
  { call: '/lgw/vn/numeros/opened/game', auth: 'none' },
  { call: '/lotto/lgw/games/opened/numero', auth: 'token' },
  { call: 'GCSGAME_getRankList', auth: 'none' },
  { call: 'CSP_unreadCount', auth: 'token' },
  { call: 'claimRafflePromotion', method: 'POST', auth: 'token' },
  // Agent contracts
  { call: 'processDividendReq', auth: 'token' },
  { call: 'processDailySalContract', auth: 'token' },
  { call: 'processContractHourSalary', auth: 'token' },
  { call: 'processRealTimeSalaryContract', auth: 'token' },
  // Points
  { call: 'getPointBalance', auth: 'token' },
  { call: 'getPointReward', auth: 'token' },
  { call: 'getRedeemPointList', auth: 'token' },
  { call: 'getPointConfig', auth: 'token' },
  { call: 'ODSFE2_MemTransDet', auth: 'token' },
  { call: 'redeemPointReward', auth: 'token', encrypted: true },
  { call: 'convertPoint', auth: 'token', encrypted: true },
];

/** Calls the spec names without a path: the entry that serves each, with what the spec says. */
const unnamedSpecCalls: { id: EndpointId; method?: string; auth?: 'token' | 'none' }[] = [
  { id: 'auth.logout', method: 'DELETE', auth: 'token' },
  { id: 'auth.loginByCode', method: 'POST' },
  { id: 'auth.setPasswordByPhone', method: 'POST' },
  { id: 'auth.registrationValidation', method: 'GET' },
  { id: 'system.permission', method: 'GET' },
  { id: 'missions.summary', auth: 'token' },
  { id: 'missions.leaderboard', auth: 'token' },
  { id: 'games.liveModels', auth: 'none' },
  { id: 'games.launchLiveChat', auth: 'none' },
  { id: 'system.publicKey', method: 'GET', auth: 'none' },
];

function entriesFor(call: string) {
  return call.startsWith('/')
    ? contractEntries.filter((entry) => entry.path === call)
    : contractEntries.filter(
        (entry) => entry.path.endsWith(`/${call}`) && entry.path.startsWith('/wps/relay/'),
      );
}

describe('spec coverage', () => {
  it.each(specCalls)('$call has a contract entry matching the spec', (spec) => {
    const matches = entriesFor(spec.call).filter(
      (entry) => spec.method === undefined || entry.method === spec.method,
    );
    expect(matches, `no entry for ${spec.call}`).toHaveLength(1);
    const [entry] = matches;
    if (spec.auth) expect(entry?.auth).toBe(spec.auth);
    if (spec.encrypted !== undefined) expect(entry?.encrypted).toBe(spec.encrypted);
    if (spec.bodyEncoding) expect(entry?.bodyEncoding).toBe(spec.bodyEncoding);
  });

  it.each(unnamedSpecCalls)('$id covers a call the spec leaves unnamed', (spec) => {
    const entry = endpointById(spec.id);
    if (spec.method) expect(entry.method).toBe(spec.method);
    if (spec.auth) expect(entry.auth).toBe(spec.auth);
    expect(entry.path.startsWith('/wps/')).toBe(true);
  });

  it('serves relay calls under /wps/relay/<name>', () => {
    expect(endpointById('wallet.transfer').path).toBe('/wps/relay/GCS_walletTransfer');
    expect(endpointById('points.redeem').path).toBe('/wps/relay/passwordCheck/redeemPointReward');
  });

  it('gives the captcha a base64 PNG value', () => {
    const captcha = contract.system.captcha.response;
    expect(captcha.safeParse('iVBORw0KGgoAAAANSUhEUg==').success).toBe(true);
    expect(captcha.safeParse('data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==').success).toBe(true);
    expect(captcha.safeParse('/9j/4AAQSkZJRg==').success).toBe(false);
  });
});

describe('contract consistency', () => {
  it('has unique ids that match their place in the contract', () => {
    const ids = contractEntries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [groupName, group] of Object.entries(contract)) {
      for (const [name, entry] of Object.entries(group)) expect(entry.id).toBe(`${groupName}.${name}`);
    }
  });

  it('has unique method and path pairs', () => {
    const routes = contractEntries.map((entry) => `${entry.method} ${entry.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('sends bodies only on methods that carry them and encrypts only bodies', () => {
    for (const entry of contractEntries) {
      if (entry.method === 'GET' || entry.method === 'DELETE') expect(entry.body, entry.id).toBeUndefined();
      if (entry.encrypted) expect(entry.body, entry.id).toBeDefined();
    }
  });

  it('marks every wallet-changing call as money-moving and no read as such', () => {
    const moneyMoving = contractEntries.filter((entry) => entry.moneyMoving).map((entry) => entry.id);
    expect(moneyMoving).toEqual(
      expect.arrayContaining([
        'wallet.transfer',
        'funds.deposit',
        'funds.withdraw',
        'funds.confirmWithdrawal',
        'funds.transferToDownline',
        'funds.recallFromDownline',
        'funds.transferToUpline',
        'points.redeem',
        'points.convert',
        'promotions.claim',
        'promotions.claimRaffle',
        'missions.claim',
        'member.vipClaim',
        'redEnvelope.open',
      ]),
    );
    for (const entry of contractEntries)
      if (entry.moneyMoving) expect(entry.method, entry.id).not.toBe('GET');
  });

  it('encrypts every body that carries a password', () => {
    for (const entry of contractEntries) {
      const shape = entry.body && 'shape' in entry.body ? Object.keys(entry.body.shape as object) : [];
      if (shape.some((key) => /password/iu.test(key))) expect(entry.encrypted, entry.id).toBe(true);
    }
  });
});

describe('query defaults (SPEC §7)', () => {
  it('match the spec values', () => {
    expect(queryDefaults.gamesQueryDefaults).toMatchObject({ clientType: 3, pageNo: 1, pageSize: 20 });
    expect(queryDefaults.vendorsQueryDefaults).toEqual({ platform: 'html5-desktop' });
    expect(queryDefaults.favoritesQueryDefaults).toEqual({ pageNo: 1, pageSize: 999, gameType: 'RNG' });
    expect(queryDefaults.recentGamesQueryDefaults).toEqual({ pageNo: 1, pageSize: 20, gameType: 'RNG' });
    expect(queryDefaults.announcementsQueryDefaults).toEqual({ types: 'B,PL,PU,PR,H', platform: 'W' });
    expect(queryDefaults.winnersQueryDefaults).toEqual({ gameCategory: 'ALL', limitNum: 20 });
  });

  it('are attached to their endpoints and valid against their query schemas', () => {
    expect(contract.games.list.queryDefaults).toBe(queryDefaults.gamesQueryDefaults);
    expect(contract.games.vendors.queryDefaults).toBe(queryDefaults.vendorsQueryDefaults);
    expect(contract.games.favorites.queryDefaults).toBe(queryDefaults.favoritesQueryDefaults);
    expect(contract.games.recent.queryDefaults).toBe(queryDefaults.recentGamesQueryDefaults);
    expect(contract.system.announcements.queryDefaults).toBe(queryDefaults.announcementsQueryDefaults);
    expect(contract.games.winners.queryDefaults).toBe(queryDefaults.winnersQueryDefaults);
    for (const entry of contractEntries) {
      if (!entry.queryDefaults || !entry.query) continue;
      const partial = z.partial(entry.query).safeParse(entry.queryDefaults);
      expect(partial.success, entry.id).toBe(true);
    }
  });
});
