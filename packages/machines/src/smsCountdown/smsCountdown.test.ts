import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { CAPTCHA_SAMPLE_IMAGE, type Captcha } from '../shared/captcha';
import { CodedError } from '../shared/failure';
import { edgesWhere, expectDescribeConsistent, expectFullCoverage, snapshotsIn } from '../testing/assertions';
import { afterEvent, doneEvent, errorEvent, explore, replay, type EventFixtures } from '../testing/coverage';
import {
  countdownSeconds,
  smsCountdownDescribe,
  smsCountdownMachine,
  type SendSmsCodeRequest,
  type SendSmsCodeOutput,
  type SmsCountdownEvent,
  type SmsCountdownInput,
} from './smsCountdown.machine';

const input: SmsCountdownInput = { purpose: 'register', mobile: { digits: 10 } };
const validSend = { type: 'SEND', mobileNum: ' 9171234567 ', countryDialingCode: '+63' } as const;
const events: EventFixtures<SmsCountdownEvent> = {
  SEND: [
    validSend,
    { type: 'SEND', mobileNum: '917', countryDialingCode: '+63' },
    { type: 'SEND', mobileNum: '', countryDialingCode: '+63' },
  ],
  ANSWER_CAPTCHA: [
    { type: 'ANSWER_CAPTCHA', captcha: ' 1234 ' },
    { type: 'ANSWER_CAPTCHA', captcha: ' ' },
  ],
  TICK: [{ type: 'TICK' }],
  DISMISS: [{ type: 'DISMISS' }],
  REFRESH_CAPTCHA: [{ type: 'REFRESH_CAPTCHA' }],
  CAPTCHA_SPENT: [{ type: 'CAPTCHA_SPENT' }],
};
const captcha: Captcha = { image: CAPTCHA_SAMPLE_IMAGE, key: 'captcha-1' };
const captchaRequired = new CodedError('CAPTCHA_REQUIRED', { captchaRequired: true });
const captchaWrong = new CodedError('CAPTCHA_CHECK_FAILED', { captchaRequired: true });
const quotaExceeded = new CodedError('QUOTA_EXCEEDED', {}, 'Daily SMS quota reached');
const tooMany = new CodedError('TOO_MANY_REQUESTS');

describe('countdownSeconds', () => {
  it('is expiredMinutes × 60, one minute by default and always one minute with the identity provider', () => {
    expect(countdownSeconds({ expiredMinutes: 3 }, false)).toBe(180);
    expect(countdownSeconds({}, false)).toBe(60);
    expect(countdownSeconds({ expiredMinutes: 0 }, false)).toBe(60);
    expect(countdownSeconds(undefined, false)).toBe(60);
    expect(countdownSeconds({ expiredMinutes: 3 }, true)).toBe(60);
  });
});

describe('smsCountdown graph', () => {
  const exploration = explore(smsCountdownMachine, {
    input,
    events,
    actorOutcomes: {
      sendSmsCode: {
        done: [{ expiredMinutes: 1 }, {}],
        error: [quotaExceeded, tooMany, captchaRequired, captchaWrong],
      },
      ticker: {},
      blockTicker: {},
      fetchCaptcha: { done: [captcha], error: [new Error('offline')] },
    },
  });

  it('reaches every state and exercises every transition', () => {
    expectFullCoverage('smsCountdown', exploration);
  });

  it('describes reachable UI states', () => {
    expectDescribeConsistent(smsCountdownMachine, smsCountdownDescribe, input, exploration);
  });

  it('keeps what each state shows consistent', () => {
    for (const { context } of snapshotsIn(exploration, { flow: 'counting' })) {
      expect(context.remainingSeconds).toBeGreaterThan(0);
      expect(context.remainingSeconds).toBeLessThanOrEqual(60);
    }
    for (const { context } of snapshotsIn(exploration, { flow: 'resendable' }))
      expect(context.remainingSeconds).toBe(0);
    for (const { context } of snapshotsIn(exploration, { flow: 'blocked' })) {
      expect(context.failure?.code).toBe('TOO_MANY_REQUESTS');
      expect(context.remainingSeconds).toBeGreaterThan(0);
      expect(context.remainingSeconds).toBeLessThanOrEqual(300);
    }
    for (const { context } of snapshotsIn(exploration, { flow: 'warning' }))
      expect(context.failure).toMatchObject({ code: 'QUOTA_EXCEEDED', message: 'Daily SMS quota reached' });
    for (const { context } of snapshotsIn(exploration, { flow: 'sending' }))
      expect(context.mobileNum).toBe('9171234567');
  });

  it('sends only a valid number, only from idle or resendable, only with the throttle open', () => {
    for (const edge of edgesWhere(exploration, 'SEND', ({ event }) => event.type === 'SEND')) {
      const sendable = edge.from.matches({ flow: 'idle' }) || edge.from.matches({ flow: 'resendable' });
      const open = edge.from.matches({ throttle: 'open' });
      const valid = (edge.event as typeof validSend).mobileNum.trim().length === 10;
      const expected: SendSmsCodeRequest[] =
        sendable && open && valid
          ? [
              {
                purpose: 'register',
                body: { mobileNo: '9171234567', countryDialingCode: '+63', registerType: 'mobile' },
              },
            ]
          : [];
      expect(edge.invoked.map((invocation) => invocation.input)).toEqual(expected);
      if (expected.length > 0) expect(edge.to.matches({ flow: 'sending', throttle: 'closed' })).toBe(true);
      if (sendable && open && !valid)
        expect(edge.to.context.mobileError?.code).toMatch(/^(required|mobileDigits)$/);
      if (!sendable || !open) expect(edge.to.context).toEqual(edge.from.context);
    }
  });

  it('asks for a captcha when the server demands one and re-sends once with the answer and its key', () => {
    for (const edge of exploration.edges) {
      if (!edge.from.matches({ flow: 'sending' }) || edge.event.type !== 'xstate.error.actor.sendSmsCode')
        continue;
      const code = (edge.event as unknown as { error: CodedError }).error.code;
      const demanded = code === 'CAPTCHA_REQUIRED' || code === 'CAPTCHA_CHECK_FAILED';
      expect(edge.to.matches({ flow: 'answeringCaptcha' })).toBe(demanded);
      if (!demanded) continue;
      expect(edge.to.context).toMatchObject({
        captchaRequired: true,
        captchaAnswer: null,
        failure: { code },
      });
      // The picture on screen was spent (or none was loaded yet): a fresh one loads at once.
      expect(edge.to.matches({ captcha: 'loading' })).toBe(true);
      if (!edge.from.matches({ captcha: 'loading' }))
        expect(edge.invoked.map((invocation) => invocation.src)).toEqual(['fetchCaptcha']);
    }
    for (const edge of edgesWhere(
      exploration,
      'ANSWER_CAPTCHA',
      ({ event }) => event.type === 'ANSWER_CAPTCHA',
    )) {
      const answering = edge.from.matches({ flow: 'answeringCaptcha' });
      const answer = (edge.event as unknown as { captcha: string }).captcha.trim();
      const sent = answering && answer !== '' && edge.from.matches({ captcha: 'shown' });
      expect(edge.invoked.map((invocation) => invocation.input)).toEqual(
        sent
          ? [
              {
                purpose: 'register',
                body: {
                  mobileNo: '9171234567',
                  countryDialingCode: '+63',
                  registerType: 'mobile',
                  captcha: '1234',
                  captchaKey: 'captcha-1',
                },
              },
            ]
          : [],
      );
      if (answering && answer === '') expect(edge.to.context.captchaError).toEqual({ code: 'required' });
      // Elsewhere, or while a new picture loads (the key kept is spent), an answer changes nothing.
      else if (!sent) expect(edge.to.context).toEqual(edge.from.context);
    }
    for (const { context } of snapshotsIn(exploration, { flow: 'answeringCaptcha' })) {
      expect(context.captchaRequired).toBe(true);
      expect(context.failure?.code).toMatch(/^CAPTCHA_(REQUIRED|CHECK_FAILED)$/);
    }
  });

  it('ticks down one second at a time and allows resending at zero', () => {
    for (const edge of edgesWhere(exploration, 'TICK', ({ event }) => event.type === 'TICK')) {
      if (edge.from.matches({ flow: 'counting' }) || edge.from.matches({ flow: 'blocked' })) {
        expect(edge.to.context.remainingSeconds).toBe(edge.from.context.remainingSeconds - 1);
        if (edge.to.context.remainingSeconds === 0) {
          expect(
            edge.to.matches({ flow: edge.from.matches({ flow: 'counting' }) ? 'resendable' : 'idle' }),
          ).toBe(true);
        }
      } else {
        expect(edge.to.context).toEqual(edge.from.context);
      }
    }
  });

  it('emits codeSent with the countdown length exactly when a code was sent', () => {
    for (const edge of exploration.edges) {
      const sent =
        edge.from.matches({ flow: 'sending' }) && edge.event.type === 'xstate.done.actor.sendSmsCode';
      expect(edge.emitted).toEqual(
        sent ? [{ type: 'codeSent', mobileNum: '9171234567', expiresInSeconds: 60 }] : [],
      );
    }
  });

  it('blocks for retryAfter seconds on TOO_MANY_REQUESTS and warns with the server message otherwise', () => {
    const start = replay(smsCountdownMachine, input, [validSend]);
    const blocked = replay(
      smsCountdownMachine,
      input,
      [errorEvent('sendSmsCode', new CodedError('TOO_MANY_REQUESTS', { retryAfterSeconds: 120 }))],
      start.snapshot,
    );
    expect(blocked.snapshot.matches({ flow: 'blocked' })).toBe(true);
    expect(blocked.snapshot.context.remainingSeconds).toBe(120);
    const warned = replay(
      smsCountdownMachine,
      input,
      [errorEvent('sendSmsCode', quotaExceeded)],
      start.snapshot,
    );
    expect(warned.snapshot.context.failure).toEqual({
      code: 'QUOTA_EXCEEDED',
      message: 'Daily SMS quota reached',
      captchaRequired: false,
      retryAfterSeconds: null,
      fieldErrors: {},
    });
    const dismissed = replay(smsCountdownMachine, input, [{ type: 'DISMISS' }], warned.snapshot);
    expect(dismissed.snapshot.matches({ flow: 'idle' })).toBe(true);
    expect(dismissed.snapshot.context.failure).toBeNull();
  });

  it('asks the login and password-reset codes of POST /wps/verification/sms/noLogin with their purpose', () => {
    const bodies = (['login', 'resetPassword'] as const).map(
      (purpose) => replay(smsCountdownMachine, { ...input, purpose }, [validSend]).invoked[0]?.input,
    );
    expect(bodies).toEqual([
      {
        purpose: 'login',
        body: { mobileNum: '9171234567', countryDialingCode: '+63', purpose: 'LOGIN' },
      },
      {
        purpose: 'resetPassword',
        body: { mobileNum: '9171234567', countryDialingCode: '+63', purpose: 'FORGOT_PASSWORD' },
      },
    ]);
    const usernameTab = replay(smsCountdownMachine, { ...input, registerType: 'username' }, [validSend]);
    expect(usernameTab.invoked[0]?.input).toMatchObject({ body: { registerType: 'username' } });
  });

  it('reopens the throttle after a second', () => {
    const run = replay(smsCountdownMachine, input, [
      validSend,
      afterEvent('sendThrottle', 'smsCountdown.throttle.closed'),
    ]);
    expect(run.snapshot.matches({ throttle: 'open' })).toBe(true);
    expect(
      replay(smsCountdownMachine, input, [validSend, doneEvent('sendSmsCode', {})]).snapshot.matches({
        flow: 'counting',
      }),
    ).toBe(true);
  });
});

describe('smsCountdown with live actors and fake time', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start(outputs: Array<SendSmsCodeOutput | Error>, machineInput: SmsCountdownInput = input) {
    const sendSmsCode = vi.fn(async (_: SendSmsCodeRequest): Promise<SendSmsCodeOutput> => {
      const next = outputs.shift();
      if (next instanceof Error) throw next;
      return next ?? { expiredMinutes: 1 };
    });
    const actor = createActor(
      smsCountdownMachine.provide({
        actors: { sendSmsCode: fromPromise(({ input: sendInput }) => sendSmsCode(sendInput)) },
      }),
      { input: machineInput },
    );
    const seconds: number[] = [];
    actor.subscribe((snapshot) => {
      if (seconds.at(-1) !== snapshot.context.remainingSeconds)
        seconds.push(snapshot.context.remainingSeconds);
    });
    actor.start();
    return { actor, sendSmsCode, seconds };
  }

  it('counts 60 ticks for one minute, then allows resending', async () => {
    const { actor, sendSmsCode, seconds } = start([{ expiredMinutes: 1 }, { expiredMinutes: 1 }]);
    actor.send(validSend);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ flow: 'counting' })).toBe(true);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(1);
    actor.send(validSend);
    expect(sendSmsCode).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().matches({ flow: 'resendable' })).toBe(true);
    // 60 distinct values after the start: 60, 59, …, 1, 0 is 61 readings, i.e. 60 ticks.
    expect(seconds.slice(1)).toEqual(Array.from({ length: 61 }, (_, index) => 60 - index));
    actor.send(validSend);
    await vi.advanceTimersByTimeAsync(0);
    expect(sendSmsCode).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(60);
    actor.stop();
  });

  it('uses the returned expiredMinutes, but one minute with the identity provider', async () => {
    const plain = start([{ expiredMinutes: 2 }]);
    plain.actor.send(validSend);
    await vi.advanceTimersByTimeAsync(119_000);
    expect(plain.actor.getSnapshot().matches({ flow: 'counting' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(plain.actor.getSnapshot().matches({ flow: 'resendable' })).toBe(true);
    plain.actor.stop();

    const provider = start([{ expiredMinutes: 2 }], { ...input, identityProvider: true });
    provider.actor.send(validSend);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(provider.actor.getSnapshot().matches({ flow: 'resendable' })).toBe(true);
    provider.actor.stop();
  });

  it('blocks for 300 s after TOO_MANY_REQUESTS', async () => {
    const { actor } = start([tooMany]);
    actor.send(validSend);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ flow: 'blocked' })).toBe(true);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(300);
    await vi.advanceTimersByTimeAsync(299_000);
    expect(actor.getSnapshot().matches({ flow: 'blocked' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().matches({ flow: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.stop();
  });

  it('throttles sending to once per second', async () => {
    const { actor, sendSmsCode } = start([quotaExceeded, { expiredMinutes: 1 }]);
    actor.send(validSend);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ flow: 'warning' })).toBe(true);
    actor.send({ type: 'DISMISS' });
    actor.send(validSend);
    expect(actor.getSnapshot().matches({ flow: 'idle' })).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    actor.send(validSend);
    expect(sendSmsCode).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    actor.send(validSend);
    await vi.advanceTimersByTimeAsync(0);
    expect(sendSmsCode).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches({ flow: 'counting' })).toBe(true);
    actor.stop();
  });

  it('does not spend the throttle on an invalid number', async () => {
    const { actor, sendSmsCode } = start([{ expiredMinutes: 1 }]);
    actor.send({ type: 'SEND', mobileNum: '12', countryDialingCode: '+63' });
    expect(actor.getSnapshot().context.mobileError).toEqual({ code: 'mobileDigits', params: { count: 10 } });
    actor.send(validSend);
    await vi.advanceTimersByTimeAsync(0);
    expect(sendSmsCode).toHaveBeenCalledWith({
      purpose: 'register',
      body: { mobileNo: '9171234567', countryDialingCode: '+63', registerType: 'mobile' },
    });
    expect(actor.getSnapshot().context.mobileError).toBeNull();
    actor.stop();
  });
});
