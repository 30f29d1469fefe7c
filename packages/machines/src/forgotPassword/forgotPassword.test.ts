import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import type { MemberInfo } from '../shared/accounts';
import { CodedError } from '../shared/failure';
import type { LoginResult } from '../shared/session';
import { expectDescribeConsistent, expectFullCoverage } from '../testing/assertions';
import { explore, type EventFixtures } from '../testing/coverage';
import {
  forgotPasswordDescribe,
  forgotPasswordMachine,
  type ForgotPasswordEvent,
  type ForgotPasswordInput,
  type MobileLoginRequest,
  type PasswordEmailRequest,
  type PasswordResetRequest,
} from './forgotPassword.machine';

const byEmail: ForgotPasswordInput = { method: 'email' };
const byMobile: ForgotPasswordInput = { method: 'mobile', mobile: { digits: 10 } };

const emailForm = { username: ' player01 ', email: ' p@example.com ' };
const mobileForm = {
  mobileNum: '9171234567',
  verificationCode: '123456',
  newPassword: 'newpass1',
  countryDialingCode: '63',
};
const events: EventFixtures<ForgotPasswordEvent> = {
  SUBMIT: [emailForm, mobileForm, {}].map((values) => ({ type: 'SUBMIT', values }) as const),
  CLOSE: [{ type: 'CLOSE' }],
};
const member: MemberInfo = { id: '1', account: '9171234567', nickname: 'P', type: 0 };

const exploration = explore(forgotPasswordMachine, {
  input: { each: [byEmail, byMobile] },
  events,
  actorOutcomes: {
    sendResetEmail: { done: [undefined], error: [new CodedError('ACCOUNT_NOT_FOUND')] },
    resetPasswordByMobile: { done: [undefined], error: [new CodedError('INVALID_VERIFICATION_CODE')] },
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
    const submits = exploration.edges.filter(
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
    const sent = exploration.edges.filter(
      (edge) => edge.from.matches('sendingEmail') && edge.event.type === 'xstate.done.actor.sendResetEmail',
    );
    expect(sent.map((edge) => [edge.to.value, edge.emitted])).toEqual(
      sent.map(() => ['emailSent', [{ type: 'resetEmailSent', email: 'p@example.com' }]]),
    );
    const acknowledged = exploration.edges.filter(
      (edge) => edge.from.matches('emailSent') && edge.event.type === 'CLOSE',
    );
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const edge of acknowledged)
      expect([edge.to.value, edge.emitted]).toEqual(['closed', [{ type: 'close' }]]);
  });

  it('by mobile: logs in with the new password, then closes and goes to /', () => {
    const logins = exploration.edges.flatMap((edge) =>
      edge.invoked.filter((invocation) => invocation.src === 'login'),
    );
    expect(new Set(logins.map((invocation) => JSON.stringify(invocation.input)))).toEqual(
      new Set([
        JSON.stringify({
          mobileNum: '9171234567',
          countryDialingCode: '63',
          password: 'newpass1',
        } satisfies MobileLoginRequest),
      ]),
    );
    const finished = exploration.edges.filter(
      (edge) => edge.to.matches('done') && !edge.from.matches('done'),
    );
    expect(finished.length).toBeGreaterThan(0);
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
    for (const edge of exploration.edges.filter(
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
        resetPasswordByMobile: fromPromise(async () => {}),
        login: fromPromise(async ({ input }: { input: MobileLoginRequest }): Promise<LoginResult> => ({
          token: `token-for-${input.mobileNum}`,
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
    expect(actor.getSnapshot().context.session?.token).toBe('token-for-9171234567');
    expect(emitted).toEqual([{ type: 'loggedIn', member }, { type: 'close' }, { type: 'navigate', to: '/' }]);
  });
});
