import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { CodedError } from '../shared/failure';
import { expectDescribeConsistent, expectFullCoverage, snapshotsIn } from '../testing/assertions';
import { doneEvent, errorEvent, explore, replay, type EventFixtures } from '../testing/coverage';
import {
  SystemStatus,
  systemStatusDescribe,
  systemStatusMachine,
  systemStatusOf,
  type SystemStatusEvent,
  type SystemStatusInfo,
} from './systemStatus.machine';

const normal: SystemStatusInfo = { maintenance: false, regionRestriction: false, ip: '203.0.113.7' };
const maintenance: SystemStatusInfo = { maintenance: true, regionRestriction: true, ip: null };
const blocked: SystemStatusInfo = { maintenance: false, regionRestriction: true, ip: '203.0.113.7' };

const events: EventFixtures<SystemStatusEvent> = {
  RETRY: [{ type: 'RETRY' }],
  REFRESH: [{ type: 'REFRESH' }],
};

describe('systemStatusOf', () => {
  it('gives 1 for maintenance, else 2 for a region restriction, else 0', () => {
    expect(systemStatusOf({ maintenance: true, regionRestriction: true })).toBe(1);
    expect(systemStatusOf({ maintenance: true, regionRestriction: false })).toBe(1);
    expect(systemStatusOf({ maintenance: false, regionRestriction: true })).toBe(2);
    expect(systemStatusOf({ maintenance: false, regionRestriction: false })).toBe(0);
  });
});

describe('systemStatus machine graph', () => {
  const exploration = explore(systemStatusMachine, {
    input: undefined,
    events,
    actorOutcomes: {
      loadSystemStatus: {
        done: [normal, maintenance, blocked],
        error: [new CodedError('NETWORK_TIMEOUT'), new Error('offline')],
      },
    },
  });

  it('reaches every state and exercises every transition', () => {
    expectFullCoverage('systemStatus', exploration);
  });

  it('keeps status, IP and failure consistent with the state in every snapshot', () => {
    for (const { context } of snapshotsIn(exploration, 'normal')) {
      expect([context.status, context.failure]).toEqual([SystemStatus.normal, null]);
    }
    for (const { context } of snapshotsIn(exploration, 'maintenance')) {
      expect([context.status, context.failure]).toEqual([SystemStatus.maintenance, null]);
    }
    for (const { context } of snapshotsIn(exploration, 'regionBlocked')) {
      expect([context.status, context.visitorIp, context.failure]).toEqual([
        SystemStatus.regionBlocked,
        '203.0.113.7',
        null,
      ]);
    }
    for (const { context } of snapshotsIn(exploration, 'failed'))
      expect(context.failure?.code).toMatch(/^(NETWORK_TIMEOUT|NETWORK_ERROR)$/);
  });

  it('announces the status exactly when a load settles into a view', () => {
    for (const edge of exploration.edges) {
      const settled =
        edge.from.matches('loading') && edge.event.type === 'xstate.done.actor.loadSystemStatus';
      expect(edge.emitted).toEqual(
        settled ? [{ type: 'statusChanged', status: edge.to.context.status }] : [],
      );
    }
  });

  it('loads on start, on RETRY after a failure and on REFRESH from a settled view', () => {
    for (const edge of exploration.edges) {
      const entersLoading = edge.to.matches('loading') && !edge.from.matches('loading');
      expect(edge.invoked.map((invocation) => invocation.src)).toEqual(
        entersLoading ? ['loadSystemStatus'] : [],
      );
    }
    expect(replay(systemStatusMachine, undefined, []).invoked.map((invocation) => invocation.src)).toEqual([
      'loadSystemStatus',
    ]);
  });

  it('describes reachable UI states', () => {
    expectDescribeConsistent(systemStatusMachine, systemStatusDescribe, undefined, exploration);
  });

  it('maps an uncoded failure to NETWORK_ERROR', () => {
    const run = replay(systemStatusMachine, undefined, [
      errorEvent('loadSystemStatus', new Error('offline')),
    ]);
    expect(run.snapshot.value).toBe('failed');
    expect(run.snapshot.context.failure?.code).toBe('NETWORK_ERROR');
    const retried = replay(
      systemStatusMachine,
      undefined,
      [{ type: 'RETRY' }, doneEvent('loadSystemStatus', blocked)],
      run.snapshot,
    );
    expect(retried.snapshot.value).toBe('regionBlocked');
  });
});

describe('systemStatus machine with live actors', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the provided loader and settles on the maintenance page', async () => {
    const loadSystemStatus = vi.fn(async () => maintenance);
    const actor = createActor(
      systemStatusMachine.provide({ actors: { loadSystemStatus: fromPromise(loadSystemStatus) } }),
    );
    const emitted: unknown[] = [];
    actor.on('statusChanged', (event) => emitted.push(event));
    actor.start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('maintenance'));
    expect(emitted).toEqual([{ type: 'statusChanged', status: 1 }]);
    expect(loadSystemStatus).toHaveBeenCalledTimes(1);
  });

  it('fails loudly when no loader is provided', async () => {
    const actor = createActor(systemStatusMachine).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context.failure?.code).toBe('NETWORK_ERROR');
  });
});
