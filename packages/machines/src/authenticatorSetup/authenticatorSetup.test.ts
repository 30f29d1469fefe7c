import { describe, expect, it } from 'vitest';
import { CodedError } from '../shared/failure';
import { edgesWhere, expectDescribeConsistent, expectFullCoverage, snapshotsIn } from '../testing/assertions';
import { doneEvent, explore, replay, type EventFixtures } from '../testing/coverage';
import { authenticatorCodeProblem } from '@portal/api-contract/validation';
import {
  authenticatorSetupDescribe,
  authenticatorSetupMachine,
  type AuthenticatorSetupEvent,
} from './authenticatorSetup.machine';

const setup = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Aurora:demo?secret=JBSW' };
const recoveryCodes = Array.from({ length: 8 }, (_, i) => `abcde-fgh${i}k`);
const events: EventFixtures<AuthenticatorSetupEvent> = {
  START: [{ type: 'START' }],
  SUBMIT_CODE: [' 123456 ', '12ab', ''].map((code) => ({ type: 'SUBMIT_CODE', code }) as const),
  CANCEL: [{ type: 'CANCEL' }],
  ACKNOWLEDGE: [{ type: 'ACKNOWLEDGE' }],
};

const exploration = explore(authenticatorSetupMachine, {
  input: undefined,
  events,
  actorOutcomes: {
    startAuthenticator: { done: [setup], error: [new CodedError('NETWORK_ERROR')] },
    confirmAuthenticator: {
      done: [{ recoveryCodes }],
      error: [new CodedError('INVALID_VERIFICATION_CODE'), new CodedError('CODE_EXPIRED')],
    },
  },
});

describe('authenticator set-up graph', () => {
  it('reaches every state and exercises every transition', () => {
    expectFullCoverage('authenticatorSetup', exploration);
  });

  it('describes reachable UI states', () => {
    expectDescribeConsistent(authenticatorSetupMachine, authenticatorSetupDescribe, undefined, exploration);
  });

  it('sends only six digits, trimmed; anything else stays on the secret with a field error', () => {
    for (const edge of edgesWhere(
      exploration,
      'SUBMIT_CODE on the secret',
      (edge) => edge.from.matches('showingSecret') && edge.event.type === 'SUBMIT_CODE',
    )) {
      const code = (edge.event as unknown as { code: string }).code;
      if (code.trim() === '123456') {
        expect(edge.to.matches('confirming')).toBe(true);
        expect(edge.invoked).toEqual([
          { id: 'confirmAuthenticator', src: 'confirmAuthenticator', input: { code: '123456' } },
        ]);
      } else {
        expect([edge.to.matches('showingSecret'), edge.invoked]).toEqual([true, []]);
        expect(edge.to.context.fieldErrors).toEqual(authenticatorCodeProblem(code));
      }
    }
  });

  it('ignores a second submit while the first code is checked', () => {
    for (const snapshot of snapshotsIn(exploration, 'confirming')) {
      const run = replay(
        authenticatorSetupMachine,
        undefined,
        [{ type: 'SUBMIT_CODE', code: '654321' }],
        snapshot,
      );
      expect([run.snapshot.value, run.invoked]).toEqual(['confirming', []]);
    }
  });

  it('shows the recovery codes once, then forgets them and the secret', () => {
    for (const edge of edgesWhere(
      exploration,
      'confirmed',
      (edge) =>
        edge.from.matches('confirming') && edge.event.type === 'xstate.done.actor.confirmAuthenticator',
    )) {
      expect(edge.to.context.recoveryCodes).toEqual(recoveryCodes);
      expect(edge.emitted).toEqual([{ type: 'authenticatorEnabled' }]);
    }
    for (const edge of edgesWhere(
      exploration,
      'acknowledged',
      (edge) => edge.from.matches('showingRecoveryCodes') && edge.event.type === 'ACKNOWLEDGE',
    )) {
      expect(edge.to.matches('done')).toBe(true);
      expect([edge.to.context.recoveryCodes, edge.to.context.setup]).toEqual([[], null]);
    }
  });

  it('keeps the secret after a wrong code, and starts over when the server dropped it', () => {
    const refused = (code: string) =>
      edgesWhere(
        exploration,
        code,
        (edge) =>
          edge.from.matches('confirming') &&
          edge.event.type === 'xstate.error.actor.confirmAuthenticator' &&
          (edge.event as unknown as { error: CodedError }).error.code === code,
      );
    for (const edge of refused('INVALID_VERIFICATION_CODE')) {
      expect(edge.to.matches('showingSecret')).toBe(true);
      expect(edge.to.context.setup).toEqual(setup);
    }
    for (const edge of refused('CODE_EXPIRED')) {
      expect(edge.to.matches('idle')).toBe(true);
      expect([edge.to.context.setup, edge.to.context.failure?.code]).toEqual([null, 'CODE_EXPIRED']);
    }
  });

  it('walks from idle to done', () => {
    const run = replay(authenticatorSetupMachine, undefined, [
      { type: 'START' },
      doneEvent('startAuthenticator', setup),
      { type: 'SUBMIT_CODE', code: '123456' },
      doneEvent('confirmAuthenticator', { recoveryCodes }),
      { type: 'ACKNOWLEDGE' },
    ]);
    expect(run.snapshot.status).toBe('done');
  });
});
