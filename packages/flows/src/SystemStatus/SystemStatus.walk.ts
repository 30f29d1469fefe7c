import { contract } from '@portal/api-contract';
import { mockPermissionInfo, override } from '@portal/api-contract/mocks';
import { CodedError, type SystemStatusInfo, type systemStatusMachine } from '@portal/machines';
import type { FlowActors } from '../actors';
import type { MachineWalk } from '../storybook/walk/walkPlan';

export const provideSystemStatusStory = (actors: FlowActors) => actors.systemStatus;

/** Switches for the answers the mocks give only when told to: the site's two closed states and a failure. */
export type SystemStatusSwitch = 'maintenanceOn' | 'regionRestricted' | 'permissionFails';

/** The mocks' permission info with the flags a switch turns on. */
const permissionWith = (flags: Partial<Pick<SystemStatusInfo, 'maintenance' | 'regionRestriction'>>) => ({
  ...mockPermissionInfo,
  ...flags,
});

export const systemStatusWalk: MachineWalk<typeof systemStatusMachine, SystemStatusSwitch> = {
  events: {
    RETRY: [{ type: 'RETRY' }],
    REFRESH: [{ type: 'REFRESH' }],
  },
  distinguish: ({ context }) => context.status,
  switches: ['maintenanceOn', 'regionRestricted', 'permissionFails'],
  handlers: (isOn) => [
    override(contract.system.permission, { networkError: true }, { when: () => isOn('permissionFails') }),
    override(
      contract.system.permission,
      { value: permissionWith({ maintenance: true }) },
      { when: () => isOn('maintenanceOn') },
    ),
    override(
      contract.system.permission,
      { value: permissionWith({ regionRestriction: true }) },
      { when: () => isOn('regionRestricted') },
    ),
  ],
  // In the handlers' order: the first switch on answers.
  answer: (invokeId, _input, on) => {
    if (invokeId !== 'loadSystemStatus') return null;
    if (on.has('permissionFails')) return { error: new CodedError('NETWORK_ERROR') };
    const permission = permissionWith({
      maintenance: on.has('maintenanceOn'),
      regionRestriction: !on.has('maintenanceOn') && on.has('regionRestricted'),
    });
    return {
      done: {
        maintenance: permission.maintenance,
        regionRestriction: permission.regionRestriction,
        ip: permission.location.ip,
      } satisfies SystemStatusInfo,
    };
  },
};
