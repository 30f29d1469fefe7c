import { shallowEqual, useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { translateError } from '@portal/i18n';
import { type systemStatusMachine } from '@portal/machines';
import { Button, Icon, Spinner, useTranslation } from '@portal/ui';
import * as styles from '../shared/flow.css';
import * as local from './SystemStatusGate.css';

export interface SystemStatusGateProps {
  actorRef: ActorRefFrom<typeof systemStatusMachine>;
  /** The application, rendered only when the system is up and the region allowed. */
  children: ReactNode;
  onContactSupport?: () => void;
}

/** Chooses the root view: a loader, the application, the maintenance page or the region-blocked page. */
export function SystemStatusGate({ actorRef, children, onContactSupport }: SystemStatusGateProps) {
  const { t } = useTranslation(['status', 'errors', 'common']);
  const uid = useId();
  const view = useSelector(
    actorRef,
    (snapshot) => ({
      page:
        (['normal', 'loading', 'failed', 'maintenance'] as const).find((page) => snapshot.matches(page)) ??
        'regionBlocked',
      failureCode: snapshot.context.failure?.code ?? null,
      visitorIp: snapshot.context.visitorIp,
    }),
    shallowEqual,
  );

  if (view.page === 'normal') return <>{children}</>;
  if (view.page === 'loading') {
    return (
      <div className={local.page}>
        <Spinner size="md" announce />
      </div>
    );
  }
  if (view.page === 'failed') {
    return (
      <section className={local.page} aria-labelledby={`${uid}-status-title`}>
        <Icon name="alert" size="md" />
        <h1 id={`${uid}-status-title`} className={styles.heading}>
          {translateError(t, view.failureCode ?? 'NETWORK_ERROR')}
        </h1>
        <Button iconStart="refresh" onClick={() => actorRef.send({ type: 'RETRY' })}>
          {t('common:actions.retry')}
        </Button>
      </section>
    );
  }
  const maintenance = view.page === 'maintenance';
  return (
    <section className={local.page} aria-labelledby={`${uid}-status-title`}>
      <Icon name={maintenance ? 'info' : 'alert'} size="md" />
      <h1 id={`${uid}-status-title`} className={styles.heading}>
        {maintenance ? t('maintenance.title') : t('block.title')}
      </h1>
      <p className={styles.text}>
        {maintenance ? t('info_maintenance') : t('info_ip_block', { ip: view.visitorIp ?? '—' })}
      </p>
      {onContactSupport ? (
        <Button variant="outline" iconStart="headset" onClick={onContactSupport}>
          {maintenance ? t('maintenance.contactSupport') : t('block.contactSupport')}
        </Button>
      ) : null}
    </section>
  );
}
