import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import type { MemberInfo } from '../shared/accounts';
import { CodedError } from '../shared/failure';
import type { LoginResult } from '../shared/session';
import { edgesWhere, expectDescribeConsistent, expectFullCoverage } from '../testing/assertions';
import { explore, type EventFixtures } from '../testing/coverage';
import {
  forgotPasswordDescribe,
  forgotPasswordMachine,
  type ForgotPasswordEvent,
  type ForgotPasswordInput,
  type PasswordResetLoginRequest,
  type PasswordEmailRequest,
  type PasswordResetRequest,
} from './forgotPassword.machine';

const byEmail: ForgotPasswordInput = { method: 'email' };
/** A white label whose password rule allows any characters, spaces included. */
const byMobile: ForgotPasswordInput = {
  method: 'mobile',
  mobile: { digits: 10 },
  passwordRule: { patternId: 'any', minLength: 6, maxLength: 20 },
};

const emailForm = { username: ' player01 ', email: ' p@example.com ' };
const mobileForm = {
  mobileNum: '9171234567',
  verificationCode: '123456',
  newPassword: ' newpass1',
  countryDialingCode: '+63',
};
const events: EventFixtures<ForgotPasswordEvent> = {
  SUBMIT: [emailForm, mobileForm, {}].map((values) => ({ type: 'SUBMIT', values }) as const),
  CLOSE: [{ type: 'CLOSE' }],
};
const member: MemberInfo = {
  id: 1,
  account: 'player01',
  nickname: 'P',
  type: 0,
  iconUrl: null,
  uplineAccount: null,
};

const exploration = explore(forgotPasswordMachine, {
  input: { each: [byEmail, byMobile] },
  events,
  actorOutcomes: {
    sendResetEmail: { done: [null], error: [new CodedError('ACCOUNT_NOT_FOUND')] },
    // The number belongs to an account registered by username: the login must name that account.
    resetPasswordByMobile: {
      done: [{ account: 'player01' }],
      error: [new CodedError('INVALID_VERIFICATION_CODE')],
    },
    login: {
      done: [{ token: 'token-reset', firstTimeLogin: false, passwordExpired: false }],
      error: [new CodedError('NETWORK_ERROR')],
    },
    storeToken: { done: [undefined], error: [new Error('storage')] },
    loadMemberInfo: { done: [member], error: [new Error('offline')] },
  },
});

type Edge = (typeof exploration.edges)[number];
const submitted = (edge: Edge) => (edge.event as unknown as { values: object }).values;

describe('forgotPassword graph', () => {
  it('reaches every state and exercises every transition', () => {
    expectFullCoverage('forgotPassword', exploration);
  });

  it('describes reachable UI states', () => {
    expectDescribeConsistent(forgotPasswordMachine, forgotPasswordDescribe, byEmail, exploration);
  });

  it('validates the fields of the configured method only', () => {
    const submits = edgesWhere(
      exploration,
      'SUBMIT while editing',
      (edge) => edge.from.matches('editing') && edge.event.type === 'SUBMIT',
    );
    for (const edge of submits) {
      const method = edge.from.context.method;
      const fits = method === 'email' ? submitted(edge) === emailForm : submitted(edge) === mobileForm;
      if (!fits) {
        expect(edge.invoked).toEqual([]);
        const fields =
          method === 'email' ? ['username', 'email'] : ['mobileNum', 'verificationCode', 'newPassword'];
        expect(Object.keys(edge.to.context.fieldErrors).sort()).toEqual(fields.sort());
        continue;
      }
      const [call] = edge.invoked;
      if (method === 'email')
        expect(call).toMatchObject({
          src: 'sendResetEmail',
          input: { username: 'player01', email: 'p@example.com' } satisfies PasswordEmailRequest,
        });
      else
        expect(call).toMatchObject({
          src: 'resetPasswordByMobile',
          input: mobileForm satisfies PasswordResetRequest,
        });
    }
  });

  it('by email: confirms, and closes when acknowledged', () => {
    const sent = edgesWhere(
      exploration,
      'reset e-mail sent',
      (edge) => edge.from.matches('sendingEmail') && edge.event.type === 'xstate.done.actor.sendResetEmail',
    );
    expect(sent.map((edge) => [edge.to.value, edge.emitted])).toEqual(
      sent.map(() => ['emailSent', [{ type: 'resetEmailSent', email: 'p@example.com' }]]),
    );
    const acknowledged = edgesWhere(
      exploration,
      'confirmation acknowledged',
      (edge) => edge.from.matches('emailSent') && edge.event.type === 'CLOSE',
    );
    for (const edge of acknowledged)
      expect([edge.to.value, edge.emitted]).toEqual(['closed', [{ type: 'close' }]]);
  });

  it('by mobile: logs in as the account the reset answered, with the new password as typed, then closes and goes to /', () => {
    const logins = edgesWhere(exploration, 'logged in after the reset', (edge) =>
      edge.invoked.some(({ src }) => src === 'login'),
    ).map((edge) => edge.invoked[0]?.input);
    expect(new Set(logins.map((input) => JSON.stringify(input)))).toEqual(
      new Set([
        JSON.stringify({
          type: 'username',
          username: 'player01',
          password: ' newpass1',
          loginArea: 'member',
        } satisfies PasswordResetLoginRequest),
      ]),
    );
    const finished = edgesWhere(
      exploration,
      'finished',
      (edge) => edge.to.matches('done') && !edge.from.matches('done'),
    );
    for (const edge of finished) {
      expect(edge.emitted).toEqual([
        { type: 'loggedIn', member: edge.to.context.member },
        { type: 'close' },
        { type: 'navigate', to: '/' },
      ]);
    }
    const navigating = exploration.edges.filter((edge) =>
      edge.emitted.some((event) => event.type === 'navigate'),
    );
    expect(navigating).toEqual(finished);
  });

  it('keeps the reason of a refusal and lets the person try again', () => {
    for (const edge of edgesWhere(
      exploration,
      'a refusal back to the form',
      (candidate) =>
        candidate.event.type.startsWith('xstate.error.actor.') &&
        candidate.to.matches('editing') &&
        !candidate.from.matches('editing'),
    )) {
      expect(edge.to.context.failure?.code).toBe(
        edge.from.matches('sendingEmail') ? 'ACCOUNT_NOT_FOUND' : 'INVALID_VERIFICATION_CODE',
      );
    }
  });
});

describe('forgotPassword with live actors', () => {
  it('resets by mobile and signs in', async () => {
    const machine = forgotPasswordMachine.provide({
      actors: {
        resetPasswordByMobile: fromPromise(async () => ({ account: 'player01' })),
        login: fromPromise(async ({ input }: { input: PasswordResetLoginRequest }): Promise<LoginResult> => ({
          token: `token-for-${input.username}`,
          firstTimeLogin: false,
          passwordExpired: false,
        })),
        storeToken: fromPromise(async () => {}),
        loadMemberInfo: fromPromise(async () => member),
      },
    });
    const actor = createActor(machine, { input: byMobile });
    const emitted: EventObject[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'SUBMIT', values: mobileForm });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(actor.getSnapshot().context.session?.token).toBe('token-for-player01');
    expect(emitted).toEqual([{ type: 'loggedIn', member }, { type: 'close' }, { type: 'navigate', to: '/' }]);
  });
});
