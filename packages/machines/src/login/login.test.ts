import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import type { MemberInfo } from '../shared/accounts';
import { CodedError } from '../shared/failure';
import type { LoginResult } from '../shared/session';
import { expectDescribeConsistent, expectFullCoverage } from '../testing/assertions';
import { afterEvent, doneEvent, errorEvent, explore, replay, type EventFixtures } from '../testing/coverage';
import {
  loginDescribe,
  loginMachine,
  type LoginActorInput,
  type LoginEvent,
  type LoginInput,
  type RememberCredentialsInput,
} from './login.machine';

const portal: LoginInput = {
  page: 'portal',
  codeLoginEnabled: true,
  socialLoginEnabled: true,
  passwordExpiryEnforced: true,
  defaultWeakPassword: 'weak123',
  mobile: { digits: 10 },
};
const agentPage: LoginInput = { ...portal, page: 'agent' };

const goodLogin = {
  type: 'SUBMIT',
  values: { username: ' player01 ', password: 'secret1', captcha: ' ab12 ', rememberMe: true },
} as const;
const weakLogin = { type: 'SUBMIT', values: { username: 'player01', password: 'weak123' } } as const;
const emptyLogin = { type: 'SUBMIT', values: { username: ' ', password: '' } } as const;
const smsLogin = {
  type: 'SUBMIT',
  values: { mobileNum: ' 9171234567 ', verificationCode: '123456', countryDialingCode: '63' },
} as const;

const events: EventFixtures<LoginEvent> = {
  SWITCH_MODE: [
    { type: 'SWITCH_MODE', mode: 'sms' },
    { type: 'SWITCH_MODE', mode: 'username' },
  ],
  SUBMIT: [goodLogin, weakLogin, emptyLogin, smsLogin],
  PROVIDER_LOGIN: [{ type: 'PROVIDER_LOGIN', provider: 'google' }],
  REFRESH_CAPTCHA: [{ type: 'REFRESH_CAPTCHA' }],
};

const verification = { provider: 'geetest', token: 'human-ok' };
const firstTime: LoginResult = { token: 'token-first', firstTimeLogin: true, passwordExpired: false };
const expired: LoginResult = { token: 'token-expired', firstTimeLogin: false, passwordExpired: true };
const player: MemberInfo = { id: '1', account: 'player01', nickname: 'Player', type: 0 };
const agent: MemberInfo = { id: '2', account: 'agent01', nickname: 'Agent', type: 41 };
const staff: MemberInfo = { id: '3', account: 'ops01', nickname: 'Ops', type: 9 };
const captchaImage = 'data:image/png;base64,iVBORw0KGgo=';
const THROTTLE_CLOSED = 'login.active.captchaThrottle.closed';

const exploration = explore(loginMachine, {
  input: { each: [portal, agentPage] },
  events,
  actorOutcomes: {
    verifyHuman: { done: [verification], error: [new Error('challenge closed')] },
    login: {
      done: [firstTime, expired],
      error: [
        new CodedError('INVALID_CREDENTIALS'),
        new CodedError('CAPTCHA_REQUIRED', { captchaRequired: true }),
      ],
    },
    providerLogin: {
      done: [{ token: 'token-google', firstTimeLogin: false, passwordExpired: true }],
      error: [new Error('popup closed')],
    },
    storeToken: { done: [undefined], error: [new Error('storage full')] },
    rememberCredentials: { done: [undefined], error: [new Error('cookies blocked')] },
    loadMemberInfo: { done: [player, agent, staff], error: [new Error('offline')] },
    discardSession: { done: [undefined], error: [new Error('offline')] },
    fetchCaptcha: { done: [captchaImage], error: [new Error('offline')] },
  },
});

const entered = (edge: (typeof exploration.edges)[number], state: 'loggedIn' | 'passwordChangeRequired') =>
  !edge.from.matches(state) && edge.to.matches(state);

describe('login graph', () => {
  it('reaches every state and exercises every transition, for the portal and the agent page', () => {
    expectFullCoverage('login', exploration);
  });

  it('describes reachable UI states', () => {
    expectDescribeConsistent(loginMachine, loginDescribe, portal, exploration);
  });

  it('checks the form on SUBMIT and shows field errors without calling anything', () => {
    for (const edge of exploration.edges.filter(
      (candidate) =>
        candidate.event.type === 'SUBMIT' && candidate.from.matches({ active: { flow: 'editing' } }),
    )) {
      const { values } = edge.event as Extract<LoginEvent, { type: 'SUBMIT' }>;
      const mode = edge.from.context.mode;
      const fitsMode = mode === 'sms' ? values.mobileNum !== undefined : values.username !== undefined;
      const captchaMissing = mode === 'username' && edge.from.context.captchaRequired && !values.captcha;
      if (!fitsMode || values === emptyLogin.values || captchaMissing) {
        expect(edge.to.matches({ active: { flow: 'editing' } })).toBe(true);
        expect(edge.invoked).toEqual([]);
        expect(Object.keys(edge.to.context.fieldErrors).length).toBeGreaterThan(0);
        if (captchaMissing && fitsMode && values !== emptyLogin.values)
          expect(edge.to.context.fieldErrors).toEqual({ captcha: { code: 'captchaRequired', params: {} } });
      } else if (mode === 'sms') {
        // SMS login skips human verification.
        expect(edge.invoked).toEqual([
          {
            id: 'login',
            src: 'login',
            input: {
              type: 'sms',
              mobileNum: '9171234567',
              verificationCode: '123456',
              countryDialingCode: '63',
              verification: null,
            },
          },
        ]);
      } else {
        expect(edge.invoked.map((invocation) => invocation.src)).toEqual(['verifyHuman']);
        expect(edge.to.context.request).toMatchObject({ type: 'username', username: 'player01' });
      }
    }
  });

  it('sends trimmed credentials with the human verification, and the captcha only when it is shown', () => {
    const loginCalls = exploration.edges.flatMap((edge) =>
      edge.invoked
        .filter((invocation) => invocation.src === 'login')
        .map((invocation) => ({ edge, input: invocation.input as LoginActorInput })),
    );
    expect(loginCalls.length).toBeGreaterThan(0);
    for (const { edge, input } of loginCalls) {
      if (input.type === 'sms') continue;
      expect(input.verification).toEqual(verification);
      expect(input.username).toBe('player01');
      expect(input.captcha).toBe(
        edge.from.context.captchaRequired && input.password === 'secret1' ? 'ab12' : null,
      );
    }
  });

  it('stores the token it was given', () => {
    for (const edge of exploration.edges) {
      for (const invocation of edge.invoked.filter((candidate) => candidate.src === 'storeToken')) {
        expect(invocation.input).toEqual({ token: edge.to.context.session?.token });
      }
    }
  });

  it('remembers or forgets credentials for a day on the portal only, never for provider logins', () => {
    const calls = exploration.edges.flatMap((edge) =>
      edge.invoked
        .filter((invocation) => invocation.src === 'rememberCredentials')
        .map((invocation) => ({ edge, input: invocation.input as RememberCredentialsInput })),
    );
    expect(calls.some(({ input }) => input.action === 'save')).toBe(true);
    expect(calls.some(({ input }) => input.action === 'clear')).toBe(true);
    for (const { edge, input } of calls) {
      expect(edge.to.context.config.page).toBe('portal');
      expect(edge.to.context.method).not.toBe('firebase');
      if (input.action === 'save') {
        expect(input.expiresInSeconds).toBe(86_400);
        expect(input.credentials).toEqual(
          input.credentials.mode === 'username'
            ? { mode: 'username', username: 'player01', password: 'secret1' }
            : { mode: 'sms', mobileNum: '9171234567', countryDialingCode: '63' },
        );
      }
    }
  });

  it('emits firstLogin once the token is stored, only for a first login', () => {
    const wrong = exploration.edges.filter((edge) => {
      const stored =
        edge.from.matches({ active: { flow: 'storingToken' } }) &&
        edge.event.type === 'xstate.done.actor.storeToken';
      const expected = stored && edge.from.context.session?.firstTimeLogin ? 1 : 0;
      return edge.emitted.filter((event) => event.type === 'firstLogin').length !== expected;
    });
    expect(wrong).toEqual([]);
    expect(exploration.edges.some((edge) => edge.emitted.some((event) => event.type === 'firstLogin'))).toBe(
      true,
    );
  });

  it('forces a password change for the default or an expired password, never after SMS or provider login', () => {
    for (const edge of exploration.edges.filter((candidate) =>
      entered(candidate, 'passwordChangeRequired'),
    )) {
      const { request, session, method } = edge.to.context;
      expect(method).toBe('username');
      expect(
        request?.type === 'username' && (request.password === 'weak123' || session?.passwordExpired === true),
      ).toBe(true);
      expect(edge.emitted.filter((event) => event.type !== 'firstLogin')).toEqual([
        {
          type: 'passwordChangeRequired',
          reason:
            request?.type === 'username' && request.password === 'weak123' ? 'defaultPassword' : 'expired',
        },
        { type: 'close' },
      ]);
      expect(edge.to.output).toEqual({
        outcome: 'passwordChangeRequired',
        oldPassword: request?.type === 'username' ? request.password : '',
      });
    }
    for (const edge of exploration.edges.filter((candidate) => entered(candidate, 'loggedIn'))) {
      const { request, session, method } = edge.to.context;
      if (method === 'username' && request?.type === 'username') {
        expect(request.password).not.toBe('weak123');
        expect(session?.passwordExpired).toBe(false);
      }
    }
  });

  it('routes to / from the portal and to /agentHome from the agent page, announcing the member', () => {
    const logins = exploration.edges.filter((candidate) => entered(candidate, 'loggedIn'));
    expect(logins.length).toBeGreaterThan(0);
    for (const edge of logins) {
      const { member, config, method, session } = edge.to.context;
      expect(edge.emitted).toEqual([
        { type: 'loggedIn', member, method, firstTimeLogin: session?.firstTimeLogin },
        { type: 'close' },
        { type: 'navigate', to: config.page === 'agent' ? '/agentHome' : '/' },
      ]);
      expect(edge.to.output).toEqual({ outcome: 'loggedIn', member });
    }
    const navigations = exploration.edges.filter((edge) =>
      edge.emitted.some((event) => event.type === 'navigate'),
    );
    expect(navigations).toEqual(logins);
  });

  it('refuses non-agents on the agent page and non-members everywhere, discarding the session', () => {
    for (const edge of exploration.edges.filter(
      (candidate) =>
        candidate.event.type === 'xstate.done.actor.loadMemberInfo' &&
        candidate.from.matches({ active: { flow: 'loadingMemberInfo' } }),
    )) {
      const member = (edge.event as EventObject & { output: MemberInfo }).output;
      const page = edge.from.context.config.page;
      const refusal =
        member.type === 9
          ? 'NON_MEMBER_LOGIN'
          : page === 'agent' && member.type === 0
            ? 'NON_AGENT_LOGIN'
            : null;
      if (refusal) {
        expect(edge.to.matches({ active: { flow: 'discardingSession' } })).toBe(true);
        expect(edge.to.context.failure?.code).toBe(refusal);
        expect(edge.invoked.map((invocation) => invocation.src)).toEqual(['discardSession']);
      } else {
        expect(edge.to.matches('loggedIn')).toBe(true);
      }
    }
    for (const snapshot of exploration.snapshots.filter((candidate) =>
      candidate.matches({ active: { flow: 'editing' } }),
    )) {
      expect([snapshot.context.session, snapshot.context.member, snapshot.context.request]).toEqual([
        null,
        null,
        null,
      ]);
    }
  });

  it('maps failures to error codes', () => {
    const codes = new Set(
      exploration.snapshots.map((snapshot) => snapshot.context.failure?.code).filter(Boolean),
    );
    expect([...codes].sort()).toEqual(
      [
        'CAPTCHA_REQUIRED',
        'INVALID_CREDENTIALS',
        'LOGIN_POPUP_CLOSED',
        'NON_AGENT_LOGIN',
        'NON_MEMBER_LOGIN',
        'UNKNOWN',
        'VERIFICATION_REQUIRED',
      ].sort(),
    );
  });

  it('shows a captcha only once the server demands it, and fetches a fresh one after each failed attempt', () => {
    for (const snapshot of exploration.snapshots) {
      if (!snapshot.context.captchaRequired)
        expect(snapshot.matches({ active: { captcha: 'hidden' } }) || snapshot.status === 'done').toBe(true);
    }
    for (const edge of exploration.edges.filter(
      (candidate) =>
        candidate.event.type === 'xstate.error.actor.login' &&
        candidate.from.matches({ active: { flow: 'authenticating' } }),
    )) {
      const demanded =
        edge.from.context.captchaRequired ||
        (edge.event as unknown as { error: CodedError }).error.code === 'CAPTCHA_REQUIRED';
      const sms = edge.from.context.mode === 'sms';
      expect(edge.to.matches({ active: { captcha: 'loading' } })).toBe(
        demanded && !sms ? true : edge.from.matches({ active: { captcha: 'loading' } }),
      );
      if (demanded && !sms)
        expect(edge.invoked.map((invocation) => invocation.src)).toEqual(['fetchCaptcha']);
    }
  });

  it('refreshes the captcha at most once per throttle window', () => {
    for (const edge of exploration.edges.filter((candidate) => candidate.event.type === 'REFRESH_CAPTCHA')) {
      const refreshable =
        edge.from.matches({ active: { captcha: 'shown' } }) ||
        edge.from.matches({ active: { captcha: 'unavailable' } });
      const open = edge.from.matches({ active: { captchaThrottle: 'open' } });
      expect(edge.invoked.map((invocation) => invocation.src)).toEqual(
        refreshable && open ? ['fetchCaptcha'] : [],
      );
      if (refreshable && open)
        expect(edge.to.matches({ active: { captcha: 'loading', captchaThrottle: 'closed' } })).toBe(true);
    }
  });
});

describe('login scenarios', () => {
  it('switches to the SMS tab only when code login is enabled', () => {
    const toSms: LoginEvent = { type: 'SWITCH_MODE', mode: 'sms' };
    expect(replay(loginMachine, { ...portal, codeLoginEnabled: false }, [toSms]).snapshot.context.mode).toBe(
      'username',
    );
    expect(replay(loginMachine, portal, [toSms]).snapshot.context.mode).toBe('sms');
  });

  it('does not force a change for an expired password when enforcement is off', () => {
    const run = replay(loginMachine, { ...portal, passwordExpiryEnforced: false }, [
      goodLogin,
      doneEvent('verifyHuman', verification),
      doneEvent('login', expired),
      doneEvent('storeToken'),
      doneEvent('rememberCredentials'),
    ]);
    expect(run.snapshot.matches({ active: { flow: 'loadingMemberInfo' } })).toBe(true);
  });

  it('prefills remembered credentials on the portal but not on the agent page', () => {
    const remembered = { mode: 'sms', mobileNum: '9171234567', countryDialingCode: '63' } as const;
    const portalRun = replay(loginMachine, { ...portal, remembered }, []);
    expect([portalRun.snapshot.context.remembered, portalRun.snapshot.context.mode]).toEqual([
      remembered,
      'sms',
    ]);
    expect(replay(loginMachine, { ...agentPage, remembered }, []).snapshot.context.remembered).toBeNull();
  });

  it('has no one-click login on the agent page', () => {
    const oneClick: LoginEvent = { type: 'PROVIDER_LOGIN', provider: 'facebook' };
    const run = replay(loginMachine, agentPage, [oneClick]);
    expect(run.snapshot.matches({ active: { flow: 'editing' } })).toBe(true);
    expect(run.invoked).toEqual([]);
  });

  it('keeps the throttle closed for one second after a refresh', () => {
    const shown = replay(loginMachine, portal, [
      goodLogin,
      doneEvent('verifyHuman', verification),
      errorEvent('login', new CodedError('CAPTCHA_REQUIRED', { captchaRequired: true })),
      doneEvent('fetchCaptcha', captchaImage),
    ]);
    expect(shown.snapshot.matches({ active: { flow: 'editing', captcha: 'shown' } })).toBe(true);
    expect(shown.snapshot.context.captchaImage).toBe(captchaImage);
    const refreshed = replay(
      loginMachine,
      portal,
      [{ type: 'REFRESH_CAPTCHA' }, doneEvent('fetchCaptcha', captchaImage), { type: 'REFRESH_CAPTCHA' }],
      shown.snapshot,
    );
    expect(refreshed.invoked.map((invocation) => invocation.src)).toEqual(['fetchCaptcha']);
    const reopened = replay(
      loginMachine,
      portal,
      [afterEvent('captchaThrottle', THROTTLE_CLOSED), { type: 'REFRESH_CAPTCHA' }],
      refreshed.snapshot,
    );
    expect(reopened.invoked.map((invocation) => invocation.src)).toEqual(['fetchCaptcha']);
  });
});

describe('login with live actors', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function liveActors(overrides: { member?: MemberInfo; result?: LoginResult } = {}) {
    const calls: Array<[string, unknown]> = [];
    const machine = loginMachine.provide({
      actors: {
        verifyHuman: fromPromise(async () => {
          calls.push(['verifyHuman', undefined]);
          return verification;
        }),
        login: fromPromise(async ({ input }: { input: LoginActorInput }) => {
          calls.push(['login', input]);
          return overrides.result ?? firstTime;
        }),
        providerLogin: fromPromise(async ({ input }: { input: { provider: 'facebook' | 'google' } }) => {
          calls.push(['providerLogin', input]);
          return firstTime;
        }),
        storeToken: fromPromise(async ({ input }: { input: { token: string } }) => {
          calls.push(['storeToken', input]);
        }),
        rememberCredentials: fromPromise(async ({ input }: { input: RememberCredentialsInput }) => {
          calls.push(['rememberCredentials', input]);
        }),
        loadMemberInfo: fromPromise(async () => {
          calls.push(['loadMemberInfo', undefined]);
          return overrides.member ?? player;
        }),
        discardSession: fromPromise(async () => {
          calls.push(['discardSession', undefined]);
        }),
        fetchCaptcha: fromPromise(async () => {
          calls.push(['fetchCaptcha', undefined]);
          return captchaImage;
        }),
      },
    });
    return { machine, calls };
  }

  it('logs a player in from the portal: verification, login, token, remember-me, account, routing', async () => {
    const { machine, calls } = liveActors();
    const actor = createActor(machine, { input: portal });
    const emitted: EventObject[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    actor.send(goodLogin);
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(calls).toEqual([
      ['verifyHuman', undefined],
      ['login', { type: 'username', username: 'player01', password: 'secret1', captcha: null, verification }],
      ['storeToken', { token: 'token-first' }],
      [
        'rememberCredentials',
        {
          action: 'save',
          credentials: { mode: 'username', username: 'player01', password: 'secret1' },
          expiresInSeconds: 86_400,
        },
      ],
      ['loadMemberInfo', undefined],
    ]);
    expect(emitted).toEqual([
      { type: 'firstLogin' },
      { type: 'loggedIn', member: player, method: 'username', firstTimeLogin: true },
      { type: 'close' },
      { type: 'navigate', to: '/' },
    ]);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'loggedIn', member: player });
  });

  it('sends an agent to /agentHome without touching remembered credentials', async () => {
    const { machine, calls } = liveActors({ member: agent, result: { ...firstTime, firstTimeLogin: false } });
    const actor = createActor(machine, { input: agentPage });
    const navigations: EventObject[] = [];
    actor.on('navigate', (event) => navigations.push(event));
    actor.start();
    actor.send(goodLogin);
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(calls.map(([name]) => name)).toEqual(['verifyHuman', 'login', 'storeToken', 'loadMemberInfo']);
    expect(navigations).toEqual([{ type: 'navigate', to: '/agentHome' }]);
  });

  it('throttles captcha refreshes to one per second in real time', async () => {
    vi.useFakeTimers();
    const { machine, calls } = liveActors();
    const failing = machine.provide({
      actors: {
        login: fromPromise<LoginResult, LoginActorInput>(async () =>
          Promise.reject(new CodedError('CAPTCHA_REQUIRED', { captchaRequired: true })),
        ),
      },
    });
    const actor = createActor(failing, { input: portal }).start();
    actor.send(goodLogin);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ active: { flow: 'editing', captcha: 'shown' } })).toBe(true);
    const captchaFetches = () => calls.filter(([name]) => name === 'fetchCaptcha').length;
    expect(captchaFetches()).toBe(1);
    actor.send({ type: 'REFRESH_CAPTCHA' });
    await vi.advanceTimersByTimeAsync(500);
    actor.send({ type: 'REFRESH_CAPTCHA' });
    await vi.advanceTimersByTimeAsync(499);
    actor.send({ type: 'REFRESH_CAPTCHA' });
    expect(captchaFetches()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    actor.send({ type: 'REFRESH_CAPTCHA' });
    await vi.advanceTimersByTimeAsync(0);
    expect(captchaFetches()).toBe(3);
    actor.stop();
  });
});
