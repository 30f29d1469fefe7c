import {
  contract,
  type AppDownload,
  type LiveModel,
  type LiveRoom,
  type LotteryDraw,
  type LotteryGame,
  type PermissionInfo,
} from '@portal/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs } from '../src/jobs';
import { runDueJobs } from '../src/jobs/scheduler';
import { startTestServer, type TestServer } from './support/server';

// The test clock starts at 2026-03-01T09:00:00Z (minute 540 of the UTC day).

let api: TestServer;
let member: string;

const valueOf = <T>(answer: { status: number; body: { success: boolean; value?: unknown } }): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  if (!answer.body.success) throw new Error('failed');
  return answer.body.value as T;
};
const drawsOf = async (gameCode: string, page: { pageNo?: number; pageSize?: number } = {}) =>
  valueOf<LotteryDraw[]>(await api.call(contract.games.openedNumbers, { query: { gameCode, ...page } }));
const runJobs = () => runDueJobs(api.app, scheduledJobs, api.clock.now());
const drawCount = async () => (await api.rowCounts())['lottery_draws'];

beforeAll(async () => {
  api = await startTestServer();
  member = await api.loginReady('demomember');
});

afterAll(async () => {
  await api.close();
});

describe('lottery games', () => {
  it('lists the lotteries of every prize mode, two each, and of one mode when asked', async () => {
    const all = valueOf<LotteryGame[]>(await api.call(contract.games.lotteryMenu));
    expect(all.map((game) => [game.gameCode, game.prizeMode, game.drawIntervalSeconds])).toEqual([
      ['BGS-LOTT-0001', 'LOTT', 3600],
      ['BGS-LOTT-0002', 'LOTT', 1800],
      ['BGS-LOTT-0003', 'ZY', 600],
      ['BGS-LOTT-0004', 'ZY', 300],
      ['BGS-ELOTT-0001', 'ELOTT', 60],
      ['BGS-ELOTT-0002', 'ELOTT', 120],
      ['BGS-ELOTT-0003', 'SEA', 900],
      ['BGS-ELOTT-0004', 'SEA', 1800],
    ]);
    const icon = await api.fetch(new URL(all[0]?.iconUrl ?? '').pathname);
    expect(icon.headers.get('content-type')).toBe('image/webp');

    const sea = valueOf<LotteryGame[]>(
      await api.call(contract.games.lotteryMenu, { query: { prizeMode: 'SEA' } }),
    );
    expect(sea.map((game) => game.gameCode)).toEqual(['BGS-ELOTT-0003', 'BGS-ELOTT-0004']);

    const bad = await api.call(contract.games.lotteryMenu, { query: { prizeMode: 'BINGO' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('lists the lotteries the member launched, the latest first', async () => {
    expect(valueOf<LotteryGame[]>(await api.call(contract.games.recentLottery, { token: member }))).toEqual(
      [],
    );
    for (const gameCode of ['BGS-LOTT-0003', 'BGS-ELOTT-0002']) {
      const gameType = gameCode.includes('ELOTT') ? 'ELOTT' : 'LOTT';
      valueOf(
        await api.call(contract.games.launch, {
          token: member,
          body: { gameCode, vassalage: 'BGS', gameType },
        }),
      );
      api.clock.advanceSeconds(1);
    }
    const recent = valueOf<LotteryGame[]>(await api.call(contract.games.recentLottery, { token: member }));
    expect(recent.map((game) => game.gameCode)).toEqual(['BGS-ELOTT-0002', 'BGS-LOTT-0003']);
    expect((await api.call(contract.games.recentLottery)).status).toBe(401);
  });
});

describe('lottery draws', () => {
  /** Every lottery with its draw interval, as the menu lists them. */
  const lotteries = async () => valueOf<LotteryGame[]>(await api.call(contract.games.lotteryMenu));
  /** All draws of a game, one page as large as the contract allows. */
  const allDrawsOf = (gameCode: string) => drawsOf(gameCode, { pageSize: 999 });
  /** When the draw periods of `intervalSeconds` that end in (from, to] end, newest first. */
  function periodEnds(from: Date, to: Date, intervalSeconds: number): string[] {
    const interval = intervalSeconds * 1000;
    const ends: string[] = [];
    for (let end = Math.floor(to.getTime() / interval) * interval; end > from.getTime(); end -= interval)
      ends.push(new Date(end).toISOString());
    return ends;
  }
  /** Each game's draws must be exactly one per period ended in (from, to], opened at its end. */
  async function expectOneDrawPerPeriod(from: Date, to: Date): Promise<number> {
    let total = 0;
    for (const game of await lotteries()) {
      const expected = periodEnds(from, to, game.drawIntervalSeconds);
      expect(expected.length, game.gameCode).toBeGreaterThan(0);
      expect(
        (await allDrawsOf(game.gameCode)).map((draw) => draw.openedAt),
        game.gameCode,
      ).toEqual(expected);
      total += expected.length;
    }
    return total;
  }

  it('are made by the scheduled job, once per draw period, and kept', async () => {
    expect(await drawsOf('BGS-ELOTT-0001')).toEqual([]);
    api.clock.advanceSeconds(-2); // back to 09:00:00 after the launches above
    const start = api.clock.now();
    const hourBefore = new Date(start.getTime() - 3_600_000);

    // On a fresh database the job catches up the last hour: every lottery gets one draw for each of
    // its periods that ended in (08:00, 09:00], and the table holds nothing else.
    await runJobs();
    const firstHour = await expectOneDrawPerPeriod(hourBefore, start);
    expect(await drawCount()).toBe(firstHour);
    // Running again in the same minute draws nothing more.
    await runJobs();
    expect(await drawCount()).toBe(firstHour);
    await expectOneDrawPerPeriod(hourBefore, start);

    // Ten minutes later, two instances at once: the periods that ended since, each drawn once.
    api.clock.advanceSeconds(600);
    await Promise.all([runJobs(), runJobs()]);
    const withTenMinutes = await expectOneDrawPerPeriod(hourBefore, api.clock.now());
    expect(withTenMinutes).toBeGreaterThan(firstHour);
    expect(await drawCount()).toBe(withTenMinutes);

    const racing = await allDrawsOf('BGS-ELOTT-0001');
    // The issue number counts the game's periods of the UTC day: the minute of 09:09–09:10 is the 550th.
    expect(racing[0]).toMatchObject({
      gameCode: 'BGS-ELOTT-0001',
      issueNo: '20260301-0550',
      openedAt: '2026-03-01T09:10:00.000Z',
    });
    expect(racing.at(-1)).toMatchObject({ issueNo: '20260301-0481', openedAt: '2026-03-01T08:01:00.000Z' });
    for (const draw of racing) {
      // A finish order: all ten runners, once each.
      expect([...draw.numbers].sort()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
    }
    // Not one finish order repeated among the races (10! orders): the numbers are drawn, not derived.
    expect(new Set(racing.map((draw) => draw.numbers.join())).size).toBe(racing.length);

    const [lotto] = await drawsOf('BGS-LOTT-0001');
    expect(lotto?.issueNo).toBe('20260301-0009');
    const balls = (lotto?.numbers ?? []).map(Number);
    expect(balls).toHaveLength(6);
    expect(new Set(balls).size).toBe(6);
    expect(balls).toEqual([...balls].sort((a, b) => a - b));
    expect(balls.every((ball) => ball >= 1 && ball <= 45)).toBe(true);

    const [pick3] = await drawsOf('BGS-LOTT-0003');
    expect(pick3?.numbers).toHaveLength(3);
    expect(pick3?.numbers.every((digit) => /^[0-9]$/u.test(digit))).toBe(true);
  });

  it('pages the draws newest first: every draw once, full pages but the last', async () => {
    const all = await allDrawsOf('BGS-ELOTT-0001');
    const pageSize = 20;
    const pages: LotteryDraw[][] = [];
    for (let pageNo = 1; ; pageNo += 1) {
      const page = await drawsOf('BGS-ELOTT-0001', { pageNo, pageSize });
      if (page.length === 0) break;
      pages.push(page);
    }
    // Enough draws for more than one page, or the paging below proves little.
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.slice(0, -1).every((page) => page.length === pageSize)).toBe(true);
    expect(pages.at(-1)?.length).toBeLessThanOrEqual(pageSize);
    expect(pages.flat()).toEqual(all);
    expect(new Set(pages.flat().map((draw) => draw.issueNo)).size).toBe(all.length);
  });

  it('answers the lottery pages only with a session, and unknown games with NOT_FOUND', async () => {
    const inside = await api.call(contract.games.lottoOpenedNumbers, {
      token: member,
      query: { gameCode: 'BGS-ELOTT-0002' },
    });
    expect(valueOf<LotteryDraw[]>(inside)).toEqual(await drawsOf('BGS-ELOTT-0002'));
    const anonymous = await api.call(contract.games.lottoOpenedNumbers, {
      query: { gameCode: 'BGS-ELOTT-0002' },
    });
    expect(anonymous.status).toBe(401);

    const unknown = await api.call(contract.games.openedNumbers, { query: { gameCode: 'BGS-RNG-0001' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const badPage = await api.call(contract.games.openedNumbers, {
      query: { gameCode: 'BGS-ELOTT-0001', pageSize: 0 },
    });
    expect(badPage.status).toBe(400);
  });
});

describe('live', () => {
  it('lists live tables with dealer and limits, open by their hours', async () => {
    api.clock.advanceSeconds(-600); // 09:00 UTC: the nightly tables open at 10:00
    const rooms = valueOf<LiveRoom[]>(await api.call(contract.games.liveRooms, { token: member }));
    expect(rooms).toHaveLength(12);
    expect(rooms[0]).toMatchObject({
      roomId: 'EG2-T01',
      tableName: 'EG2 Table 1',
      dealerName: 'Aileen',
      vassalage: 'EG2',
      minBet: 1_000,
      maxBet: 500_000,
      open: true,
    });
    expect(rooms.filter((room) => !room.open).map((room) => room.roomId)).toEqual([
      'EG2-T05',
      'EG2-T06',
      'PT-T05',
      'PT-T06',
    ]);
    api.clock.advanceSeconds(3600);
    const pt = valueOf<LiveRoom[]>(
      await api.call(contract.games.liveRooms, { token: member, query: { vassalage: 'PT' } }),
    );
    expect(pt.map((room) => [room.roomId, room.open])).toEqual([
      ['PT-T01', true],
      ['PT-T02', true],
      ['PT-T03', true],
      ['PT-T04', true],
      ['PT-T05', true],
      ['PT-T06', true],
    ]);
    api.clock.advanceSeconds(-3600);
    expect((await api.call(contract.games.liveRooms)).status).toBe(401);
  });

  it('lists the hosts, online during their shift, and launches a host room page that exists', async () => {
    const hosts = valueOf<LiveModel[]>(await api.call(contract.games.liveModels));
    expect(hosts).toHaveLength(9);
    // 09:00 UTC is in the 08:00–16:00 shift.
    expect(hosts.filter((host) => host.online).map((host) => host.nickname)).toEqual([
      'Yuna',
      'Tala',
      'Nina',
    ]);
    const avatar = await api.fetch(new URL(hosts[0]?.avatarUrl ?? '').pathname);
    expect(avatar.status).toBe(200);

    const launched = valueOf<{ url: string }>(
      await api.call(contract.games.launchLiveChat, { body: { modelId: 'host-02' } }),
    );
    const page = await api.fetch(new URL(launched.url).pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<h1>Yuna</h1>');
    expect(html).toContain('Live now');
    const offline = await (await api.fetch('/live-chat/host-01')).text();
    expect(offline).toContain('Offline, live daily from 00:00 UTC to 08:00 UTC');

    const unknown = await api.call(contract.games.launchLiveChat, { body: { modelId: 'host-99' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const empty = await api.call(contract.games.launchLiveChat, { body: { modelId: '' } });
    expect(empty.status).toBe(400);
    expect((await api.fetch('/live-chat/%3Cscript%3E')).status).toBe(404);
  });
});

describe('app download', () => {
  it('offers the iOS, Android and lite apps at the links system.permission lists, with QR codes', async () => {
    const download = valueOf<AppDownload>(await api.call(contract.support.appDownload));
    const permission = valueOf<PermissionInfo>(await api.call(contract.system.permission));
    const linkOf = (type: string) =>
      permission.resources.find((resource) => resource.resourceType === type)?.url;
    expect(
      download.apps.map(({ platform, downloadUrl, version }) => ({ platform, downloadUrl, version })),
    ).toEqual([
      { platform: 'IOS', downloadUrl: linkOf('IOS'), version: '3.4.1' },
      { platform: 'ANDROID', downloadUrl: linkOf('ANDROID'), version: '3.4.2' },
      { platform: 'LITE', downloadUrl: linkOf('LITE_APP'), version: '1.9.0' },
    ]);
    expect(download.resources.map((resource) => resource.resourceType)).toEqual(['APP_DOWNLOAD_2']);

    const qr = await api.fetch(
      new URL(download.apps[0]?.qrCodeUrl ?? '').pathname + new URL(download.apps[0]?.qrCodeUrl ?? '').search,
    );
    expect(qr.status).toBe(200);
    expect(qr.headers.get('content-type')).toContain('image/svg+xml');
    expect(await qr.text()).toMatch(/^<svg/u);
    expect((await api.fetch('/assets/qr.svg')).status).toBe(400);
    expect((await api.fetch(`/assets/qr.svg?text=${'a'.repeat(513)}`)).status).toBe(400);

    const ember = valueOf<AppDownload>(await api.call(contract.support.appDownload, { merchant: 'ember' }));
    expect(ember.apps[0]?.downloadUrl).not.toBe(download.apps[0]?.downloadUrl);
  });
});
