import type { PermissionInfo, SystemStatus as SystemStatusResponse } from '@portal/api-contract';
import { assign, emit, setup } from 'xstate';
import { defineDescribe } from '../shared/describe';
import { notProvided } from '../shared/defaults';
import { sampleFailure, toFailure, type Failure } from '../shared/failure';

/** Root view by system status (SPEC §2): 0 application, 1 maintenance page, 2 region-blocked page. */
export type SystemStatus = SystemStatusResponse['status'];
export const SystemStatus = { normal: 0, maintenance: 1, regionBlocked: 2 } as const satisfies Record<
  string,
  SystemStatus
>;

/** The permission info's two flags the status follows. */
export type SystemStatusFlags = Pick<PermissionInfo, 'maintenance' | 'regionRestriction'>;

/** Maintenance wins over a region restriction: nobody can play during maintenance anyway. */
export function systemStatusOf(flags: SystemStatusFlags): SystemStatus {
  if (flags.maintenance) return SystemStatus.maintenance;
  if (flags.regionRestriction) return SystemStatus.regionBlocked;
  return SystemStatus.normal;
}

/** Part of the permission info (GET /wps/system/permission). */
export interface SystemStatusInfo extends SystemStatusFlags {
  /** The visitor's IP (`location.ip`), shown on the region-blocked page. */
  readonly ip: PermissionInfo['location']['ip'] | null;
}

export interface SystemStatusContext {
  readonly status: SystemStatus | null;
  readonly visitorIp: string | null;
  readonly failure: Failure | null;
}

export type SystemStatusEvent = { type: 'RETRY' } | { type: 'REFRESH' };

export type SystemStatusEmitted = { type: 'statusChanged'; status: SystemStatus };

export const systemStatusMachine = setup({
  types: {
    context: {} as SystemStatusContext,
    events: {} as SystemStatusEvent,
    emitted: {} as SystemStatusEmitted,
  },
  actors: {
    loadSystemStatus: notProvided<SystemStatusInfo, unknown>('loadSystemStatus'),
  },
  guards: {
    isMaintenance: (_, info: SystemStatusInfo) => systemStatusOf(info) === SystemStatus.maintenance,
    isRegionBlocked: (_, info: SystemStatusInfo) => systemStatusOf(info) === SystemStatus.regionBlocked,
  },
  actions: {
    applyInfo: assign((_, info: SystemStatusInfo) => ({
      status: systemStatusOf(info),
      visitorIp: info.ip,
      failure: null,
    })),
    announceStatus: emit((_, info: SystemStatusInfo) => ({
      type: 'statusChanged' as const,
      status: systemStatusOf(info),
    })),
  },
}).createMachine({
  id: 'systemStatus',
  context: { status: null, visitorIp: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSystemStatus',
        src: 'loadSystemStatus',
        onDone: [
          {
            guard: { type: 'isMaintenance', params: ({ event }) => event.output },
            target: 'maintenance',
            actions: [
              { type: 'applyInfo', params: ({ event }) => event.output },
              { type: 'announceStatus', params: ({ event }) => event.output },
            ],
          },
          {
            guard: { type: 'isRegionBlocked', params: ({ event }) => event.output },
            target: 'regionBlocked',
            actions: [
              { type: 'applyInfo', params: ({ event }) => event.output },
              { type: 'announceStatus', params: ({ event }) => event.output },
            ],
          },
          {
            target: 'normal',
            actions: [
              { type: 'applyInfo', params: ({ event }) => event.output },
              { type: 'announceStatus', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => toFailure(event.error, 'NETWORK_ERROR') }),
        },
      },
    },
    normal: { on: { REFRESH: 'loading' } },
    maintenance: { on: { REFRESH: 'loading' } },
    regionBlocked: { on: { REFRESH: 'loading' } },
    failed: { on: { RETRY: 'loading' } },
  },
});

export const systemStatusDescribe = defineDescribe(systemStatusMachine, {
  id: 'systemStatus',
  summary: 'Chooses the root view: the application, the maintenance page or the region-blocked page.',
  uiStates: {
    loading: { value: 'loading', summary: 'Full-page loader while the status is fetched.' },
    normal: {
      value: 'normal',
      summary: 'The application renders.',
      context: { status: SystemStatus.normal },
    },
    maintenance: {
      value: 'maintenance',
      summary: 'Maintenance page with a customer-service button.',
      context: { status: SystemStatus.maintenance },
    },
    regionBlocked: {
      value: 'regionBlocked',
      summary: 'Region-blocked page showing the visitor IP and a customer-service button.',
      context: { status: SystemStatus.regionBlocked, visitorIp: '203.0.113.7' },
    },
    failed: {
      value: 'failed',
      summary: 'Network error with a retry button.',
      context: { failure: sampleFailure('NETWORK_ERROR') },
    },
  },
});
