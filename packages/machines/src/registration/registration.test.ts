import { ApiError } from '@portal/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import type { MemberInfo } from '../shared/accounts';
import { CodedError } from '../shared/failure';
import type { LoginResult } from '../shared/session';
import { expectDescribeConsistent, expectFullCoverage } from '../testing/assertions';
import { doneEvent, errorEvent, explore, replay, type EventFixtures } from '../testing/coverage';
import {
  registrationDescribe,
  registrationMachine,
  type RegisterFormValues,
  type RegisterRequest,
  type RegistrationEvent,
  type RegistrationInput,
  type VerifyAffiliateInput,
  type VerifySmsCodeInput,
} from './registration.machine';

const baseInput: RegistrationInput = {
  usernameRegistration: true,
  mobileRegistration: true,
  smsVerification: true,
  identityProvider: true,
  fields: { affiliateCode: { enabled: true, required: false } },
  mobile: { digits: 10 },
  affiliateCodeFromUrl: 'AFF123',
  domain: 'play.example.com',
  registerUrl: 'https://play.example.com/register',
};
const noUrlCode: RegistrationInput = { ...baseInput, affiliateCodeFromUrl: null };

const account = {
  password: 'abc123',
  confirmPassword: 'abc123',
  termsAccepted: true,
  ageConfirmed: true,
} as const;
const usernameForm: RegisterFormValues = { ...account, username: ' player01 ' };
const usernameWithAffiliate: RegisterFormValues = { ...usernameForm, affiliateCode: ' AFF999 ' };
const mobileForm: RegisterFormValues = {
  ...account,
  mobileNum: '9171234567',
  verificationCode: '123456',
  countryDialingCode: '63',
};
const mobileWithAffiliate: RegisterFormValues = { ...mobileForm, affiliateCode: 'AFF999' };
const careless: RegisterFormValues = {
  username: 'player01',
  password: 'abc123',
  confirmPassword: 'abc124',
  termsAccepted: false,
  ageConfirmed: false,
};

const events: EventFixtures<RegistrationEvent> = {
  SWITCH_TYPE: [
    { type: 'SWITCH_TYPE', registerType: 'mobile' },
    { type: 'SWITCH_TYPE', registerType: 'username' },
  ],
  SUBMIT: [usernameForm, usernameWithAffiliate, mobileForm, mobileWithAffiliate, careless].map(
    (values) => ({ type: 'SUBMIT', values }) as const,
  ),
};

const verification = { provider: 'geetest', token: 'human-ok' };
const session: LoginResult = { token: 'token-new', firstTimeLogin: true, passwordExpired: false };
const member: MemberInfo = { id: '7', account: 'player01', nickname: 'player01', type: 0 };

const exploration = explore(registrationMachine, {
  input: { each: [baseInput, noUrlCode] },
  events,
  actorOutcomes: {
    checkUrlAffiliate: { done: [true, false], error: [new Error('offline')] },
    verifyHuman: { done: [verification], error: [new Error('closed')] },
    verifySmsCode: { done: [{ idToken: 'firebase-id' }], error: [new Error('wrong code')] },
    verifyAffiliateCode: { done: [true, false], error: [new Error('offline')] },
    register: {
      done: [session],
      error: [
        new ApiError({
          code: 'VALIDATION_FAILED',
          issues: [
            { path: 'username', code: 'pattern.letterFirstAlphanumeric', params: { min: 6, max: 16 } },
          ],
        }),
      ],
    },
    storeToken: { done: [undefined], error: [new Error('storage')] },
    loadMemberInfo: { done: [member], error: [new Error('offline')] },
  },
});

type Edge = (typeof exploration.edges)[number];
type FlowState =
  | 'editing'
  | 'verifyingHuman'
  | 'verifyingSmsCode'
  | 'verifyingAffiliate'
  | 'registering'
  | 'storingToken'
  | 'loadingMemberInfo'
  | 'done';
const inFlow = (edge: Edge, state: FlowState) => edge.from.matches({ flow: state });
const invokedSources = (edge: Edge) => edge.invoked.map((invocation) => invocation.src);

describe('registration graph', () => {
  it('reaches every state and exercises every transition', () => {
    expectFullCoverage('registration', exploration);
  });

  it('describes reachable UI states', () => {
    expectDescribeConsistent(registrationMachine, registrationDescribe, baseInput, exploration);
  });

  it('checks a URL affiliate code once on open: valid hides the field, invalid or absent shows it', () => {
    const initial = replay(registrationMachine, baseInput, []);
    expect(initial.invoked).toEqual([
      {
        id: 'checkUrlAffiliate',
        src: 'verifyAffiliateCode',
        input: { code: 'AFF123', domain: 'play.example.com' },
      },
    ]);
    expect(replay(registrationMachine, noUrlCode, []).snapshot.matches({ affiliateField: 'shown' })).toBe(
      true,
    );
    const disabled = replay(registrationMachine, { ...baseInput, fields: {} }, []);
    expect([disabled.snapshot.matches({ affiliateField: 'shown' }), disabled.invoked]).toEqual([true, []]);
    for (const snapshot of exploration.snapshots) {
      if (snapshot.matches({ affiliateField: 'hidden' }))
        expect(snapshot.context.affiliateFromUrl).toBe('AFF123');
      if (!snapshot.matches({ affiliateField: 'hidden' }))
        expect(snapshot.context.affiliateFromUrl).toBeNull();
    }
  });

  it('refuses an invalid form with inline errors and calls nothing', () => {
    const refused = exploration.edges.filter(
      (edge) =>
        inFlow(edge, 'editing') &&
        edge.event.type === 'SUBMIT' &&
        (edge.event as unknown as { values: RegisterFormValues }).values === careless,
    );
    expect(refused.length).toBeGreaterThan(0);
    const wrong = refused.filter(
      (edge) =>
        !edge.to.matches({ flow: 'editing' }) ||
        edge.invoked.length > 0 ||
        edge.to.context.fieldErrors.termsAccepted?.code !== 'termsRequired' ||
        edge.to.context.fieldErrors.ageConfirmed?.code !== 'ageRequired' ||
        edge.to.context.fieldErrors.confirmPassword?.code !== 'passwordsInconsistent',
    );
    expect(wrong).toEqual([]);
  });

  it('verifies a human first, then the SMS code with the identity provider, then a typed affiliate code', () => {
    const wrong: Edge[] = [];
    for (const edge of exploration.edges.filter(
      (candidate) =>
        inFlow(candidate, 'verifyingHuman') && candidate.event.type === 'xstate.done.actor.verifyHuman',
    )) {
      const { values, affiliateFromUrl } = edge.from.context;
      const expected = values?.mobileNum
        ? 'verifySmsCode'
        : values?.affiliateCode && values.affiliateCode !== affiliateFromUrl
          ? 'verifyAffiliateCode'
          : 'register';
      if (invokedSources(edge).join() !== expected) wrong.push(edge);
    }
    expect(wrong).toEqual([]);
    const smsChecks = exploration.edges.flatMap((edge) =>
      edge.invoked
        .filter((invocation) => invocation.src === 'verifySmsCode')
        .map((invocation) => invocation.input),
    );
    expect(new Set(smsChecks.map((input) => JSON.stringify(input)))).toEqual(
      new Set([
        JSON.stringify({
          mobileNum: '9171234567',
          countryDialingCode: '63',
          verificationCode: '123456',
        } satisfies VerifySmsCodeInput),
      ]),
    );
  });

  it('stops on a wrong SMS code or an invalid invitation code, registering nothing', () => {
    const smsFailures = exploration.edges.filter(
      (edge) => inFlow(edge, 'verifyingSmsCode') && edge.event.type === 'xstate.error.actor.verifySmsCode',
    );
    const affiliateFailures = exploration.edges.filter(
      (edge) =>
        inFlow(edge, 'verifyingAffiliate') &&
        edge.event.type === 'xstate.done.actor.verifyAffiliateCode' &&
        (edge.event as unknown as { output: boolean }).output === false,
    );
    expect(smsFailures.length * affiliateFailures.length).toBeGreaterThan(0);
    for (const edge of smsFailures) {
      expect([edge.to.matches({ flow: 'editing' }), edge.to.context.failure?.code, edge.invoked]).toEqual([
        true,
        'INVALID_VERIFICATION_CODE',
        [],
      ]);
    }
    for (const edge of affiliateFailures) {
      expect(edge.to.context.failure?.code).toBe('INVALID_INVITATION_CODE');
      expect(edge.to.context.fieldErrors.affiliateCode).toEqual({ code: 'invitationCodeInvalid' });
      expect(edge.invoked).toEqual([]);
    }
  });

  it('registers with the payload the server expects', () => {
    const requests = exploration.edges.flatMap((edge) =>
      edge.invoked
        .filter((invocation) => invocation.src === 'register')
        .map((invocation) => ({ edge, request: invocation.input as RegisterRequest })),
    );
    expect(requests.length).toBeGreaterThan(0);
    for (const { edge, request } of requests) {
      expect(request).toMatchObject({
        registerMethod: 'WEB',
        login: true,
        domain: 'play.example.com',
        registerUrl: 'https://play.example.com/register',
        verification,
      });
      expect(request.values).not.toHaveProperty('confirmPassword');
      if (request.registerType === 'mobile') {
        expect(request.values.username).toBe('9171234567');
        expect([request.firebaseChannel, request.firebaseIdToken]).toEqual(['SMS', 'firebase-id']);
      } else {
        expect(request.values.username).toBe('player01');
        expect([request.firebaseChannel, request.firebaseIdToken]).toEqual([null, null]);
      }
      // A typed code reaches the server only after its own check; the URL code only once valid.
      if (request.values.affiliateCode === 'AFF999')
        expect(edge.from.matches({ flow: 'verifyingAffiliate' })).toBe(true);
      else if (request.values.affiliateCode === 'AFF123')
        expect(edge.from.context.affiliateFromUrl).toBe('AFF123');
      else expect(request.values.affiliateCode).toBe('');
    }
  });

  it('shows server field problems under the inputs', () => {
    const rejected = exploration.edges.filter(
      (edge) => inFlow(edge, 'registering') && edge.event.type === 'xstate.error.actor.register',
    );
    expect(rejected.length).toBeGreaterThan(0);
    for (const edge of rejected) {
      expect(edge.to.context.failure?.code).toBe('VALIDATION_FAILED');
      expect(edge.to.context.fieldErrors.username).toEqual({
        code: 'pattern.letterFirstAlphanumeric',
        params: { min: 6, max: 16 },
      });
    }
  });

  it('closes and goes home only when the account exists and the session is stored', () => {
    const finishing = exploration.edges.filter((edge) =>
      edge.emitted.some((event) => event.type === 'navigate'),
    );
    expect(finishing.length).toBeGreaterThan(0);
    for (const edge of finishing) {
      expect(edge.from.matches({ flow: 'loadingMemberInfo' })).toBe(true);
      expect(edge.to.matches({ flow: 'done' })).toBe(true);
      const registered =
        edge.event.type === 'xstate.done.actor.loadMemberInfo' ? [{ type: 'registered', member }] : [];
      expect(edge.emitted).toEqual([
        ...registered,
        { type: 'firstLogin' },
        { type: 'close' },
        { type: 'navigate', to: '/' },
      ]);
    }
  });
});

describe('registration scenarios', () => {
  it('uses only the tabs the white label enables', () => {
    const toMobile: RegistrationEvent = { type: 'SWITCH_TYPE', registerType: 'mobile' };
    const usernameOnly = replay(registrationMachine, { ...noUrlCode, mobileRegistration: false }, [toMobile]);
    expect(usernameOnly.snapshot.context.registerType).toBe('username');
    const mobileOnly = replay(registrationMachine, { ...noUrlCode, usernameRegistration: false }, []);
    expect(mobileOnly.snapshot.context.registerType).toBe('mobile');
  });

  it('sends the SMS code to the server instead when there is no identity provider', () => {
    const input = { ...noUrlCode, identityProvider: false };
    const toMobile: RegistrationEvent = { type: 'SWITCH_TYPE', registerType: 'mobile' };
    const submit: RegistrationEvent = { type: 'SUBMIT', values: mobileForm };
    const steps: EventObject[] = [toMobile, submit, doneEvent('verifyHuman', verification)];
    const run = replay(registrationMachine, input, steps);
    const [registerCall] = run.steps.at(-1)?.invoked ?? [];
    expect(registerCall?.src).toBe('register');
    expect((registerCall?.input as RegisterRequest).values.verificationCode).toBe('123456');
    expect((registerCall?.input as RegisterRequest).firebaseIdToken).toBeNull();
  });

  it('comes back to the form after a failed attempt with nothing left over', () => {
    const submit: RegistrationEvent = { type: 'SUBMIT', values: usernameForm };
    const run = replay(registrationMachine, noUrlCode, [
      submit,
      doneEvent('verifyHuman', verification),
      errorEvent('register', new CodedError('ACCOUNT_EXISTS')),
    ]);
    expect(run.snapshot.matches({ flow: 'editing' })).toBe(true);
    expect(run.snapshot.context).toMatchObject({
      values: null,
      verification: null,
      session: null,
      failure: { code: 'ACCOUNT_EXISTS' },
    });
  });
});

describe('registration with live actors', () => {
  it('registers a mobile account end to end', async () => {
    const calls: Array<[string, unknown]> = [];
    const machine = registrationMachine.provide({
      actors: {
        verifyAffiliateCode: fromPromise(async ({ input }: { input: VerifyAffiliateInput }) => {
          calls.push(['verifyAffiliateCode', input]);
          return input.code === 'AFF123';
        }),
        verifyHuman: fromPromise(async () => verification),
        verifySmsCode: fromPromise(async ({ input }: { input: VerifySmsCodeInput }) => {
          calls.push(['verifySmsCode', input]);
          return { idToken: 'firebase-id' };
        }),
        register: fromPromise(async ({ input }: { input: RegisterRequest }) => {
          calls.push(['register', input.values.affiliateCode]);
          return session;
        }),
        storeToken: fromPromise(async ({ input }: { input: { token: string } }) => {
          calls.push(['storeToken', input.token]);
        }),
        loadMemberInfo: fromPromise(async () => member),
      },
    });
    const actor = createActor(machine, { input: baseInput });
    const emitted: EventObject[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ affiliateField: 'hidden' })).toBe(true));
    actor.send({ type: 'SWITCH_TYPE', registerType: 'mobile' });
    actor.send({ type: 'SUBMIT', values: { ...mobileForm, affiliateCode: 'ignored' } });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ flow: 'done' })).toBe(true));
    expect(calls).toEqual([
      ['verifyAffiliateCode', { code: 'AFF123', domain: 'play.example.com' }],
      ['verifySmsCode', { mobileNum: '9171234567', countryDialingCode: '63', verificationCode: '123456' }],
      ['register', 'AFF123'],
      ['storeToken', 'token-new'],
    ]);
    expect(emitted.map((event) => event.type)).toEqual(['registered', 'firstLogin', 'close', 'navigate']);
  });
});
