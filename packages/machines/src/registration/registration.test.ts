import { ApiError } from '@portal/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import type { MemberInfo } from '../shared/accounts';
import type { Captcha } from '../shared/captcha';
import { CodedError } from '../shared/failure';
import { edgesWhere, expectDescribeConsistent, expectFullCoverage, snapshotsIn } from '../testing/assertions';
import { errorEvent, explore, replay, type EventFixtures } from '../testing/coverage';
import {
  registrationDescribe,
  registrationMachine,
  type RegisterFormValues,
  type RegisterRequest,
  type RegisterResult,
  type RegistrationEvent,
  type RegistrationInput,
  type VerifyAffiliateInput,
  type VerifySmsCodeInput,
} from './registration.machine';

/** A server password rule of any characters lets a password start or end with a space. */
const anyPassword = { enabled: true, required: true, patternId: 'any', minLength: 6, maxLength: 20 } as const;
/** Seeded aurora/ember settings: the captcha field is on and required. */
const baseInput: RegistrationInput = {
  usernameRegistration: true,
  mobileRegistration: true,
  smsVerification: true,
  identityProvider: true,
  fields: {
    affiliateCode: { enabled: true, required: false },
    captcha: { enabled: true, required: true },
    password: anyPassword,
  },
  mobile: { digits: 10 },
  affiliateCodeFromUrl: 'AFF123',
  domain: 'play.example.com',
  registerUrl: 'https://play.example.com/register',
};
/** No URL code and no captcha. */
const noUrlCode: RegistrationInput = {
  ...baseInput,
  fields: { affiliateCode: { enabled: true, required: false }, password: anyPassword },
  affiliateCodeFromUrl: null,
};

const account = {
  password: ' abc123 ',
  confirmPassword: ' abc123 ',
  captcha: ' 7k2q ',
  termsAccepted: true,
  ageConfirmed: true,
} as const;
const usernameForm: RegisterFormValues = { ...account, username: ' player01 ' };
const usernameWithAffiliate: RegisterFormValues = { ...usernameForm, affiliateCode: ' AFF999 ' };
const mobileForm: RegisterFormValues = {
  ...account,
  mobileNum: '9171234567',
  verificationCode: '123456',
  countryDialingCode: '+63',
};
const mobileWithAffiliate: RegisterFormValues = { ...mobileForm, affiliateCode: 'AFF999' };
const careless: RegisterFormValues = {
  username: 'player01',
  password: 'abc123xy',
  confirmPassword: 'abc124xy',
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
  REFRESH_CAPTCHA: [{ type: 'REFRESH_CAPTCHA' }],
  CAPTCHA_SPENT: [{ type: 'CAPTCHA_SPENT' }],
};

const session: RegisterResult = { token: 'token-new', firstTimeLogin: true };
const noSession: RegisterResult = { token: null, firstTimeLogin: true };
const member: MemberInfo = {
  id: 7,
  account: 'player01',
  nickname: 'player01',
  type: 0,
  iconUrl: null,
  uplineAccount: null,
};
const captcha: Captcha = { image: 'data:image/png;base64,iVBORw0KGgo=', key: 'captcha-7' };
const invalidInvitation = new CodedError('INVALID_INVITATION_CODE');

const exploration = explore(registrationMachine, {
  input: { each: [baseInput, noUrlCode] },
  events,
  actorOutcomes: {
    checkUrlAffiliate: {
      done: [{ affiliateCode: 'AFF123', valid: true }],
      error: [invalidInvitation, new Error('offline')],
    },
    verifySmsCode: { done: [{ idToken: 'firebase-id' }], error: [new Error('wrong code')] },
    verifyAffiliateCode: {
      done: [{ affiliateCode: 'AFF999', valid: true }],
      error: [invalidInvitation, new Error('offline')],
    },
    fetchCaptcha: { done: [captcha], error: [new Error('offline')] },
    register: {
      done: [session, noSession],
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
    expect(initial.invoked).toContainEqual({
      id: 'checkUrlAffiliate',
      src: 'verifyAffiliateCode',
      input: { code: 'AFF123', domain: 'play.example.com' },
    });
    expect(replay(registrationMachine, noUrlCode, []).snapshot.matches({ affiliateField: 'shown' })).toBe(
      true,
    );
    const disabled = replay(
      registrationMachine,
      { ...noUrlCode, affiliateCodeFromUrl: 'AFF123', fields: {} },
      [],
    );
    expect([disabled.snapshot.matches({ affiliateField: 'shown' }), disabled.invoked]).toEqual([true, []]);
    for (const snapshot of snapshotsIn(exploration, { affiliateField: 'hidden' }))
      expect(snapshot.context.affiliateFromUrl).toBe('AFF123');
    for (const snapshot of snapshotsIn(exploration, { affiliateField: 'shown' })) {
      if (snapshot.context.affiliateFromUrl !== null)
        console.log(
          JSON.stringify(exploration.pathTo((c) => c === snapshot)),
          JSON.stringify(snapshot.value),
        );
      expect(snapshot.context.affiliateFromUrl).toBeNull();
    }
  });

  it('shows the captcha exactly when the merchant’s field settings turn it on', () => {
    expect(replay(registrationMachine, baseInput, []).invoked.map(({ src }) => src)).toContain(
      'fetchCaptcha',
    );
    expect(replay(registrationMachine, noUrlCode, []).invoked).toEqual([]);
    for (const snapshot of snapshotsIn(exploration, { captcha: 'hidden' }))
      expect(snapshot.context.config.fields.captcha).toBeUndefined();
    for (const snapshot of snapshotsIn(exploration, { captcha: 'shown' }))
      expect(snapshot.context.config.fields.captcha?.enabled).toBe(true);
  });

  it('refuses an invalid form with inline errors and calls nothing', () => {
    const refused = edgesWhere(
      exploration,
      'a careless SUBMIT',
      (edge) =>
        inFlow(edge, 'editing') &&
        edge.event.type === 'SUBMIT' &&
        (edge.event as unknown as { values: RegisterFormValues }).values === careless,
    );
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

  it('checks the SMS code with the identity provider first, then a typed affiliate code', () => {
    const wrong: Edge[] = [];
    for (const edge of edgesWhere(
      exploration,
      'a form taken',
      (candidate) =>
        inFlow(candidate, 'editing') &&
        candidate.event.type === 'SUBMIT' &&
        !candidate.to.matches({ flow: 'editing' }),
    )) {
      const { values, affiliateFromUrl } = edge.to.context;
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
          countryDialingCode: '+63',
          verificationCode: '123456',
        } satisfies VerifySmsCodeInput),
      ]),
    );
  });

  it('stops on a wrong SMS code or a refused invitation code, registering nothing', () => {
    const smsFailures = edgesWhere(
      exploration,
      'SMS code refused',
      (edge) => inFlow(edge, 'verifyingSmsCode') && edge.event.type === 'xstate.error.actor.verifySmsCode',
    );
    const affiliateFailures = edgesWhere(
      exploration,
      'invitation code refused',
      (edge) =>
        inFlow(edge, 'verifyingAffiliate') &&
        edge.event.type === 'xstate.error.actor.verifyAffiliateCode' &&
        (edge.event as unknown as { error: unknown }).error === invalidInvitation,
    );
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
    for (const edge of edgesWhere(
      exploration,
      'invitation check failed otherwise',
      (candidate) =>
        inFlow(candidate, 'verifyingAffiliate') &&
        candidate.event.type === 'xstate.error.actor.verifyAffiliateCode' &&
        (candidate.event as unknown as { error: unknown }).error !== invalidInvitation,
    )) {
      expect(edge.to.context.failure?.code).toBe('UNKNOWN');
      expect(edge.to.context.fieldErrors.affiliateCode).toBeUndefined();
    }
  });

  it('registers with the contract’s flat payload: filled fields only, password as typed, captcha with its key', () => {
    const requests = edgesWhere(exploration, 'a registration sent', (edge) =>
      edge.invoked.some(({ src }) => src === 'register'),
    ).map((edge) => ({
      edge,
      request: edge.invoked.find(({ src }) => src === 'register')?.input as RegisterRequest,
    }));
    for (const { edge, request } of requests) {
      const { body } = request;
      expect(body).toMatchObject({
        registerMethod: 'WEB',
        login: true,
        domain: 'play.example.com',
        registerUrl: 'https://play.example.com/register',
        password: ' abc123 ',
      });
      expect(body).not.toHaveProperty('confirmPassword');
      expect(Object.values(body)).not.toContain('');
      if (edge.from.context.config.fields.captcha?.enabled)
        expect([body.captcha, body.captchaKey]).toEqual(['7k2q', edge.from.context.captcha?.key]);
      else expect(body).not.toHaveProperty('captcha');
      if (request.registerType === 'mobile') {
        expect(body).toMatchObject({
          username: '9171234567',
          mobileNum: '9171234567',
          countryDialingCode: '+63',
        });
        expect([body.firebaseChannel, body.firebaseIdToken]).toEqual(['SMS', 'firebase-id']);
      } else {
        expect(body.username).toBe('player01');
        expect(body).not.toHaveProperty('firebaseIdToken');
      }
      // A typed code reaches the server only after its own check; the URL code only once valid.
      if (body.affiliateCode === 'AFF999')
        expect(edge.from.matches({ flow: 'verifyingAffiliate' })).toBe(true);
      else if (body.affiliateCode === 'AFF123') expect(edge.from.context.affiliateFromUrl).toBe('AFF123');
      else expect(body).not.toHaveProperty('affiliateCode');
    }
    expect(requests.some(({ request }) => request.body.captchaKey === 'captcha-7')).toBe(true);
  });

  it('shows server field problems under the inputs, with a fresh captcha when one is shown', () => {
    for (const edge of edgesWhere(
      exploration,
      'registration refused',
      (candidate) =>
        inFlow(candidate, 'registering') && candidate.event.type === 'xstate.error.actor.register',
    )) {
      expect(edge.to.context.failure?.code).toBe('VALIDATION_FAILED');
      expect(edge.to.context.fieldErrors.username).toEqual({
        code: 'pattern.letterFirstAlphanumeric',
        params: { min: 6, max: 16 },
      });
      const captchaOn = edge.from.context.config.fields.captcha?.enabled === true;
      expect(edge.to.matches({ captcha: captchaOn ? 'loading' : 'hidden' })).toBe(true);
    }
  });

  it('closes and goes home only when the account exists and the session is stored', () => {
    const finishing = edgesWhere(exploration, 'navigated home', (edge) =>
      edge.emitted.some((event) => event.type === 'navigate'),
    );
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

  it('asks for a login when the server created the account without a session', () => {
    for (const edge of edgesWhere(
      exploration,
      'registered without a token',
      (candidate) =>
        inFlow(candidate, 'registering') &&
        candidate.event.type === 'xstate.done.actor.register' &&
        (candidate.event as unknown as { output: RegisterResult }).output.token === null,
    )) {
      expect(edge.to.matches({ flow: 'done' })).toBe(true);
      expect(edge.invoked).toEqual([]);
      expect(edge.emitted).toEqual([{ type: 'close' }, { type: 'openLogin' }]);
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
    const steps: EventObject[] = [toMobile, submit];
    const run = replay(registrationMachine, input, steps);
    const [registerCall] = run.steps.at(-1)?.invoked ?? [];
    expect(registerCall?.src).toBe('register');
    expect((registerCall?.input as RegisterRequest).body.verificationCode).toBe('123456');
    expect((registerCall?.input as RegisterRequest).body).not.toHaveProperty('firebaseIdToken');
  });

  it('registers by number and code alone, sending no password, where MOBILENUMPASSREG3 is off', () => {
    // Without REGMOBVERF3 too: the code is the number's only proof then.
    const input = { ...noUrlCode, identityProvider: false, smsVerification: false, mobilePassword: false };
    const toMobile: RegistrationEvent = { type: 'SWITCH_TYPE', registerType: 'mobile' };
    const { password: _password, confirmPassword: _confirm, ...withoutPassword } = mobileForm;
    const missingCode = replay(registrationMachine, input, [
      toMobile,
      { type: 'SUBMIT', values: { ...withoutPassword, verificationCode: '' } },
    ]);
    expect(missingCode.snapshot.context.fieldErrors).toEqual({
      verificationCode: { code: 'required', params: {} },
    });
    const run = replay(registrationMachine, input, [toMobile, { type: 'SUBMIT', values: withoutPassword }]);
    const [registerCall] = run.steps.at(-1)?.invoked ?? [];
    expect(registerCall?.src).toBe('register');
    const request = registerCall?.input as RegisterRequest;
    expect(request.registerType).toBe('mobile');
    expect(request.body).toMatchObject({ username: '9171234567', verificationCode: '123456' });
    expect(request.body).not.toHaveProperty('password');
  });

  it('comes back to the form after a failed attempt with nothing left over', () => {
    const submit: RegistrationEvent = { type: 'SUBMIT', values: usernameForm };
    const run = replay(registrationMachine, noUrlCode, [
      submit,
      errorEvent('register', new CodedError('ACCOUNT_EXISTS')),
    ]);
    expect(run.snapshot.matches({ flow: 'editing' })).toBe(true);
    expect(run.snapshot.context).toMatchObject({
      values: null,
      session: null,
      failure: { code: 'ACCOUNT_EXISTS' },
    });
  });
});

describe('registration with live actors', () => {
  it('registers a mobile account end to end, with the captcha the merchant asks for', async () => {
    const calls: Array<[string, unknown]> = [];
    const machine = registrationMachine.provide({
      actors: {
        verifyAffiliateCode: fromPromise(async ({ input }: { input: VerifyAffiliateInput }) => {
          calls.push(['verifyAffiliateCode', input]);
          if (input.code !== 'AFF123') throw invalidInvitation;
          return { affiliateCode: input.code, valid: true as const };
        }),
        verifySmsCode: fromPromise(async ({ input }: { input: VerifySmsCodeInput }) => {
          calls.push(['verifySmsCode', input]);
          return { idToken: 'firebase-id' };
        }),
        register: fromPromise(async ({ input }: { input: RegisterRequest }) => {
          calls.push(['register', input]);
          return session;
        }),
        storeToken: fromPromise(async ({ input }: { input: { token: string } }) => {
          calls.push(['storeToken', input.token]);
        }),
        loadMemberInfo: fromPromise(async () => member),
        fetchCaptcha: fromPromise(async () => captcha),
      },
    });
    const actor = createActor(machine, { input: baseInput });
    const emitted: EventObject[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    await vi.waitFor(() =>
      expect(actor.getSnapshot().matches({ affiliateField: 'hidden', captcha: 'shown' })).toBe(true),
    );
    actor.send({ type: 'SWITCH_TYPE', registerType: 'mobile' });
    actor.send({ type: 'SUBMIT', values: { ...mobileForm, affiliateCode: 'ignored' } });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ flow: 'done' })).toBe(true));
    expect(calls).toEqual([
      ['verifyAffiliateCode', { code: 'AFF123', domain: 'play.example.com' }],
      ['verifySmsCode', { mobileNum: '9171234567', countryDialingCode: '+63', verificationCode: '123456' }],
      [
        'register',
        {
          registerType: 'mobile',
          body: {
            username: '9171234567',
            password: ' abc123 ',
            mobileNum: '9171234567',
            countryDialingCode: '+63',
            verificationCode: '123456',
            affiliateCode: 'AFF123',
            captcha: '7k2q',
            captchaKey: 'captcha-7',
            registerUrl: 'https://play.example.com/register',
            domain: 'play.example.com',
            registerMethod: 'WEB',
            login: true,
            firebaseChannel: 'SMS',
            firebaseIdToken: 'firebase-id',
          },
        },
      ],
      ['storeToken', 'token-new'],
    ]);
    expect(emitted.map((event) => event.type)).toEqual(['registered', 'firstLogin', 'close', 'navigate']);
    actor.stop();
  });
});
