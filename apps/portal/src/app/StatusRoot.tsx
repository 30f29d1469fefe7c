import { systemStatusMachine } from '@portal/machines';
import { StatusScreen } from '@portal/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { usePermission } from '../api/system';
import { customerServiceOf } from '../shell/shellData';
import { usePortalEnvironment } from './environment';

/**
 * The root view by system status (SPEC §2): the application, the maintenance page or the
 * region-blocked page with the visitor's IP, each with its customer-service button. While the
 * status loads — and on the pre-rendered page — the application shows; a status that cannot be
 * read does not lock players out (the application's own calls report the problem).
 */
export function StatusRoot({ children }: { children: ReactNode }) {
  const { actors } = usePortalEnvironment();
  const machine = useMemo(() => systemStatusMachine.provide(actors.systemStatus), [actors]);
  const actor = useActorRef(machine);
  const value = useSelector(actor, (snapshot) => snapshot.value);
  const ip = useSelector(actor, (snapshot) => snapshot.context.visitorIp);
  const blocked = value === 'maintenance' || value === 'regionBlocked';
  const permission = usePermission();
  const support = blocked ? customerServiceOf(permission.data) : undefined;
  if (value === 'maintenance') return <StatusScreen variant="maintenance" supportHref={support?.path} />;
  if (value === 'regionBlocked')
    return <StatusScreen variant="regionBlocked" ip={ip ?? ''} supportHref={support?.path} />;
  return <>{children}</>;
}
