import { randomUUID } from 'node:crypto';
import { contract } from '@portal/api-contract';
import { operatorContract } from '@portal/api-contract/operator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish } from '../src/cluster/bus';
import { LOSING_REELS, playRound } from './support/agents';
import { startTestServer, type TestServer } from './support/server';
import { connectAuthenticated, type Frame, type SocketConnection } from './support/sockets';

// The `claimable` frame: the reward centre's and the missions' red counts, pushed when a change may
// have moved them. demomember of aurora starts with one reward to claim (lucky-raffle) and no
// mission (src/seed/promotions.ts); the tests run on Wednesday 2026-03-04, in a week the seed
// played nothing (as test/missions.test.ts does).

const WEDNESDAY = new Date('2026-03-04T02:00:00.000Z');

let api: TestServer;
let token: string;
let socket: SocketConnection;
let memberId: number;

beforeAll(async () => {
  api = await startTestServer();
  api.clock.advanceSeconds((WEDNESDAY.getTime() - api.clock.now().getTime()) / 1000);
  token = await api.loginReady('demomember');
  socket = await connectAuthenticated(api.baseUrl, token);
  memberId = Number((await socket.next((frame) => frame.type === 'ready')).memberId);
});

afterAll(async () => {
  socket.socket.close();
  await api.close();
});

const claimableFrames = (connection: SocketConnection) =>
  connection.frames.filter((frame) => frame.type === 'claimable');

/** The two counts as the member's reads answer them now. */
async function countsRead(): Promise<{ rewards: number; missions: number }> {
  const consolidated = await api.call<{ publicState: { availablePromoCount: number } }>(
    contract.member.consolidated,
    { token },
  );
  const missions = await api.call<{ claimableCount: number }>(contract.missions.summary, { token });
  if (!consolidated.body.success || !missions.body.success) throw new Error('reads failed');
  return {
    rewards: consolidated.body.value.publicState.availablePromoCount,
    missions: missions.body.value.claimableCount,
  };
}

/** The next claimable frame with these counts, received after the `seen` frames already there. */
function nextCounts(seen: number, rewards: number, missions: number): Promise<Frame> {
  return socket.next(
    (frame) =>
      frame.type === 'claimable' &&
      claimableFrames(socket).indexOf(frame) >= seen &&
      frame.rewards === rewards &&
      frame.missions === missions,
  );
}

const claim = (endpoint: typeof contract.missions.claim | typeof contract.promotions.claim, body: object) =>
  api.call(endpoint, { token, body, idempotencyKey: randomUUID() });

describe('the claimable frame', () => {
  it('follows a run of bets that completes a mission and meets a reward', async () => {
    expect(await countsRead()).toEqual({ rewards: 1, missions: 0 });
    // Ten rounds of 10.00: daily-spins (10 rounds) is complete, turnover-rebate (100.00) is met.
    for (let round = 0; round < 10; round += 1)
      await playRound(api, 'demomember', { stake: 1_000, reels: LOSING_REELS, at: api.clock.now() });
    expect(await nextCounts(0, 2, 1)).toEqual({ type: 'claimable', rewards: 2, missions: 1 });
    expect(await countsRead()).toEqual({ rewards: 2, missions: 1 });
  });

  it('follows a claim made elsewhere (another tab, another device)', async () => {
    let seen = claimableFrames(socket).length;
    expect((await claim(contract.missions.claim, { missionId: 'daily-spins' })).status).toBe(200);
    expect(await nextCounts(seen, 2, 0)).toEqual({ type: 'claimable', rewards: 2, missions: 0 });
    seen = claimableFrames(socket).length;
    expect((await claim(contract.promotions.claim, { promotionId: 'turnover-rebate' })).status).toBe(200);
    expect(await nextCounts(seen, 1, 0)).toEqual({ type: 'claimable', rewards: 1, missions: 0 });
  });

  it('follows a deposit the operator credits, not one only requested', async () => {
    const seen = claimableFrames(socket).length;
    const order = await api.call<{ orderId: string }>(contract.funds.deposit, {
      token,
      body: { channelId: 'BANK', amount: 50_000 },
      idempotencyKey: randomUUID(),
    });
    if (!order.body.success) throw new Error(JSON.stringify(order.body));
    const credited = await api.call(operatorContract.deposits.credit, {
      token: await api.operatorToken(),
      body: { orderId: order.body.value.orderId },
      idempotencyKey: randomUUID(),
    });
    expect(credited.status, JSON.stringify(credited.body)).toBe(200);
    // daily-reload (500.00 of deposits) joins lucky-raffle.
    expect(await nextCounts(seen, 2, 0)).toEqual({ type: 'claimable', rewards: 2, missions: 0 });
    expect(claimableFrames(socket).slice(seen)).toEqual([{ type: 'claimable', rewards: 2, missions: 0 }]);
  });

  it('reads one member at most once a second, the changes within a second in one read after it', async () => {
    const db = api.app.database.db;
    const seen = claimableFrames(socket).length;
    const started = performance.now();
    await publish(db, 'member.claimable', { memberId });
    await socket.next(
      (frame) => frame.type === 'claimable' && claimableFrames(socket).indexOf(frame) === seen,
    );
    for (let change = 0; change < 5; change += 1) {
      await publish(db, 'member.claimable', { memberId });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await socket.next((frame) => frame.type === 'claimable' && claimableFrames(socket).indexOf(frame) > seen);
    // The second read waited for the interval that began with the first read.
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    // Nothing changed after the five: no third read.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(claimableFrames(socket).slice(seen)).toEqual([
      { type: 'claimable', rewards: 2, missions: 0 },
      { type: 'claimable', rewards: 2, missions: 0 },
    ]);
  });

  it("goes to the member's own sockets only, and to no trial socket", async () => {
    const trialLogin = await api.call<{ token: string }>(contract.auth.freePlayLogin, {
      body: { os: 'Linux', platform: 'W', encryption: false, gatewayVersion: 3 },
    });
    if (!trialLogin.body.success) throw new Error(JSON.stringify(trialLogin.body));
    const trial = await connectAuthenticated(api.baseUrl, trialLogin.body.value.token);
    const trialReady = await trial.next((frame) => frame.type === 'ready');
    const other = await connectAuthenticated(api.baseUrl, await api.loginReady('agentone'));
    await other.next((frame) => frame.type === 'ready');
    const db = api.app.database.db;
    // What a trial account's change would announce (its demo rounds announce nothing).
    await publish(db, 'member.claimable', { memberId: Number(trialReady.memberId) });
    const seen = claimableFrames(socket).length;
    await playRound(api, 'demomember', { stake: 1_000, reels: LOSING_REELS, at: api.clock.now() });
    // The member's frame proves the events went out while the other sockets were listening; reads
    // run side by side, so give the trial member's (were there one) the time to end too.
    await nextCounts(seen, 2, 0);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(claimableFrames(trial)).toEqual([]);
    expect(claimableFrames(other)).toEqual([]);
    trial.socket.close();
    other.socket.close();
  });
});
