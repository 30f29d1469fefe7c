import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import type { MemberInfo } from '../shared/accounts';
import type { Captcha } from '../shared/captcha';
import { CodedError } from '../shared/failure';
import type { LoginResult } from '../shared/session';
import { edgesWhere, expectDescribeConsistent, expectFullCoverage, snapshotsIn } from '../testing/assertions';
import {
  afterEvent,
  doneEvent,
  errorEvent,
  explore,
  replay,
  serializeSnapshot,
  type EventFixtures,
} from '../testing/coverage';
import {
  loginDescribe,
  loginMachine,
  type LoginEvent,
  type LoginInput,
  type LoginRequest,
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
  values: { username: ' player01 ', password: ' secret1 ', captcha: ' ab12 ', rememberMe: true },
} as const;
const weakLogin = { type: 'SUBMIT', values: { username: 'player01', password: 'weak123' } } as const;
const emptyLogin = { type: 'SUBMIT', values: { username: ' ', password: '' } } as const;
const smsLogin = {
  type: 'SUBMIT',
  values: { mobileNum: ' 9171234567 ', verificationCode: '123456', countryDialingCode: '+63' },
} as const;

const events: EventFixtures<LoginEvent> = {
  SWITCH_MODE: [
    { type: 'SWITCH_MODE', mode: 'sms' },
    { type: 'SWITCH_MODE', mode: 'username' },
  ],
  SUBMIT: [goodLogin, weakLogin, emptyLogin, smsLogin],
  PROVIDER_LOGIN: [{ type: 'PROVIDER_LOGIN', provider: 'google' }],
  REFRESH_CAPTCHA: [{ type: 'REFRESH_CAPTCHA' }],
  CAPTCHA_SPENT: [{ type: 'CAPTCHA_SPENT' }],
  CHOOSE_METHOD: [
    { type: 'CHOOSE_METHOD', method: 'SMS' },
    { type: 'CHOOSE_METHOD', method: 'BANK_ACCOUNT_NAME' },
  ],
  CHANGE_METHOD: [{ type: 'CHANGE_METHOD' }],
  SEND_CODE: [{ type: 'SEND_CODE' }],
  SUBMIT_ANSWER: [
    { type: 'SUBMIT_ANSWER', answer: ' 123456 ' },
    { type: 'SUBMIT_ANSWER', answer: '  ' },
    { type: 'SUBMIT_ANSWER', answer: 'x'.repeat(101) },
  ],
  CANCEL: [{ type: 'CANCEL' }],
  TICK: [{ type: 'TICK' }],
};

const firstTime: LoginResult = { token: 'token-first', firstTimeLogin: true, passwordExpired: false };
const expired: LoginResult = { token: 'token-expired', firstTimeLogin: false, passwordExpired: true };
const confirmed: LoginResult = { token: 'token-confirmed', firstTimeLogin: false };
const player: MemberInfo = {
  id: 1,
  account: 'player01',
  nickname: 'Player',
  type: 0,
  iconUrl: null,
  uplineAccount: null,
};
const agent: MemberInfo = {
  id: 2,
  account: 'agent01',
  nickname: 'Agent',
  type: 41,
  iconUrl: null,
  uplineAccount: null,
};
const staff: MemberInfo = {
  id: 3,
  account: 'ops01',
  nickname: 'Ops',
  type: 9,
  iconUrl: null,
  uplineAccount: null,
};
const captcha: Captcha = { image: 'data:image/png;base64,iVBORw0KGgo=', key: 'captcha-1' };
const THROTTLE_CLOSED = 'login.active.captchaThrottle.closed';
/** A login from a new IP: the server offers these methods, in this order. */
const newLocation = new CodedError('SECOND_VERIFICATION_REQUIRED', {
  secondVerification: { challengeId: 'CH-1', methods: ['EMAIL', 'SMS', 'AUTHENTICATOR'] },
});
const authenticatorOnly = new CodedError('SECOND_VERIFICATION_REQUIRED', {
  secondVerification: { challengeId: 'CH-2', methods: ['AUTHENTICATOR'] },
});

const exploration = explore(loginMachine, {
  input: { each: [portal, agentPage] },
  events,
  // Guards tell a resend countdown apart only at 0, 1 and more: 60 seconds of ticks would otherwise
  // multiply every other combination sixty times. The ticks themselves are tested in real time below.
  serializeState: (snapshot) =>
    serializeSnapshot({
      value: snapshot.value,
      context: snapshot.context.secondVerification
        ? {
            ...snapshot.context,
            secondVerification: {
              ...snapshot.context.secondVerification,
              secondsLeft: Math.min(snapshot.context.secondVerification.secondsLeft, 2),
            },
          }
        : snapshot.context,
    } as typeof snapshot),
  actorOutcomes: {
    login: {
      done: [firstTime, expired],
      error: [
        new CodedError('INVALID_CREDENTIALS'),
        new CodedError('CAPTCHA_REQUIRED', { captchaRequired: true }),
        newLocation,
        authenticatorOnly,
      ],
    },
    sendSecondVerificationCode: {
      done: [{ expiredMinutes: 1 }],
      error: [
        new CodedError('QUOTA_EXCEEDED'),
        new CodedError('TOO_MANY_REQUESTS', { retryAfterSeconds: 2 }),
        new CodedError('CODE_EXPIRED'),
      ],
    },
    answerSecondVerification: {
      done: [confirmed],
      error: [
        new CodedError('INVALID_VERIFICATION_CODE'),
        new CodedError('CODE_EXPIRED'),
        new CodedError('TOO_MANY_REQUESTS'),
      ],
    },
    codeTicker: {},
    providerLogin: {
      done: [{ token: 'token-google', firstTimeLogin: false, passwordExpired: true }],
      error: [new Error('popup closed')],
    },
    storeToken: { done: [undefined], error: [new Error('storage full')] },
    rememberCredentials: { done: [undefined], error: [new Error('cookies blocked')] },
    loadMemberInfo: { done: [player, agent, staff], error: [new Error('offline')] },
    discardSession: { done: [undefined], error: [new Error('offline')] },
    fetchCaptcha: { done: [captcha], error: [new Error('offline')] },
  },
});

const entered = (edge: (typeof exploration.edges)[number], state: 'loggedIn' | 'passwordChangeRequired') =>
  !edge.from.matches(state) && edge.to.matches(state);
type Edge = (typeof exploration.edges)[number];
type SecondVerificationStep = 'routing' | 'choosingMethod' | 'answering' | 'sendingCode' | 'verifying';
const inSecondVerification = (step: SecondVerificationStep) => ({ secondVerification: step }) as const;
const actorDone = (id: string) => `xstate.done.actor.${id}`;
const actorError = (id: string) => `xstate.error.actor.${id}`;
const errorCode = (edge: Edge) => (edge.event as unknown as { error: CodedError }).error.code;

describe('login graph', () => {
  it('reaches every state and exercises every transition, for the portal and the agent page', () => {
    expectFullCoverage('login', exploration);
  });

  it('describes reachable UI states', () => {
    expectDescribeConsistent(loginMachine, loginDescribe, portal, exploration);
  });

  it('checks the form on SUBMIT and shows field errors without calling anything', () => {
    const submits = edgesWhere(
      exploration,
      'SUBMIT while editing',
      (candidate) =>
        candidate.event.type === 'SUBMIT' && candidate.from.matches({ active: { flow: 'editing' } }),
    );
    for (const edge of submits) {
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
        expect(edge.invoked).toEqual([
          {
            id: 'login',
            src: 'login',
            input: {
              type: 'sms',
              mobileNum: '9171234567',
              verificationCode: '123456',
              countryDialingCode: '+63',
              loginArea: edge.from.context.config.page === 'agent' ? 'agent' : 'member',
            },
          },
        ]);
      } else {
        expect(edge.to.context.request).toMatchObject({ type: 'username', username: 'player01' });
        expect(edge.invoked).toEqual([{ id: 'login', src: 'login', input: edge.to.context.request }]);
      }
    }
  });

  it('trims the username but keeps the password as typed, with the captcha on screen and its key', () => {
    const taken = edgesWhere(
      exploration,
      'a password login taken',
      (edge) =>
        edge.event.type === 'SUBMIT' &&
        edge.from.context.mode === 'username' &&
        edge.from.matches({ active: { flow: 'editing' } }) &&
        edge.to.matches({ active: { flow: 'authenticating' } }),
    );
    for (const edge of taken) {
      const { values } = edge.event as Extract<LoginEvent, { type: 'SUBMIT' }>;
      const { captchaRequired, captcha: shown, config } = edge.from.context;
      expect(edge.to.context.request).toEqual({
        type: 'username',
        username: 'player01',
        password: values.password,
        loginArea: config.page === 'agent' ? 'agent' : 'member',
        ...(captchaRequired && values.captcha ? { captcha: 'ab12', captchaKey: shown?.key } : {}),
      });
    }
    expect(
      taken.some(
        (edge) =>
          edge.to.context.request?.type === 'username' && edge.to.context.request.captchaKey === 'captcha-1',
      ),
    ).toBe(true);
    expect(
      taken.some(
        (edge) =>
          edge.to.context.request?.type === 'username' && edge.to.context.request.password === ' secret1 ',
      ),
    ).toBe(true);
  });

  it('stores the token the login call answered with', () => {
    const stores = edgesWhere(exploration, 'a token stored', (edge) =>
      edge.invoked.some(({ src }) => src === 'storeToken'),
    );
    for (const edge of stores) {
      const answered = (edge.event as unknown as { output: LoginResult }).output;
      expect([
        actorDone('login'),
        actorDone('providerLogin'),
        actorDone('answerSecondVerification'),
      ]).toContain(edge.event.type);
      expect(edge.invoked).toEqual([
        { id: 'storeToken', src: 'storeToken', input: { token: answered.token } },
      ]);
    }
    const tokens = new Set(stores.map((edge) => (edge.invoked[0]?.input as { token: string }).token));
    expect([...tokens].sort()).toEqual(['token-confirmed', 'token-expired', 'token-first', 'token-google']);
  });

  it('remembers or forgets credentials for a day on the portal only, never for provider logins', () => {
    const calls = edgesWhere(exploration, 'remember-me stored or cleared', (edge) =>
      edge.invoked.some(({ src }) => src === 'rememberCredentials'),
    ).map((edge) => ({ edge, input: edge.invoked[0]?.input as RememberCredentialsInput }));
    expect(calls.some(({ input }) => input.action === 'save')).toBe(true);
    expect(calls.some(({ input }) => input.action === 'clear')).toBe(true);
    for (const { edge, input } of calls) {
      expect(edge.to.context.config.page).toBe('portal');
      expect(edge.to.context.method).not.toBe('firebase');
      if (input.action === 'save') {
        expect(input.expiresInSeconds).toBe(86_400);
        expect(input.credentials).toEqual(
          input.credentials.mode === 'username'
            ? { mode: 'username', username: 'player01', password: ' secret1 ' }
            : { mode: 'sms', mobileNum: '9171234567', countryDialingCode: '+63' },
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
    edgesWhere(exploration, 'firstLogin emitted', (edge) =>
      edge.emitted.some((event) => event.type === 'firstLogin'),
    );
  });

  it('forces a password change for the default or an expired password, never after SMS or provider login', () => {
    for (const edge of edgesWhere(exploration, 'password change forced', (candidate) =>
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
    for (const edge of edgesWhere(exploration, 'logged in', (candidate) => entered(candidate, 'loggedIn'))) {
      const { request, session, method } = edge.to.context;
      if (method === 'username' && request?.type === 'username') {
        expect(request.password).not.toBe('weak123');
        expect(session?.passwordExpired ?? false).toBe(false);
      }
    }
  });

  it('routes to / from the portal and to /agentHome from the agent page, announcing the member', () => {
    const logins = edgesWhere(exploration, 'logged in', (candidate) => entered(candidate, 'loggedIn'));
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
    for (const edge of edgesWhere(
      exploration,
      'member info loaded',
      (candidate) =>
        candidate.event.type === actorDone('loadMemberInfo') &&
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
    for (const snapshot of snapshotsIn(exploration, { active: { flow: 'editing' } })) {
      expect([
        snapshot.context.session,
        snapshot.context.member,
        snapshot.context.request,
        snapshot.context.secondVerification,
      ]).toEqual([null, null, null, null]);
    }
  });

  it('maps failures to error codes', () => {
    const codes = new Set(
      exploration.snapshots.map((snapshot) => snapshot.context.failure?.code).filter(Boolean),
    );
    expect([...codes].sort()).toEqual(
      [
        'CAPTCHA_REQUIRED',
        'CODE_EXPIRED',
        'INVALID_CREDENTIALS',
        'INVALID_VERIFICATION_CODE',
        'LOGIN_POPUP_CLOSED',
        'NON_AGENT_LOGIN',
        'NON_MEMBER_LOGIN',
        'QUOTA_EXCEEDED',
        'TOO_MANY_REQUESTS',
        'UNKNOWN',
      ].sort(),
    );
  });

  it('shows a captcha only once the server demands it, and fetches a fresh one after each failed attempt', () => {
    for (const snapshot of exploration.snapshots) {
      if (!snapshot.context.captchaRequired)
        expect(
          snapshot.matches({ active: { captcha: 'hidden' } }) ||
            snapshot.matches('secondVerification') ||
            snapshot.status === 'done',
        ).toBe(true);
    }
    for (const edge of edgesWhere(
      exploration,
      'login refused',
      (candidate) =>
        candidate.event.type === actorError('login') &&
        candidate.from.matches({ active: { flow: 'authenticating' } }),
    )) {
      const code = errorCode(edge);
      const demanded = edge.from.context.captchaRequired || code === 'CAPTCHA_REQUIRED';
      const sms = edge.from.context.mode === 'sms';
      if (code === 'SECOND_VERIFICATION_REQUIRED') {
        // The password was right: the form and its captcha give way to the challenge.
        expect(edge.to.matches('secondVerification')).toBe(true);
        expect(edge.invoked.map((invocation) => invocation.src)).not.toContain('fetchCaptcha');
        continue;
      }
      expect(edge.to.matches({ active: { captcha: 'loading' } })).toBe(
        demanded && !sms ? true : edge.from.matches({ active: { captcha: 'loading' } }),
      );
      // A fresh image for the next attempt, unless one is already on its way.
      if (demanded && !sms && !edge.from.matches({ active: { captcha: 'loading' } }))
        expect(edge.invoked.map((invocation) => invocation.src)).toEqual(['fetchCaptcha']);
    }
  });

  it('refreshes the captcha at most once per throttle window', () => {
    for (const edge of edgesWhere(
      exploration,
      'REFRESH_CAPTCHA',
      ({ event }) => event.type === 'REFRESH_CAPTCHA',
    )) {
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

describe('second verification (login from an unregistered IP)', () => {
  it('takes the challenge instead of an error: the methods in the server’s order, or the only one at once', () => {
    const demanded = edgesWhere(
      exploration,
      'second verification demanded',
      (edge) =>
        edge.from.matches({ active: { flow: 'authenticating' } }) &&
        edge.event.type === actorError('login') &&
        errorCode(edge) === 'SECOND_VERIFICATION_REQUIRED',
    );
    for (const edge of demanded) {
      const { secondVerification, failure, captchaRequired, request } = edge.to.context;
      expect([failure, captchaRequired, edge.to.context.captcha]).toEqual([null, false, null]);
      expect(request).toEqual(edge.from.context.request);
      const challenge = (edge.event as unknown as { error: CodedError }).error.details.secondVerification;
      expect(secondVerification?.challenge).toEqual(challenge);
      if (secondVerification?.challenge.challengeId === 'CH-2') {
        expect(edge.to.matches(inSecondVerification('answering'))).toBe(true);
        expect(secondVerification.method).toBe('AUTHENTICATOR');
      } else {
        expect(edge.to.matches(inSecondVerification('choosingMethod'))).toBe(true);
        expect(secondVerification?.challenge.methods).toEqual(['EMAIL', 'SMS', 'AUTHENTICATOR']);
        expect(secondVerification?.method).toBeNull();
      }
    }
  });

  it('offers only the methods the server gave, and a way back only when there is a choice', () => {
    for (const edge of edgesWhere(
      exploration,
      'method chosen',
      (candidate) =>
        candidate.event.type === 'CHOOSE_METHOD' &&
        candidate.from.matches(inSecondVerification('choosingMethod')),
    )) {
      const { method } = edge.event as Extract<LoginEvent, { type: 'CHOOSE_METHOD' }>;
      const offered = edge.from.context.secondVerification?.challenge.methods.includes(method);
      expect(edge.to.matches(inSecondVerification(offered ? 'answering' : 'choosingMethod'))).toBe(true);
      if (offered) expect(edge.to.context.secondVerification?.method).toBe(method);
    }
    for (const edge of edgesWhere(
      exploration,
      'CHANGE_METHOD while answering',
      (candidate) =>
        candidate.event.type === 'CHANGE_METHOD' && candidate.from.matches(inSecondVerification('answering')),
    )) {
      const several = (edge.from.context.secondVerification?.challenge.methods.length ?? 0) > 1;
      expect(edge.to.matches(inSecondVerification(several ? 'choosingMethod' : 'answering'))).toBe(true);
    }
  });

  it('sends a code only for SMS or e-mail, and not while the resend countdown runs', () => {
    for (const edge of edgesWhere(
      exploration,
      'SEND_CODE while answering',
      (candidate) =>
        candidate.event.type === 'SEND_CODE' && candidate.from.matches(inSecondVerification('answering')),
    )) {
      const current = edge.from.context.secondVerification;
      const sendable =
        (current?.method === 'SMS' || current?.method === 'EMAIL') && current.secondsLeft === 0;
      expect(edge.invoked).toEqual(
        sendable
          ? [
              {
                id: 'sendSecondVerificationCode',
                src: 'sendSecondVerificationCode',
                input: { challengeId: 'CH-1', method: current.method },
              },
            ]
          : [],
      );
    }
  });

  it('blocks resending for the code’s life, or for the retry-after of a too-many-requests answer', () => {
    const outcomes = edgesWhere(
      exploration,
      'code request answered',
      (edge) =>
        edge.from.matches(inSecondVerification('sendingCode')) &&
        [actorDone('sendSecondVerificationCode'), actorError('sendSecondVerificationCode')].includes(
          edge.event.type,
        ),
    );
    for (const edge of outcomes) {
      if (edge.event.type === actorDone('sendSecondVerificationCode')) {
        expect(edge.to.matches(inSecondVerification('answering'))).toBe(true);
        expect(edge.to.context.secondVerification).toMatchObject({ secondsLeft: 60, codeSent: true });
        continue;
      }
      const code = errorCode(edge);
      if (code === 'CODE_EXPIRED') {
        expect(edge.to.matches({ active: { flow: 'editing' } })).toBe(true);
        expect(edge.to.context.failure?.code).toBe('CODE_EXPIRED');
      } else {
        expect(edge.to.matches(inSecondVerification('answering'))).toBe(true);
        expect(edge.to.context.failure?.code).toBe(code);
        expect(edge.to.context.secondVerification?.secondsLeft).toBe(code === 'TOO_MANY_REQUESTS' ? 2 : 0);
      }
    }
    for (const edge of edgesWhere(exploration, 'a tick', ({ event }) => event.type === 'TICK')) {
      const before = edge.from.context.secondVerification?.secondsLeft ?? 0;
      const after = edge.to.context.secondVerification?.secondsLeft ?? 0;
      expect(after).toBe(Math.max(0, before - 1));
    }
  });

  it('asks for an answer, then checks it with the challenge and the chosen method', () => {
    for (const edge of edgesWhere(
      exploration,
      'SUBMIT_ANSWER while answering',
      (candidate) =>
        candidate.event.type === 'SUBMIT_ANSWER' && candidate.from.matches(inSecondVerification('answering')),
    )) {
      const { answer } = edge.event as Extract<LoginEvent, { type: 'SUBMIT_ANSWER' }>;
      const current = edge.from.context.secondVerification;
      if (answer.trim() === '') {
        expect(edge.invoked).toEqual([]);
        expect(edge.to.context.fieldErrors).toEqual({ answer: { code: 'required' } });
      } else if (answer.length > 100) {
        expect(edge.invoked).toEqual([]);
        expect(edge.to.context.fieldErrors).toEqual({ answer: { code: 'maxLength', params: { max: 100 } } });
      } else {
        expect(edge.invoked).toEqual([
          {
            id: 'answerSecondVerification',
            src: 'answerSecondVerification',
            input: { challengeId: current?.challenge.challengeId, method: current?.method, answer: '123456' },
          },
        ]);
      }
    }
  });

  it('keeps the challenge after a wrong answer, lets an expired code be sent again, and ends it after too many tries', () => {
    for (const edge of edgesWhere(
      exploration,
      'answer refused',
      (candidate) =>
        candidate.event.type === actorError('answerSecondVerification') &&
        candidate.from.matches(inSecondVerification('verifying')),
    )) {
      const code = errorCode(edge);
      const method = edge.from.context.secondVerification?.method;
      const codeMethod = method === 'SMS' || method === 'EMAIL';
      const ends = code === 'TOO_MANY_REQUESTS' || (code === 'CODE_EXPIRED' && !codeMethod);
      expect(edge.to.context.failure?.code).toBe(code);
      if (ends) {
        expect(edge.to.matches({ active: { flow: 'editing' } })).toBe(true);
        expect(edge.to.context.secondVerification).toBeNull();
      } else {
        expect(edge.to.matches(inSecondVerification('answering'))).toBe(true);
        expect(edge.to.context.secondVerification?.challenge).toEqual(
          edge.from.context.secondVerification?.challenge,
        );
        if (code === 'CODE_EXPIRED') expect(edge.to.context.secondVerification?.secondsLeft).toBe(0);
      }
    }
  });

  it('continues like any login once confirmed: token, remember-me, forced change or account', () => {
    for (const edge of edgesWhere(
      exploration,
      'second verification passed',
      (candidate) =>
        candidate.event.type === actorDone('answerSecondVerification') &&
        candidate.from.matches(inSecondVerification('verifying')),
    )) {
      expect(edge.to.matches({ active: { flow: 'storingToken' } })).toBe(true);
      expect(edge.to.context.session).toEqual(confirmed);
      expect(edge.to.context.secondVerification).toBeNull();
      expect(edge.to.context.request).toEqual(edge.from.context.request);
    }
    const run = replay(loginMachine, portal, [
      weakLogin,
      errorEvent('login', newLocation),
      { type: 'CHOOSE_METHOD', method: 'AUTHENTICATOR' },
      { type: 'SUBMIT_ANSWER', answer: '654321' },
      doneEvent('answerSecondVerification', confirmed),
      doneEvent('storeToken'),
      doneEvent('rememberCredentials'),
    ]);
    expect(run.snapshot.value).toBe('passwordChangeRequired');
    expect(run.emitted).toEqual([
      { type: 'passwordChangeRequired', reason: 'defaultPassword' },
      { type: 'close' },
    ]);
  });

  it('goes back to a clean form when the person gives up', () => {
    for (const edge of edgesWhere(
      exploration,
      'CANCEL in the second verification',
      (candidate) =>
        candidate.event.type === 'CANCEL' && candidate.from.matches(inSecondVerification('answering')),
    )) {
      expect(edge.to.matches({ active: { flow: 'editing' } })).toBe(true);
      expect([edge.to.context.secondVerification, edge.to.context.request, edge.to.context.failure]).toEqual([
        null,
        null,
        null,
      ]);
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
      doneEvent('login', expired),
      doneEvent('storeToken'),
      doneEvent('rememberCredentials'),
    ]);
    expect(run.snapshot.matches({ active: { flow: 'loadingMemberInfo' } })).toBe(true);
  });

  it('prefills remembered credentials on the portal but not on the agent page', () => {
    const remembered = { mode: 'sms', mobileNum: '9171234567', countryDialingCode: '+63' } as const;
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
      errorEvent('login', new CodedError('CAPTCHA_REQUIRED', { captchaRequired: true })),
      doneEvent('fetchCaptcha', captcha),
    ]);
    expect(shown.snapshot.matches({ active: { flow: 'editing', captcha: 'shown' } })).toBe(true);
    expect(shown.snapshot.context.captcha).toEqual(captcha);
    const refreshed = replay(
      loginMachine,
      portal,
      [{ type: 'REFRESH_CAPTCHA' }, doneEvent('fetchCaptcha', captcha), { type: 'REFRESH_CAPTCHA' }],
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
        login: fromPromise(async ({ input }: { input: LoginRequest }) => {
          calls.push(['login', input]);
          return overrides.result ?? firstTime;
        }),
        providerLogin: fromPromise(async ({ input }: { input: { provider: 'facebook' | 'google' } }) => {
          calls.push(['providerLogin', input]);
          return firstTime;
        }),
        sendSecondVerificationCode: fromPromise(async ({ input }) => {
          calls.push(['sendSecondVerificationCode', input]);
          return { expiredMinutes: 1 };
        }),
        answerSecondVerification: fromPromise(async ({ input }) => {
          calls.push(['answerSecondVerification', input]);
          return confirmed;
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
          return captcha;
        }),
      },
    });
    return { machine, calls };
  }

  it('logs a player in from the portal: login, token, remember-me, account, routing', async () => {
    const { machine, calls } = liveActors();
    const actor = createActor(machine, { input: portal });
    const emitted: EventObject[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    actor.send(goodLogin);
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(calls).toEqual([
      [
        'login',
        {
          type: 'username',
          username: 'player01',
          password: ' secret1 ',
          loginArea: 'member',
        },
      ],
      ['storeToken', { token: 'token-first' }],
      [
        'rememberCredentials',
        {
          action: 'save',
          credentials: { mode: 'username', username: 'player01', password: ' secret1 ' },
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
    expect(calls.map(([name]) => name)).toEqual(['login', 'storeToken', 'loadMemberInfo']);
    expect(calls[0]?.[1]).toMatchObject({ loginArea: 'agent' });
    expect(navigations).toEqual([{ type: 'navigate', to: '/agentHome' }]);
  });

  it('sends the captcha answer with the key of the image on screen', async () => {
    const { machine, calls } = liveActors();
    const failing = machine.provide({
      actors: {
        login: fromPromise<LoginResult, LoginRequest>(async ({ input }) => {
          calls.push(['login', input]);
          if (input.type === 'username' && input.captcha === undefined)
            throw new CodedError('CAPTCHA_REQUIRED', { captchaRequired: true });
          return firstTime;
        }),
      },
    });
    const actor = createActor(failing, { input: portal }).start();
    actor.send(goodLogin);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: { captcha: 'shown' } })).toBe(true));
    actor.send(goodLogin);
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(calls.filter(([name]) => name === 'login').map(([, input]) => input)).toEqual([
      expect.not.objectContaining({ captcha: expect.anything() }),
      expect.objectContaining({ captcha: 'ab12', captchaKey: 'captcha-1' }),
    ]);
    actor.stop();
  });

  it('counts the resend block down one second at a time and allows another code at zero', async () => {
    vi.useFakeTimers();
    const { machine, calls } = liveActors();
    const challenged = machine.provide({
      actors: {
        login: fromPromise<LoginResult, LoginRequest>(async () => Promise.reject(newLocation)),
      },
    });
    const actor = createActor(challenged, { input: portal }).start();
    actor.send(goodLogin);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches(inSecondVerification('choosingMethod'))).toBe(true);
    actor.send({ type: 'CHOOSE_METHOD', method: 'SMS' });
    actor.send({ type: 'SEND_CODE' });
    await vi.advanceTimersByTimeAsync(0);
    const sends = () => calls.filter(([name]) => name === 'sendSecondVerificationCode');
    expect(sends()).toEqual([['sendSecondVerificationCode', { challengeId: 'CH-1', method: 'SMS' }]]);
    expect(actor.getSnapshot().context.secondVerification?.secondsLeft).toBe(60);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(actor.getSnapshot().context.secondVerification?.secondsLeft).toBe(1);
    actor.send({ type: 'SEND_CODE' });
    expect(sends()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    actor.send({ type: 'SEND_CODE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sends()).toHaveLength(2);
    actor.send({ type: 'SUBMIT_ANSWER', answer: '123456' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls.map(([name]) => name).slice(-4)).toEqual([
      'answerSecondVerification',
      'storeToken',
      'rememberCredentials',
      'loadMemberInfo',
    ]);
    actor.stop();
  });

  it('throttles captcha refreshes to one per second in real time', async () => {
    vi.useFakeTimers();
    const { machine, calls } = liveActors();
    const failing = machine.provide({
      actors: {
        login: fromPromise<LoginResult, LoginRequest>(async () =>
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
