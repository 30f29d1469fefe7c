// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise, waitFor, type AnyActorLogic, type InputFrom } from 'xstate';
import { contract, createApiClient, isApiError } from '@portal/api-contract';
import {
  createHandlers,
  createMockWorld,
  mockCredentials,
  mockIds,
  mockTokens,
  override,
} from '@portal/api-contract/mocks';
import {
  announcementPopupMachine,
  contractMachine,
  contractTypes,
  favoriteToggleMachine,
  loginMachine,
  sessionMachine,
  toFailure,
} from '@portal/machines';
import { mockServerForFile } from '../test/flowActors';
import { createFlowActors } from './createFlowActors';
import { FLOW_STORAGE_KEYS, memoryCookies, memoryStorage, readRememberedCredentials } from './storage';

const BASE_URL = 'http://api.test';
// A deposit question (feedback type 1).
const FEEDBACK_TYPE = 1;
const server = mockServerForFile();

function setUp({ token = null as string | null, captchaKeys = ['key-1', 'key-2'] } = {}) {
  const sessionStorage = memoryStorage();
  if (token) sessionStorage.setItem(FLOW_STORAGE_KEYS.token, token);
  let now = 0;
  const cookies = memoryCookies(() => now);
  const client = createApiClient({
    baseUrl: BASE_URL,
    merchantCode: 'aurora',
    getToken: () => sessionStorage.getItem(FLOW_STORAGE_KEYS.token),
    getLanguage: () => 'en',
    retry: { attempts: 1 },
  });
  const keys = [...captchaKeys];
  const actors = createFlowActors(client, {
    sessionStorage,
    cookies,
    merchantCode: 'aurora',
    createCaptchaKey: () => keys.shift() ?? 'spare-key',
  });
  return { actors, sessionStorage, cookies, advanceSeconds: (seconds: number) => (now += seconds * 1000) };
}

function run<TLogic extends AnyActorLogic>(logic: TLogic, input?: InputFrom<TLogic>) {
  return toPromise(createActor(logic, { input }).start());
}

/** Every request the client sent, with its body read as text. */
function recordRequests() {
  const sent: { method: string; url: URL; body: string }[] = [];
  server.events.on('request:start', ({ request }) => {
    const copy = request.clone();
    void copy.text().then((body) => sent.push({ method: request.method, url: new URL(request.url), body }));
  });
  return sent;
}

const loginInput = {
  page: 'portal',
  codeLoginEnabled: true,
  passwordExpiryEnforced: true,
  defaultWeakPassword: '{secret}',
} as const;

describe('login actors over the client and the mock handlers', () => {
  it('logs a returning member in: token in session storage, member loaded, credentials remembered for a day', async () => {
    server.use(...createHandlers());
    const { actors, sessionStorage, cookies, advanceSeconds } = setUp();
    const actor = createActor(loginMachine.provide(actors.login), { input: loginInput }).start();
    const { username, password } = mockCredentials.returningMember;
    actor.send({ type: 'SUBMIT', values: { username, password, rememberMe: true } });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.output).toMatchObject({ outcome: 'loggedIn', member: { account: 'returningmember' } });
    expect(sessionStorage.getItem(FLOW_STORAGE_KEYS.token)).toMatch(/\S/u);
    expect(readRememberedCredentials(cookies)).toEqual({ mode: 'username', username, password });
    advanceSeconds(86_400);
    expect(readRememberedCredentials(cookies)).toBeNull();
  });

  it('maps a wrong password to the machine failure INVALID_CREDENTIALS', async () => {
    server.use(...createHandlers());
    const { actors, sessionStorage } = setUp();
    const actor = createActor(loginMachine.provide(actors.login), { input: loginInput }).start();
    actor.send({ type: 'SUBMIT', values: { username: 'returningmember', password: 'wrong-password' } });
    const failed = await waitFor(actor, (snapshot) => snapshot.context.failure !== null);
    expect(failed.context.failure?.code).toBe('INVALID_CREDENTIALS');
    expect(sessionStorage.getItem(FLOW_STORAGE_KEYS.token)).toBeNull();
  });

  it('asks for the captcha with a key of its own when the server demands one', async () => {
    server.use(
      ...createHandlers({
        overrides: [
          override(contract.auth.login, { error: 'CAPTCHA_REQUIRED', captchaRequired: true }, { once: true }),
        ],
      }),
    );
    const sent = recordRequests();
    const { actors } = setUp({ captchaKeys: ['chosen-key'] });
    const actor = createActor(loginMachine.provide(actors.login), { input: loginInput }).start();
    actor.send({ type: 'SUBMIT', values: { username: 'returningmember', password: 'Demo1234' } });
    const shown = await waitFor(actor, (snapshot) => snapshot.context.captcha !== null);
    expect(shown.context.captchaRequired).toBe(true);
    expect(shown.context.captcha?.key).toBe('chosen-key');
    const captchaCall = sent.find(({ url }) => url.pathname === contract.system.captcha.path);
    expect(captchaCall?.url.searchParams.get('captchaKey')).toBe('chosen-key');
  });

  it('turns a login from a new place into the machine’s second verification with the offered methods', async () => {
    server.use(...createHandlers());
    const { actors } = setUp();
    const actor = createActor(loginMachine.provide(actors.login), { input: loginInput }).start();
    const { username, password } = mockCredentials.newLocation;
    actor.send({ type: 'SUBMIT', values: { username, password } });
    const challenged = await waitFor(actor, (snapshot) => snapshot.context.secondVerification !== null);
    expect(challenged.context.secondVerification?.challenge.methods.length).toBeGreaterThan(0);
  });
});

describe('feedback', () => {
  it('sends the captcha answer back with the key the image was asked for', async () => {
    server.use(...createHandlers());
    const sent = recordRequests();
    const { actors } = setUp({ captchaKeys: ['feedback-key'] });
    const captcha = await run(actors.feedback.actors.fetchCaptcha);
    expect(captcha).toMatchObject({ key: 'feedback-key' });
    expect(captcha.image).toMatch(/^(data:image\/png;base64,)?iVBORw0KGgo/u);
    const receipt = await run(actors.feedback.actors.submitFeedback, {
      content: 'The withdrawal page took a long time to open today.',
      sender: '',
      type: FEEDBACK_TYPE,
      captcha: mockCredentials.captcha,
      captchaKey: captcha.key,
    });
    expect(receipt).toBeDefined();
    await expect
      .poll(() => sent.find(({ method }) => method === 'PUT')?.body)
      .toContain('"captchaKey":"feedback-key"');
  });

  it('rejects a wrong captcha with the client error the machine reads as CAPTCHA_CHECK_FAILED', async () => {
    server.use(...createHandlers());
    const { actors } = setUp();
    const error: unknown = await run(actors.feedback.actors.submitFeedback, {
      content: 'The withdrawal page took a long time to open today.',
      sender: '',
      type: FEEDBACK_TYPE,
      captcha: 'nope',
      captchaKey: 'key-1',
    }).catch((reason: unknown) => reason);
    expect(isApiError(error)).toBe(true);
    expect(toFailure(error).code).toBe('CAPTCHA_CHECK_FAILED');
  });
});

describe('session', () => {
  it('loads favourites, unread count and pending contracts for a member, and logs out clearing storage', async () => {
    server.use(...createHandlers());
    const { actors, sessionStorage } = setUp({ token: mockTokens.member });
    sessionStorage.setItem(FLOW_STORAGE_KEYS.shownAnnouncementExecutions, '["A"]');
    const actor = createActor(sessionMachine.provide(actors.session), {
      input: { agentPolicyEnabled: true, merchantCode: 'aurora' },
    }).start();
    actor.send({
      type: 'LOGGED_IN',
      member: {
        id: 1,
        account: 'demomember',
        nickname: 'Demo',
        type: 0,
        iconUrl: null,
        uplineAccount: 'agentone',
      },
      firstTimeLogin: false,
    });
    const ready = await waitFor(actor, (snapshot) => snapshot.context.data !== null);
    expect(ready.context.data).toMatchObject({
      favoriteIds: expect.any(Array),
      unreadMessages: expect.any(Number),
    });
    actor.send({ type: 'LOGOUT', from: 'portal' });
    expect(actor.getSnapshot().matches({ signedIn: { logout: 'confirmingLogout' } })).toBe(true);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (snapshot) => snapshot.context.member === null);
    await expect.poll(() => sessionStorage.getItem(FLOW_STORAGE_KEYS.merchantCode)).toBe('aurora');
    expect(sessionStorage.getItem(FLOW_STORAGE_KEYS.token)).toBeNull();
    expect(sessionStorage.getItem(FLOW_STORAGE_KEYS.shownAnnouncementExecutions)).toBeNull();
  });
});

describe('calls a logged-in member makes', () => {
  it('adds and removes a favourite with the game’s node, vendor and type', async () => {
    server.use(...createHandlers());
    const { actors } = setUp({ token: mockTokens.member });
    const actor = createActor(favoriteToggleMachine.provide(actors.favoriteToggle), {
      input: { loggedIn: true, favoriteIds: [] },
    }).start();
    const game = { nodeId: 7, vendor: 'PG', gameType: 'RNG' } as const;
    actor.send({ type: 'TOGGLE', game });
    const added = await waitFor(
      actor,
      (snapshot) => snapshot.context.pending === null && snapshot.context.favoriteIds.includes(7),
    );
    expect(added.context.failure).toBeNull();
  });

  it('refuses a contract action the server does not allow with the machine failure OPERATION_NOT_ALLOWED', async () => {
    server.use(
      ...createHandlers({
        overrides: [override(contract.agent.processDividend, { error: 'OPERATION_NOT_ALLOWED' })],
      }),
    );
    const { actors } = setUp({ token: mockTokens.agent });
    const error: unknown = await run(actors.contract.actors.processContract, {
      contractType: 'DIVIDEND',
      body: { action: 'ACCEPT', contractId: 'CT-1' },
    }).catch((reason: unknown) => reason);
    expect(toFailure(error).code).toBe('OPERATION_NOT_ALLOWED');
  });

  it('claims each kind of reward with its own call, under the key of the press', async () => {
    server.use(...createHandlers());
    const sent = recordRequests();
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => keys.push(request.headers.get('idempotency-key')));
    const { actors } = setUp({ token: mockTokens.member });
    const world = createMockWorld();
    const promotionId = world.promotions[0]!.promotionId;
    const missionId = world.missions[0]!.missionId;
    const targets = [
      { kind: 'mission', missionId },
      { kind: 'redEnvelope' },
      { kind: 'raffle', promotionId },
      { kind: 'vipLevel', level: mockIds.claimableVipLevel },
    ] as const;
    for (const [index, target] of targets.entries())
      await run(actors.claim.actors.claim, { target, idempotencyKey: `press-${index}` }).catch(() => null);
    await expect.poll(() => sent.length).toBe(4);
    expect(sent.map(({ method, url, body }) => [method, url.pathname, body])).toEqual([
      ['POST', contract.missions.claim.path, JSON.stringify({ missionId })],
      ['POST', contract.redEnvelope.open.path, ''],
      ['POST', contract.promotions.claimRaffle.path, JSON.stringify({ promotionId })],
      ['POST', contract.member.vipClaim.path, JSON.stringify({ level: mockIds.claimableVipLevel })],
    ]);
    expect(keys).toEqual(['press-0', 'press-1', 'press-2', 'press-3']);
  });

  it('uploads a proof picture as base64 for the withdrawal confirmation', async () => {
    server.use(...createHandlers());
    const sent = recordRequests();
    const { actors } = setUp({ token: mockTokens.member });
    const bytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const file = new Blob([bytes], { type: 'image/png' });
    const uploaded = await run(actors.withdrawalConfirmation.actors.uploadProof, {
      name: 'proof.png',
      type: 'image/png',
      size: bytes.length,
      file,
    });
    expect(uploaded.imageId).toMatch(/\S/u);
    await expect
      .poll(() => sent.find(({ method }) => method === 'POST')?.body)
      .toContain('"dataBase64":"iVBORw0KGgo="');
  });

  it('refuses a proof that is not a picked file before any call', async () => {
    server.use(...createHandlers());
    const { actors } = setUp({ token: mockTokens.member });
    const error: unknown = await run(actors.withdrawalConfirmation.actors.uploadProof, {
      name: 'proof.gif',
      type: 'image/gif',
      size: 10,
      file: 'not a file',
    }).catch((reason: unknown) => reason);
    expect(toFailure(error)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { proof: { code: 'imageType' } },
    });
  });
  it('shows a picture the server could not decode under the proof field, with its code', async () => {
    server.use(
      http.post(`*${contract.system.uploadImage.path}`, () =>
        HttpResponse.json(
          {
            success: false,
            code: 'VALIDATION_FAILED',
            message: 'VALIDATION_FAILED',
            value: { issues: [{ path: 'dataBase64', code: 'imageUnreadable' }] },
          },
          { status: 400 },
        ),
      ),
    );
    const { actors } = setUp({ token: mockTokens.member });
    const bytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const error: unknown = await run(actors.withdrawalConfirmation.actors.uploadProof, {
      name: 'proof.png',
      type: 'image/png',
      size: bytes.length,
      file: new Blob([bytes], { type: 'image/png' }),
    }).catch((reason: unknown) => reason);
    expect(toFailure(error)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { proof: { code: 'imageUnreadable' } },
    });
  });
});

describe('announcement popup', () => {
  it('shows the popups for visitors and remembers the closed execution in session storage', async () => {
    server.use(...createHandlers());
    const { actors, sessionStorage } = setUp();
    const actor = createActor(announcementPopupMachine.provide(actors.announcementPopup), {
      input: { audience: { loggedIn: false, firstTimeLogin: false } },
    }).start();
    const open = await waitFor(actor, (snapshot) => snapshot.context.items.length > 0);
    expect(open.context.items.map((item) => item.execution)).toContain('B');
    // The player notices come with them, for the notices view.
    expect(open.context.notices.length).toBeGreaterThan(0);
    actor.send({ type: 'CLOSE' });
    await expect
      .poll(() => sessionStorage.getItem(FLOW_STORAGE_KEYS.shownAnnouncementExecutions))
      .toBe('["B"]');
  });
});

describe('the contract machine and its actor agree', () => {
  // The mocks' contract calls each serve one contract type: a call for another type does not find
  // the contract. So an accepted offer shows that the actor sent it to that type's own call.
  it.each(contractTypes)('accepts a %s offer through the call for that type', async (contractType) => {
    const world = createMockWorld();
    server.use(...createHandlers({ world }));
    const offered = world.contracts.find(
      (candidate) => candidate.contractType === contractType && candidate.status === 'PENDING',
    );
    if (!offered) throw new Error(`the mocks offer no ${contractType} contract`);
    // The offer waits for the member (the downline); the mock token names that account.
    expect(offered.downlineAccount).toBe(mockCredentials.member.username);
    const { actors } = setUp({ token: mockTokens.member });
    const actor = createActor(contractMachine.provide(actors.contract), {
      input: { contractType, viewer: 'downline', contract: { ...offered }, maxRate: 5 },
    }).start();
    actor.send({ type: 'ACCEPT' });
    const settled = await waitFor(actor, (snapshot) => snapshot.matches('settled'));
    expect(settled.context.failure).toBeNull();
    expect(settled.value).toEqual({ settled: 'active' });
    expect(settled.context.contract).toMatchObject({ contractId: offered.contractId, status: 'ACTIVE' });
    // One process call, with the machine's action, and the mocks' contract moved with it.
    expect(world.received.filter(({ endpointId }) => endpointId.startsWith('agent.process'))).toEqual([
      expect.objectContaining({ body: { action: 'ACCEPT', contractId: offered.contractId } }),
    ]);
    expect(world.contracts.find(({ contractId }) => contractId === offered.contractId)?.status).toBe(
      'ACTIVE',
    );
  });
});
