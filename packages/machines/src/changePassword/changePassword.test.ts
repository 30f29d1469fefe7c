import { ApiError } from '@portal/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import type { MemberInfo } from '../shared/accounts';
import type { Captcha } from '../shared/captcha';
import { CodedError } from '../shared/failure';
import { edgesWhere, expectDescribeConsistent, expectFullCoverage } from '../testing/assertions';
import { doneEvent, errorEvent, explore, replay, type EventFixtures } from '../testing/coverage';
import {
  changePasswordDescribe,
  changePasswordMachine,
  type ChangePasswordBody,
  type ChangePasswordEvent,
  type ChangePasswordInput,
} from './changePassword.machine';

/** A white label whose password rule allows any characters, spaces included. */
const passwordRule = { patternId: 'any', minLength: 6, maxLength: 20 } as const;
/** Forced at login where the white label verifies every change with a captcha (CHNGPASSVERIF3). */
const forced: ChangePasswordInput = {
  reason: 'defaultPassword',
  knownOldPassword: 'weak123',
  captcha: true,
  passwordRule,
};
const voluntary: ChangePasswordInput = { reason: 'voluntary', passwordRule };

// Edge spaces are part of a password: sent as typed, like registration and login.
const complete = {
  oldPassword: ' oldpass1',
  newPassword: 'newpass1 ',
  confirmNewPassword: 'newpass1 ',
  captcha: ' 7k2q ',
};
const mismatched = { oldPassword: '', newPassword: 'newpass1', confirmNewPassword: 'newpass2' };
const events: EventFixtures<ChangePasswordEvent> = {
  SUBMIT: [
    { type: 'SUBMIT', values: complete },
    { type: 'SUBMIT', values: mismatched },
  ],
  CANCEL: [{ type: 'CANCEL' }],
  REFRESH_CAPTCHA: [{ type: 'REFRESH_CAPTCHA' }],
  CAPTCHA_SPENT: [{ type: 'CAPTCHA_SPENT' }],
};

const member: MemberInfo = {
  id: 1,
  account: 'player01',
  nickname: 'Player',
  type: 0,
  iconUrl: null,
  uplineAccount: null,
};
const captcha: Captcha = { image: 'data:image/png;base64,iVBORw0KGgo=', key: 'captcha-1' };
const captchaDemanded = new ApiError({ code: 'CAPTCHA_REQUIRED', captchaRequired: true });

const exploration = explore(changePasswordMachine, {
  input: { each: [forced, voluntary] },
  events,
  actorOutcomes: {
    fetchCaptcha: { done: [captcha], error: [new Error('offline')] },
    changePassword: {
      done: [null],
      error: [
        new ApiError({ code: 'INVALID_CREDENTIALS' }),
        new ApiError({
          code: 'VALIDATION_FAILED',
          issues: [{ path: 'newPassword', code: 'newPasswordSameAsOld' }],
        }),
        captchaDemanded,
      ],
    },
    loadMemberInfo: { done: [member], error: [new CodedError('NETWORK_ERROR')] },
  },
});

describe('changePassword graph', () => {
  it('reaches every state and exercises every transition', () => {
    expectFullCoverage('changePassword', exploration);
  });

  it('describes reachable UI states', () => {
    expectDescribeConsistent(changePasswordMachine, changePasswordDescribe, voluntary, exploration);
  });

  it('sends the old password typed, or the one used to log in when forced, untrimmed, with the captcha shown', () => {
    const requests = edgesWhere(exploration, 'a change sent', (edge) =>
      edge.invoked.some(({ src }) => src === 'changePassword'),
    ).map((edge) => ({ edge, request: edge.invoked[0]?.input as ChangePasswordBody }));
    for (const { edge, request } of requests) {
      const { context } = edge.from;
      const passwords = {
        oldPassword: context.reason === 'voluntary' ? ' oldpass1' : 'weak123',
        newPassword: 'newpass1 ',
        confirmNewPassword: 'newpass1 ',
      };
      // A captcha goes with the change where the white label asks for one (CHNGPASSVERIF3) or the
      // server did: the answer trimmed, with the key of the picture on screen.
      const shown = context.captchaAlways || context.captchaRequired;
      expect(request).toEqual(
        shown ? { ...passwords, captcha: '7k2q', captchaKey: context.captcha?.key } : passwords,
      );
    }
    expect(requests.some(({ request }) => 'captcha' in request)).toBe(true);
    expect(requests.some(({ request }) => !('captcha' in request))).toBe(true);
  });

  it('shows the captcha from the start where the white label verifies changes, else once the server asks', () => {
    const start = replay(changePasswordMachine, forced, []);
    expect(start.snapshot.matches({ captcha: 'loading' })).toBe(true);
    const plain = replay(changePasswordMachine, voluntary, []);
    expect(plain.snapshot.matches({ captcha: 'hidden' })).toBe(true);
    const asked = replay(changePasswordMachine, voluntary, [
      { type: 'SUBMIT', values: complete },
      errorEvent('changePassword', captchaDemanded),
    ]);
    expect(asked.snapshot.matches({ flow: 'editing', captcha: 'loading' })).toBe(true);
    expect(asked.snapshot.context.failure?.code).toBe('CAPTCHA_REQUIRED');
    // The answer is then required before anything is sent.
    const loaded = replay(
      changePasswordMachine,
      voluntary,
      [doneEvent('fetchCaptcha', captcha), { type: 'SUBMIT', values: { ...complete, captcha: '' } }],
      asked.snapshot,
    );
    expect(loaded.snapshot.context.fieldErrors).toEqual({ captcha: { code: 'captchaRequired', params: {} } });
    expect(loaded.steps.at(-1)?.invoked).toEqual([]);
  });

  it('loads a fresh captcha after every refusal: the one sent is used up', () => {
    for (const edge of edgesWhere(
      exploration,
      'a refusal with a captcha on screen',
      (candidate) =>
        candidate.from.matches({ flow: 'changing', captcha: 'shown' }) &&
        candidate.event.type === 'xstate.error.actor.changePassword',
    )) {
      expect(edge.to.matches({ flow: 'editing', captcha: 'loading' })).toBe(true);
    }
  });

  it('shows field errors for a bad form and calls nothing', () => {
    const bad = exploration.edges.filter(
      (edge) =>
        edge.from.matches({ flow: 'editing' }) &&
        edge.event.type === 'SUBMIT' &&
        (edge.event as unknown as { values: object }).values === mismatched,
    );
    expect(bad.length).toBeGreaterThan(0);
    for (const edge of bad) {
      expect(edge.invoked).toEqual([]);
      const { context } = edge.from;
      expect(edge.to.context.fieldErrors).toEqual({
        ...(context.reason === 'voluntary'
          ? { oldPassword: { code: 'oldPasswordRequired', params: {} } }
          : {}),
        confirmNewPassword: { code: 'confirmationMismatch', params: {} },
        ...(context.captchaAlways || context.captchaRequired
          ? { captcha: { code: 'captchaRequired', params: {} } }
          : {}),
      });
    }
  });

  it('lets only a voluntary change be cancelled', () => {
    for (const edge of edgesWhere(
      exploration,
      'CANCEL while editing',
      (candidate) => candidate.event.type === 'CANCEL' && candidate.from.matches({ flow: 'editing' }),
    )) {
      const cancellable = edge.from.context.reason === 'voluntary';
      expect(edge.to.matches({ flow: cancellable ? 'cancelled' : 'editing' })).toBe(true);
      expect(edge.emitted).toEqual(cancellable ? [{ type: 'close' }] : []);
    }
  });

  it('reloads login info, closes and goes to / after a change, whatever the reload gives', () => {
    const finishing = exploration.edges.filter(
      (edge) => edge.to.matches({ flow: 'done' }) && !edge.from.matches({ flow: 'done' }),
    );
    expect(finishing.length).toBeGreaterThan(0);
    for (const edge of finishing) {
      const reloaded =
        edge.event.type === 'xstate.done.actor.loadMemberInfo' ? [{ type: 'loginInfoReloaded', member }] : [];
      expect(edge.emitted).toEqual([...reloaded, { type: 'close' }, { type: 'navigate', to: '/' }]);
    }
    for (const edge of edgesWhere(
      exploration,
      'password changed',
      (candidate) =>
        candidate.from.matches({ flow: 'changing' }) &&
        candidate.event.type === 'xstate.done.actor.changePassword',
    )) {
      expect([
        edge.to.matches({ flow: 'reloadingLoginInfo' }),
        edge.emitted,
        edge.invoked.map((invocation) => invocation.src),
      ]).toEqual([true, [{ type: 'passwordChanged' }], ['loadMemberInfo']]);
    }
  });

  it('keeps the server verdict and its field problems after a refusal', () => {
    const run = replay(changePasswordMachine, voluntary, [
      { type: 'SUBMIT', values: complete },
      errorEvent(
        'changePassword',
        new ApiError({
          code: 'VALIDATION_FAILED',
          issues: [{ path: 'newPassword', code: 'newPasswordSameAsOld' }],
        }),
      ),
    ]);
    expect(run.snapshot.matches({ flow: 'editing' })).toBe(true);
    expect(run.snapshot.context).toMatchObject({
      failure: { code: 'VALIDATION_FAILED' },
      fieldErrors: { newPassword: { code: 'newPasswordSameAsOld' } },
      request: null,
    });
    const retried = replay(
      changePasswordMachine,
      voluntary,
      [{ type: 'SUBMIT', values: complete }, doneEvent('changePassword')],
      run.snapshot,
    );
    expect(retried.snapshot.context).toMatchObject({ failure: null, fieldErrors: {} });
  });
});

describe('changePassword with live actors', () => {
  it('changes with the captcha the white label asks for, reloads and routes home', async () => {
    const changePassword = vi.fn(async (_: ChangePasswordBody) => null);
    const machine = changePasswordMachine.provide({
      actors: {
        fetchCaptcha: fromPromise(async () => captcha),
        changePassword: fromPromise(({ input }: { input: ChangePasswordBody }) => changePassword(input)),
        loadMemberInfo: fromPromise(async () => member),
      },
    });
    const actor = createActor(machine, {
      input: { reason: 'expired', knownOldPassword: 'oldpass1', captcha: true },
    });
    const emitted: EventObject[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ captcha: 'shown' })).toBe(true));
    actor.send({
      type: 'SUBMIT',
      values: { newPassword: 'newpass1', confirmNewPassword: 'newpass1', captcha: '7k2q' },
    });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ flow: 'done' })).toBe(true));
    expect(changePassword).toHaveBeenCalledWith({
      oldPassword: 'oldpass1',
      newPassword: 'newpass1',
      confirmNewPassword: 'newpass1',
      captcha: '7k2q',
      captchaKey: 'captcha-1',
    });
    expect(emitted.map((event) => event.type)).toEqual([
      'passwordChanged',
      'loginInfoReloaded',
      'close',
      'navigate',
    ]);
  });
});
