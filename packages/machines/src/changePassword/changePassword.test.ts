import { ApiError } from '@portal/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import type { MemberInfo } from '../shared/accounts';
import { CodedError } from '../shared/failure';
import { edgesWhere, expectDescribeConsistent, expectFullCoverage } from '../testing/assertions';
import { doneEvent, errorEvent, explore, replay, type EventFixtures } from '../testing/coverage';
import {
  changePasswordDescribe,
  changePasswordMachine,
  type ChangePasswordEvent,
  type ChangePasswordInput,
  type ChangePasswordRequest,
} from './changePassword.machine';

/** A white label whose password rule allows any characters, spaces included. */
const passwordRule = { patternId: 'any', minLength: 6, maxLength: 20 } as const;
const forced: ChangePasswordInput = {
  reason: 'defaultPassword',
  knownOldPassword: 'weak123',
  humanVerification: true,
  passwordRule,
};
const voluntary: ChangePasswordInput = { reason: 'voluntary', passwordRule };

// Edge spaces are part of a password: sent as typed, like registration and login.
const complete = { oldPassword: ' oldpass1', newPassword: 'newpass1 ', confirmNewPassword: 'newpass1 ' };
const mismatched = { oldPassword: '', newPassword: 'newpass1', confirmNewPassword: 'newpass2' };
const events: EventFixtures<ChangePasswordEvent> = {
  SUBMIT: [
    { type: 'SUBMIT', values: complete },
    { type: 'SUBMIT', values: mismatched },
  ],
  CANCEL: [{ type: 'CANCEL' }],
};

const member: MemberInfo = {
  id: 1,
  account: 'player01',
  nickname: 'Player',
  type: 0,
  iconUrl: null,
  uplineAccount: null,
};
const verification = { provider: 'geetest', token: 'ok' };

const exploration = explore(changePasswordMachine, {
  input: { each: [forced, voluntary] },
  events,
  actorOutcomes: {
    verifyHuman: { done: [verification], error: [new Error('closed')] },
    changePassword: {
      done: [null],
      error: [
        new ApiError({ code: 'INVALID_CREDENTIALS' }),
        new ApiError({
          code: 'VALIDATION_FAILED',
          issues: [{ path: 'newPassword', code: 'newPasswordSameAsOld' }],
        }),
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

  it('sends the old password typed, or the one used to log in when forced, untrimmed', () => {
    const requests = edgesWhere(exploration, 'a change sent', (edge) =>
      edge.invoked.some(({ src }) => src === 'changePassword'),
    ).map((edge) => ({ edge, request: edge.invoked[0]?.input as ChangePasswordRequest }));
    for (const { edge, request } of requests) {
      const isForced = edge.from.context.reason !== 'voluntary';
      expect(request).toEqual({
        body: {
          oldPassword: isForced ? 'weak123' : ' oldpass1',
          newPassword: 'newpass1 ',
          confirmNewPassword: 'newpass1 ',
        },
        humanVerification: isForced ? verification : null,
      });
      // Human verification (CHNGPASSVERIF3) precedes the forced change configured with it.
      expect(edge.from.value).toBe(isForced ? 'verifyingHuman' : 'editing');
    }
  });

  it('shows field errors for a bad form and calls nothing', () => {
    const bad = exploration.edges.filter(
      (edge) =>
        edge.from.matches('editing') &&
        edge.event.type === 'SUBMIT' &&
        (edge.event as unknown as { values: object }).values === mismatched,
    );
    expect(bad.length).toBeGreaterThan(0);
    for (const edge of bad) {
      expect(edge.invoked).toEqual([]);
      const expected =
        edge.from.context.reason === 'voluntary'
          ? {
              oldPassword: { code: 'oldPasswordRequired', params: {} },
              confirmNewPassword: { code: 'confirmationMismatch', params: {} },
            }
          : { confirmNewPassword: { code: 'confirmationMismatch', params: {} } };
      expect(edge.to.context.fieldErrors).toEqual(expected);
    }
  });

  it('lets only a voluntary change be cancelled', () => {
    for (const edge of edgesWhere(
      exploration,
      'CANCEL while editing',
      (candidate) => candidate.event.type === 'CANCEL' && candidate.from.matches('editing'),
    )) {
      const cancellable = edge.from.context.reason === 'voluntary';
      expect(edge.to.value).toBe(cancellable ? 'cancelled' : 'editing');
      expect(edge.emitted).toEqual(cancellable ? [{ type: 'close' }] : []);
    }
  });

  it('reloads login info, closes and goes to / after a change, whatever the reload gives', () => {
    const finishing = exploration.edges.filter(
      (edge) => edge.to.matches('done') && !edge.from.matches('done'),
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
        candidate.from.matches('changing') && candidate.event.type === 'xstate.done.actor.changePassword',
    )) {
      expect([edge.to.value, edge.emitted, edge.invoked.map((invocation) => invocation.src)]).toEqual([
        'reloadingLoginInfo',
        [{ type: 'passwordChanged' }],
        ['loadMemberInfo'],
      ]);
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
    expect(run.snapshot.value).toBe('editing');
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
  it('changes, reloads and routes home', async () => {
    const changePassword = vi.fn(async (_: ChangePasswordRequest) => null);
    const machine = changePasswordMachine.provide({
      actors: {
        changePassword: fromPromise(({ input }: { input: ChangePasswordRequest }) => changePassword(input)),
        loadMemberInfo: fromPromise(async () => member),
      },
    });
    const actor = createActor(machine, { input: { reason: 'expired', knownOldPassword: 'oldpass1' } });
    const emitted: EventObject[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'SUBMIT', values: { newPassword: 'newpass1', confirmNewPassword: 'newpass1' } });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(changePassword).toHaveBeenCalledWith({
      body: { oldPassword: 'oldpass1', newPassword: 'newpass1', confirmNewPassword: 'newpass1' },
      humanVerification: null,
    });
    expect(emitted.map((event) => event.type)).toEqual([
      'passwordChanged',
      'loginInfoReloaded',
      'close',
      'navigate',
    ]);
  });
});
