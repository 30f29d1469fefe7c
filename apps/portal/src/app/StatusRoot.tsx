import { StatusScreen } from '@portal/ui';
import { useCallback, type ReactNode } from 'react';
import { customerServiceOf, usePermission } from '../api/system';
import { usePortalEnvironment } from '../environment/environment';
import { useActorSnapshot, useShellActor, type ShellMachines } from './lazyActor';

/**
 * The root view by system status (SPEC §2): the application, the maintenance page or the
 * region-blocked page with the visitor's IP, each with its customer-service button. While the
 * status loads — and on the pre-rendered page — the application shows; a status that cannot be
 * read does not lock players out (the application's own calls report the problem).
 */
export function StatusRoot({ children }: { children: ReactNode }) {
  const environment = usePortalEnvironment();
  const create = useCallback(
    ({ createActor, systemStatusMachine, flowActorsOf }: ShellMachines) =>
      createActor(systemStatusMachine.provide(flowActorsOf(environment).systemStatus)),
    [environment],
  );
  const actor = useShellActor(create);
  const snapshot = useActorSnapshot(actor);
  const value = snapshot?.value;
  const ip = snapshot?.context.visitorIp;
  const blocked = value === 'maintenance' || value === 'regionBlocked';
  const permission = usePermission();
  const support = blocked ? customerServiceOf(permission.data) : undefined;
  if (value === 'maintenance') return <StatusScreen variant="maintenance" supportHref={support?.path} />;
  if (value === 'regionBlocked')
    return <StatusScreen variant="regionBlocked" ip={ip ?? ''} supportHref={support?.path} />;
  return <>{children}</>;
}
